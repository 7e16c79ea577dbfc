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
import { createRateLimiter } from '../http/rate-limit.ts';
import { ingestBatchIn, ScoreRangeExceeded, type BatchOutcome } from './ingest.ts';
import {
  INGEST_KEY_FAILURES,
  INGEST_KEY_HEADER,
  INGEST_PATH,
  type BatchIngestResult,
  type RefusedEvent,
} from './batch-ingest.ts';
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

export function registerBatchIngestRoutes(app: FastifyInstance): void {
  const keys = app.config.ingestKeys;
  const isKnown = ingestKeyChecker(keys);
  // Key guessing is throttled per client address: after INGEST_KEY_FAILURES.limit failures in a
  // window, every call from that address is refused until the window ends, right key or not.
  const keyFailures = createRateLimiter(INGEST_KEY_FAILURES);

  app.post(
    INGEST_PATH,
    { bodyLimit: 32 * 1024 * 1024, config: { itemsJudgedOneByOne: true } },
    async (request, reply): Promise<BatchIngestResult> => {
      if (keys.length === 0)
        throw new DomainError(
          'INGESTION_DISABLED',
          'Event ingestion is off: set INGEST_KEYS (comma-separated API keys) and restart the server',
          503,
        );
      if (keyFailures.exhausted(request.ip)) {
        reply.header('retry-after', String(INGEST_KEY_FAILURES.windowMs / 1000));
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          `Too many missing or wrong ${INGEST_KEY_HEADER} values from this address; wait a minute and send the right key.`,
          429,
        );
      }
      const given = request.headers[INGEST_KEY_HEADER];
      if (typeof given !== 'string' || given.length === 0) {
        keyFailures.take(request.ip);
        throw new DomainError(
          'INGEST_KEY_REQUIRED',
          `Send an ingest key in the ${INGEST_KEY_HEADER} header`,
          401,
        );
      }
      if (!isKnown(given)) {
        keyFailures.take(request.ip);
        throw new DomainError(
          'INGEST_KEY_INVALID',
          `The ${INGEST_KEY_HEADER} is not one of INGEST_KEYS`,
          403,
        );
      }

      const { valid, refused, positions } = checkBatch(request.body);
      const outcome: BatchOutcome =
        valid.length > 0
          ? await ingestBatch(app.db, valid)
          : { accepted: [], duplicates: [], effects: [], outOfRange: [] };
      // Committed: the records are the truth the index and the live pages mirror.
      await mirrorCommittedEffects(app, request.log, outcome.effects);
      const indexOf = new Map<string, number>();
      valid.forEach((e) => indexOf.set(e.ID, positions.get(e) ?? 0));
      const outOfRange: RefusedEvent[] = outcome.outOfRange.map((r) => ({
        index: indexOf.get(r.ID) ?? 0,
        ID: r.ID,
        field: r.field,
        message: r.message,
      }));
      return {
        accepted: outcome.accepted,
        duplicates: outcome.duplicates,
        refused: [...refused, ...outOfRange].sort((a, b) => a.index - b.index),
      };
    },
  );
}
