// The other ranking reads the event pages make (visitor spec §7), beside leaderboard-read.ts.
// No zod here: the event pages import it.
import type { LeaderboardRow, OnliveInfo, UserInfo } from './leaderboard-read.ts';

/** GET /event/container/{containerID}/personal/{userID}: the personal rank bar (visitor spec §2). */
export interface PersonalRank {
  /** 1-based; 0 = the user has no record in the container. */
  rank: number;
  score: number;
  /**
   * Score of the row one rank up (what to beat). For rank 1 the user's own score; for an unranked
   * user the score of the last ranked row (0 when the board is empty).
   */
  nextScore: number;
  userInfo: UserInfo;
  onliveInfo?: OnliveInfo;
  /** With ?around=N: up to N rows above and N below the user, the user's own row included. */
  around?: LeaderboardRow[];
}

/** GET /api/v1/public/containers/{containerID}/summary. */
export interface ContainerSummary {
  containerID: number;
  /** Ranked members. */
  size: number;
  totalScore: number;
  /** Score of rank 1 (0 when empty). */
  topScore: number;
  /** Unix ms of the latest scoring event (0 when empty). */
  updatedAt: number;
}

/** GET /leaderboards/eventory/top-count: the first rows of several containers at once. */
export interface TopCountPage {
  data: { containerID: number; data: LeaderboardRow[] }[];
}

/** POST /api/campaign/leaderboard/find-all: one row; score is `amount`, rank is the position. */
export interface FindAllRow {
  rank: number;
  amount: number;
  userID: string;
  displayName: string;
  openID: string;
  region: string;
  picture: string;
}

export interface FindAllResponse {
  rows: FindAllRow[];
  /** The offset asked for; the next page asks offset + limit. */
  offset: number;
  total: number;
}

export const DEFAULT_FIND_ALL_LIMIT = 1000;

/** `type` of find-all and mktevent naming a container's leaderboard. */
export const containerBoardType = (containerID: number) => `container-${containerID}`;
