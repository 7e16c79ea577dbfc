// Memory of the in-process rank index alone (issue 16 §2): MEMBERS UUID-keyed members loaded into
// MemoryRankIndex in 50,000-entry batches (as the start-up rebuild does), measured after a forced GC as V8
// heap + array buffers. Reference in the same run: the same keys in a plain Map<string, number> (the least a
// JavaScript process holding the keys as strings costs), loaded and measured the same way.
//
// Run: `node bench/rank-index-memory.mjs` (knob: MEMBERS, 1000000); without --expose-gc it runs itself again
// with the flag in a child process. Bundles the index from the sources with esbuild into the OS temp directory.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

if (typeof globalThis.gc !== 'function') {
  // The measurement needs a forced GC: the same script again, with the flag.
  const child = spawnSync(process.execPath, ['--expose-gc', import.meta.filename], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
const root = resolve(import.meta.dirname, '..');
const MEMBERS = Number(process.env.MEMBERS ?? 1_000_000);
const out = join(tmpdir(), `eventory-rank-index-${process.pid}.mjs`);
await build({
  entryPoints: [join(root, 'packages/server/src/ranking/memory-index.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
});
const { MemoryRankIndex } = await import(out);
rmSync(out);

const keyOf = (g) => {
  const h = createHash('md5').update(String(g)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
function* batches() {
  for (let g = 1; g <= MEMBERS; g += 50_000) {
    const batch = [];
    for (let i = g; i < Math.min(g + 50_000, MEMBERS + 1); i++)
      batch.push({
        key: keyOf(i),
        score: Math.floor(Math.random() * 200_000),
        lastUpdateMs: 1_763_000_000_000 + (i % 86_400_000),
      });
    yield batch;
  }
}
const used = () => {
  globalThis.gc();
  globalThis.gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
};

async function measure(name, fill) {
  const before = used();
  const started = performance.now();
  const held = await fill();
  const ms = performance.now() - started;
  const mb = used() - before;
  console.log(`${name.padEnd(40)} +${mb.toFixed(0).padStart(4)} MB   loaded in ${ms.toFixed(0)} ms`);
  return { mb, held };
}

console.log(`${MEMBERS.toLocaleString('en')} UUID-keyed members, V8 heap + array buffers after a forced GC`);
const reference = await measure('reference: Map<string, number> of the keys', async () => {
  const map = new Map();
  for (const batch of batches()) for (const e of batch) map.set(e.key, e.score);
  return map;
});
reference.held = undefined;
const index = await measure('MemoryRankIndex (ranked, with rank lookups)', async () => {
  const ranking = new MemoryRankIndex();
  await ranking.load(1, batches());
  return ranking;
});
if ((await index.held.size(1)) !== MEMBERS) throw new Error('index size differs');
console.log(`index / reference: ${(index.mb / reference.mb).toFixed(2)}×`);
