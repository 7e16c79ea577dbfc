// The leaderboard family's props (block spec §3) and the defaults its boards fall back on.
import type { DropdownMode } from './family-rules.ts';

export interface LeaderboardProps {
  containerID: string | number;
  count: number;
  /** Shown when nobody is ranked; blank = the locale's "nobody on the board yet". */
  emptyString: string;
  rowHeight: number;
  /** The row dropdown's height in px; 0 = as tall as its content (block catalogue §3). */
  dropDownHeight: number;
  minRank: number;
  maxRank: number;
  withRegion: boolean;
  /** Re-fetch 1 s after each completed load (visitor spec §4). */
  autoRefresh: boolean;
  /** Unix seconds; before it the board refreshes only at that time (0 = none). */
  startTime: number;
  /** Show the signed-in viewer's own rank fixed at the bottom. */
  personalRank: boolean;
  /** Rows open the streamer's live stream or profile on click (visitor spec §2). */
  clickable: boolean;
  /** A league board: rows are leagues, never opened, never scrolled to. */
  isLeague: boolean;
  /** Where the rows come from: `kind:target` of visitor spec §7 (decision 0047); blank = eventory on containerID. */
  fetcher: string;
  /** The cache strategy for the fetcher's GETs (cacheThenNetwork by default). */
  cacheStrategy: string;
  /** A second fetcher whose scores become the rows' bonus (matched by user id); blank = none. */
  bonusFetcher: string;
  /** Loading shows the baby sprite (8 frames × 40 ms) instead of placeholder rows. */
  loadingSprite: boolean;
}

export interface LeaderboardRowProps {
  /** Score template, '{0}' replaced by the (abbreviated) score. */
  unit: string;
  /** The row's dropdown: one mode per row (visitor spec §2). */
  dropdown: DropdownMode;
  /** Contribution items listed (visitor spec §9 default 10). */
  contributionItemCount: number;
  /** The contributions' container; blank = the board's. */
  contributionContainerID: string | number;
  /** Bonus template, '{0}' replaced by the bonus. */
  bonusUnit: string;
  /** Show the bonus next to the score (always shown in editor mode). */
  showBonus: boolean;
  /** The vote of a 'vote' dropdown row (its rows are nominees; vote/row-vote texts: vote/). */
  voteID: string | number;
  /** Vote button texts; blank = the locale's (投票, 已投票, 重讀 in Chinese). */
  voteValidText: string;
  voteCompletedText: string;
  voteErrorText: string;
  voteLoadingText: string;
  /** The leaderboard whose missions a 'mission' dropdown lists (the row user's progress). */
  missionLeaderboardID: string | number;
  /** Score, Time (hh:mm) or Hours (one decimal, floored); Time and Hours read the score as seconds. */
  scoreType: string;
  /** Styling condition rules: a JSON list of {rank?, score?, color?, background?, borderColor?}. */
  styleRules: string;
  /** The shown score moves halfway to a new score each frame (runtime only). */
  animateScore: boolean;
  /** The name's font shrinks by 1 down to 12 px while it does not fit. */
  autoShrink: boolean;
}

export interface PersonalRankBarProps {
  containerID: string | number;
  unit: string;
}

/** A DailyTab as the daily container reads it (block spec §3). */
export interface DailyTabSpec {
  startTime: number;
  endTime: number;
  emptyString: string;
  /** The day's container; blank = the board's own. */
  containerID: string;
  /** The day's fetcher, `kind:target` (decision 0047); wins over containerID when set. */
  fetcher: string;
  text: string;
}

export interface DailyTabProps {
  startTime: number;
  endTime: number;
  emptyString: string;
  containerID: string | number;
  /** `kind:target` (decision 0047); blank = containerID. */
  fetcher: string;
  text: string;
}

/** Visitor spec §4/§9: auto-refresh 1 s after each completed load. */
export const AUTO_REFRESH_MS = 1000;
export const DEFAULT_ROW_HEIGHT = 70;
export const DEFAULT_SCORE_UNIT = '{0} pt';
export const DEFAULT_BONUS_UNIT = '{0} bonus';
/** Rows rendered beyond the viewport on each side. */
export const OVERSCAN_ROWS = 5;
/** Visitor spec §9: the fixed rank row is 72 px high and the page keeps 57 px free below the list. */
export const PERSONAL_BAR_HEIGHT = 72;
export const PERSONAL_BAR_SPACING = 57;
/** Session storage key of the streamer the app's web view came from (block spec §3). */
export const STREAMER_SESSION_KEY = 'streamerUserID';
