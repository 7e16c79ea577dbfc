// The leaderboard family's smaller blocks: Panel, top-streamers podium, Leaderboard total, score Pool,
// team Group (re-ranked teams) and the dragon-ball grid. Their own split chunk.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
} from 'react';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { NAVIGATION_SPEC_TEXTS } from '../i18n/navigation-texts.ts';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '../renderer/prop-values.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { useBoardData } from './board-data.ts';
import {
  crownOf,
  formatTotal,
  mobilePlatform,
  parseDragonBalls,
  PODIUM_AVATAR,
  podiumVisible,
  poolValue,
  rankTeams,
  streamerClick,
  teamScore,
  topUserCount,
  type TeamScore,
} from './family-rules.ts';
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import { useRowContext } from './board-context.ts';
import { isLive, mockLeaderboardRows, rowPerson } from './leaderboard-rows.ts';
import { useRefreshLoader } from './refresh-loaders.ts';
import styles from './widgets.module.css';

export interface PanelProps {
  title: string;
}

/** A card holding a podium or a board (the daily container's Panel). */
export function Panel({ props, children }: BlockRenderProps<PanelProps>) {
  const title = stringProp(props.title).trim();
  return (
    <section className={styles.panel} data-block="Panel" aria-label={title || undefined}>
      {title && <h3 className={styles.panelTitle}>{title}</h3>}
      {children}
    </section>
  );
}

export interface TopStreamersProps {
  containerID: string | number;
  /** '{0}' replaced by the score (block spec §3). */
  unit: string;
  open17AppOnClick: boolean;
  showTopUsers: '1' | '3' | '5' | '10';
  withRegion: boolean;
  /** meta.autoRefresh: refresh itself every second instead of registering with the refresh button. */
  autoRefresh: boolean;
}

/** Visual order of the first three: silver, gold, bronze. */
const PODIUM_ORDER = [1, 0, 2];

