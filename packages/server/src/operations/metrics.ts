// The server's Prometheus metrics (prom-client): one registry per app, so several apps in one process
// (tests, two-process checks) never mix their figures. Request timing and the slow-request log are one
// onResponse hook; the ingest route counts what it accepted and refused.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rowsOf } from '../db/client.ts';
import { eventRefusals } from '../db/schema/campaigns.ts';
import { readApplyLag } from '../engine/event-log.ts';

export type IngestOutcome = 'accepted' | 'duplicate' | 'refused';

export interface Metrics {
  registry: Registry;
  /** Events of `POST /v1/events` by outcome. */
  ingestEvents: Counter<'outcome'>;
  /** Seconds from reading a batch to its answer (judging and the append; with ?wait=applied, the apply too). */
  ingestBatchSeconds: Histogram;
  /** Seconds an appended batch's acknowledgement waited for the applier (back-pressure), per batch held. */
  ingestHeldSeconds: Histogram;
  /** Seconds from an event's append (its acknowledgement) to its apply, per event applied by this process. */
  applyLagSeconds: Histogram;
  /** Events this process applied (refused ones not included). */
  appliedEvents: Counter;
  /** Seconds per request by method, route pattern and status class (rank reads are their routes). */
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Buckets from 1 ms to 10 s: rank reads sit at the low end, batches of 5,000 at the high end. */
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** node-postgres' pool behind a drizzle database, when there is one (PGlite has none). */
function poolOf(db: unknown): PoolLike | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (client && typeof client === 'object' && 'totalCount' in client && 'waitingCount' in client)
    return client as PoolLike;
  return undefined;
}

export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'eventory_' });

  const metrics: Metrics = {
    registry,
    ingestEvents: new Counter({
      name: 'eventory_ingest_events_total',
      help: 'Events received by POST /v1/events, by outcome (accepted, duplicate, refused).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    ingestBatchSeconds: new Histogram({
      name: 'eventory_ingest_batch_seconds',
      help: 'Time to judge and append (one transaction) one batch of POST /v1/events, and with ?wait=applied to wait for its apply.',
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    ingestHeldSeconds: new Histogram({
      name: 'eventory_ingest_held_seconds',
      help: 'Time a batch (POST /v1/events, JetStream) waited before it was appended to the event log because the log held APPLY_BACKLOG_LIMIT unapplied events (back-pressure), per batch held.',
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    applyLagSeconds: new Histogram({
      name: 'eventory_apply_lag_seconds',
      help: 'Time from an event appended to the log (acknowledged) to its effects applied and committed, per event.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    appliedEvents: new Counter({
      name: 'eventory_applied_events_total',
      help: 'Events of the log this process applied to the records (refused ones not included).',
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'eventory_http_request_seconds',
      help: 'HTTP request duration by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'eventory_live_subscribers',
    help: 'Open live-channel websockets on this process.',
    registers: [registry],
    collect() {
      const server = (app as { websocketServer?: { clients: Set<unknown> } }).websocketServer;
      this.set(server?.clients.size ?? 0);
    },
  });
  new Gauge({
    name: 'eventory_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on embedded PGlite.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = poolOf(app.db);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'eventory_apply_behind_positions',
    help: 'Events appended to the log and not applied yet (any process applying).',
    registers: [registry],
    async collect() {
      this.set((await readApplyLag(app.db)).positions);
    },
  });
  new Gauge({
    name: 'eventory_apply_behind_seconds',
    help: 'Age of the oldest event appended to the log and not applied yet (0 when caught up).',
    registers: [registry],
    async collect() {
      this.set((await readApplyLag(app.db)).seconds);
    },
  });
  new Gauge({
    name: 'eventory_events_refused_at_apply',
    help: 'Acknowledged events refused when applied (past the score range), kept in event_refusals.',
    registers: [registry],
    async collect() {
      const [row] = rowsOf<{ n: number | string }>(
        await app.db.execute(sql`select count(*) as n from ${eventRefusals}`),
      );
      this.set(Number(row?.n ?? 0));
    },
  });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    // The route pattern, never the raw URL: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestSeconds.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      seconds,
    );
    if (reply.elapsedTime > app.config.slowRequestMs)
      request.log.warn(
        { route, method: request.method, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        `slow request: ${request.method} ${route} took ${Math.round(reply.elapsedTime)} ms`,
      );
  });
}
