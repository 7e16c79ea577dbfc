// Pure leaderboard row rules: the rank window, the ordering, placeholders for unknown users, live status.
import { USER_PLACEHOLDERS, type LeaderboardRow } from '@eventory/domain/leaderboard-read';

export interface RankWindow {
  /** 0 = no limit (visitor spec §5). */
  minRank: number;
  maxRank: number;
}

/** Rows without a rank go last; equal ranks fall back to the higher score first. */
export function compareRows(a: LeaderboardRow, b: LeaderboardRow): number {
  const rankA = a.rank > 0 ? a.rank : Number.POSITIVE_INFINITY;
  const rankB = b.rank > 0 ? b.rank : Number.POSITIVE_INFINITY;
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return b.score - a.score;
}

/** The rows a board shows: inside minRank..maxRank (0 = open end), in rank order. */
export function visibleRows(
  rows: readonly LeaderboardRow[],
  { minRank, maxRank }: RankWindow,
): LeaderboardRow[] {
  const limited = minRank > 0 || maxRank > 0;
  return rows
    .filter((row) => {
      if (!limited) return true;
      if (!(row.rank > 0)) return false;
      return (minRank <= 0 || row.rank >= minRank) && (maxRank <= 0 || row.rank <= maxRank);
    })
    .sort(compareRows);
}

export interface RowPerson {
  userID: string;
  /** Open ID, else display name, else '<Open ID>'. */
  openID: string;
  region: string;
  picture: string;
}

/** Who a row shows, with the spec's placeholders where the platform knows nothing (visitor spec §3). */
export function rowPerson(row: LeaderboardRow): RowPerson {
  const user: Partial<LeaderboardRow['userInfo']> = row.userInfo ?? {};
  return {
    userID: user.userID || USER_PLACEHOLDERS.userID,
    openID: user.openID || user.displayName || USER_PLACEHOLDERS.openID,
    region: user.region || USER_PLACEHOLDERS.region,
    picture: user.picture || '',
  };
}

/** A streamer is live when streamID > 0. */
export const isLive = (row: LeaderboardRow): boolean => (row.onliveInfo?.streamID ?? 0) > 0;

/** What editor mode shows instead of fetching (block spec §6). */
export function mockLeaderboardRows(count: number): LeaderboardRow[] {
  const regions = ['TW', 'JP', 'HK', 'SG', 'MY'];
  return Array.from({ length: Math.max(0, Math.min(count, 5)) }, (_, index) => ({
    rank: index + 1,
    score: 125_000 - index * 23_456,
    userInfo: {
      userID: `mock-user-${index + 1}`,
      displayName: `Streamer ${index + 1}`,
      region: regions[index] ?? 'TW',
      openID: `streamer_${index + 1}`,
      picture: '',
    },
    onliveInfo: index === 0 ? { streamID: 1, liveStreamID: 1 } : { streamID: 0, liveStreamID: 0 },
    meta: {},
  }));
}

/** The region filter's entries map to platform regions; MeMe is the Middle East market (MENA). */
const REGION_FILTER_MATCHES: Record<string, readonly string[]> = { MeMe: ['MENA'] };

export interface RowFilter {
  /** Search by open ID: case-insensitive, part of the open ID (or display name when there is none). */
  keyword: string;
  /** 'All' or a region filter entry. */
  region: string;
  /** Follower-only: the followee IDs; undefined = everyone. */
  followees?: ReadonlySet<string>;
}

export function filterRows(
  rows: readonly LeaderboardRow[],
  { keyword, region, followees }: RowFilter,
): LeaderboardRow[] {
  const needle = keyword.trim().toLowerCase();
  const regions = region === 'All' ? undefined : (REGION_FILTER_MATCHES[region] ?? [region]);
  return rows.filter((row) => {
    const person = rowPerson(row);
    if (needle && !person.openID.toLowerCase().includes(needle)) return false;
    if (regions && !regions.includes(row.userInfo?.region ?? '')) return false;
    if (followees && !followees.has(row.userInfo?.userID ?? '')) return false;
    return true;
  });
}

export type BoardDisplay =
  'loading' | 'error' | 'empty' | 'noFollower' | 'followersNotRanked' | 'searchNotFound' | 'rows';

export interface BoardDisplayInput {
  /** Every row loaded (live, else cached); undefined before the first answer. */
  all: readonly LeaderboardRow[] | undefined;
  /** The rows left after the filters. */
  shown: readonly LeaderboardRow[];
  failed: boolean;
  keyword: string;
  followingOnly: boolean;
  followees: { status: 'idle' | 'loading' | 'data' | 'error'; count: number };
}

/** The display cases of visitor spec §2: loading, empty, no follower, followers not on the board, not found. */
export function boardDisplay({
  all,
  shown,
  failed,
  keyword,
  followingOnly,
  followees,
}: BoardDisplayInput): BoardDisplay {
  if (all === undefined) return failed ? 'error' : 'loading';
  if (followingOnly) {
    if (followees.status === 'idle' || followees.status === 'loading') return 'loading';
    if (followees.count === 0) return 'noFollower';
  }
  if (shown.length > 0) return 'rows';
  if (all.length === 0) return 'empty';
  if (keyword.trim()) return 'searchNotFound';
  if (followingOnly) return 'followersNotRanked';
  return 'empty';
}

/**
 * The bonusFetcher's scores as the rows' bonus (meta.bonus, matched by user id); rows the bonus board
 * does not list keep theirs. The same rows come back when there is nothing to merge.
 */
export function mergeBonus(
  rows: readonly LeaderboardRow[],
  bonusRows: readonly LeaderboardRow[] | undefined,
): readonly LeaderboardRow[] {
  if (!bonusRows || bonusRows.length === 0) return rows;
  const bonus = new Map<string, number>();
  for (const row of bonusRows) if (row.userInfo?.userID) bonus.set(row.userInfo.userID, row.score);
  return rows.map((row) => {
    const value = bonus.get(row.userInfo?.userID ?? '');
    return value === undefined ? row : { ...row, meta: { ...row.meta, bonus: String(value) } };
  });
}

/** Editor mode shows the bonus always (visitor spec §1): mock rows get a tenth of their score. */
export const withMockBonus = (rows: readonly LeaderboardRow[]): LeaderboardRow[] =>
  rows.map((row) => ({ ...row, meta: { ...row.meta, bonus: String(Math.floor(row.score / 10)) } }));
