// Batch ingestion of POST /v1/events (engine/batch-routes.ts): its path, key header and answer, and the service
// that judges each event on its own (a bad one is refused with its field, the others go on) and appends the
// valid ones to the event log in ONE transaction; the applier scores them afterwards (docs/engine.md). A client
// that gets no answer resends the batch: stored events come back as duplicates and count once.
import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@eventory/domain/errors';
import { checkEvent, MAX_EVENTS_PER_BATCH, type IngestEvent } from '@eventory/domain/event-fields';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { eventRefusals } from '../db/schema/campaigns.ts';
import { appendBatch, type Appended } from './event-log.ts';

export const INGEST_PATH = '/v1/events';
export const INGEST_KEY_HEADER = 'x-ingest-key';
/** Missing or wrong ingest keys one client address may send per window before it is refused (429). */
export const INGEST_KEY_FAILURES = { limit: 10, windowMs: 60_000 } as const;

export interface RefusedEvent {
  /** Position in the request's `events`. */
  index: number;
  ID?: string;
  field: string;
  message: string;
}

export interface BatchIngestResult {
  accepted: string[];
  duplicates: string[];
  refused: RefusedEvent[];
}

const digest = (key: string) => createHash('sha256').update(key).digest();

/** Compares digests in constant time, so a key cannot be guessed byte by byte from timings. */
export function ingestKeyChecker(keys: readonly string[]): (given: string) => boolean {
  const known = keys.map(digest);
  return (given) => {
    const d = digest(given);
    let ok = false;
    for (const k of known) ok = timingSafeEqual(k, d) || ok;
    return ok;
  };
}

/** Splits a body into valid events and refusals; throws 400 naming `events` when it is no batch. */
export function checkBatch(body: unknown): {
  valid: IngestEvent[];
  refused: RefusedEvent[];
  /** Each valid event's position in the request's `events`. */
  positions: Map<IngestEvent, number>;
} {
  const list = (body as { events?: unknown } | null)?.events;
  if (typeof body !== 'object' || body === null || !Array.isArray(list))
    throw new DomainError(
      'VALIDATION_ERROR',
      'events: send {"events": [...]} with 1 to 5000 events',
      400,
      'events',
    );
  if (list.length < 1 || list.length > MAX_EVENTS_PER_BATCH)
    throw new DomainError(
      'VALIDATION_ERROR',
      `events: a batch holds 1 to ${MAX_EVENTS_PER_BATCH} events, got ${list.length}`,
      400,
      'events',
    );
  const valid: IngestEvent[] = [];
  const refused: RefusedEvent[] = [];
  const positions = new Map<IngestEvent, number>();
  list.forEach((raw, index) => {
    const checked = checkEvent(raw);
    if (checked.ok) {
      valid.push(checked.event);
      positions.set(checked.event, index);
    } else {
      const id = (raw as { ID?: unknown } | null)?.ID;
      refused.push({
        index,
        ...(typeof id === 'string' ? { ID: id } : {}),
        field: checked.field,
        message: checked.message,
      });
    }
  });
  return { valid, refused, positions };
}

/** A batch appended to the log: the answer, and the positions to wait for when the caller wants the effects. */
export interface AppendedBody {
  result: BatchIngestResult;
  /** Each accepted event's position in the log. */
  accepted: Appended['accepted'];
  /** Position of the last event appended now (0 when none). */
  lastSeq: number;
  /** Each valid event's position in the request's `events`, by ID. */
  indexOf: Map<string, number>;
}

/** Runs the append of a batch of `size` events when the log has room for it (Applier.admitted), or at once. */
export type Admission = (size: number, append: () => Promise<Appended>) => Promise<Appended>;

/**
 * Judges a request body event by event and appends the valid events to the log in one transaction, once
 * `admission` lets it (back-pressure); the answer is in the batch's order. The effects are applied afterwards
 * (engine/applier.ts).
 */
export async function appendBatchBody(
  db: Db,
  body: unknown,
  admission: Admission = (_, append) => append(),
): Promise<AppendedBody> {
  const { valid, refused, positions } = checkBatch(body);
  const appended: Appended =
    valid.length > 0
      ? await admission(valid.length, () => appendBatch(db, valid))
      : { accepted: [], duplicates: [], lastSeq: 0 };
  const indexOf = new Map<string, number>();
  valid.forEach((e) => {
    if (!indexOf.has(e.ID)) indexOf.set(e.ID, positions.get(e) ?? 0);
  });
  return {
    result: {
      accepted: appended.accepted.map((e) => e.ID),
      duplicates: appended.duplicates,
      refused,
    },
    accepted: appended.accepted,
    lastSeq: appended.lastSeq,
    indexOf,
  };
}

/**
 * The answer once the batch is applied (POST /v1/events?wait=applied): events refused at apply time (past the
 * score range) move from `accepted` to `refused`, with their index in the request.
 */
export async function withApplyRefusals(db: Db, appended: AppendedBody): Promise<BatchIngestResult> {
  if (appended.accepted.length === 0) return appended.result;
  const rows = rowsOf<{ id: string; seq: number | string; field: string; message: string }>(
    await db.execute(sql`
      select r.event_id as id, r.seq, r.field, r.message
      from ${eventRefusals} r
      join jsonb_to_recordset(${JSON.stringify(appended.accepted.map((e) => ({ id: e.ID, s: e.seq })))}::jsonb)
        as x(id text, s bigint) on r.event_id = x.id and r.seq = x.s`),
  );
  if (rows.length === 0) return appended.result;
  const refusedNow = new Set(rows.map((r) => r.id));
  const outOfRange: RefusedEvent[] = rows.map((r) => ({
    index: appended.indexOf.get(r.id) ?? 0,
    ID: r.id,
    field: r.field,
    message: r.message,
  }));
  return {
    accepted: appended.result.accepted.filter((id) => !refusedNow.has(id)),
    duplicates: appended.result.duplicates,
    refused: [...appended.result.refused, ...outOfRange].sort((a, b) => a.index - b.index),
  };
}
