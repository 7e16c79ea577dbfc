// The ops tools' fetcher kinds (campaign-cache, json-file) register themselves when ops-board-sources.ts
// runs. The package declares its modules free of side effects, and the data client only uses that
// module's re-export of loadBoardPage, so a production bundle dropped the registrations ("No fetcher of
// kind 'campaign-cache'" on every event page). Bundled here as the pages' build does (Vite), the
// registrations must survive.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const blocksRoot = resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'eventory-ops-sources-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the ops board sources in a production bundle', () => {
  it('keeps the campaign-cache and json-file registrations', async () => {
    const entry = join(dir, 'entry.js');
    const module = JSON.stringify(join(blocksRoot, 'src', 'data', 'ops-board-sources.ts'));
    writeFileSync(entry, `export { loadBoardPage } from ${module};\n`);
    const out = (await build({
      configFile: false,
      root: blocksRoot,
      logLevel: 'silent',
      build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'probe' } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const code = (Array.isArray(out) ? out : [out])
      .flatMap((o) => o.output)
      .map((file) => (file.type === 'chunk' ? file.code : ''))
      .join('\n');
    expect(code).toContain('No fetcher of kind');
    expect(code).toMatch(/registerBoardSource\(\s*["'`]campaign-cache["'`]/);
    expect(code).toMatch(/registerBoardSource\(\s*["'`]json-file["'`]/);
  });
});
