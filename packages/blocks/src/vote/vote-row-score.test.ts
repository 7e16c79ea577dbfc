import { describe, expect, it } from 'vitest';
import type { VoteInfo } from '@eventory/domain/votes';
import type { VoteBoard } from './vote-board.ts';
import { voteRowScore } from './vote-row-score.ts';

const boardWith = (isPercentage: boolean): VoteBoard => {
  const info: VoteInfo = {
    voteID: 5,
    topic: 't',
    nominees: [
      { userID: 'a', totalVotes: 3, percentage: 0.75, displayName: '', openID: '', picture: '', region: '' },
      { userID: 'b', totalVotes: 1, percentage: 0.25, displayName: '', openID: '', picture: '', region: '' },
    ],
    startTime: 0,
    endTime: 1,
    meta: { isPercentage },
    dailyQuota: 1,
    votesPerNominee: 1,
    totalVotes: 4,
  };
  return { info: () => info } as unknown as VoteBoard;
};

describe('vote row score', () => {
  it("shows the row's live total votes for a plain vote", () => {
    expect(voteRowScore(boardWith(false), 'a', 4)).toBe(4);
    expect(voteRowScore(undefined, 'a', 4)).toBe(4);
  });

  it('shows floor(100·share) for a percentage vote, counting votes the row gained since the read', () => {
    expect(voteRowScore(boardWith(true), 'a', 3)).toBe(75);
    expect(voteRowScore(boardWith(true), 'b', 1)).toBe(25);
    // b got a vote after the read: 2 of 5.
    expect(voteRowScore(boardWith(true), 'b', 2)).toBe(40);
  });
});
