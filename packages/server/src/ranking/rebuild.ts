// The records table is the source of truth; at start the rank index is rebuilt from it, streaming
// each container's records in batches instead of one huge result. On PGlite a COPY to a blob is
// used: row-by-row result decoding in the WebAssembly build is ~20x slower (1M rows: ~80 s vs ~4 s).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client.ts';
import { containers, records } from '../db/schema/campaigns.ts';
import { csvRecordBatches } from './csv-records.ts';
import {
  CHECKSUM_TIME_MODULUS,
  sameChecksum,
  type RankChecksum,
  type RankEntry,
  type RankIndex,
} from './rank-index.ts';

export const REBUILD_BATCH = 50_000;

interface PgliteLike {
  query(sql: string): Promise<{ blob?: Blob }>;
  dumpDataDir: unknown;
}

/** The embedded PGlite client behind a drizzle handle, if that is what it is. */
function pgliteOf(db: Executor): PgliteLike | undefined {
  const client = (db as unknown as { $client?: Partial<PgliteLike> }).$client;
  return client && typeof client.query === 'function' && 'dumpDataDir' in client
    ? (client as PgliteLike)
    : undefined;
}

async function* copiedBatches(client: PgliteLike, containerID: number): AsyncGenerator<RankEntry[]> {
  if (!Number.isSafeInteger(containerID)) throw new Error(`container id ${containerID} is not an integer`);
  const result = await client.query(
    // Unordered: PGlite's ordered index scan costs more than sorting in the index (1M rows: 4 s vs 1.4 s).
    `COPY (SELECT key, score, last_update_ms FROM records WHERE container_id = ${containerID}) TO '/dev/blob' WITH (FORMAT csv)`,
  );
  if (!result.blob) return;
  yield* csvRecordBatches(byteChunks(result.blob), REBUILD_BATCH);
}

async function* byteChunks(blob: Blob): AsyncGenerator<Uint8Array> {
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

async function* recordBatches(db: Executor, containerID: number): AsyncGenerator<RankEntry[]> {
  const pglite = pgliteOf(db);
  if (pglite) {
    yield* copiedBatches(pglite, containerID);
    return;
  }
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
      .from(records)
      .where(
        and(eq(records.containerId, containerID), after === undefined ? undefined : gt(records.key, after)),
      )
      .orderBy(asc(records.key))
      .limit(REBUILD_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < REBUILD_BATCH) return;
    after = rows.at(-1)!.key;
  }
}

/** Makes the index hold exactly this container's records (one swap: readers never see half a load). */
export async function reloadContainer(db: Executor, index: RankIndex, containerID: number): Promise<number> {
  let entries = 0;
  await index.load(
    containerID,
    (async function* () {
      for await (const batch of recordBatches(db, containerID)) {
        entries += batch.length;
        yield batch;
      }
    })(),
  );
  return entries;
}

export interface RebuildSummary {
  containers: number;
  /** Containers whose index agreed with their records' checksum, kept as they were. */
  verified: number;
  /** Containers loaded from their records. */
  rebuilt: number;
  entries: number;
  ms: number;
}

/** Every container's checksum from its records, in one pass over the table (containers without records absent). */
export async function recordChecksums(db: Executor): Promise<Map<number, RankChecksum>> {
  const rows = rowsOf<{ c: number; n: number; s: number; t: string; m: string }>(
    await db.execute(sql`
      select ${records.containerId} as c, count(*)::int as n, sum(${records.score}) as s,
        sum(${records.lastUpdateMs} % ${sql.raw(String(CHECKSUM_TIME_MODULUS))})::text as t,
        max(${records.lastUpdateMs})::text as m
      from ${records} group by ${records.containerId}`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.c),
      { size: Number(r.n), scoreSum: Number(r.s), timeSum: Number(r.t), maxTime: Number(r.m) },
    ]),
  );
}

const EMPTY: RankChecksum = { size: 0, scoreSum: 0, timeSum: 0, maxTime: 0 };

/**
 * Makes the index hold every container's records; containers the index has without records are cleared.
 * When the index already holds containers (Redis after a restart), each whose checksum agrees with its
 * records' is kept, not reloaded; a crash between a commit and its mirror, a flushed or altered Redis
 * shows as a difference and that container is reloaded.
 */
export async function rebuildRankIndex(db: Executor, index: RankIndex): Promise<RebuildSummary> {
  const started = performance.now();
  const ids = (await db.select({ id: containers.id }).from(containers).orderBy(asc(containers.id))).map(
    (c) => c.id,
  );
  const known = new Set(ids);
  const held = await index.containerIDs();
  const truth = held.length > 0 ? await recordChecksums(db) : undefined;
  const summary = { containers: ids.length, verified: 0, rebuilt: 0, entries: 0 };
  for (const id of ids) {
    if (truth) {
      const want = truth.get(id) ?? EMPTY;
      if (sameChecksum(await index.checksum(id), want)) {
        summary.verified++;
        summary.entries += want.size;
        continue;
      }
    }
    summary.rebuilt++;
    summary.entries += await reloadContainer(db, index, id);
  }
  for (const id of held) if (!known.has(id)) await index.clear(id);
  return { ...summary, ms: Math.round(performance.now() - started) };
}
