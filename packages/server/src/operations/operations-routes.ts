// Operability (docs/operations.md): /healthz (the process is alive and its database answers), /readyz
// (ready for traffic: database reachable, rank index answering, applier within APPLY_READY_LAG_SECONDS), /metrics (Prometheus text format,
// loopback callers or METRICS_TOKEN).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@eventory/domain/errors';
import { readApplyLag } from '../engine/event-log.ts';

/** A readiness check that takes longer than this counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function readiness(check: () => Promise<unknown>, what: string): Promise<string> {
  try {
    await within(check(), what);
    return 'ok';
  } catch (err) {
    if (err instanceof Error && (err.message.includes('did not answer') || err.message.includes('behind')))
      return err.message;
    return `${what} failed`;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return LOOPBACK.has(request.ip);
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && sameSecret(match[1], token);
}

export async function registerOperationsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => {
    await app.db.execute('select 1');
    return { status: 'ok', database: app.dbKind };
  });

  app.get('/readyz', async (request, reply) => {
    const checks = {
      database: await readiness(() => app.db.execute('select 1'), 'the database'),
      rankIndex: await readiness(() => app.ranking.containerIDs(), `the ${app.ranking.kind} rank index`),
      applier: await readiness(async () => {
        const lag = await readApplyLag(app.db);
        if (lag.seconds > app.config.applyReadyLagSeconds)
          throw new Error(
            `the applier is ${Math.round(lag.seconds)} s (${lag.positions} events) behind the event log, over APPLY_READY_LAG_SECONDS=${app.config.applyReadyLagSeconds}`,
          );
      }, 'the applier'),
    };
    const ready = Object.values(checks).every((c) => c === 'ok');
    if (!ready) request.log.warn({ checks }, 'not ready');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, app.config.metricsToken))
      throw app.config.metricsToken === undefined
        ? new DomainError(
            'FORBIDDEN',
            'Metrics are served to the loopback address only; set METRICS_TOKEN to scrape from elsewhere.',
            403,
          )
        : new DomainError('UNAUTHORIZED', 'Send the METRICS_TOKEN as "Authorization: Bearer <token>".', 401);
    return reply
      .header('content-type', app.metrics.registry.contentType)
      .send(await app.metrics.registry.metrics());
  });
}
