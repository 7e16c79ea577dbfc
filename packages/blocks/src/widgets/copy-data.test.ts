import { describe, expect, it, vi } from 'vitest';
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';
import {
  contributionBatches,
  contributionLines,
  copyLabel,
  copyOpenID,
  copySlice,
  hasRange,
  missionLeaderboardOf,
  missionLines,
  parseCopyParams,
  rankingLines,
  toTsv,
} from './copy-data.ts';

const row = (rank: number, userID: string, openID = userID, score = 100 - rank): LeaderboardRow => ({
  rank,
  score,
  userInfo: { userID, displayName: '', region: 'TW', openID, picture: '' },
  meta: {},
});

describe('copy-data query parameters', () => {
  it('reads copy, count, sub, mission, raw, from and to', () => {
    expect(parseCopyParams('?copy=1&count=20&sub=5&mission&raw=1&from=3&to=9')).toEqual({
      enabled: true,
      count: 20,
      contributionItems: 5,
      mission: true,
      raw: true,
      from: 3,
      to: 9,
    });
  });

  it('is off without ?copy, and a bare ?sub means 10 contribution items', () => {
    const p = parseCopyParams('?sub');
    expect(p.enabled).toBe(false);
    expect(p.contributionItems).toBe(10);
    expect(parseCopyParams('?copy=false').enabled).toBe(false);
    expect(parseCopyParams('?count=abc').count).toBeUndefined();
  });
});

describe('copy range', () => {
  it('converts from to a zero-based start and caps to at the data length', () => {
    expect(copySlice(100, { from: 3, to: 7, count: undefined })).toEqual({ start: 2, end: 7 });
    expect(copySlice(5, { from: 3, to: 70, count: undefined })).toEqual({ start: 2, end: 5 });
  });

  it('is a range only when both are present, from > 0 and to >= from', () => {
    expect(hasRange({ from: 3, to: 3 })).toBe(true);
    expect(hasRange({ from: 3, to: 2 })).toBe(false);
    expect(hasRange({ from: 0, to: 5 })).toBe(false);
    expect(hasRange({ from: 3, to: undefined })).toBe(false);
    expect(copySlice(10, { from: 5, to: 2, count: undefined })).toEqual({ start: 0, end: 10 });
    expect(copySlice(10, { from: 5, to: undefined, count: undefined })).toEqual({ start: 0, end: 10 });
  });

  it('caps count to the range size; without count every row is used', () => {
    expect(copySlice(100, { from: 3, to: 7, count: 2 })).toEqual({ start: 2, end: 4 });
    expect(copySlice(100, { from: 3, to: 7, count: 50 })).toEqual({ start: 2, end: 7 });
    expect(copySlice(30, { from: undefined, to: undefined, count: 20 })).toEqual({ start: 0, end: 20 });
    expect(copySlice(30, { from: undefined, to: undefined, count: 99 })).toEqual({ start: 0, end: 30 });
    expect(copySlice(30, { from: undefined, to: undefined, count: undefined })).toEqual({
      start: 0,
      end: 30,
    });
  });
});

describe('copied text', () => {
  it('doubles double quotes at the start of an open id unless raw', () => {
    expect(copyOpenID('"quoted"', false)).toBe('""quoted"');
    expect(copyOpenID('""two', false)).toBe('""""two');
    expect(copyOpenID('mid"dle', false)).toBe('mid"dle');
    expect(copyOpenID('"quoted"', true)).toBe('"quoted"');
  });

  it('is tab separated, one line per row, with tabs and line breaks inside values flattened', () => {
    const text = toTsv(rankingLines([row(1, 'u-1', '"ann'), row(2, 'u-2', 'b\tob')], false));
    expect(text).toBe('1\t""ann\tu-1\tTW\t99\n2\tb ob\tu-2\tTW\t98');
  });

  it('queries only entries with an id, in batches of 50', () => {
    const rows = [...Array.from({ length: 120 }, (_, i) => row(i + 1, `u-${i + 1}`)), row(121, '')];
    const batches = contributionBatches(rows);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).not.toContain('');
  });

  it('needs a container id and an item count for contributions, else empty output', () => {
    const log = vi.fn();
    expect(contributionLines('', 10, [row(1, 'u-1')], [row(1, 'v-1')], false, log)).toEqual([]);
    expect(contributionLines('9', 0, [row(1, 'u-1')], [row(1, 'v-1')], false, log)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'no contribution data.' when there is none", () => {
    const log = vi.fn();
    expect(contributionLines('9', 10, [row(1, 'u-1')], [], false, log)).toEqual([]);
    expect(log).toHaveBeenCalledWith('no contribution data.');
  });

  it('lists each row with its first N contributors', () => {
    const contributions = ['a', 'b', 'c'].map((id, i) => ({
      ...row(i + 1, id, id, 30 - i),
      meta: { subkey: 'u-1' },
    }));
    expect(contributionLines('9', 2, [row(1, 'u-1', 'ann')], contributions, false)).toEqual([
      [1, 'ann', 99, 'a', 30, 'b', 29],
    ]);
  });

  it("logs 'no mission data.' when there is none", () => {
    const log = vi.fn();
    expect(missionLines([], false, log)).toEqual([]);
    expect(missionLines([{ rank: 1, userID: 'u-1', openID: 'a', missions: [] }], false, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('no mission data.');
  });

  it('lists one line per ranked user and mission, doubling leading quotes unless raw', () => {
    const entries = [
      {
        rank: 1,
        userID: 'u-1',
        openID: '"ann',
        missions: [
          { id: 4, score: 3, goal: 10 },
          { id: 5, score: 10, goal: 10 },
        ],
      },
      { rank: 2, userID: 'u-2', openID: 'bea', missions: [{ id: 4, score: 0, goal: 10 }] },
    ];
    expect(missionLines(entries, false)).toEqual([
      [1, '""ann', 'u-1', 4, 3, 10],
      [1, '""ann', 'u-1', 5, 10, 10],
      [2, 'bea', 'u-2', 4, 0, 10],
    ]);
    expect(missionLines(entries, true)[0]?.[1]).toBe('"ann');
  });

  it('reads the leaderboard of ?mission=4; a bare ?mission names none', () => {
    expect(missionLeaderboardOf('?copy&mission=4')).toBe('4');
    expect(missionLeaderboardOf('?copy&mission')).toBe('');
    expect(missionLeaderboardOf('?copy&mission=x')).toBe('');
  });
});

describe('copy button label', () => {
  const p = parseCopyParams('?copy&count=20');
  it('cycles initial → waiting.. → Click again → Finish copying', () => {
    expect(copyLabel({ fetching: false, copies: 0 }, p)).toEqual({ key: 'copyRows', values: [20] });
    expect(copyLabel({ fetching: true, copies: 0 }, p).key).toBe('copyWaiting');
    expect(copyLabel({ fetching: false, copies: 1 }, p).key).toBe('copyAgain');
    expect(copyLabel({ fetching: false, copies: 2 }, p).key).toBe('copyFinished');
    expect(copyLabel({ fetching: false, copies: 5 }, p).key).toBe('copyFinished');
  });

  it('names the range when there is one', () => {
    expect(copyLabel({ fetching: false, copies: 0 }, parseCopyParams('?copy&from=3&to=7'))).toEqual({
      key: 'copyRange',
      values: [3, 7],
    });
    expect(copyLabel({ fetching: false, copies: 0 }, parseCopyParams('?copy')).key).toBe('copyAll');
  });
});