export function TopStreamers({ props }: BlockRenderProps<TopStreamersProps>) {
  const { mode } = useRenderContext();
  const { screen, tracker } = useVisitor();
  const nt = useNavigationText();
  const editor = mode === 'editor';
  const count = topUserCount(props.showTopUsers);
  const autoRefresh = booleanProp(props.autoRefresh, false);
  const containerID = stringProp(props.containerID).trim();
  const { fetcher, rows } = useBoardData({ containerID, count, autoRefresh, firstPageOnly: true });
  // Block spec §4: without meta.autoRefresh the podium registers a refresh loader while mounted.
  const { refresh } = fetcher;
  const reload = useCallback(() => refresh(), [refresh]);
  useRefreshLoader(reload, !editor && !autoRefresh && containerID !== '');
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
          {fillTemplate(unit, abbreviateNumber(row.score))}
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

export interface TotalProps {
  containerID: string | number;
  /** Show only the last N digits, zero padded (0 = all). */
  displayLastDigit: number;
  format: string;
}

export function LeaderboardTotal({ props }: BlockRenderProps<TotalProps>) {
  const { mode } = useRenderContext();
  const nt = useNavigationText();
  const containerID = stringProp(props.containerID).trim();
  const { rows } = useBoardData({ containerID, count: 100, autoRefresh: true });
  const source = mode === 'editor' ? mockLeaderboardRows(5) : (rows ?? []);
  const total = source.reduce((sum, row) => sum + row.score, 0);
  const text = formatTotal(
    total,
    numberProp(props.displayLastDigit, 0),
    stringProp(props.format).trim() || '{0}',
  );
  return (
    <p className={styles.figure} data-block="LeaderboardTotal" aria-label={`${nt('totalLabel')}: ${text}`}>
      <span aria-hidden="true">{text}</span>
    </p>
  );
}

export interface PoolProps {
  containerID: string | number;
  poolKey: string;
  minUnit: number;
  format: string;
}

export function Pool({ props }: BlockRenderProps<PoolProps>) {
  const { mode } = useRenderContext();
  const nt = useNavigationText();
  const containerID = stringProp(props.containerID).trim();
  const { rows } = useBoardData({ containerID, count: 100, autoRefresh: true });
  const source = mode === 'editor' ? mockLeaderboardRows(1) : (rows ?? []);
  const key = mode === 'editor' ? (source[0]?.userInfo.userID ?? '') : stringProp(props.poolKey);
  const value = poolValue(source, key, numberProp(props.minUnit, 1));
  const text = fillTemplate(stringProp(props.format).trim() || '{0}', value.toLocaleString('en-US'));
  return (
    <p className={styles.figure} data-block="Pool" aria-label={`${nt('poolLabel')}: ${text}`}>
      <span aria-hidden="true">{text}</span>
    </p>
  );
}

interface GroupContextValue {
  report(team: TeamScore): void;
  ranked: ReadonlyMap<string, TeamScore & { rank: number }>;
}

const GroupContext = createContext<GroupContextValue | null>(null);
const TeamContext = createContext<(TeamScore & { rank: number }) | undefined>(undefined);

/** Teams re-ranked by summed score descending, ties to the earlier last timestamp (visitor spec §3). */
export function Group({ children }: BlockRenderProps) {
  const nt = useNavigationText();
  const [teams, setTeams] = useState<Record<string, TeamScore>>({});
  const report = useCallback((team: TeamScore) => {
    setTeams((current) => {
      const old = current[team.id];
      if (old && old.score === team.score && old.lastTimestamp === team.lastTimestamp) return current;
      return { ...current, [team.id]: team };
    });
  }, []);
  const ranked = useMemo(
    () => new Map(rankTeams(Object.values(teams)).map((team) => [team.id, team] as const)),
    [teams],
  );
  return (
    <GroupContext.Provider value={{ report, ranked }}>
      <ol className={styles.group} data-block="Group" aria-label={nt('groupLabel')}>
        {children}
      </ol>
    </GroupContext.Provider>
  );
}

export interface GroupItemProps {
  containerID: string | number;
  name: string;
}

export function GroupItem({ props, node, children }: BlockRenderProps<GroupItemProps>) {
  const { mode } = useRenderContext();
  const group = useContext(GroupContext);
  const containerID = stringProp(props.containerID).trim();
  const id = node.id ?? (containerID || stringProp(props.name));
  const { rows } = useBoardData({ containerID, count: 100, autoRefresh: true });
  const source = mode === 'editor' ? mockLeaderboardRows(2) : rows;
  const report = group?.report;
  // Block spec §4: the item hands its new data to the group when loading finishes (onChangeTeam).
  useEffect(() => {
    if (source && report) report(teamScore(id, source));
  }, [source, report, id]);
  const team = group?.ranked.get(id);
  return (
    <TeamContext.Provider value={team}>
      <li className={styles.team} style={{ order: team?.rank ?? 999 }} data-team={id} data-rank={team?.rank}>
        <span className={styles.teamName}>{stringProp(props.name)}</span>
        {children}
      </li>
    </TeamContext.Provider>
  );
}

export function GroupRankIcon() {
  const team = useContext(TeamContext);
  const crown = team ? crownOf(team.rank) : undefined;
  return (
    <span className={`${styles.teamRank} ${crown ? (styles[crown] ?? '') : ''}`} data-crown={crown}>
      {team?.rank ?? '-'}
    </span>
  );
}

export function GroupScore({ props }: BlockRenderProps<{ unit: string }>) {
  const team = useContext(TeamContext);
  return (
    <span className={styles.teamScore} dir="auto">
      {fillTemplate(stringProp(props.unit).trim() || '{0}', abbreviateNumber(team?.score ?? 0))}
    </span>
  );
}

export interface DragonBallsProps {
  /** Balls in the grid (default 7). */
  total: number;
  /** Score a ball needs to light up (default 1). */
  goal: number;
}

/** A row's dragon balls (meta.dragonBall, a JSON list of per-ball scores) as a grid of lit / unlit balls. */
export function DragonBalls({ props }: BlockRenderProps<DragonBallsProps>) {
  const { mode } = useRenderContext();
  const nt = useNavigationText();
  const row = useRowContext()?.row;
  const total = Math.max(1, Math.trunc(numberProp(props.total, 7)));
  const goal = Math.max(1, numberProp(props.goal, 1));
  const balls = mode === 'editor' && !row ? [1, 1, 0, 1] : parseDragonBalls(row?.meta);
  const lit = Array.from({ length: total }, (_, i) => (balls[i] ?? 0) >= goal);
  const collected = lit.filter(Boolean).length;
  return (
    <span
      className={styles.balls}
      role="img"
      aria-label={`${nt('dragonBallsLabel')}: ${nt('dragonBallsCollected', collected, total)}`}
      data-block="DragonBalls"
    >
      {lit.map((on, i) => (
        <span key={i} className={`${styles.ball} ${on ? styles.lit : ''}`} data-lit={on || undefined} />
      ))}
    </span>
  );
}
