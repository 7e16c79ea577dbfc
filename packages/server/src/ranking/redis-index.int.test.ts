// backends: redis: the rank index in Redis
// Runs against the Redis on the machine (CI sets REDIS_URL; locally REDIS_URL=redis://127.0.0.1:6379/0).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRandomizedCheck } from '../test/randomized-check.ts';
import { seededRandom } from '@eventory/domain/seeded-random';
import { MemoryRankIndex } from './memory-index.ts';
import type { RankIncrement } from './rank-index.ts';
import { RedisRankIndex } from './redis-index.ts';

const url = process.env.REDIS_URL;

describe.skipIf(!url)('Redis rank index', () => {
  let index: RedisRankIndex;
  beforeAll(() => {
    index = new RedisRankIndex({ url: url!, prefix: `test-${randomBytes(6).toString('hex')}` });
  });
  afterAll(async () => {
    await index.dropAll();
    await index.close();
  });

  it('agrees with a plain sort after 100k random record updates (0 rank mismatches)', async () => {
    const result = await runRandomizedCheck(index, 1, {
      operations: 100_000,
      keys: 3000,
      checkEvery: 10_000,
      seed: 20261121,
    });
    expect(result.firstMismatch).toBeUndefined();
    expect(result.mismatches).toBe(0);
    expect(result.comparisons).toBeGreaterThan(50_000);
  }, 180_000);

  it('keeps score ties in last-update then key order, with full double precision', async () => {
    await index.update(2, 'b', 10, 2000);
    await index.update(2, 'a', 10, 2000);
    await index.update(2, 'late', 10, 3000);
    await index.update(2, 'early', 10, 1000);
    await index.update(2, 'precise', 10.000000000000002, 9000);
    expect((await index.range(2, 0, 10)).map((e) => [e.rank, e.key, e.score])).toEqual([
      [1, 'precise', 10.000000000000002],
      [2, 'early', 10],
      [3, 'a', 10],
      [4, 'b', 10],
      [5, 'late', 10],
    ]);
  });

  it('applies a batch of increments in one call exactly as the memory index and one call per increment do', async () => {
    const memory = new MemoryRankIndex();
    const rnd = seededRandom(20261124);
    const int = (n: number) => Math.floor(rnd() * n);
    const t0 = 1_700_000_000_000;
    // 20 batches over two containers; few scores and times, so ties on score and on last update are common.
    for (let b = 0; b < 20; b++) {
      const batch: RankIncrement[] = Array.from({ length: 1500 + int(1000) }, () => ({
        containerID: 10 + int(2),
        key: int(9) === 0 ? `ü-${int(400)}` : `k${int(2000)}`,
        delta: int(5) * 10 - (int(10) === 0 ? 15 : 0),
        atMs: t0 + int(30) * 1000,
      }));
      await index.incrementAll(batch);
      for (const inc of batch) await memory.increment(inc.containerID, inc.key, inc.delta, inc.atMs);
    }
    for (const containerID of [10, 11]) {
      const size = await memory.size(containerID);
      expect(size).toBeGreaterThan(1000);
      expect(await index.range(containerID, 0, size + 1)).toEqual(
        await memory.range(containerID, 0, size + 1),
      );
      expect(await index.stats(containerID)).toEqual(await memory.stats(containerID));
      expect(await index.rankOf(containerID, 'k7')).toEqual(await memory.rankOf(containerID, 'k7'));
    }
  }, 60_000);

  it('keeps the score-tie order when increments of one batch meet in one record', async () => {
    await index.incrementAll([
      { containerID: 12, key: 'b', delta: 5, atMs: 2000 },
      { containerID: 12, key: 'a', delta: 10, atMs: 2000 },
      { containerID: 12, key: 'b', delta: 5, atMs: 1000 },
      { containerID: 12, key: 'late', delta: 10, atMs: 3000 },
      { containerID: 12, key: 'early', delta: 10, atMs: 1000 },
    ]);
    expect((await index.range(12, 0, 10)).map((e) => [e.rank, e.key, e.score, e.lastUpdateMs])).toEqual([
      [1, 'early', 10, 1000],
      [2, 'a', 10, 2000],
      [3, 'b', 10, 2000],
      [4, 'late', 10, 3000],
    ]);
    expect(await index.stats(12)).toEqual({ size: 4, totalScore: 40, updatedAtMs: 3000 });
  });

  it('adds a batch increment that moves a record to a later time with the exact double sum', async () => {
    const memory = new MemoryRankIndex();
    const starts: [string, number][] = [
      ['tenth', 0.1],
      ['big', 2 ** 52 + 0.5],
      ['negative', -1e-7],
    ];
    for (const [key, score] of starts) {
      await index.update(14, key, score, 1000);
      await memory.update(14, key, score, 1000);
    }
    const batch: RankIncrement[] = [
      { containerID: 14, key: 'tenth', delta: 0.2, atMs: 2000 },
      { containerID: 14, key: 'big', delta: 0.25, atMs: 3000 },
      { containerID: 14, key: 'negative', delta: 1 / 3, atMs: 2500 },
      // Earlier than the record's time: it keeps its time, the points still count.
      { containerID: 14, key: 'tenth', delta: 0.7, atMs: 500 },
    ];
    await index.incrementAll(batch);
    for (const inc of batch) await memory.increment(inc.containerID, inc.key, inc.delta, inc.atMs);
    expect(await index.range(14, 0, 10)).toEqual(await memory.range(14, 0, 10));
    expect((await index.range(14, 0, 10)).map((e) => [e.key, e.score, e.lastUpdateMs])).toEqual([
      ['big', 2 ** 52 + 0.5 + 0.25, 3000],
      ['tenth', 0.1 + 0.2 + 0.7, 2000],
      ['negative', -1e-7 + 1 / 3, 2500],
    ]);
  });

  it('swaps in a loaded container whole and keeps its total and last update', async () => {
    await index.update(3, 'gone', 1, 1);
    await index.load(3, [
      [
        { key: 'a', score: 5, lastUpdateMs: 1 },
        { key: 'b', score: 7, lastUpdateMs: 4 },
      ],
    ]);
    expect((await index.range(3, 0, 10)).map((e) => e.key)).toEqual(['b', 'a']);
    expect(await index.rankOf(3, 'gone')).toBeUndefined();
    expect(await index.stats(3)).toEqual({ size: 2, totalScore: 12, updatedAtMs: 4 });
    expect(await index.containerIDs()).toContain(3);
    await index.load(3, []);
    expect(await index.size(3)).toBe(0);
    expect(await index.containerIDs()).not.toContain(3);
  });

  it('shares one ranking between two processes’ clients', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const a = new RedisRankIndex({ url: url!, prefix });
    const b = new RedisRankIndex({ url: url!, prefix });
    try {
      await Promise.all([
        a.increment(4, 's', 5, 100),
        b.increment(4, 's', 7, 50),
        b.increment(4, 't', 12, 10),
      ]);
      expect(await a.rankOf(4, 's')).toEqual({ key: 's', score: 12, lastUpdateMs: 100, rank: 2 });
      expect((await b.range(4, 0, 1))[0]?.key).toBe('t');
    } finally {
      await a.dropAll();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
