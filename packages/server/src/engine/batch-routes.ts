// POST /v1/events: the host app's batch ingestion (issue "Scoring engine" §1). Authenticated by an
// x-ingest-key from INGEST_KEYS. Each event is checked on its own (a bad one is refused with its
// field, the others go on); the valid ones are ingested in ONE transaction and the answer is sent
// only after it commits, so every acknowledged event is durable. A client that gets no answer
// resends the batch: stored events come back as duplicates and count once.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@eventory/domain/errors';
import { checkEvent, MAX_EVENTS_PER_BATCH, type IngestEvent } from '@eventory/domain/event-fields';
import type { Db } from '../db/client.ts';
import { ingestBatchIn, type BatchOutcome } from './ingest.ts';
import { INGEST_KEY_HEADER, INGEST_PATH, type BatchIngestResult, type RefusedEvent } from './batch-ingest.ts';
import { mirrorCommittedEffects } from './mirror.ts';

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
export function checkBatch(body: unknown): { valid: IngestEvent[]; refused: RefusedEvent[] } {
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
  list.forEach((raw, index) => {
    const checked = checkEvent(raw);
    if (checked.ok) valid.push(checked.event);
    else {
      const id = (raw as { ID?: unknown } | null)?.ID;
      refused.push({
        index,
        ...(typeof id === 'string' ? { ID: id } : {}),
        field: checked.field,
        message: checked.message,
      });
    }
  });
  return { valid, refused };
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
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => ingestBatchIn(tx, valid));
    } catch (err) {
      if (attempt >= 8 || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

export function registerBatchIngestRoutes(app: FastifyInstance): void {
  const keys = app.config.ingestKeys;
  const isKnown = ingestKeyChecker(keys);

  app.post(INGEST_PATH, { bodyLimit: 32 * 1024 * 1024 }, async (request): Promise<BatchIngestResult> => {
    if (keys.length === 0)
      throw new DomainError(
        'INGESTION_DISABLED',
        'Event ingestion is off: set INGEST_KEYS (comma-separated API keys) and restart the server',
        503,
      );
    const given = request.headers[INGEST_KEY_HEADER];
    if (typeof given !== 'string' || given.length === 0)
      throw new DomainError(
        'INGEST_KEY_REQUIRED',
        `Send an ingest key in the ${INGEST_KEY_HEADER} header`,
        401,
      );
    if (!isKnown(given))
      throw new DomainError('INGEST_KEY_INVALID', `The ${INGEST_KEY_HEADER} is not one of INGEST_KEYS`, 403);

    const { valid, refused } = checkBatch(request.body);
    const outcome: BatchOutcome =
      valid.length > 0 ? await ingestBatch(app.db, valid) : { accepted: [], duplicates: [], effects: [] };
    // Committed: the records are the truth the index and the live pages mirror.
    await mirrorCommittedEffects(app, request.log, outcome.effects);
    return { accepted: outcome.accepted, duplicates: outcome.duplicates, refused };
  });
}
