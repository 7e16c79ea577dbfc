// Leaderboard, LeaderboardRow and PersonalRankBar: one code-split chunk, downloaded only by pages whose
// blueprint has a board. The board loads every page of its ranking, filters it by the screen's search,
// region and follower-only state, and renders only the rows in view (a virtualized list).
import { DEFAULT_LEADERBOARD_COUNT } from '@eventory/domain/leaderboard-read';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { shownData } from '../data/fetcher-rules.ts';
import { useFetcher } from '../data/useFetcher.ts';
import { usePagedFetcher, type PageLoader } from '../data/usePagedFetcher.ts';
import { useLiveContainer } from '../data/useLiveContainer.ts';
import { fillTemplate, type VisitorTextKey } from '../i18n/visitor-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '../renderer/prop-values.ts';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { useVisitor, useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import {
  boardDisplay,
  filterRows,
  isLive,
  mockLeaderboardRows,
  rowPerson,
  visibleRows,
  type BoardDisplay,
} from './leaderboard-rows.ts';
import styles from './leaderboard.module.css';

export interface LeaderboardProps {
  containerID: string | number;
  count: number;
  /** Shown when nobody is ranked; blank = the locale's "nobody on the board yet". */
  emptyString: string;
  rowHeight: number;
  minRank: number;
  maxRank: number;
  withRegion: boolean;
  /** Re-fetch 1 s after each completed load (visitor spec §4). */
  autoRefresh: boolean;
  /** Unix seconds; before it the board refreshes only at that time (0 = none). */
  startTime: number;
  /** Show the signed-in viewer's own rank fixed at the bottom. */
  personalRank: boolean;
}

export interface LeaderboardRowProps {
  /** Score template, '{0}' replaced by the (abbreviated) score. */
  unit: string;
}

export interface PersonalRankBarProps {
  containerID: string | number;
  unit: string;
}

/** Visitor spec §4/§9: auto-refresh 1 s after each completed load. */
export const AUTO_REFRESH_MS = 1000;
export const DEFAULT_ROW_HEIGHT = 70;
export const DEFAULT_SCORE_UNIT = '{0} pt';
/** Rows rendered beyond the viewport on each side. */
export const OVERSCAN_ROWS = 5;
/** Visitor spec §9: the fixed rank row is 72 px high and the page keeps 57 px free below the list. */
export const PERSONAL_BAR_HEIGHT = 72;
export const PERSONAL_BAR_SPACING = 57;

interface RowContextValue {
  row: RankingRow;
  rowHeight: number;
  withRegion: boolean;
}

const RowContext = createContext<RowContextValue | null>(null);

const DISPLAY_TEXT: Partial<Record<BoardDisplay, VisitorTextKey>> = {
  noFollower: 'leaderboardNoFollower',
  followersNotRanked: 'leaderboardFollowersNotRanked',
};

/** The page's top edge of an element, so the window virtualizer knows where the list starts. */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return top;
}

export function Leaderboard({ props, children }: BlockRenderProps<LeaderboardProps>) {
  const { mode, dataClient } = useRenderContext();
  const { screen, tracker } = useVisitor();
  const t = useVisitorText();
  const editor = mode === 'editor';
  const containerID = stringProp(props.containerID).trim();
  const count = Math.max(1, Math.trunc(numberProp(props.count, DEFAULT_LEADERBOARD_COUNT)));
  const minRank = numberProp(props.minRank, 0);
  const maxRank = numberProp(props.maxRank, 0);
  const rowHeight = Math.max(1, numberProp(props.rowHeight, DEFAULT_ROW_HEIGHT));
  const withRegion = booleanProp(props.withRegion, false);
  const autoRefresh = booleanProp(props.autoRefresh, true);
  const startSeconds = numberProp(props.startTime, 0);
  const personalRank = booleanProp(props.personalRank, true);
  const emptyString = stringProp(props.emptyString).trim() || t('leaderboardEmpty');

  const loader: PageLoader<RankingRow> = (cursor, signal, onCached) =>
    dataClient
      .getLeaderboard(
        { containerID, count, cursor },
        { signal, onCached: (page) => onCached({ items: page.data, nextCursor: page.nextCursor }) },
      )
      .then((page) => ({ items: page.data, nextCursor: page.nextCursor }));
  // While the engine's live channel is up the board re-reads on each change; otherwise it polls (visitor spec §4).
  const numericID = Number(containerID);
  const live = useLiveContainer(
    Number.isSafeInteger(numericID) && numericID > 0 ? numericID : undefined,
    autoRefresh && !editor,
  );
  const fetcher = usePagedFetcher(loader, {
    key: `${containerID}:${count}`,
    enabled: containerID !== '',
    mode,
    autoRefresh: autoRefresh && !live.live,
    startTime: startSeconds > 0 ? startSeconds * 1000 : undefined,
  });
  const { refresh } = fetcher;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);

  const loaded = fetcher.data !== undefined;
  const { setLeaderboardInfo } = screen;
  useEffect(() => {
    if (!loaded && !editor) return undefined;
    setLeaderboardInfo({ containerID, isLeague: false });
    return () => setLeaderboardInfo(undefined);
  }, [loaded, editor, containerID, setLeaderboardInfo]);

  useEffect(() => {
    if (!editor && containerID) tracker.leaderboardView(containerID);
  }, [editor, containerID, tracker]);

  const source = editor ? mockLeaderboardRows(count) : shownData(fetcher.data, fetcher.cacheData);
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
  const display =
    containerID === '' && !editor
      ? 'empty'
      : boardDisplay({
          all,
          shown,
          failed: fetcher.status === 'error',
          keyword: screen.keyword,
          followingOnly,
          followees: { status: screen.followees.status, count: screen.followees.ids.size },
        });

  let body;
  if (display === 'rows') {
    body = <VirtualRows rows={shown} rowHeight={rowHeight} withRegion={withRegion} template={children} />;
  } else if (display === 'error') {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('leaderboardError')}</p>
        <button type="button" className={styles.retry} onClick={fetcher.refresh}>
          {t('retry')}
        </button>
      </div>
    );
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
      {personalRank && !editor && containerID !== '' && (
        <PersonalRankBarView containerID={containerID} unit="" />
      )}
    </section>
  );
}

