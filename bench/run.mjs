// Runs every benchmark in bench/ in turn, or those whose name starts with one of the arguments
// (`node bench/run.mjs engine-` = `npm run bench:engine`). Each prints its own figures and its ratio to a
// reference measured in the same run. `npm run bench` (after `npm run build`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const here = import.meta.dirname;
const prefixes = process.argv.slice(2);
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .filter((f) => prefixes.length === 0 || prefixes.some((p) => f.startsWith(p)))
  .sort()) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, [resolve(here, file)], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
