// Once per test run: the migrated PGlite template every integration test app starts from (initdb and the
// migrations take PGlite seconds; each file would otherwise pay them again). The harness loads it by path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from '../packages/server/src/db/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar), made once per run. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return;
  const dir = mkdtempSync(join(tmpdir(), 'eventory-pglite-template-'));
  const file = join(dir, 'template.tar');
  await writePgliteTemplate(file, 'none');
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
