// The Fastify app: API, guards, error shape and the two front ends on one port. Database opening,
// migrations and seeding happen in main.ts (and the test harness), so building an app is cheap.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerGuard } from './auth/guard.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { resolveSessionKey } from './auth/session-token.ts';
import { registerWhitelistRoutes } from './auth/whitelist-routes.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerFrontends, type FrontendDists } from './http/frontends.ts';
import { registerSecurityHeaders } from './http/headers.ts';
import { registerSlice } from './slice.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    config: Config;
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
}

export async function buildApp({
  config,
  db,
  dbKind = 'pglite',
  logger,
  frontendDists,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbKind', dbKind);

  registerErrorHandling(app, config);
  registerSecurityHeaders(app, config);
  registerGuard(app, await resolveSessionKey(config, db));

  app.get('/healthz', async () => {
    await db.execute('select 1');
    return { status: 'ok', database: dbKind };
  });

  await registerAuthRoutes(app);
  await registerWhitelistRoutes(app);
  await registerSlice(app);
  await registerFrontends(app, config, frontendDists);
  return app;
}
