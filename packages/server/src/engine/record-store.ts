// A container's records as a whole: read them all, copy them into a snapshot, replace them, and bring
// the rank index and live pages back in step after the commit. Snapshot restore, clear, replay and the
// aggregators write records through here, so every such writer mirrors the same way.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { containerChannel } from '@eventory/domain/live';
import type { SnapshotSource } from '@eventory/domain/container-admin';
import type { Executor } from '../db/client.ts';
import { recordContributions, records } from '../db/schema/campaigns.ts';
import { recordSnapshots } from '../db/schema/engine-admin.ts';
import { compareEntries } from '../ranking/rank-index.ts';
import { reloadContainer } from '../ranking/rebuild.ts';

export type { SnapshotSource } from '@eventory/domain/container-admin';

export interface StoredRecord {
  key: string;
  score: number;
  lastUpdateMs: number;
  meta: Record<string, string>;
  contributions?: Record<string, number>;
}

/** Reads every record (and contributions) of a container, in leaderboard order. */
export async function readAllRecords(tx: Executor, containerId: number): Promise<StoredRecord[]> {
  const rows = await tx
    .select({
      key: records.key,
      score: records.score,
      lastUpdateMs: records.lastUpdateMs,
      meta: records.meta,
    })
    .from(records)
    .where(eq(records.containerId, containerId));
  const given = await tx
    .select({
      key: recordContributions.key,
      sender: recordContributions.senderId,
      score: recordContributions.score,
    })
    .from(recordContributions)
    .where(eq(recordContributions.containerId, containerId))
    .orderBy(asc(recordContributions.key), asc(recordContributions.senderId));
  const byKey = new Map<string, Record<string, number>>();
  for (const c of given) {
    const list = byKey.get(c.key) ?? {};
    list[c.sender] = c.score;
    byKey.set(c.key, list);
  }
  // Sorted here rather than by SQL: the index's key order is code point order, whatever the collation.
  return rows
    .map((r) => {
      const record: StoredRecord = {
        key: r.key,
        score: r.score,
        lastUpdateMs: Number(r.lastUpdateMs),
        meta: r.meta ?? {},
      };
      const contributions = byKey.get(r.key);
      if (contributions) record.contributions = contributions;
      return record;
    })
    .sort(compareEntries);
}

/** Stores a snapshot of the container's current records; answers its id. */
export async function takeSnapshot(
  tx: Executor,
  containerId: number,
  sourceType: SnapshotSource,
  by: string,
): Promise<number> {
  const rows = await readAllRecords(tx, containerId);
  const [row] = await tx
    .insert(recordSnapshots)
    .values({
      containerId,
      sourceType,
      timestamp: Math.floor(Date.now() / 1000),
      recordCount: rows.length,
      records: rows,
      createdBy: by,
    })
    .returning({ id: recordSnapshots.id });
  if (!row) throw new Error('snapshot insert returned no row');
  return Number(row.id);
}

const CHUNK = 5000;

/** Replaces all records + contributions of the container with these (inside tx). */
export async function replaceContainerRecords(
  tx: Executor,
  containerId: number,
  rows: readonly StoredRecord[],
): Promise<void> {
  await tx.delete(recordContributions).where(eq(recordContributions.containerId, containerId));
  await tx.delete(records).where(eq(records.containerId, containerId));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await tx.insert(records).values(
      chunk.map((r) => ({
        containerId,
        key: r.key,
        score: r.score,
        lastUpdateMs: r.lastUpdateMs,
        meta: r.meta ?? {},
      })),
    );
    const contributions = chunk.flatMap((r) =>
      Object.entries(r.contributions ?? {}).map(([senderId, score]) => ({
        containerId,
        key: r.key,
        senderId,
        score,
      })),
    );
    for (let j = 0; j < contributions.length; j += CHUNK)
      await tx.insert(recordContributions).values(contributions.slice(j, j + CHUNK));
  }
}

/** After commit: makes the rank index hold exactly the container's records from the database and publishes records-changed on the live channel. */
export async function remirrorContainer(app: FastifyInstance, containerId: number): Promise<void> {
  await reloadContainer(app.db, app.ranking, containerId);
  app.live.publish(containerChannel(containerId), {
    type: 'records-changed',
    containerID: containerId,
    at: Date.now(),
  });
}
