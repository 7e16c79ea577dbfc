import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';
import { isLive, mockLeaderboardRows, rowPerson, visibleRows } from './leaderboard-rows.ts';

const row = (rank: number, score: number, openID = `u${rank}-${score}`): LeaderboardRow => ({
  rank,
  score,
  userInfo: { userID: openID, displayName: openID, region: 'TW', openID, picture: '' },
  meta: {},
});
const ranks = (rows: LeaderboardRow[]) => rows.map((r) => [r.rank, r.score]);

describe('visibleRows', () => {
  it('shows every row in rank order when minRank and maxRank are 0', () => {
    expect(ranks(visibleRows([row(2, 50), row(1, 90), row(3, 10)], { minRank: 0, maxRank: 0 }))).toEqual([
      [1, 90],
      [2, 50],
      [3, 10],
    ]);
  });

  it('puts rows without a rank last, ties by score descending', () => {
    expect(ranks(visibleRows([row(0, 5), row(0, 7), row(1, 1)], { minRank: 0, maxRank: 0 }))).toEqual([
      [1, 1],
      [0, 7],
      [0, 5],
    ]);
  });

  it('keeps only ranks from minRank to maxRank', () => {
    const rows = [1, 2, 3, 4, 5].map((rank) => row(rank, 100 - rank));
    expect(visibleRows(rows, { minRank: 2, maxRank: 4 }).map((r) => r.rank)).toEqual([2, 3, 4]);
    expect(visibleRows(rows, { minRank: 4, maxRank: 0 }).map((r) => r.rank)).toEqual([4, 5]);
    expect(visibleRows(rows, { minRank: 0, maxRank: 2 }).map((r) => r.rank)).toEqual([1, 2]);
  });
});

describe('rowPerson', () => {
  it('falls back from open ID to display name', () => {
    const r = row(1, 1);
    r.userInfo = { ...r.userInfo, openID: '', displayName: 'Mina' };
    expect(rowPerson(r).openID).toBe('Mina');
  });

  it("uses '<User ID>', '<Open ID>' and '<Region>' for a user nobody knows", () => {
    const r = { rank: 1, score: 1, meta: {} } as unknown as LeaderboardRow;
    expect(rowPerson(r)).toEqual({
      userID: '<User ID>',
      openID: '<Open ID>',
      region: '<Region>',
      picture: '',
    });
  });
});

describe('isLive', () => {
  it('is live only when streamID > 0', () => {
    expect(isLive({ ...row(1, 1), onliveInfo: { streamID: 12, liveStreamID: 3 } })).toBe(true);
    expect(isLive({ ...row(1, 1), onliveInfo: { streamID: 0, liveStreamID: 0 } })).toBe(false);
    expect(isLive(row(1, 1))).toBe(false);
  });
});

describe('mockLeaderboardRows', () => {
  it('gives editor mode a few ranked rows', () => {
    expect(mockLeaderboardRows(100).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });
});