interface VirtualRowsProps {
  rows: readonly RankingRow[];
  rowHeight: number;
  withRegion: boolean;
  template: React.ReactNode;
}

/** Only the rows in view (plus a few either side) exist in the DOM, so a 10,000-row board stays light. */
function VirtualRows({ rows, rowHeight, withRegion, template }: VirtualRowsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const top = useDocumentTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  return (
    <ol
      ref={listRef}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      aria-rowcount={rows.length}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <li
            key={`${row.userInfo?.userID ?? ''}-${item.index}`}
            className={styles.item}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: rowHeight,
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
            aria-posinset={item.index + 1}
          >
            <RowContext.Provider value={{ row, rowHeight, withRegion }}>{template}</RowContext.Provider>
          </li>
        );
      })}
    </ol>
  );
}

const rankClass = (rank: number): string =>
  rank === 1 ? (styles.top1 ?? '') : rank === 2 ? (styles.top2 ?? '') : rank === 3 ? (styles.top3 ?? '') : '';

export function LeaderboardRow({ props }: BlockRenderProps<LeaderboardRowProps>) {
  const context = useContext(RowContext);
  const t = useVisitorText();
  if (!context) return null;
  const { row, rowHeight, withRegion } = context;
  const person = rowPerson(row);
  const live = isLive(row);
  const unit = stringProp(props.unit).trim() || DEFAULT_SCORE_UNIT;
  const classes = [styles.row, rankClass(row.rank), live ? styles.live : ''].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      style={{ minHeight: rowHeight, height: '100%' }}
      data-user-id={person.userID}
      data-rank={row.rank}
    >
      <span className={styles.rank} aria-label={t('leaderboardRank', row.rank)}>
        {row.rank > 0 ? row.rank : '-'}
      </span>
      <Avatar picture={person.picture} openID={person.openID} live={live} liveText={t('live')} />
      <span className={styles.who}>
        <span className={styles.openID}>
          <bdi>{person.openID}</bdi>
        </span>
        {withRegion && <span className={styles.region}>{person.region}</span>}
      </span>
      <span className={styles.score} title={String(row.score)} dir="auto">
        {fillTemplate(unit, abbreviateNumber(row.score))}
      </span>
    </div>
  );
}

function Avatar({
  picture,
  openID,
  live,
  liveText,
}: {
  picture: string;
  openID: string;
  live: boolean;
  liveText: string;
}) {
  return (
    <span className={styles.avatarWrap}>
      {picture ? (
        <img className={styles.avatar} src={picture} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          {openID.replace(/^</, '').charAt(0).toUpperCase()}
        </span>
      )}
      {live && <span className={styles.liveBadge}>{liveText}</span>}
    </span>
  );
}

/**
 * The signed-in viewer's own rank, fixed at the bottom (visitor spec §2): 72 px high, sliding in over
 * 0.3 s, shown only for a signed-in viewer who has a score on this board.
 */
function PersonalRankBarView({ containerID, unit }: PersonalRankBarProps) {
  const { mode, dataClient } = useRenderContext();
  const { user } = useVisitorSnapshot();
  const t = useVisitorText();
  const id = stringProp(containerID).trim();
  const fetcher = useFetcher((signal) => dataClient.getPersonalRank(id, signal), {
    key: `${id}:${user?.userID ?? ''}`,
    enabled: mode === 'runtime' && !!user && id !== '',
    refreshAfterMs: AUTO_REFRESH_MS,
  });
  const personal = user ? fetcher.data : undefined;
  if (!personal || !(personal.score > 0)) return null;
  const person = rowPerson({
    rank: personal.rank,
    score: personal.score,
    userInfo: personal.userInfo,
    meta: {},
  });
  const template = stringProp(unit).trim() || DEFAULT_SCORE_UNIT;
  const gap = personal.nextScore - personal.score;
  return (
    <>
      <div aria-hidden="true" style={{ height: PERSONAL_BAR_SPACING }} />
      <aside
        className={styles.personalBar}
        style={{ height: PERSONAL_BAR_HEIGHT }}
        aria-label={t('personalRankLabel')}
        data-block="PersonalRankBar"
      >
        <span className={styles.personalRank} aria-label={t('leaderboardRank', personal.rank)}>
          {personal.rank > 0 ? personal.rank : '-'}
        </span>
        <Avatar picture={person.picture} openID={person.openID} live={false} liveText="" />
        <span className={styles.who}>
          <span className={styles.openID}>
            <bdi>{person.openID}</bdi>
          </span>
          <span className={styles.personalNext}>
            {personal.rank === 1
              ? t('personalTop')
              : gap > 0
                ? t('personalToNext', abbreviateNumber(gap))
                : t('personalRankLabel')}
          </span>
        </span>
        <span className={styles.score} title={String(personal.score)} dir="auto">
          {fillTemplate(template, abbreviateNumber(personal.score))}
        </span>
      </aside>
    </>
  );
}

/** The bar as a block of its own, for pages that place it apart from a board. */
export function PersonalRankBar({ props }: BlockRenderProps<PersonalRankBarProps>) {
  return <PersonalRankBarView containerID={props.containerID} unit={props.unit} />;
}
