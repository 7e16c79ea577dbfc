import { describe, expect, it } from 'vitest';
import { voteStatusRetryDelay } from '@eventory/domain/vote-status';
import {
  DEFAULT_VOTE_STATUS,
  isVoteButtonEnabled,
  isVoteRowExpandable,
  neighbourSteps,
  statusChunks,
  stopsPolling,
  voteButtonText,
  voteFailureModal,
  voteScore,
} from './vote-rules.ts';

describe('vote rows (visitor spec §3-§4)', () => {
  it('starts every row at status 5 and expands it when open (2 or 5)', () => {
    expect(DEFAULT_VOTE_STATUS).toBe(5);
    expect([1, 2, 4, 5, 6].filter((s) => isVoteRowExpandable(s as never))).toEqual([2, 5]);
  });

  it('enables the vote button only for statuses 1 and 2', () => {
    expect([1, 2, 4, 5, 6].filter((s) => isVoteButtonEnabled(s as never))).toEqual([1, 2]);
  });

  it('shows the valid, completed, error or loading text', () => {
    expect(voteButtonText(1, false)).toBe('valid');
    expect(voteButtonText(4, false)).toBe('valid');
    expect(voteButtonText(2, false)).toBe('completed');
    expect(voteButtonText(6, false)).toBe('error');
    expect(voteButtonText(5, false)).toBe('loading');
    expect(voteButtonText(1, true)).toBe('loading');
  });

  it('scores floor(100·percentage) for a percentage vote, else the total votes', () => {
    expect(voteScore({ totalVotes: 7, percentage: 0.4567 }, true)).toBe(45);
    expect(voteScore({ totalVotes: 7, percentage: 0.4567 }, false)).toBe(7);
  });

  it('asks statuses in chunks of 100 and retries after max(1000, 2000·attempt) ms', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `u${i}`);
    expect(statusChunks(ids).map((c) => c.length)).toEqual([100, 100, 50]);
    expect([0, 1, 2].map(voteStatusRetryDelay)).toEqual([1000, 2000, 4000]);
  });

  it('refreshes the voted row and its neighbours nearest first, 70 per step', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: `u${i}`, index: i }));
    const steps = neighbourSteps(rows, 100);
    expect(steps.map((s) => s.length)).toEqual([70, 70, 60]);
    expect(steps[0]?.slice(0, 3)).toEqual(['u100', 'u99', 'u101']);
    expect(steps[0]).toContain('u65');
    expect(steps[0]).not.toContain('u140');
  });

  it('opens the modal of visitor spec §8 for each failure', () => {
    const modal = (failure: Parameters<typeof voteFailureModal>[0]) => voteFailureModal(failure).key;
    expect(modal({ status: 401, errorCode: 'INVALID_TOKEN' })).toBe('voteErrorLogin');
    expect(modal({ status: 401 })).toBe('voteErrorLogin');
    expect(modal({ status: 401, errorCode: 'EXPIRED_TOKEN' })).toBe('tokenExpired');
    expect(modal({ status: 403, errorCode: 'SENDER_UNQUALIFIED' })).toBe('voteConstraintError');
    expect(modal({ status: 409, errorCode: 'VOTE_QUOTA_USED' })).toBe('voteErrorQuota');
    expect(modal({ status: 409, errorCode: 'NOT_IN_PERIOD' })).toBe('notInPeriod');
    expect(modal({ status: 409, errorCode: 'NOMINEE_LIMIT_REACHED' })).toBe('voteError');
    expect(modal({ status: 0 })).toBe('networkError');
    expect(modal({ status: 503 })).toBe('networkError');
  });

  it('stops polling while the token is invalid or expired', () => {
    expect(voteFailureModal({ status: 401, errorCode: 'EXPIRED_TOKEN' }).state).toBe('expired token');
    expect(stopsPolling('invalid token')).toBe(true);
    expect(stopsPolling('expired token')).toBe(true);
    expect(stopsPolling('no error')).toBe(false);
    expect(stopsPolling('sender unqualified')).toBe(false);
  });
});
