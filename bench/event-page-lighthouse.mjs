// Lighthouse 12 (mobile preset) on the demo event page served by the built product, in Debian's Chromium.
// Reference in the same run: the same audit of a minimal static HTML page from a bare Node http server.
// Targets: performance ≥ 95, accessibility ≥ 95. Run after `npm run build`:
//   node bench/event-page-lighthouse.mjs            (RUNS=3 by default; the median run is reported)
// CHROME_PATH (default /usr/bin/chromium) picks the browser.
import { createServer as createHttpServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startProduct } from './lib/product.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A minimal, well-formed phone page: the best score a page can get on this machine. */
const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Reference page">
<title>Reference</title><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:440px;padding:16px;color:#1c1d21}</style>
</head><body><main><h1>Reference page</h1><p>A static page with a heading and a paragraph of text, served by a bare Node http server.</p></main></body></html>`;

async function startReference() {
  const port = await freePort();
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(REFERENCE_HTML);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((r) => server.close(r)) };
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function medianRun(runs) {
  const perf = median(runs.map((lhr) => score(lhr, 'performance')));
  return runs.find((lhr) => score(lhr, 'performance') === perf) ?? runs[0];
}

function describeRun(name, runs) {
  const lhr = medianRun(runs);
  const scores = CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ');
  console.log(`${name}`);
  console.log(
    `  scores (median run): ${scores}   performance per run: ${runs.map((r) => score(r, 'performance')).join(', ')}`,
  );
  console.log(
    `  FCP ${metric(lhr, 'first-contentful-paint').toFixed(0)} ms, LCP ${metric(lhr, 'largest-contentful-paint').toFixed(0)} ms, ` +
      `TBT ${metric(lhr, 'total-blocking-time').toFixed(0)} ms, CLS ${metric(lhr, 'cumulative-layout-shift').toFixed(3)}, ` +
      `Speed Index ${metric(lhr, 'speed-index').toFixed(0)} ms, transfer ${(metric(lhr, 'total-byte-weight') / 1024).toFixed(1)} KiB`,
  );
  return lhr;
}

/** The audits that cost points, so the report says what limits the score. */
function failing(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => `${a.id} (${Math.round(a.score * 100)}${a.displayValue ? `, ${a.displayValue}` : ''})`);
}

const reference = await startReference();
const product = await startProduct('lh');
const refRuns = [];
const pageRuns = [];
try {
  // Warm the page once (first request compiles nothing, but fills the server's caches).
  await fetch(`${product.url}/event/demo?lang=en_US`);
  for (let i = 0; i < RUNS; i++) {
    refRuns.push(await audit(reference.url));
    pageRuns.push(await audit(`${product.url}/event/demo?lang=en_US`));
  }
} finally {
  await product.stop();
  await reference.stop();
}

console.log(
  `Lighthouse ${pageRuns[0]?.lighthouseVersion}, mobile preset, ${RUNS} run(s) each, ${CHROME_PATH}`,
);
const ref = describeRun('reference: minimal static page (bare node http)', refRuns);
const lhr = describeRun('eventory demo event page /event/demo', pageRuns);
for (const category of ['performance', 'accessibility']) {
  const ratio = score(lhr, category) / Math.max(1, score(ref, category));
  const target = score(lhr, category) >= 95 ? 'meets ≥ 95' : 'BELOW the 95 target';
  console.log(
    `  ${category}: ${score(lhr, category)} vs reference ${score(ref, category)} (${ratio.toFixed(2)}x), ${target}`,
  );
  const costs = failing(lhr, category);
  if (costs.length > 0) console.log(`    audits losing points: ${costs.join('; ')}`);
}
