// Batch ingestion of POST /v1/events (engine/batch-routes.ts): its path, key header and answer, and the service
// that judges each event on its own (a bad one is refused with its field, the others go on) and ingests the
// valid ones in ONE transaction. A client that gets no answer resends the batch: stored events come back as
// duplicates and count once.
import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@eventory/domain/errors';
import { checkEvent, MAX_EVENTS_PER_BATCH, type IngestEvent } from '@eventory/domain/event-fields';
import type { Db } from '../db/client.ts';
import { ingestBatchIn, ScoreRangeExceeded, type BatchOutcome } from './ingest.ts';

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

const RETRYABLE = new Set(['40P01', '40001']);
function isRetryable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Ingests valid events in one transaction. Should concurrent batches still deadlock (a record-reading
 * judge flushing records mid-batch while another batch upserts them), one is rolled back whole and
 * retried; nothing of it was visible.
 */
export async function ingestBatch(db: Db, valid: readonly IngestEvent[]): Promise<BatchOutcome> {
  // Once a record would leave the score range, the batch runs again checking event by event.
  let checkRange = false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => ingestBatchIn(tx, valid, { checkRange }));
    } catch (err) {
      if (err instanceof ScoreRangeExceeded && attempt < 8) {
        checkRange = true;
        continue;
      }
      if (attempt >= 8 || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/** Judges a request body event by event, ingests the valid events and answers in the batch's order. */
export async function ingestBatchBody(
  db: Db,
  body: unknown,
): Promise<{ result: BatchIngestResult; effects: BatchOutcome['effects'] }> {
  const { valid, refused, positions } = checkBatch(body);
  const outcome: BatchOutcome =
    valid.length > 0
      ? await ingestBatch(db, valid)
      : { accepted: [], duplicates: [], effects: [], outOfRange: [] };
  const indexOf = new Map<string, number>();
  valid.forEach((e) => indexOf.set(e.ID, positions.get(e) ?? 0));
  const outOfRange: RefusedEvent[] = outcome.outOfRange.map((r) => ({
    index: indexOf.get(r.ID) ?? 0,
    ID: r.ID,
    field: r.field,
    message: r.message,
  }));
  return {
    result: {
      accepted: outcome.accepted,
      duplicates: outcome.duplicates,
      refused: [...refused, ...outOfRange].sort((a, b) => a.index - b.index),
    },
    effects: outcome.effects,
  };
}
