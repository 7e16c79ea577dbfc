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
