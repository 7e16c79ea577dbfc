// backends: pglite: the embedded database and the rank index in memory
// A restart with the rank index in memory on the embedded database in DATA_DIR (issue 16 §2, decision
// 0101): a clean stop saves the index to DATA_DIR/rank-index.snapshot; the next start loads it, deletes
// it and keeps each container whose checksum agrees with its records; one changed while the server was
// down is rebuilt, and a file that cannot be read is dropped with a warning and the index rebuilt.
// Embedded only, so the PostgreSQL run skips it; the database here is PGlite on disk whatever TEST_DB says.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { containers, records } from '../db/schema/campaigns.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { compareEntries, type RankEntry } from './rank-index.ts';
import type { RebuildSummary } from './rebuild.ts';

interface Running {
  app: FastifyInstance;
  database: Database;
  logs: { level: number; msg: string; [k: string]: unknown }[];
}

describe.skipIf(process.env.TEST_DB === 'postgres')('restart with the rank index in memory', () => {
  let dir: string;
  let snapshot: string;
  let big: number;
  let small: number;
  let before: Map<number, RankEntry[]>;

  const config = () =>
    loadConfig({ APP_ENV: 'development', LOG_LEVEL: 'info', SEED_DEMO: 'false', DATA_DIR: dir });

  async function open(): Promise<Database> {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    await prepareDatabase(database, config());
    return database;
  }

  /** Starts the app as main.ts does on an embedded database, keeping its log lines. */
  async function start(): Promise<Running> {
    const database = await open();
    const logs: Running['logs'] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: config(),
      db: database.db,
      dbKind: 'pglite',
      logger: { level: 'info', stream },
      rankSnapshot: snapshot,
    });
    await app.ready();
    return { app, database, logs };
  }

  async function stop(running: Running): Promise<void> {
    await running.app.close();
    await running.database.close();
  }

  function summaryOf(running: Running): RebuildSummary {
    const line = running.logs.find((l) => l.msg.startsWith('rank index ready'));
    if (!line) throw new Error('no "rank index ready" log line');
    return line as unknown as RebuildSummary;
  }

  /** The container's records in rank order, as the database holds them. */
  async function ranked(database: Database, containerID: number): Promise<RankEntry[]> {
    const rows = await database.db
      .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
      .from(records)
      .where(eq(records.containerId, containerID));
    return rows.map((r) => ({ ...r, lastUpdateMs: Number(r.lastUpdateMs) })).sort(compareEntries);
  }

  async function indexed(running: Running, containerID: number): Promise<RankEntry[]> {
    const all = await running.app.ranking.range(containerID, 0, 10_000);
    return all.map(({ key, score, lastUpdateMs }) => ({ key, score, lastUpdateMs }));
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'eventory-snapshot-restart-'));
    snapshot = join(dir, 'rank-index.snapshot');
    const database = await open();
    const ids = await database.db
      .insert(containers)
      .values([1, 2].map(() => ({ type: 'Leaderboard', refId: 0, refContainerType: 'Leaderboard' })))
      .returning({ id: containers.id });
    big = ids[0]!.id;
    small = ids[1]!.id;
    // Few scores and times, so ties are common; UUID-shaped and other keys, one fractional score.
    await database.db.insert(records).values(
      Array.from({ length: 3000 }, (_, i) => ({
        containerId: big,
        key:
          i % 3 === 0
            ? `${i.toString(16).padStart(8, '0')}-1111-4222-8333-444455556666`
            : i % 7 === 0
              ? `ü-${i}`
              : `k${i}`,
        score: ((i * 37) % 50) - 10,
        lastUpdateMs: 1_767_225_600_000 + ((i * 13) % 40) * 1000,
      })),
    );
    await database.db.insert(records).values([
      { containerId: small, key: 'luna', score: 80.5, lastUpdateMs: 1000 },
      { containerId: small, key: 'ben', score: 70, lastUpdateMs: 2000 },
    ]);
    before = new Map([
      [big, await ranked(database, big)],
      [small, await ranked(database, small)],
    ]);
    await database.close();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('rebuilds at the first start and saves the index at a clean stop', async () => {
    const running = await start();
    expect(summaryOf(running)).toMatchObject({ verified: 0, rebuilt: 2 });
    expect(existsSync(snapshot)).toBe(false);
    await stop(running);
    expect(existsSync(snapshot)).toBe(true);
  });

  it('verifies every container from the snapshot at the next start, and deletes the file', async () => {
    const running = await start();
    try {
      expect(summaryOf(running)).toMatchObject({ containers: 2, verified: 2, rebuilt: 0, entries: 3002 });
      expect(summaryOf(running)).toHaveProperty('snapshotMs');
      // Gone while the server runs: a crash from here on leaves no snapshot, so the next start rebuilds.
      expect(existsSync(snapshot)).toBe(false);
      expect(await indexed(running, big)).toEqual(before.get(big));
      expect(await indexed(running, small)).toEqual(before.get(small));
    } finally {
      await stop(running);
    }
    expect(existsSync(snapshot)).toBe(true);
  });

  it('rebuilds a container whose records changed while the server was down, and only that one', async () => {
    const database = await open();
    await database.db
      .update(records)
      .set({ score: sql`${records.score} + 20` })
      .where(and(eq(records.containerId, small), eq(records.key, 'ben')));
    const now = await ranked(database, small);
    await database.close();
    expect(now[0]?.key).toBe('ben');

    const running = await start();
    try {
      expect(summaryOf(running)).toMatchObject({ verified: 1, rebuilt: 1 });
      expect(await indexed(running, small)).toEqual(now);
      expect(await indexed(running, big)).toEqual(before.get(big));
    } finally {
      await stop(running);
    }
  });

  it('starts with a warning and rebuilds everything when the snapshot is garbage', async () => {
    expect(existsSync(snapshot)).toBe(true);
    await writeFile(snapshot, 'not a snapshot');
    const running = await start();
    try {
      expect(summaryOf(running)).toMatchObject({ verified: 0, rebuilt: 2 });
      expect(running.logs.some((l) => l.level === 40 && l.msg.includes('snapshot unreadable'))).toBe(true);
      expect(existsSync(snapshot)).toBe(false);
      expect(await indexed(running, small)).toEqual(await ranked(running.database, small));
      expect(await indexed(running, big)).toEqual(before.get(big));
    } finally {
      await stop(running);
    }
  });
});
