// The vote rows' rules (visitor spec §3-§4, §8, §9): which statuses expand a row or enable its
// button, the button's text, the score shown, status query chunks, the neighbours refreshed after a
// vote, and which modal a failed vote opens. Pure: the components and the status store use these.
import {
  VOTE_NEIGHBOUR_STEP,
  VOTE_STATUS,
  VOTE_STATUS_CHUNK,
  type VoteStatusCode,
} from '@eventory/domain/vote-status';

/** Visitor spec §3: a row's status before its first answer is 5 (loading / pending / unknown). */
export const DEFAULT_VOTE_STATUS: VoteStatusCode = VOTE_STATUS.Pending;

/** Visitor spec §4: a vote row is expandable when open (status 2 or 5). */
export const isVoteRowExpandable = (status: VoteStatusCode): boolean =>
  status === VOTE_STATUS.Opened || status === VOTE_STATUS.Pending;

/** Visitor spec §4: the vote button is disabled unless the status is 1 or 2. */
export const isVoteButtonEnabled = (status: VoteStatusCode): boolean =>
  status === VOTE_STATUS.CanVote || status === VOTE_STATUS.Opened;

export type VoteButtonText = 'valid' | 'completed' | 'error' | 'loading';

/** Which of the button's four texts shows: loading while a cast or the status is pending. */
export function voteButtonText(status: VoteStatusCode, casting: boolean): VoteButtonText {
  if (casting || status === VOTE_STATUS.Pending) return 'loading';
  if (status === VOTE_STATUS.Opened) return 'completed';
  if (status === VOTE_STATUS.Error) return 'error';
  return 'valid';
}

/** Visitor spec §3: score = floor(100·percentage) when meta.isPercentage is set, else totalVotes. */
export const voteScore = (
  nominee: { totalVotes: number; percentage: number },
  isPercentage: boolean,
): number => (isPercentage ? Math.floor(100 * nominee.percentage) : nominee.totalVotes);

/** Splits ids into the status query's chunks of 100 (visitor spec §9). */
export function statusChunks<T>(ids: readonly T[], size: number = VOTE_STATUS_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/**
 * After a vote, the rows whose statuses are read again, nearest the voted row first, in steps of 70
 * (visitor spec §7): the voted row and its neighbours, then the next 70 further out, and so on.
 */
export function neighbourSteps(
  rows: readonly { id: string; index: number }[],
  votedIndex: number,
  step: number = VOTE_NEIGHBOUR_STEP,
): string[][] {
  const byDistance = [...rows].sort(
    (a, b) => Math.abs(a.index - votedIndex) - Math.abs(b.index - votedIndex) || a.index - b.index,
  );
  return statusChunks(
    byDistance.map((r) => r.id),
    step,
  );
}

/** Visitor spec §4 "Vote errors state". Polling stops while it is 'invalid token' or 'expired token'. */
export type VoteErrorState = 'no error' | 'invalid token' | 'expired token' | (string & {});

export const stopsPolling = (state: VoteErrorState): boolean =>
  state === 'invalid token' || state === 'expired token';

/** The modal a vote answer opens (visitor spec §8 translation keys, without the "modal." prefix). */
export type VoteModalKey =
  | 'voteSuccess'
  | 'tokenExpired'
  | 'notInPeriod'
  | 'voteErrorQuota'
  | 'voteConstraintError'
  | 'voteErrorLogin'
  | 'voteError'
  | 'networkError';

export interface VoteFailure {
  /** HTTP status; 0 for a network failure or timeout. */
  status: number;
  errorCode?: string;
  errorMessage?: string;
}

/**
 * The modal of a failed vote (visitor spec §8): login error for a missing or invalid token (and any
 * 401), tokenExpired for an expired one, the quota, qualification and period modals by code; the
 * generic vote error for the other refusals; the network error when nothing answered.
 */
export function voteFailureModal(failure: VoteFailure): { key: VoteModalKey; state: VoteErrorState } {
  switch (failure.errorCode) {
    case 'EXPIRED_TOKEN':
      return { key: 'tokenExpired', state: 'expired token' };
    case 'INVALID_TOKEN':
    case 'NOT_LOGGED_IN':
      return { key: 'voteErrorLogin', state: 'invalid token' };
    case 'SENDER_UNQUALIFIED':
      return { key: 'voteConstraintError', state: 'sender unqualified' };
    case 'VOTE_QUOTA_USED':
      return { key: 'voteErrorQuota', state: failure.errorMessage ?? 'quota used' };
    case 'NOT_IN_PERIOD':
      return { key: 'notInPeriod', state: failure.errorMessage ?? 'not in period' };
  }
  if (failure.status === 401) return { key: 'voteErrorLogin', state: 'invalid token' };
  if (failure.status === 0 || failure.status >= 500) return { key: 'networkError', state: 'network' };
  return { key: 'voteError', state: failure.errorMessage ?? 'vote error' };
}
