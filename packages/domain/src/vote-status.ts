// A vote row's status codes and the status query's pacing (visitor spec §3, §4, §7, §9).
// Without zod, so the event page imports it without the schema library (decision 0076).

/** Visitor spec §3 "Vote status per row". */
export const VOTE_STATUS = {
  /** A click counts a vote now. */
  CanVote: 1,
  /** The vote is open but this viewer has no vote left for this nominee today (or may not vote): a click explains. */
  Opened: 2,
  NotLoggedIn: 4,
  /** Not in the vote's period (or not yet known: the page's default while it asks). */
  Pending: 5,
  /** Not a nominee of this vote, or the status could not be read. */
  Error: 6,
} as const;
export type VoteStatusCode = (typeof VOTE_STATUS)[keyof typeof VOTE_STATUS];

/** Visitor spec §9: targets per status query; the page splits longer lists into chunks of this size. */
export const VOTE_STATUS_CHUNK = 100;
/** Visitor spec §7: after a vote, neighbours' statuses are refreshed in steps of this many rows. */
export const VOTE_NEIGHBOUR_STEP = 70;
/** Visitor spec §4: status polling retries this many times, then marks every target 6. */
export const VOTE_STATUS_RETRIES = 3;
/** Visitor spec §4: the wait before retry `attempt` (0-based: 1000, 2000, 4000 ms), in ms. */
export const voteStatusRetryDelay = (attempt: number): number => Math.max(1000, 2000 * attempt);
/** Header carrying a client's key for one intended vote: a retry with the same key counts once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
