// The Fastify app: API, guards, error shape and the two front ends on one port. Database opening,
// migrations and seeding happen in main.ts (and the test harness), so building an app is cheap.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import { registerGuard } from './auth/guard.ts';
import { resolveSessionKey } from './auth/session-token.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerFrontends, type FrontendDists } from './http/frontends.ts';
import { registerSecurityHeaders } from './http/headers.ts';
import { registerInputCheck } from './http/input-check.ts';
import { registerRoutes } from './routes.ts';
import { registerRouteTable } from './http/route-table.ts';
import { MemoryHub, RedisHub, type LiveHub } from './live/hub.ts';
import { registerMetrics } from './operations/metrics.ts';
import { attachRankIndex } from './ranking/attach.ts';
import { attachApplier } from './engine/applier.ts';
import type { RankIndex } from './ranking/rank-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    config: Config;
    /** The rank index of every container's records (ranking/). */
    ranking: RankIndex;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  dbKind?: 'pglite' | 'postgres';
  /** Fastify logger options; default: pino at LOG_LEVEL. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the built front ends are; default packages/{dashboard,pages}/dist. */
  frontendDists?: FrontendDists;
  /** The rank index to use (the app closes it); default: chosen from config.redisUrl. Rebuilt from the records at start. */
  ranking?: RankIndex;
  /**
   * Where the in-memory rank index is saved at a clean stop and loaded (then deleted) at start, to be
   * verified rather than rebuilt (decision 0101); main.ts sets it for an embedded database in DATA_DIR.
   */
  rankSnapshot?: string;
  /** The live hub (the app closes it); default: Redis pub/sub with REDIS_URL, else in-process. */
  live?: LiveHub;
}

export async function buildApp({
  config,
  db,
  dbKind = 'pglite',
  logger,
  frontendDists,
  ranking,
  rankSnapshot,
  live,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
    // Forwarded headers only from the configured proxies (TRUST_PROXY); none by default.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    frameworkErrors,
    // The id a 5xx answer gives the caller and the log keeps its details under: unique across restarts.
    genReqId: () => randomUUID(),
  });
  registerRouteTable(app);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbKind', dbKind);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  registerInputCheck(app);
  registerGuard(app, await resolveSessionKey(config, db));

  // Every answer names its request id: the id every log line of that request carries.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app);

  await attachRankIndex(app, ranking, rankSnapshot);
  // Applies the event log after ingestion acknowledged it (docs/engine.md).
  attachApplier(app);
  await registerRoutes(app, {
    live: live ?? (config.redisUrl ? new RedisHub(config.redisUrl) : new MemoryHub()),
  });
  await registerFrontends(app, config, frontendDists);
  return app;
}
