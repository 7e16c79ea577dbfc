// POST /v1/events: the host app's batch ingestion (issue "Scoring engine" §1). Authenticated by an
// x-ingest-key from INGEST_KEYS (wrong keys throttled per client address); the batch is judged and
// appended to the event log by engine/batch-ingest.ts, and the answer is sent only after it commits, so every
// acknowledged event is durable. The applier scores it afterwards (docs/engine.md); `?wait=applied` answers
// only once it has, with the events refused at apply time.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@eventory/domain/errors';
import { createRateLimiter } from '../http/rate-limit.ts';
import { z } from 'zod';
import { parseWith } from '../http/validation.ts';
import { logHead } from './event-log.ts';
import {
  appendBatchBody,
  withApplyRefusals,
  ingestKeyChecker,
  INGEST_KEY_FAILURES,
  INGEST_KEY_HEADER,
  INGEST_PATH,
  type BatchIngestResult,
} from './batch-ingest.ts';

/** How long `?wait=applied` waits for the applier before answering 503 (the batch stays appended). */
const APPLY_WAIT_MS = 30_000;

const ingestQuery = z.object({ wait: z.enum(['applied']).optional() });

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

      const { wait } = parseWith(ingestQuery, request.query ?? {}, 'query');
      const timer = app.metrics.ingestBatchSeconds.startTimer();
      // Back-pressure (decisions 0100, 0102): the batch appends once the log has room for it within
      // APPLY_BACKLOG_LIMIT; `?wait=applied` waits for the applier anyway.
      const appended = await appendBatchBody(
        app.db,
        request.body,
        wait === 'applied' ? undefined : (size, append) => app.applier.admitted(size, append),
      );
      // Durable in the log: the applier scores it from here (and mirrors it once committed).
      app.applier.kick();
      let result = appended.result;
      // Resent events already in the log may not be applied yet either: then wait for the log's head.
      const through =
        wait !== 'applied'
          ? 0
          : appended.result.duplicates.length > 0
            ? await logHead(app.db)
            : appended.lastSeq;
      if (through > 0) {
        if (!(await app.applier.waitFor(through, APPLY_WAIT_MS)))
          throw new DomainError(
            'APPLY_TIMEOUT',
            `The batch is stored in the event log and will be applied, but the applier did not reach it within ${APPLY_WAIT_MS / 1000} s; read again later (resending it changes nothing)`,
            503,
          );
        result = await withApplyRefusals(app.db, appended);
      }
      timer();
      app.metrics.ingestEvents.inc({ outcome: 'accepted' }, result.accepted.length);
      app.metrics.ingestEvents.inc({ outcome: 'duplicate' }, result.duplicates.length);
      app.metrics.ingestEvents.inc({ outcome: 'refused' }, result.refused.length);
      return result;
    },
  );
}
