// A board: loads every page of its ranking (any fetcher kind, plus an optional bonus fetcher), filters it by the screen's search, region and follower-only
// state, and shows the rows, the loading, error or empty state, and the viewer's own rank.
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { DEFAULT_LEADERBOARD_COUNT } from '@eventory/domain/leaderboard-read';
import type { VisitorTextKey } from '../i18n/visitor-texts.ts';
import { NAVIGATION_SPEC_TEXTS } from '../i18n/navigation-texts.ts';
import { booleanProp, numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { DailyContext } from './board-context.ts';
import { useBoardData } from './board-data.ts';
import { DEFAULT_ROW_HEIGHT, type LeaderboardProps } from './leaderboard-props.ts';
import {
  boardDisplay,
  filterRows,
  mergeBonus,
  mockLeaderboardRows,
  visibleRows,
  withMockBonus,
  type BoardDisplay,
} from './leaderboard-rows.ts';
import { LoadingSprite } from './LoadingSprite.tsx';
import { PersonalRankBarView } from './PersonalRankBarView.tsx';
import { RowList } from './RowList.tsx';
import styles from './leaderboard.module.css';

const DISPLAY_TEXT: Partial<Record<BoardDisplay, VisitorTextKey>> = {
  noFollower: 'leaderboardNoFollower',
  followersNotRanked: 'leaderboardFollowersNotRanked',
};

export function BoardView({
  props,
  template,
  virtual = true,
}: {
  props: Partial<LeaderboardProps>;
  template: ReactNode;
  virtual?: boolean;
}) {
  const { mode } = useRenderContext();
  const { screen, tracker } = useVisitor();
  const daily = useContext(DailyContext);
  const t = useVisitorText();
  const editor = mode === 'editor';
  const dayTab = daily?.tabs[daily.active];
  // Inside a daily container the active tab's container and empty text win (block spec §4).
  const containerID = (dayTab?.containerID || stringProp(props.containerID)).trim();
  const count = Math.max(1, Math.trunc(numberProp(props.count, DEFAULT_LEADERBOARD_COUNT)));
  const minRank = numberProp(props.minRank, 0);
  const maxRank = numberProp(props.maxRank, 0);
  const rowHeight = Math.max(1, numberProp(props.rowHeight, DEFAULT_ROW_HEIGHT));
  const dropDownHeight = Math.max(0, Math.trunc(numberProp(props.dropDownHeight, 0)));
  const withRegion = booleanProp(props.withRegion, false);
  const autoRefresh = booleanProp(props.autoRefresh, true);
  const startSeconds = numberProp(props.startTime, 0);
  const personalRank = booleanProp(props.personalRank, true);
  const league = booleanProp(props.isLeague, false);
  const clickable = booleanProp(props.clickable, true);
  const emptyString =
    (dayTab ? dayTab.emptyString.trim() || NAVIGATION_SPEC_TEXTS.emptySeat : '') ||
    stringProp(props.emptyString).trim() ||
    t('leaderboardEmpty');

  // A daily tab's own fetcher, else its container (above), else the board's fetcher.
  const fetcherSpec = stringProp(dayTab?.fetcher || (dayTab?.containerID ? '' : props.fetcher)).trim();
  const { fetcher, rows: fetched } = useBoardData({
    containerID,
    fetcher: fetcherSpec,
    cacheStrategy: props.cacheStrategy,
    count,
    autoRefresh,
    startTime: startSeconds,
  });
  // The bonusFetcher (block spec §3): another board whose scores are these rows' bonus.
  const bonusFetcher = stringProp(props.bonusFetcher).trim();
  const { rows: bonusRows } = useBoardData({
    containerID: '',
    fetcher: bonusFetcher,
    cacheStrategy: props.cacheStrategy,
    count,
    autoRefresh,
    startTime: startSeconds,
  });
  const loadingSprite = booleanProp(props.loadingSprite, false);

  const loaded = fetcher.data !== undefined;
  const { setLeaderboardInfo } = screen;
  useEffect(() => {
    if (!loaded && !editor) return undefined;
    setLeaderboardInfo({ containerID, isLeague: league });
    return () => setLeaderboardInfo(undefined);
  }, [loaded, editor, containerID, league, setLeaderboardInfo]);

  useEffect(() => {
    if (!editor && containerID) tracker.leaderboardView(containerID);
  }, [editor, containerID, tracker]);

  const source = useMemo(() => {
    if (editor) return bonusFetcher ? withMockBonus(mockLeaderboardRows(count)) : mockLeaderboardRows(count);
    return fetched && bonusFetcher ? mergeBonus(fetched, bonusRows) : fetched;
  }, [editor, bonusFetcher, count, fetched, bonusRows]);
  const all = useMemo(
    () => (source ? visibleRows(source, { minRank, maxRank }) : undefined),
    [source, minRank, maxRank],
  );
  const followingOnly = screen.followingOnly && !editor;
  const followees = followingOnly ? screen.followees.ids : undefined;
  const shown = useMemo(
    () => (all ? filterRows(all, { keyword: screen.keyword, region: screen.region, followees }) : []),
    [all, screen.keyword, screen.region, followees],
  );
  // Nothing to read: neither a container nor a fetcher (a fetcher alone, e.g. a campaign cache, is enough).
  const display =
    containerID === '' && fetcherSpec === '' && !editor
      ? 'empty'
      : boardDisplay({
          all,
          shown,
          failed: fetcher.status === 'error',
          keyword: screen.keyword,
          followingOnly,
          followees: { status: screen.followees.status, count: screen.followees.ids.size },
        });
  // "After loading completes" (block spec §4): every page in, nothing in flight.
  const complete = fetcher.status === 'data' && !fetcher.hasMore && !fetcher.loading;

  let body;
  if (display === 'rows') {
    body = (
      <RowList
        rows={shown}
        rowHeight={rowHeight}
        dropDownHeight={dropDownHeight}
        withRegion={withRegion}
        template={template}
        containerID={containerID}
        league={league}
        clickable={clickable && !editor}
        scrollToStreamer={complete && !league && !editor}
        virtual={virtual}
        refresh={fetcher.refresh}
        showBonus={bonusFetcher !== ''}
      />
    );
  } else if (display === 'error') {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('leaderboardError')}</p>
        <button type="button" className={styles.retry} onClick={fetcher.refresh}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (display === 'loading' && loadingSprite) {
    body = <LoadingSprite label={t('leaderboardLoading')} animate={!editor} />;
  } else if (display === 'loading') {
    body = (
      <div role="status" aria-busy="true" aria-label={t('leaderboardLoading')}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonRow} />
        ))}
      </div>
    );
  } else {
    const key = DISPLAY_TEXT[display];
    const text =
      display === 'searchNotFound'
        ? t('leaderboardSearchNotFound', screen.keyword.trim())
        : key
          ? t(key)
          : emptyString;
    body = (
      <p className={styles.state} data-display={display}>
        {text}
      </p>
    );
  }

  return (
    <section className={styles.board} aria-label={t('leaderboardLabel')} data-block="Leaderboard">
      {body}
      {personalRank && !editor && containerID !== '' && !league && (
        <PersonalRankBarView containerID={containerID} unit="" />
      )}
    </section>
  );
}
