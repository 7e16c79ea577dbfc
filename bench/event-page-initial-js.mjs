// Issue 14 §5: all the JavaScript a viewer's browser fetches before the demo event page shows its ranking,
// counting every chunk requested before then (the entry, its imports and every lazy chunk), gzip. Target ≤ 100 KB.
// Chromium (playwright-core, 390 × 844) opens /event/demo on the built product; the page notes the moment the
// leaderboard's first row is in the DOM (a MutationObserver from an init script) and every .js resource whose
// request started before it (Resource Timing) is counted at its gzip size (level 9, from the built file).
// Reference in the same run: the whole event-page build (every .js file under packages/pages/dist), so the ratio
// says which share of it a viewer pays before the ranking. Run after `npm run build`:
//   node bench/event-page-initial-js.mjs            (RUNS=3; the largest run is reported)
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProduct } from './lib/product.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const LANG = process.env.LANG_PARAM ?? 'en_US';
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET_KB = 100;
const ASSETS = resolve(import.meta.dirname, '../packages/pages/dist/assets');
const FIRST_ROW = '[data-block="Leaderboard"] [data-rank="1"]';

const gzipKB = (file) => gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length / 1000;
const chunkName = (file) => file.replace(/-[\w-]{8}\.js$/, '');

/** One page view: the built .js files whose request started before the first ranking row showed. */
async function beforeRanking(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript((selector) => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector(selector)) {
        window.__rankingShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, FIRST_ROW);
  await page.goto(url);
  await page.waitForFunction(() => window.__rankingShownAt !== undefined, null, { timeout: 60_000 });
  // Let anything started in the same moment report its timing entry.
  await page.waitForTimeout(500);
  const { shownAt, scripts } = await page.evaluate(() => ({
    shownAt: window.__rankingShownAt,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
  }));
  await context.close();
  const files = (list) => list.map((s) => s.path.replace(/^\/event-assets\/assets\//, ''));
  return {
    shownAt,
    before: files(scripts.filter((s) => s.startTime <= shownAt)),
    after: files(scripts.filter((s) => s.startTime > shownAt)),
  };
}

const total = (files) => files.reduce((sum, f) => sum + gzipKB(f), 0);
const listed = (files) =>
  files
    .map((f) => [chunkName(f), gzipKB(f)])
    .sort((a, b) => b[1] - a[1])
    .map(([name, kb]) => `${name} ${kb.toFixed(1)}`)
    .join(', ');

const allFiles = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const product = await startProduct('initial-js');
const runs = [];
try {
  const url = `${product.url}/event/demo?lang=${LANG}`;
  await fetch(url);
  for (let i = 0; i < RUNS; i++) runs.push(await beforeRanking(browser, url));
} finally {
  await browser.close();
  await product.stop();
}

const reference = total(allFiles);
console.log(
  `JavaScript fetched before the demo page's first ranking row shows, gzip level 9, ${CHROME_PATH}`,
);
console.log(
  `reference: the whole event-page build, ${allFiles.length} .js files: ${reference.toFixed(1)} KB (1.00x)`,
);
runs.forEach((run, i) =>
  console.log(
    `  run ${i + 1}: ranking at ${run.shownAt.toFixed(0)} ms, ${run.before.length} files ${total(run.before).toFixed(1)} KB before it, ` +
      `${run.after.length} files ${total(run.after).toFixed(1)} KB after it`,
  ),
);
const worst = runs.reduce((a, b) => (total(b.before) > total(a.before) ? b : a));
const kb = total(worst.before);
console.log(
  `before the ranking (largest run): ${kb.toFixed(1)} KB = ${(kb / reference).toFixed(2)}x the reference, ` +
    `${kb <= BUDGET_KB ? 'meets' : 'OVER'} the ${BUDGET_KB} KB budget`,
);
console.log(`  ${listed(worst.before)}`);
if (worst.after.length > 0) console.log(`after it: ${listed(worst.after)}`);
