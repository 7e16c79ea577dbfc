// The records table is the source of truth; at start the rank index is rebuilt from it, streaming
// each container's records in batches instead of one huge result. On PGlite a COPY to a blob is
// used: row-by-row result decoding in the WebAssembly build is ~20x slower (1M rows: ~80 s vs ~4 s).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { containers, records } from '../db/schema/campaigns.ts';
import { csvRecordBatches } from './csv-records.ts';
import type { RankEntry, RankIndex } from './rank-index.ts';

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
  entries: number;
  ms: number;
}

/** Loads every container's records into the index; containers the index has without records are cleared. */
export async function rebuildRankIndex(db: Executor, index: RankIndex): Promise<RebuildSummary> {
  const started = performance.now();
  const ids = (await db.select({ id: containers.id }).from(containers).orderBy(asc(containers.id))).map(
    (c) => c.id,
  );
  const known = new Set(ids);
  let entries = 0;
  for (const id of ids) entries += await reloadContainer(db, index, id);
  for (const id of await index.containerIDs()) if (!known.has(id)) await index.clear(id);
  return { containers: ids.length, entries, ms: Math.round(performance.now() - started) };
}
