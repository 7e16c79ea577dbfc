// Integration tests get the real app on a real, private database: in-memory PGlite (TEST_DB unset
// or "pglite") or, with TEST_DB=postgres, a fresh randomly named schema in DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@eventory/domain/permissions';
import type { AdminSession } from '@eventory/domain/session';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { queueSchemaFor } from '../jobs/job-queue.ts';
import { upsertWhitelistEntry } from '../auth/whitelist.ts';
import { RedisRankIndex } from '../ranking/redis-index.ts';
import { startFakeGoogle, type FakeGoogle } from './google-fake.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /**
   * Signs in through the real sign-in route (development sign-in; in production config, a Google
   * ID token from a local key set) and answers the access token.
   */
  signIn(
    roles: Role[],
    opts?: { email?: string; isSuperAdmin?: boolean; readonly?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
  /** Where its data lives (PostgreSQL schema, Redis prefix), for a second app on the same (sameDatabaseAs). */
  readonly storage: { schema?: string; redisPrefix?: string };
}

// initdb costs PGlite seconds: each test app starts from the migrated template the run made once
// (scripts/integration-setup.ts), read once per file.
let pgliteTemplate: Blob | undefined;
function migratedPgliteTemplate(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return pgliteTemplate;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'frontendDists'> & {
    /**
     * Open this app on the same PostgreSQL schema and Redis prefix as another test app, as a second
     * server process would (TEST_DB=postgres only). Close it before the first, which drops them.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const { sameDatabaseAs, ...buildOptions } = options;
  const production = overrides.appEnv === 'production';
  let google: FakeGoogle | undefined;
  if (production && overrides.googleJwksUrl === undefined) google = await startFakeGoogle();

  // Each test app keeps its stored files in a private temporary directory (removed at close).
  const storageDir = overrides.storage ? undefined : await mkdtemp(join(tmpdir(), 'eventory-storage-'));
  const base = loadConfig({ APP_ENV: 'development', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const config: Config = {
    ...base,
    ...(storageDir ? { storage: { ...base.storage, dir: storageDir } } : {}),
    ...(production ? { sessionSecret: randomBytes(32).toString('hex') } : {}),
    ...(google ? { googleClientId: google.clientId, googleJwksUrl: google.jwksUrl } : {}),
    ...overrides,
  };

  const usePostgres = process.env.TEST_DB === 'postgres';
  const storage: { schema?: string; redisPrefix?: string } = {};
  let dropSchema = async () => {};
  let database: Database;
  if (usePostgres) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const schema = sameDatabaseAs?.storage.schema ?? `t_${randomBytes(6).toString('hex')}`;
    database = await openDatabase({ kind: 'postgres', url, schema });
    storage.schema = schema;
    // A second app on the same schema leaves dropping it to the first.
    if (!sameDatabaseAs)
      dropSchema = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
          // The job queue's own schema beside it (jobs/job-queue.ts), if a scheduler ran.
          await client.query(`DROP SCHEMA IF EXISTS "${queueSchemaFor(schema)}" CASCADE`);
        } finally {
          await client.end();
        }
      };
  } else {
    if (sameDatabaseAs) throw new Error('sameDatabaseAs needs TEST_DB=postgres (PGlite is in-process)');
    database = await openDatabase({
      kind: 'pglite',
      loadDataDir: migratedPgliteTemplate(),
    });
  }
  await prepareDatabase(database, config);
  // On Postgres with REDIS_URL set (CI's second run) the ranking lives in Redis, under a private prefix.
  const redisUrl = usePostgres ? process.env.REDIS_URL : undefined;
  const redisPrefix = redisUrl
    ? (sameDatabaseAs?.storage.redisPrefix ?? `test-${randomBytes(6).toString('hex')}`)
    : undefined;
  if (redisPrefix) storage.redisPrefix = redisPrefix;
  const ranking =
    redisUrl && redisPrefix ? new RedisRankIndex({ url: redisUrl, prefix: redisPrefix }) : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    logger: false,
    ...(ranking ? { ranking } : {}),
    ...buildOptions,
  });
  await app.ready();

  async function signIn(
    roles: Role[],
    opts: { email?: string; isSuperAdmin?: boolean; readonly?: boolean } = {},
  ): Promise<string> {
    const email = (
      opts.email ?? `${roles.join('-').toLowerCase() || 'no-role'}@test.eventory.app`
    ).toLowerCase();
    // Super admin and readonly come from the whitelist, as in the product; write the fixture there.
    if (opts.isSuperAdmin || opts.readonly || production)
      await upsertWhitelistEntry(database.db, {
        email,
        roles,
        isSuperAdmin: opts.isSuperAdmin ?? false,
        readonly: opts.readonly ?? false,
      });
    let response;
    if (production) {
      if (!google)
        throw new Error(
          'signIn in production needs the built-in fake Google (do not override googleJwksUrl)',
        );
      const idToken = await google.mintIdToken({ email });
      response = await app.inject({ method: 'POST', url: '/v1/admin/auth/google', payload: { idToken } });
    } else {
      response = await app.inject({ method: 'POST', url: '/v1/admin/auth/dev', payload: { email, roles } });
    }
    if (response.statusCode !== 200)
      throw new Error(`test sign-in failed: ${response.statusCode} ${response.body}`);
    return (response.json() as AdminSession).accessToken;
  }

  return {
    app,
    db: database.db,
    config,
    signIn,
    storage,
    async close() {
      if (!sameDatabaseAs) await ranking?.dropAll();
      await app.close();
      await database.close();
      await dropSchema();
      await google?.close();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
