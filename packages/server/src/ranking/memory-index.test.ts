import { describe, expect, it } from 'vitest';
import { MemoryRankIndex } from './memory-index.ts';
import { runRandomizedCheck } from '../test/randomized-check.ts';

describe('in-memory rank index', () => {
  it('agrees with a plain sort after 100k random record updates (0 rank mismatches)', async () => {
    const index = new MemoryRankIndex();
    const result = await runRandomizedCheck(index, 1, {
      operations: 100_000,
      keys: 3000,
      checkEvery: 2500,
      seed: 20261121,
    });
    expect(result.firstMismatch).toBeUndefined();
    expect(result.mismatches).toBe(0);
    expect(result.comparisons).toBeGreaterThan(100_000);
  });

  it('agrees with a plain sort with UUID-shaped keys held packed beside other keys (0 rank mismatches)', async () => {
    const uuid = (i: number) => {
      const h = (Math.imul(i + 1, 2654435761) >>> 0).toString(16).padStart(8, '0');
      return `${h}-${h.slice(0, 4)}-4${h.slice(1, 4)}-8${h.slice(5)}-${h}${h.slice(0, 4)}`;
    };
    // Mostly lowercase UUIDs (packed), some upper-case and one-character-short ones (kept as text),
    // and plain keys, so packed and text keys meet in ties.
    const keyName = (i: number) =>
      i % 13 === 0
        ? uuid(i).toUpperCase()
        : i % 17 === 0
          ? uuid(i).slice(1)
          : i % 5 === 0
            ? `k${i}`
            : uuid(i);
    const index = new MemoryRankIndex();
    const result = await runRandomizedCheck(index, 1, {
      operations: 60_000,
      keys: 4000,
      checkEvery: 3000,
      seed: 20261124,
      keyName,
    });
    expect(result.firstMismatch).toBeUndefined();
    expect(result.mismatches).toBe(0);
    expect(result.comparisons).toBeGreaterThan(60_000);
  });

  it('orders by score desc, then the earlier last update, then key', async () => {
    const index = new MemoryRankIndex();
    await index.update(1, 'b', 10, 2000);
    await index.update(1, 'a', 10, 2000);
    await index.update(1, 'late', 10, 3000);
    await index.update(1, 'early', 10, 1000);
    await index.update(1, 'top', 11, 9000);
    expect((await index.range(1, 0, 10)).map((e) => [e.rank, e.key])).toEqual([
      [1, 'top'],
      [2, 'early'],
      [3, 'a'],
      [4, 'b'],
      [5, 'late'],
    ]);
    expect(await index.rankOf(1, 'b')).toEqual({ key: 'b', score: 10, lastUpdateMs: 2000, rank: 4 });
  });

  it('keeps containers apart and loads a container from batches, the last duplicate winning', async () => {
    const index = new MemoryRankIndex();
    await index.update(2, 'x', 1, 1);
    await index.load(1, [
      [
        { key: 'a', score: 5, lastUpdateMs: 1 },
        { key: 'b', score: 7, lastUpdateMs: 1 },
      ],
      [{ key: 'a', score: 9, lastUpdateMs: 2 }],
    ]);
    expect((await index.range(1, 0, 10)).map((e) => [e.key, e.score])).toEqual([
      ['a', 9],
      ['b', 7],
    ]);
    expect(await index.stats(1)).toEqual({ size: 2, totalScore: 16, updatedAtMs: 2 });
    expect(await index.size(2)).toBe(1);
  });

  it('answers ranks and offsets across many blocks', async () => {
    const index = new MemoryRankIndex();
    await index.load(1, [
      Array.from({ length: 20_000 }, (_, i) => ({ key: `k${i}`, score: i, lastUpdateMs: 0 })),
    ]);
    expect((await index.rankOf(1, 'k19999'))?.rank).toBe(1);
    expect((await index.rankOf(1, 'k0'))?.rank).toBe(20_000);
    expect((await index.range(1, 12_345, 2)).map((e) => [e.rank, e.key])).toEqual([
      [12_346, 'k7654'],
      [12_347, 'k7653'],
    ]);
  });
});

describe('memory rank index checksum', () => {
  it('adds up its members as the records would (size, scores, times mod 1e9, latest time)', async () => {
    const index = new MemoryRankIndex();
    await index.update(1, 'a', 5, 1_767_225_600_123);
    await index.update(1, 'b', 2.5, 1_000);
    await index.increment(1, 'a', 1, 1_767_225_600_999);
    await index.remove(1, 'gone');
    expect(await index.checksum(1)).toEqual({
      size: 2,
      scoreSum: 8.5,
      timeSum: (1_767_225_600_999 % 1e9) + 1_000,
      maxTime: 1_767_225_600_999,
    });
    expect(await index.checksum(2)).toEqual({ size: 0, scoreSum: 0, timeSum: 0, maxTime: 0 });
  });
});
