// Runs every benchmark in bench/ in turn. Each prints its own figures and its ratio to a reference
// measured in the same run. `npm run bench` (after `npm run build`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const here = import.meta.dirname;
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .sort()) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, [resolve(here, file)], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
