// An operator's record write is an accepted write (issue 30 §3.4, decision 0122): POST containers/{id}/records
// enters the event log as an adjustment (an event of RECORD_ADJUSTMENT_TYPE naming the container), in order:
// under the applier lock the log is applied through the adjustment first, so every event logged before it
// counts before it, then the write itself is applied and the applied position passes it. A replay meets the
// adjustment among the container's events (engine/replay.ts) and applies it at its place.
import { randomUUID } from 'node:crypto';
import {
  RECORD_ADJUSTMENT_TYPE,
  type RecordAdjustment,
  type RecordsWrite,
} from '@eventory/domain/container-admin';
import type { Executor } from '../db/client.ts';
import { appendIn, takeApplierLock } from '../engine/event-log.ts';
import { applyThrough } from '../engine/ingest.ts';
import type { RecordEffect } from '../engine/record-effects.ts';

/** The adjustment a write makes: every record's last update resolved (now when not given). */
export const adjustmentOf = (containerID: number, body: RecordsWrite, nowMs: number): RecordAdjustment => ({
  containerID,
  mode: body.options.mode,
  records: body.records.map((r) => ({ key: r.key, score: r.score, lastUpdateMs: r.lastUpdateMs ?? nowMs })),
});

/**
 * In the caller's transaction, before it writes the records: takes the applier lock, appends the adjustment
 * to the log and applies the log through it (the events before it; the adjustment itself scores nothing),
 * so the write lands in log order and the applier resumes after it. Answers the effects of the events
 * applied on the way, which the caller mirrors after its commit.
 */
export async function logRecordWrite(
  tx: Executor,
  containerID: number,
  body: RecordsWrite,
  nowMs: number,
): Promise<RecordEffect[]> {
  await takeApplierLock(tx);
  const appended = await appendIn(tx, [
    {
      ID: `adjustment:${randomUUID()}`,
      type: RECORD_ADJUSTMENT_TYPE,
      typeName: 'OP',
      timestamp: nowMs,
      source: 'admin',
      fields: { ...adjustmentOf(containerID, body, nowMs) },
    },
  ]);
  return (await applyThrough(tx, appended.lastSeq)).effects;
}
