import { describe, expect, it } from 'vitest';
import {
  adjustRecord,
  containerInputSchema,
  containerListQuerySchema,
  containerPatchSchema,
  giftBoxScoreSchema,
  MAX_RECORDS_PER_WRITE,
  recordsWriteSchema,
  snapshotListQuerySchema,
} from './container-admin.ts';

describe('container admin schemas', () => {
  it('fills container defaults and refuses unknown types and fields', () => {
    expect(containerInputSchema.parse({ type: 'GiftBucket' })).toEqual({
      type: 'GiftBucket',
      refID: 0,
      refContainerType: 'Leaderboard',
      groupName: '',
      meta: {},
    });
    expect(containerInputSchema.safeParse({ type: 'Bucket' }).success).toBe(false);
    expect(containerInputSchema.safeParse({ type: 'Table', extra: 1 }).success).toBe(false);
    expect(containerPatchSchema.safeParse({}).success).toBe(false);
    expect(containerPatchSchema.safeParse({ type: 'Table' }).success).toBe(false);
    expect(containerPatchSchema.parse({ groupName: ' A ' })).toEqual({ groupName: 'A' });
  });

  it('lists by groupName or by refID with type', () => {
    expect(containerListQuerySchema.parse({ refID: '4', type: 'League' })).toEqual({
      refID: 4,
      type: 'League',
    });
    expect(containerListQuerySchema.safeParse({}).success).toBe(false);
    expect(containerListQuerySchema.safeParse({ refID: '4' }).success).toBe(false);
    expect(containerListQuerySchema.safeParse({ groupName: 'g', type: 'League' }).success).toBe(false);
  });

  it('defaults the write mode to set and refuses duplicate keys, unknown modes and oversized writes', () => {
    expect(recordsWriteSchema.parse({ records: [{ key: 'a', score: 1 }] }).options).toEqual({ mode: 'set' });
    const dup = recordsWriteSchema.safeParse({
      records: [
        { key: 'a', score: 1 },
        { key: 'a', score: 2 },
      ],
    });
    expect(dup.success).toBe(false);
    expect(dup.error?.issues[0]?.path).toEqual(['records', 1, 'key']);
    expect(
      recordsWriteSchema.safeParse({ records: [{ key: 'a', score: 1 }], options: { mode: 'max' } }).success,
    ).toBe(false);
    expect(recordsWriteSchema.safeParse({ records: [{ key: 'a', score: Infinity }] }).success).toBe(false);
    const many = Array.from({ length: MAX_RECORDS_PER_WRITE + 1 }, (_, i) => ({ key: `k${i}`, score: i }));
    expect(recordsWriteSchema.safeParse({ records: many }).success).toBe(false);
  });

  it('reads snapshot sources repeated or comma-separated, and checks the time range', () => {
    expect(snapshotListQuerySchema.parse({ sourceType: 'API,Replay' }).sourceType).toEqual(['API', 'Replay']);
    expect(snapshotListQuerySchema.parse({ sourceType: ['API', 'EndOfLeaderboard'] }).sourceType).toEqual([
      'API',
      'EndOfLeaderboard',
    ]);
    expect(snapshotListQuerySchema.parse({}).sortByTimestamp).toBe('desc');
    expect(snapshotListQuerySchema.safeParse({ sourceType: 'Manual' }).success).toBe(false);
    expect(snapshotListQuerySchema.safeParse({ fromTimestamp: '9', toTimestamp: '3' }).success).toBe(false);
  });

  it('takes 1 to 500 gift-box user ids, receivers by default', () => {
    expect(giftBoxScoreSchema.parse({ userIDs: ['a'] })).toEqual({
      userIDs: ['a'],
      targetType: 'ReceiverID',
    });
    expect(giftBoxScoreSchema.safeParse({ userIDs: [] }).success).toBe(false);
    expect(giftBoxScoreSchema.safeParse({ userIDs: ['a'], targetType: 'Streamer' }).success).toBe(false);
  });
});

describe('adjustRecord: an operator write as the records route applies it (decision 0122)', () => {
  const before = { score: 30, lastUpdateMs: 2000 };
  it('set takes the score and time given', () => {
    expect(adjustRecord(before, 'set', { score: 5, lastUpdateMs: 1000 })).toEqual({
      score: 5,
      lastUpdateMs: 1000,
    });
  });
  it('increment adds and keeps the later time', () => {
    expect(adjustRecord(before, 'increment', { score: 5, lastUpdateMs: 1000 })).toEqual({
      score: 35,
      lastUpdateMs: 2000,
    });
  });
  it('keepBest keeps the higher score with its own time', () => {
    expect(adjustRecord(before, 'keepBest', { score: 20, lastUpdateMs: 3000 })).toEqual(before);
    expect(adjustRecord(before, 'keepBest', { score: 40, lastUpdateMs: 3000 })).toEqual({
      score: 40,
      lastUpdateMs: 3000,
    });
  });
  it('a new record is the one given, whatever the mode', () => {
    for (const mode of ['set', 'increment', 'keepBest'] as const)
      expect(adjustRecord(undefined, mode, { score: 7, lastUpdateMs: 1 })).toEqual({
        score: 7,
        lastUpdateMs: 1,
      });
  });
});
