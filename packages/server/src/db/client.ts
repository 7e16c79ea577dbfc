// One database handle for both drivers: embedded PGlite (default, and the tests) and a real
// PostgreSQL (DATABASE_URL). Both speak the same dialect, so one schema and one set of migrations.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config/config.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** undefined = in memory */
      dataDir?: string;
      /** Start from a dumped data directory (tests: a migrated template, ~10x faster than initdb). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Isolates everything (tables and migrations) in this schema. */ schema?: string;
    };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The Postgres schema the tables live in. */
  schema: string;
  /** The embedded client, for PGlite only (e.g. to dump a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const targetFromConfig = (config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(resolve(config.dataDir), 'pglite') };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(
  target: DatabaseTarget | Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  const t = 'kind' in target ? target : targetFromConfig(target);
  if (t.kind === 'pglite') {
    if (t.dataDir !== undefined) mkdirSync(t.dataDir, { recursive: true });
    const client = new PGlite({
      // The extensions the migrations create (0003: trigram indexes for the campaign list's text filters).
      extensions: { pg_trgm },
      ...(t.dataDir !== undefined ? { dataDir: t.dataDir } : {}),
      ...(t.loadDataDir !== undefined ? { loadDataDir: t.loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client) as unknown as Db;
    return { db, kind: 'pglite', schema: 'public', pglite: client, close: () => client.close() };
  }

  const schema = t.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema))
    throw new Error(`Postgres schema name ${JSON.stringify(schema)} is not a plain identifier`);
  if (schema !== 'public') {
    const setup = new pg.Client({ connectionString: t.url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: t.url,
    max: 10,
    ...(schema !== 'public' ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Db;
  return { db, kind: 'postgres', schema, close: () => pool.end() };
}

/** The drizzle-kit output folder, found from here both in src/ (tests, tsx) and in the bundled dist/main.js. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(
    'Database migrations not found (packages/server/drizzle). Run `npm run db:generate -w @eventory/server`.',
  );
}

/**
 * Applies the drizzle-kit migrations, with drizzle's own bookkeeping table (same shape and rule as
 * drizzle's migrator: a migration runs when newer than the last applied). Done here rather than with
 * the driver's migrate() because drizzle-kit writes foreign keys as "public"."table", which must
 * point at the isolated schema when one is used (parallel test files each get their own).
 */
export async function runMigrations(database: Database, folder: string = migrationsFolder()): Promise<void> {
  const { db, schema } = database;
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const migrationsSchema = schema === 'public' ? 'drizzle' : schema;
  const table = sql`${sql.identifier(migrationsSchema)}.${sql.identifier('__drizzle_migrations')}`;
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS ${sql.identifier(migrationsSchema)}`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS ${table} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const applied = await db.execute<{ created_at: string | number | null }>(
    sql`select created_at from ${table} order by created_at desc limit 1`,
  );
  const last = Number(rowsOf<{ created_at: string | number | null }>(applied)[0]?.created_at ?? 0);
  const pending = migrations.filter((m) => m.folderMillis > last);
  if (pending.length === 0) return;
  await db.transaction(async (tx) => {
    for (const migration of pending) {
      for (const statement of migration.sql) {
        const text = schema === 'public' ? statement : statement.replaceAll('"public".', `"${schema}".`);
        if (text.trim()) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`insert into ${table} ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

/** Plain SQL text with `$n` values on a handle's own client (pg-boss's database adapter, jobs/job-queue.ts). */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The SQL client under a drizzle handle of either driver. Without values the text may hold several statements
 * (pg-boss creates and migrates its schema so): PGlite runs those with `exec`, and both answer the last result.
 */
export function sqlClientOf(db: Db): SqlClient {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite)
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // In PGlite's own transaction: on an error it rolls back, so a failed `BEGIN; …; COMMIT;` text does not
        // leave the one shared connection in an aborted transaction.
        return (await client.transaction((tx) => tx.exec(text))).at(-1) ?? { rows: [] };
      },
    };
  return {
    async executeSql(text, values) {
      const result = (await client.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
  };
}

/** `db.execute` answers `{rows}` on both drivers; this reads them with one type. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
