// Server-side validation of a page blueprint (issue 14 §5): `validateBlueprint` of domain/block-validation.ts,
// the check every template and project save runs (and, on a third line, the whole check of a save: JSON parse,
// the zod shape of editor-projects.ts, then validateBlueprint), on a 2,000-block page built from the catalogue's blocks
// (tabs, leaderboards with rows, gifts, sections with texts and widgets). Reference in the same run: a
// JSON.parse + JSON.stringify round trip of the same document, the least a server does with a saved page.
// Target: validation ≤ 20 ms at p95. Run:  node bench/blueprint-validation.mjs   (BLOCKS=2000, RUNS=200)
// The domain is TypeScript; esbuild bundles the one module into a temporary file first (no build needed).
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { quantile } from './lib/product.mjs';

const BLOCKS = Number(process.env.BLOCKS ?? 2000);
const RUNS = Number(process.env.RUNS ?? 200);
const WARMUP = 20;

const dir = mkdtempSync(join(tmpdir(), 'eventory-bench-'));
const outfile = join(dir, 'block-validation.mjs');
const domain = resolve(import.meta.dirname, '../packages/domain/src');
await build({
  stdin: {
    contents: `export { validateBlueprint } from './block-validation.ts';
export { pageBlueprintSchema } from './editor-projects.ts';`,
    resolveDir: domain,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile,
  logLevel: 'error',
});
const { validateBlueprint, pageBlueprintSchema } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

/** A page of exactly `blocks` blocks that keeps every rule, mixing the catalogue's families. */
function pageOf(blocks) {
  const children = [];
  let count = 1;
  let i = 0;
  while (count + 5 <= blocks) {
    const kind = i % 4;
    if (kind === 0) {
      children.push({
        type: 'Leaderboard',
        id: `b${i}`,
        props: { containerID: String(i), count: 100, withRegion: true, cacheStrategy: 'cacheFirst' },
        children: [
          { type: 'LeaderboardRow', props: { unit: '{0} pt', dropdown: 'contribution', showBonus: false } },
        ],
      });
      count += 2;
    } else if (kind === 1) {
      children.push({
        type: 'Tabs',
        children: [1, 2, 3].map((n) => ({ type: 'Tab', props: { to: `/t${n}`, text: `Tab ${n}` } })),
      });
      count += 4;
    } else if (kind === 2) {
      children.push({
        type: 'Gifts',
        children: [1, 2].map((n) => ({ type: 'Gift', props: { giftId: `g${n}`, version: 1 } })),
      });
      count += 3;
    } else {
      children.push({
        type: 'Section',
        props: { padding: '8px' },
        children: [
          { type: 'Title', props: { text: `Section ${i}`, level: '2' } },
          { type: 'Text', props: { text: 'Lorem ipsum dolor sit amet.' } },
          { type: 'Countdown', props: { startTime: 0, endTime: 1_800_000_000, variant: 'twoDigit' } },
          { type: 'Markdown', props: { content: '**bold**', tableScroll: false } },
        ],
      });
      count += 5;
    }
    i += 1;
  }
  for (; count < blocks; count += 1) children.push({ type: 'Text', props: { text: 'end' } });
  return { root: { type: 'Page', props: { title: 'Bench' }, children }, count };
}

function measure(fn) {
  for (let i = 0; i < WARMUP; i += 1) fn();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

const { root, count } = pageOf(BLOCKS);
const text = JSON.stringify(root);
const problems = validateBlueprint(root);
if (problems.length > 0)
  throw new Error(`the bench page should be valid: ${JSON.stringify(problems.slice(0, 3))}`);

const reference = measure(() => JSON.stringify(JSON.parse(text)));
const validation = measure(() => validateBlueprint(root));
// What a save runs in all: the request body's shape (zod, domain editor-projects.ts), then the catalogue check.
const save = measure(() => validateBlueprint(pageBlueprintSchema.parse(JSON.parse(text))));
const fmt = (ms) => `${ms.toFixed(2)} ms`;
console.log(`blueprint: ${count} blocks, ${(text.length / 1024).toFixed(0)} KB of JSON, ${RUNS} runs each`);
console.log(`reference JSON.parse+stringify  p50 ${fmt(reference.p50)}  p95 ${fmt(reference.p95)}`);
console.log(`validateBlueprint               p50 ${fmt(validation.p50)}  p95 ${fmt(validation.p95)}`);
console.log(`parse + shape + validate (a save) p50 ${fmt(save.p50)}  p95 ${fmt(save.p95)}`);
console.log(
  `ratio (p50): ${(validation.p50 / reference.p50).toFixed(2)}× the round trip; target p95 ≤ 20 ms: ${validation.p95 <= 20 ? 'met' : 'MISSED'}`,
);
