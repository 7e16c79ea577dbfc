// Which database each integration test file runs on, read from the declaration on its first line
// (docs/testing.md, "Backends"). A file without one stops the test run: no test touches a database
// without saying where it means something.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * - `both`: SQL, transactions, locks, the event log, the applier, ranking: PGlite and PostgreSQL (+ Redis).
 * - `once`: through HTTP and services with no dialect-specific code: one run, on PostgreSQL when
 *   DATABASE_URL is set, else on PGlite.
 * - `pglite`: the embedded database only (its files, the rank index in memory).
 * - `postgres`: PostgreSQL only (two processes on one database); needs DATABASE_URL.
 * - `redis`: Redis only; runs once, with REDIS_URL, beside PostgreSQL.
 */
export const BACKENDS = ['both', 'once', 'pglite', 'postgres', 'redis'] as const;
export type Backends = (typeof BACKENDS)[number];

const DECLARATION = /^\/\/ backends: (\w+)\b/;

export function backendsOf(file: string): Backends {
  const first = readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
  const found = DECLARATION.exec(first)?.[1];
  if (!found || !(BACKENDS as readonly string[]).includes(found))
    throw new Error(
      `${file}: an integration test starts with "// backends: ${BACKENDS.join(' | ')}" ` +
        `(docs/testing.md, "Backends"); found ${JSON.stringify(first.slice(0, 60))}`,
    );
  return found as Backends;
}

function integrationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.int.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** The integration files per run: `pglite` and, when PostgreSQL is there, `postgres`. */
export function integrationRuns(
  root: string,
  env: { DATABASE_URL?: string; REDIS_URL?: string },
): { pglite: string[]; postgres: string[] } {
  const runs = { pglite: [] as string[], postgres: [] as string[] };
  const onPostgres = Boolean(env.DATABASE_URL);
  for (const file of integrationFiles(join(root, 'packages/server/src'))) {
    const path = relative(root, file);
    const backends = backendsOf(file);
    if (backends === 'both' || backends === 'pglite' || (backends === 'once' && !onPostgres))
      runs.pglite.push(path);
    if (!onPostgres) continue;
    if (backends === 'both' || backends === 'once' || backends === 'postgres') runs.postgres.push(path);
    if (backends === 'redis' && env.REDIS_URL) runs.postgres.push(path);
  }
  return runs;
}
