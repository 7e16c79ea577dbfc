import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('leaderboard cursor', () => {
  it('round-trips score, last update, key and rank', () => {
    const c = { score: 1234.5, lastUpdateMs: 1_700_000_000_123, key: 'a:b:c', rank: 100 };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });
  it('has exactly three colon-separated parts even when the key holds colons (visitor cache keys on three)', () => {
    const cursor = encodeCursor({ score: -3, lastUpdateMs: 5, key: 'x:y:z', rank: 1 });
    expect(cursor.split(':')).toHaveLength(3);
    expect(cursor.startsWith('-3:5:')).toBe(true);
  });
  it('keeps a score that is not an integer exactly', () => {
    const c = { score: 0.1 + 0.2, lastUpdateMs: 0, key: 'k', rank: 2 };
    expect(decodeCursor(encodeCursor(c)).score).toBe(0.1 + 0.2);
  });
  it.each(['', 'abc', '1:2', '1:2:3:4', 'x:2:e30', '1:-2:e30', '1:2:not-json'])(
    'rejects %j naming the cursor field',
    (bad) => {
      expect(() => decodeCursor(bad)).toThrow(
        expect.objectContaining({ errorCode: 'INVALID_CURSOR', field: 'cursor' }),
      );
    },
  );
});
