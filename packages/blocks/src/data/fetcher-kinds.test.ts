import { describe, expect, it } from 'vitest';
import {
  isAllowedCustomUrl,
  liveContainerOf,
  normalizeRow,
  parseFetcherSpec,
  rowsFromCustom,
  rowsFromFindAll,
  rowsFromTopCount,
  rowsFromVoteInfo,
} from './fetcher-kinds.ts';

const user = (userID: string) => ({ userID, displayName: '', region: '', openID: userID, picture: '' });

describe('parseFetcherSpec', () => {
  it('reads kind:target, and a blank prop as eventory on the block’s container', () => {
    expect(parseFetcherSpec('mktevent:vote-3', '9')).toEqual({
      kind: 'mktevent',
      target: 'vote-3',
      strategy: 'cacheThenNetwork',
    });
    expect(parseFetcherSpec('', ' 9 ')).toMatchObject({ kind: 'eventory', target: '9' });
    expect(parseFetcherSpec('eventory:', '9')).toMatchObject({ kind: 'eventory', target: '9' });
    expect(parseFetcherSpec('12', '9')).toMatchObject({ kind: 'eventory', target: '12' });
    expect(parseFetcherSpec('custom:/api/x?a=1', '')).toMatchObject({ kind: 'custom', target: '/api/x?a=1' });
  });

  it('keeps a known cache strategy and falls back to cache-then-network', () => {
    expect(parseFetcherSpec('voteapi:3', '', 'networkOnly').strategy).toBe('networkOnly');
    expect(parseFetcherSpec('voteapi:3', '', 'sometimes').strategy).toBe('cacheThenNetwork');
  });

  it('keeps unknown kinds so an extension (campaign-cache) can answer them', () => {
    expect(parseFetcherSpec('campaign-cache:demo', '').kind).toBe('campaign-cache');
  });

  it('follows the live channel only for an eventory container', () => {
    expect(liveContainerOf(parseFetcherSpec('', '7'))).toBe(7);
    expect(liveContainerOf(parseFetcherSpec('mktevent:container-7', '7'))).toBeUndefined();
  });
});

describe('isAllowedCustomUrl', () => {
  it('allows our own paths and https addresses only', () => {
    expect(isAllowedCustomUrl('/api/x')).toBe(true);
    expect(isAllowedCustomUrl('https://cdn.example.com/a.json')).toBe(true);
    expect(isAllowedCustomUrl('//evil.example.com/x')).toBe(false);
    expect(isAllowedCustomUrl('/\\evil.example.com')).toBe(false);
    expect(isAllowedCustomUrl('http://plain.example.com')).toBe(false);
    expect(isAllowedCustomUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('answers to rows', () => {
  it('find-all: score from amount, rank by position, next offset = offset + limit while below total', () => {
    const page = rowsFromFindAll(
      {
        rows: [
          { rank: 9, amount: 50, userID: 'a', displayName: '', openID: 'a', region: '', picture: '' },
          { rank: 9, amount: 40, userID: 'b', displayName: '', openID: 'b', region: '', picture: '' },
        ],
        offset: 1000,
        total: 2500,
      },
      1000,
    );
    expect(page.rows.map((r) => [r.rank, r.score])).toEqual([
      [1001, 50],
      [1002, 40],
    ]);
    expect(page.nextCursor).toBe('2000');
    expect(rowsFromFindAll({ rows: [], offset: 2000, total: 2000 }, 1000).nextCursor).toBe('');
  });

  it('top-count: each container’s leader, ranked by score, ties in the listed order', () => {
    const rows = rowsFromTopCount(
      {
        data: [
          { containerID: 1, data: [{ rank: 1, score: 5, userInfo: user('x'), meta: {} }] },
          { containerID: 2, data: [] },
          { containerID: 3, data: [{ rank: 1, score: 9, userInfo: user('y'), meta: {} }] },
          { containerID: 4, data: [{ rank: 1, score: 5, userInfo: user('z'), meta: {} }] },
        ],
      },
      ['4', '3', '2', '1'],
    );
    expect(rows.map((r) => [r.rank, r.userInfo.userID, r.meta.containerID])).toEqual([
      [1, 'y', '3'],
      [2, 'z', '4'],
      [3, 'x', '1'],
    ]);
  });

  it('voteapi: percentage scores are floor(100·percentage), else total votes', () => {
    const nominee = (userID: string, totalVotes: number, percentage: number) => ({
      ...user(userID),
      totalVotes,
      percentage,
    });
    const info = {
      voteID: 1,
      topic: 't',
      nominees: [nominee('a', 1, 0.333), nominee('b', 2, 0.667)],
      startTime: 0,
      endTime: 1,
      meta: { isPercentage: true },
      dailyQuota: 1,
      votesPerNominee: 0,
      totalVotes: 3,
    };
    expect(rowsFromVoteInfo(info).map((r) => [r.rank, r.userInfo.userID, r.score])).toEqual([
      [1, 'b', 66],
      [2, 'a', 33],
    ]);
    expect(rowsFromVoteInfo({ ...info, meta: { isPercentage: false } }).map((r) => r.score)).toEqual([2, 1]);
  });

  it('custom: arrays, {data|rows|streamers}, find-all style amounts and league rows', () => {
    expect(rowsFromCustom([{ userID: 'a', amount: 3 }]).rows[0]).toMatchObject({
      rank: 1,
      score: 3,
      userInfo: { userID: 'a' },
    });
    const league = rowsFromCustom({
      streamers: [
        {
          name: 'Gold league',
          picture: 'p',
          description: 'top',
          iconURL: 'i',
          background: '#fff',
          leagueID: 'L1',
          score: 7,
        },
        'junk',
      ],
      nextCursor: 'n',
    });
    expect(league.nextCursor).toBe('n');
    expect(league.rows).toHaveLength(1);
    expect(league.rows[0]).toMatchObject({
      userInfo: { openID: 'Gold league', displayName: 'Gold league', userID: 'L1' },
      meta: { description: 'top', iconURL: 'i', background: '#fff', leagueID: 'L1' },
    });
    expect(normalizeRow(null, 0)).toBeUndefined();
    expect(rowsFromCustom('nonsense').rows).toEqual([]);
  });
});
