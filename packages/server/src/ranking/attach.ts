// The rank index of every container's records, attached to the app: the records are the source of
// truth; the index is rebuilt from them at start and mirrors them from then on (engine/mirror.ts).
// With a snapshot file (embedded database, decision 0101) the in-memory index is saved at a clean
// stop and loaded at the next start, where each container is verified against its records instead.
import type { FastifyInstance } from 'fastify';
import { createRankIndex } from './create.ts';
import { MemoryRankIndex } from './memory-index.ts';
import type { RankIndex } from './rank-index.ts';
import { rebuildRankIndex } from './rebuild.ts';

export async function attachRankIndex(
  app: FastifyInstance,
  given?: RankIndex,
  snapshot?: string,
): Promise<void> {
  const ranking = given ?? createRankIndex(app.config);
  app.decorate('ranking', ranking);
  // Only the in-memory index is saved: Redis keeps its own across a restart (decision 0087).
  const memory = snapshot && ranking instanceof MemoryRankIndex ? ranking : undefined;
  // Registered before the applier's, so it runs after the applier stopped (onClose runs in reverse).
  app.addHook('onClose', async () => {
    if (memory && snapshot) await saveSnapshot(app, memory, snapshot);
    await ranking.close();
  });
  // The snapshot's load is not in the summary's ms (the verification's): it is logged beside it.
  const snapshotMs = memory && snapshot ? await restoreSnapshot(app, memory, snapshot) : undefined;
  const rebuilt = await rebuildRankIndex(app.db, ranking);
  app.log.info(
    { ...rebuilt, ...(snapshotMs !== undefined ? { snapshotMs } : {}), backend: ranking.kind },
    'rank index ready (containers verified or rebuilt from the records)',
  );
}

async function saveSnapshot(app: FastifyInstance, ranking: MemoryRankIndex, path: string): Promise<void> {
  const started = performance.now();
  try {
    await ranking.save(path);
    app.log.info({ path, ms: Math.round(performance.now() - started) }, 'rank index snapshot saved');
  } catch (err) {
    // Only the next start's speed depends on it: that start rebuilds from the records.
    app.log.warn({ err, path }, 'rank index snapshot not saved; the next start rebuilds the index');
  }
}

/** Loads the snapshot if there is one; answers how long that took (undefined: no snapshot loaded). */
async function restoreSnapshot(
  app: FastifyInstance,
  ranking: MemoryRankIndex,
  path: string,
): Promise<number | undefined> {
  const started = performance.now();
  try {
    const containers = await ranking.restore(path);
    if (containers === undefined) return undefined;
    const ms = Math.round(performance.now() - started);
    app.log.info({ path, containers, ms }, 'rank index snapshot loaded');
    return ms;
  } catch (err) {
    // Never fatal: whatever was loaded is dropped and every container is rebuilt from the records.
    app.log.warn({ err, path }, 'rank index snapshot unreadable; rebuilding the index from the records');
    for (const id of await ranking.containerIDs()) await ranking.clear(id);
    return undefined;
  }
}
