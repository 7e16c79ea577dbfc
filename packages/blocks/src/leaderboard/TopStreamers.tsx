// The TopStreamers block: the podium of the first three, then the rest of the top N (block spec §3).
import { useCallback, useEffect, type CSSProperties } from 'react';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { NAVIGATION_SPEC_TEXTS } from '../i18n/navigation-texts.ts';
import { fillTemplate, formatText } from '../i18n/visitor-texts.ts';
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { useBoardData } from './board-data.ts';
import {
  crownOf,
  mobilePlatform,
  PODIUM_AVATAR,
  podiumVisible,
  streamerClick,
  topUserCount,
} from './family-rules.ts';
import { isLive, mockLeaderboardRows, rowPerson } from './leaderboard-rows.ts';
import { useRefreshLoader } from './refresh-loaders.ts';
import { asScoreType, formatScore } from './score-display.ts';
import type { TopStreamersProps } from './widget-props.ts';
import styles from './widgets.module.css';

/** Visual order of the first three: silver, gold, bronze. */
const PODIUM_ORDER = [1, 0, 2];

export function TopStreamers({ props }: BlockRenderProps<TopStreamersProps>) {
  const { mode, locale } = useRenderContext();
  const { screen, tracker } = useVisitor();
  const nt = useNavigationText();
  const editor = mode === 'editor';
  const count = topUserCount(props.showTopUsers);
  const autoRefresh = booleanProp(props.autoRefresh, false);
  const containerID = stringProp(props.containerID).trim();
  const { fetcher, rows, spec } = useBoardData({
    containerID,
    fetcher: props.fetcher,
    cacheStrategy: props.cacheStrategy,
    count,
    autoRefresh,
    firstPageOnly: true,
  });
  // Block spec §4: without meta.autoRefresh the podium registers a refresh loader while mounted.
  const { refresh } = fetcher;
  const reload = useCallback(() => refresh(), [refresh]);
  useRefreshLoader(reload, !editor && !autoRefresh && spec.target !== '');
  useEffect(() => {
    if (!editor) tracker.sectionView('topStreamer');
  }, [editor, tracker]);

  const top = (editor ? mockLeaderboardRows(count) : (rows ?? [])).slice(0, count);
  const visible = podiumVisible({
    editor,
    rows: top.length,
    followingOnly: screen.followingOnly,
    keyword: screen.keyword,
  });
  if (!visible) {
    return fetcher.loading && !editor && rows === undefined ? (
      <div className={styles.podiumLoading} role="status" aria-busy="true" aria-label={nt('podiumLabel')} />
    ) : null;
  }
  const unit = stringProp(props.unit).trim() || '{0}';
  const scoreType = asScoreType(props.scoreType);
  const withRegion = booleanProp(props.withRegion, false);
  const openOnClick = booleanProp(props.open17AppOnClick, true) && !editor;
  const open = (row: RankingRow) => {
    const person = rowPerson(row);
    const click = streamerClick(
      {
        userID: row.userInfo?.userID ?? '',
        openID: person.openID,
        streamID: row.onliveInfo?.streamID ?? 0,
        liveStreamID: row.onliveInfo?.liveStreamID ?? 0,
      },
      { clickable: true, league: false, platform: mobilePlatform(navigator.userAgent) },
    );
    if (click.kind === 'none') return;
    tracker.profileClick({
      kind: click.kind,
      streamerId: row.userInfo?.userID ?? '',
      liveStatus: isLive(row),
      hasDeeplink: click.deepLink,
    });
    if (click.newTab) window.open(click.url, '_blank', 'noopener,noreferrer');
    else window.location.assign(click.url);
  };

  const podium = top.slice(0, 3);
  const ordered = podium.length === 3 ? PODIUM_ORDER.map((i) => podium[i]) : podium;
  const rest = top.slice(3);
  const entry = (row: RankingRow | undefined, position: number, small: boolean) => {
    if (!row) return null;
    const person = rowPerson(row);
    const rank = row.rank > 0 ? row.rank : position + 1;
    const crown = crownOf(rank);
    const size = rank === 1 ? PODIUM_AVATAR.leader : PODIUM_AVATAR.other;
    const content = (
      <>
        <span className={styles.podiumAvatar} style={{ width: size, height: size } as CSSProperties}>
          {person.picture ? (
            <img src={person.picture} alt="" width={size} height={size} />
          ) : (
            <span aria-hidden="true">{person.openID.replace(/^</, '').charAt(0).toUpperCase()}</span>
          )}
          {crown && (
            <span
              className={`${styles.crown} ${styles[crown] ?? ''}`}
              data-crown={crown}
              aria-hidden="true"
            />
          )}
        </span>
        <span className={styles.rankLabel}>{fillTemplate(NAVIGATION_SPEC_TEXTS.topN, rank)}</span>
        <bdi className={styles.podiumName}>{person.openID}</bdi>
        {withRegion && <span className={styles.podiumRegion}>{person.region}</span>}
        <span className={styles.podiumScore} dir="auto">
          {formatText(locale, unit, formatScore(row.score, scoreType))}
        </span>
      </>
    );
    return (
      <li
        key={`${person.userID}-${rank}`}
        className={`${styles.podiumEntry} ${small ? styles.small : ''} ${rank === 1 ? styles.leader : ''}`}
        data-rank={rank}
      >
        {openOnClick ? (
          <button type="button" className={styles.podiumButton} onClick={() => open(row)}>
            {content}
          </button>
        ) : (
          <div className={styles.podiumButton}>{content}</div>
        )}
      </li>
    );
  };
  return (
    <div className={styles.podium} data-block="TopStreamers" aria-label={nt('podiumLabel')} role="group">
      <ol className={styles.podiumTop}>
        {ordered.map((row) => entry(row, top.indexOf(row as RankingRow), false))}
      </ol>
      {rest.length > 0 && (
        <ol className={styles.podiumRest}>{rest.map((row, i) => entry(row, i + 3, true))}</ol>
      )}
    </div>
  );
}
