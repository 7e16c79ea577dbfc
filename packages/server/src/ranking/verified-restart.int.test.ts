// backends: redis: the rank index in Redis
// A restart with the rank index in Redis (issue 16 §2): a container whose ranking Redis still holds, and
// whose checksum agrees with its records, is kept without a rebuild; one that differs (a crash between a
// commit and its mirror, an altered or flushed Redis) is rebuilt from the records. Runs on the database of
// the run (PGlite or PostgreSQL) with the Redis on the machine (REDIS_URL).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containers, records } from '../db/schema/campaigns.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { compareEntries, type RankEntry } from './rank-index.ts';
import { rebuildRankIndex } from './rebuild.ts';
import { RedisRankIndex } from './redis-index.ts';

const url = process.env.REDIS_URL;

describe.skipIf(!url)('restart with the rank index in Redis', () => {
  let t: TestApp;
  let index: RedisRankIndex;
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  let big: number;
  let small: number;
  let empty: number;

  async function container(): Promise<number> {
    const [c] = await t.db
      .insert(containers)
      .values({ type: 'Leaderboard', refId: 0, refContainerType: 'Leaderboard' })
      .returning({ id: containers.id });
    return c!.id;
  }

  /** The container's records in rank order, as the database holds them. */
  async function ranked(containerID: number): Promise<RankEntry[]> {
    const rows = await t.db
      .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
      .from(records)
      .where(eq(records.containerId, containerID));
    return rows.map((r) => ({ ...r, lastUpdateMs: Number(r.lastUpdateMs) })).sort(compareEntries);
  }

  async function indexed(containerID: number): Promise<RankEntry[]> {
    const all = await index.range(containerID, 0, 10_000);
    return all.map(({ key, score, lastUpdateMs }) => ({ key, score, lastUpdateMs }));
  }

  beforeAll(async () => {
    t = await createTestApp();
    big = await container();
    small = await container();
    empty = await container();
    // Few scores and times, so ties are common; one fractional score.
    await t.db.insert(records).values(
      Array.from({ length: 3000 }, (_, i) => ({
        containerId: big,
        key: i % 7 === 0 ? `ü-${i}` : `k${i}`,
        score: (i * 37) % 50,
        lastUpdateMs: 1_767_225_600_000 + ((i * 13) % 40) * 1000,
      })),
    );
    await t.db.insert(records).values([
      { containerId: small, key: 'luna', score: 80.5, lastUpdateMs: 1000 },
      { containerId: small, key: 'ben', score: 70, lastUpdateMs: 2000 },
    ]);
    index = new RedisRankIndex({ url: url!, prefix });
  });
  afterAll(async () => {
    await index?.dropAll();
    await index?.close();
    await t?.close();
  });

  it('builds every container at the first start, then keeps them all unchanged at a restart', async () => {
    const first = await rebuildRankIndex(t.db, index);
    expect(first.verified).toBe(0);
    expect(first.rebuilt).toBe(first.containers);
    const again = await rebuildRankIndex(t.db, index);
    expect(again).toMatchObject({ verified: first.containers, rebuilt: 0, entries: first.entries });
    expect(await indexed(big)).toEqual(await ranked(big));
    expect(await indexed(small)).toEqual(await ranked(small));
    expect(await index.size(empty)).toBe(0);
  });

  it('keeps a container that mirrored every committed change', async () => {
    await t.db
      .update(records)
      .set({ score: sql`${records.score} + 5`, lastUpdateMs: 3000 })
      .where(and(eq(records.containerId, small), eq(records.key, 'ben')));
    await index.incrementAll([{ containerID: small, key: 'ben', delta: 5, atMs: 3000 }]);
    expect(await rebuildRankIndex(t.db, index)).toMatchObject({ rebuilt: 0 });
  });

  it('rebuilds the container whose commit was never mirrored (a crash in between), and only that one', async () => {
    await t.db
      .update(records)
      .set({ score: sql`${records.score} + 1` })
      .where(and(eq(records.containerId, big), eq(records.key, 'k1')));
    const summary = await rebuildRankIndex(t.db, index);
    expect(summary).toMatchObject({ rebuilt: 1, verified: summary.containers - 1 });
    expect(await indexed(big)).toEqual(await ranked(big));
  });

  it('rebuilds a container altered in Redis behind the engine’s back', async () => {
    const [top] = await index.range(small, 0, 1);
    await index.redis.zincrby(
      `eventory:${prefix}:ctr:${small}`,
      -100,
      `${String(top!.lastUpdateMs).padStart(15, '0')}:${top!.key}`,
    );
    expect((await index.range(small, 0, 1))[0]?.score).not.toBe(top!.score);
    expect(await rebuildRankIndex(t.db, index)).toMatchObject({ rebuilt: 1 });
    expect(await indexed(small)).toEqual(await ranked(small));
  });

  it('rebuilds every container after Redis was flushed, and clears one the records do not know', async () => {
    await index.dropAll();
    await index.update(999_999, 'ghost', 1, 1);
    const summary = await rebuildRankIndex(t.db, index);
    expect(summary.rebuilt).toBeGreaterThanOrEqual(2);
    expect(await indexed(big)).toEqual(await ranked(big));
    expect(await indexed(small)).toEqual(await ranked(small));
    expect(await index.containerIDs()).not.toContain(999_999);
  });
});
