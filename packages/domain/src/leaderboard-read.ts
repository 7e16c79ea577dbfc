// The leaderboard read contract (visitor spec §3, §7). No zod here: the event pages import it.

/** A user as the platform knows them (visitor spec §3 userInfo). */
export interface UserInfo {
  userID: string;
  displayName: string;
  region: string;
  openID: string;
  picture: string;
}

export interface OnliveInfo {
  streamID: number;
  liveStreamID: number;
}

/** One row of GET /leaderboards/eventory. */
export interface LeaderboardRow {
  rank: number;
  score: number;
  userInfo: UserInfo;
  onliveInfo?: OnliveInfo;
  meta: Record<string, string>;
}

export interface LeaderboardPage {
  data: LeaderboardRow[];
  /** Empty string at the end. */
  nextCursor: string;
}

export const DEFAULT_LEADERBOARD_COUNT = 100;

/** Placeholders for a user the platform does not know (visitor spec §3). */
export const USER_PLACEHOLDERS = { userID: '<User ID>', openID: '<Open ID>', region: '<Region>' } as const;
