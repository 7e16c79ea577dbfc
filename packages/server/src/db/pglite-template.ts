// A migrated, empty PGlite data directory made at build time. Loading it on the first start of an
// empty DATA_DIR skips PGlite's initdb (about 3 s of the cold start); migrations still run after it,
// so a template older than the code only means more migrations to apply.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, runMigrations } from './client.ts';

export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar.gz';

/** The template beside the running bundle (packages/server/dist), if the build made one. */
export function templateBeside(dir: string): Blob | undefined {
  const path = join(dir, PGLITE_TEMPLATE_FILE);
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/** True when a PGlite data directory has never been initialised. */
export const isFreshDataDir = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

/** Writes a migrated, empty data directory: gzipped for the build, plain for the tests (faster to load). */
export async function writePgliteTemplate(
  path: string,
  compression: 'gzip' | 'none' = 'gzip',
): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(database);
    const dump = await database.pglite!.dumpDataDir(compression);
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}
