import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';
import {
  boardDisplay,
  filterRows,
  isLive,
  mockLeaderboardRows,
  rowPerson,
  visibleRows,
} from './leaderboard-rows.ts';

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

describe('filterRows', () => {
  const row = (userID: string, openID: string, region: string): LeaderboardRow => ({
    rank: 1,
    score: 1,
    userInfo: { userID, displayName: openID.toUpperCase(), region, openID, picture: '' },
    meta: {},
  });
  const rows = [row('a', 'luna_chen', 'TW'), row('b', 'sakura_live', 'JP'), row('c', 'amira', 'MENA')];
  const all = { keyword: '', region: 'All' };

  it('searches by part of the open ID, ignoring case', () => {
    expect(filterRows(rows, { ...all, keyword: 'LUNA' }).map((r) => r.userInfo.userID)).toEqual(['a']);
    expect(filterRows(rows, { ...all, keyword: '  ' })).toHaveLength(3);
  });

  it('filters by region, MeMe meaning the MENA market', () => {
    expect(filterRows(rows, { ...all, region: 'JP' }).map((r) => r.userInfo.userID)).toEqual(['b']);
    expect(filterRows(rows, { ...all, region: 'MeMe' }).map((r) => r.userInfo.userID)).toEqual(['c']);
  });

  it('keeps only followees in follower-only mode', () => {
    expect(
      filterRows(rows, { ...all, followees: new Set(['b', 'z']) }).map((r) => r.userInfo.userID),
    ).toEqual(['b']);
  });
});

describe('boardDisplay', () => {
  const some = mockLeaderboardRows(2);
  const base = {
    all: some,
    shown: some,
    failed: false,
    keyword: '',
    followingOnly: false,
    followees: { status: 'idle' as const, count: 0 },
  };

  it('is loading with no data, or error when the load failed', () => {
    expect(boardDisplay({ ...base, all: undefined, shown: [] })).toBe('loading');
    expect(boardDisplay({ ...base, all: undefined, shown: [], failed: true })).toBe('error');
  });

  it('is empty when nobody is ranked', () => {
    expect(boardDisplay({ ...base, all: [], shown: [] })).toBe('empty');
  });

  it('says no follower when the visitor follows nobody', () => {
    expect(
      boardDisplay({ ...base, shown: [], followingOnly: true, followees: { status: 'data', count: 0 } }),
    ).toBe('noFollower');
  });

  it('says followers are not on the board when none of them is ranked', () => {
    expect(
      boardDisplay({ ...base, shown: [], followingOnly: true, followees: { status: 'data', count: 3 } }),
    ).toBe('followersNotRanked');
  });

  it('says not found for a search with no hits', () => {
    expect(boardDisplay({ ...base, shown: [], keyword: 'zzz' })).toBe('searchNotFound');
  });

  it('waits for the followee list before deciding', () => {
    expect(boardDisplay({ ...base, followingOnly: true, followees: { status: 'loading', count: 0 } })).toBe(
      'loading',
    );
  });

  it('shows rows otherwise', () => {
    expect(boardDisplay(base)).toBe('rows');
  });
});
