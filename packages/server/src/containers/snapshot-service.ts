// Record snapshots (admin spec §3, §4 Record snapshot source): list, read, take and restore a
// container's records. A restore first snapshots what it replaces (RestoreBySnapshot), so it can be
// undone by restoring that one. EndOfLeaderboard snapshots are taken by end-of-leaderboard.ts.
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type {
  RestoreResult,
  Snapshot,
  SnapshotListQuery,
  SnapshotRecord,
  SnapshotSource,
  SnapshotSummary,
} from '@eventory/domain/container-admin';
import { notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { recordSnapshots } from '../db/schema/engine-admin.ts';
import { findContainerRow } from './container-service.ts';
import { passOnDifference } from '../engine/aggregators.ts';
import type { RecordEffect } from '../engine/record-effects.ts';
import { readAllRecords, replaceContainerRecords, takeSnapshot } from '../engine/record-store.ts';

type SnapshotRow = typeof recordSnapshots.$inferSelect;

const summaryColumns = {
  id: recordSnapshots.id,
  containerId: recordSnapshots.containerId,
  sourceType: recordSnapshots.sourceType,
  timestamp: recordSnapshots.timestamp,
  recordCount: recordSnapshots.recordCount,
  createdBy: recordSnapshots.createdBy,
};

const toSummary = (r: Omit<SnapshotRow, 'records'>): SnapshotSummary => ({
  ID: Number(r.id),
  containerID: r.containerId,
  sourceType: r.sourceType as SnapshotSource,
  timestamp: Number(r.timestamp),
  recordCount: r.recordCount,
  createdBy: r.createdBy,
});

export async function listSnapshots(
  db: Executor,
  containerID: number,
  q: SnapshotListQuery,
): Promise<{ items: SnapshotSummary[] }> {
  await findContainerRow(db, containerID);
  const order = q.sortByTimestamp === 'asc' ? asc : desc;
  const rows = await db
    .select(summaryColumns)
    .from(recordSnapshots)
    .where(
      and(
        eq(recordSnapshots.containerId, containerID),
        q.fromTimestamp !== undefined ? gte(recordSnapshots.timestamp, q.fromTimestamp) : undefined,
        q.toTimestamp !== undefined ? lte(recordSnapshots.timestamp, q.toTimestamp) : undefined,
        q.sourceType && q.sourceType.length > 0
          ? inArray(recordSnapshots.sourceType, q.sourceType)
          : undefined,
      ),
    )
    .orderBy(order(recordSnapshots.timestamp), order(recordSnapshots.id))
    .limit(q.limit);
  return { items: rows.map(toSummary) };
}

export async function getSnapshot(db: Executor, containerID: number, snapshotID: number): Promise<Snapshot> {
  await findContainerRow(db, containerID);
  const [row] = await db
    .select()
    .from(recordSnapshots)
    .where(and(eq(recordSnapshots.id, snapshotID), eq(recordSnapshots.containerId, containerID)));
  if (!row) throw notFound('snapshot', snapshotID);
  return { ...toSummary(row), records: row.records as SnapshotRecord[] };
}

/** POST containers/{id}/record/snapshots: an API snapshot of the records now. */
export async function createApiSnapshot(tx: Executor, containerID: number, email: string): Promise<Snapshot> {
  await findContainerRow(tx, containerID, { lock: true });
  const id = await takeSnapshot(tx, containerID, 'API', email);
  const snapshot = await getSnapshot(tx, containerID, id);
  const { records: _records, ...summary } = snapshot;
  await recordChange(tx, {
    email,
    table: 'record_snapshots',
    objId: id,
    action: 'create',
    before: null,
    after: summary,
  });
  return snapshot;
}

/** Replaces the container's records (and contributions) with the snapshot's; the caller re-mirrors after commit. */
export async function restoreSnapshot(
  tx: Executor,
  containerID: number,
  snapshotID: number,
  email: string,
  /** Collects the changes passed on to aggregator targets, to mirror after the commit. */
  derived: RecordEffect[] = [],
): Promise<RestoreResult> {
  await findContainerRow(tx, containerID, { lock: true });
  const snapshot = await getSnapshot(tx, containerID, snapshotID);
  const previousSnapshotID = await takeSnapshot(tx, containerID, 'RestoreBySnapshot', email);
  const old = await readAllRecords(tx, containerID);
  await replaceContainerRecords(tx, containerID, snapshot.records);
  derived.push(...(await passOnDifference(tx, containerID, old, snapshot.records)));
  const result: RestoreResult = {
    containerID,
    restoredFrom: snapshotID,
    previousSnapshotID,
    recordCount: snapshot.records.length,
  };
  await recordChange(tx, {
    email,
    table: 'records',
    objId: containerID,
    action: 'update',
    before: { snapshotID: previousSnapshotID },
    after: result,
  });
  return result;
}
