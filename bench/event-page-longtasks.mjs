// Scrolling a 10,000-row leaderboard on the demo event page in Chromium (playwright-core, 390 × 844):
// long tasks over 50 ms (PerformanceObserver 'longtask') while scrolling from top to bottom, and the most
// row elements in the DOM at any moment (the list is virtualized). Reference in the same run: the same
// scroll over a static page holding a plain 10,000-row list. Run after `npm run build`:
//   node bench/event-page-longtasks.mjs        (ROWS=10000, STEP=1000 px per frame, MAX_SCROLL_MS=90000)
import { createServer as createHttpServer } from 'node:http';
import { chromium } from 'playwright-core';
import { freePort, startProduct } from './lib/product.mjs';

const ROWS = Number(process.env.ROWS ?? 10_000);
const STEP = Number(process.env.STEP ?? 1000);
/** The scroll stops after this long even if the bottom is not reached (the report says how far it got). */
const MAX_SCROLL_MS = Number(process.env.MAX_SCROLL_MS ?? 90_000);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INGEST_KEY = 'bench-longtasks-key';

/** Gives ROWS distinct streamers a score on the demo board through the ingest API (batches of 5000). */
async function seedRows(url) {
  const doc = await (await fetch(`${url}/api/v1/public/pages/demo`)).json();
  const containerID = doc.blueprint.children.find((c) => c.type === 'Leaderboard').props.containerID;
  const now = Date.now();
  for (let start = 0; start < ROWS; start += 5000) {
    const events = Array.from({ length: Math.min(5000, ROWS - start) }, (_, j) => {
      const i = start + j;
      return {
        ID: `bench-longtasks-${i}`,
        type: 1,
        timestamp: now,
        GiftID: 'rose',
        Point: 1 + ((i * 7919) % 5000),
        SenderID: 'bench-viewer',
        ReceiverID: `bench-streamer-${String(i).padStart(5, '0')}`,
      };
    });
    const res = await fetch(`${url}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ingest-key': INGEST_KEY },
      body: JSON.stringify({ events }),
    });
    if (!res.ok) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
  }
  return containerID;
}

async function startReference() {
  const port = await freePort();
  const items = Array.from(
    { length: ROWS },
    (_, i) =>
      `<li style="height:70px;display:flex;align-items:center;gap:10px"><b>${i + 1}</b><span>bench-streamer-${i}</span><span>${ROWS - i} pt</span></li>`,
  ).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>10k rows</title></head><body style="margin:0 auto;max-width:440px;font-family:sans-serif"><h1>Reference</h1><ol id="list" style="list-style:none;margin:0;padding:0">${items}</ol></body></html>`;
  const server = createHttpServer((_q, s) => {
    s.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    s.end(html);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((r) => server.close(r)) };
}

/** Scrolls top to bottom STEP px per animation frame, recording long tasks and the most rows in the DOM. */
async function scrollThrough(page, rowSelector) {
  return page.evaluate(
    async ({ rowSelector, step, maxMs }) => {
      const tasks = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      window.scrollTo({ top: 0, behavior: 'instant' });
      let maxRows = 0;
      const started = performance.now();
      await new Promise((done) => {
        const frame = () => {
          maxRows = Math.max(maxRows, document.querySelectorAll(rowSelector).length);
          const bottom = document.documentElement.scrollHeight - window.innerHeight;
          if (window.scrollY >= bottom - 1 || performance.now() - started > maxMs) return done();
          // 'instant': a page with scroll-behavior: smooth would otherwise animate every step.
          window.scrollTo({ top: window.scrollY + step, behavior: 'instant' });
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      const ms = performance.now() - started;
      // Let the last frames' tasks arrive.
      await new Promise((r) => setTimeout(r, 300));
      observer.disconnect();
      return {
        tasks,
        maxRows,
        ms,
        height: document.documentElement.scrollHeight,
        reached: window.scrollY + window.innerHeight,
      };
    },
    { rowSelector, step: STEP, maxMs: MAX_SCROLL_MS },
  );
}

const summary = (name, r) => {
  const total = r.tasks.reduce((a, b) => a + b, 0);
  const max = r.tasks.length ? Math.max(...r.tasks) : 0;
  console.log(
    `${name.padEnd(44)} long tasks ${String(r.tasks.length).padStart(3)} (total ${total.toFixed(0)} ms, longest ${max.toFixed(0)} ms)` +
      `   max rows in DOM ${String(r.maxRows).padStart(5)}   scroll ${r.ms.toFixed(0)} ms, ${Math.round(r.reached)} of ${r.height} px`,
  );
  return total;
};

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const product = await startProduct('longtasks', { INGEST_KEYS: INGEST_KEY });
const reference = await startReference();
try {
  const startedAt = Date.now();
  const progress = (what) => console.error(`[${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${what}`);
  const containerID = await seedRows(product.url);
  progress(`seeded ${ROWS} rows`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (process.env.DEBUG) {
    page.on('crash', () => console.log('PAGE CRASH'));
    browser.on('disconnected', () => console.log('BROWSER DISCONNECTED', new Date().toISOString()));
    page.on('close', () => console.log('PAGE CLOSED', new Date().toISOString()));
    page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 200)));
    page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
  }

  await page.goto(reference.url);
  await page.waitForSelector('#list li');
  const ref = await scrollThrough(page, '#list li');
  progress('reference scrolled');

  await page.goto(`${product.url}/event/demo?lang=en_US`);
  // The board loads every page of its ranking (100 rows a request); wait for all of them.
  await page.waitForFunction(
    (rows) =>
      Number(document.querySelector('[data-block="Leaderboard"] li')?.getAttribute('aria-setsize')) >= rows,
    ROWS,
    { timeout: 180_000, polling: 500 },
  );
  progress('every row loaded');
  const eventory = await scrollThrough(page, '[data-block="Leaderboard"] li');
  progress('eventory page scrolled');
  const setSize = await page.evaluate(() =>
    document.querySelector('[data-block="Leaderboard"] li')?.getAttribute('aria-setsize'),
  );

  console.log(
    `scrolling ${ROWS.toLocaleString('en-US')} rows at ${STEP} px per frame, 390 × 844, ${CHROME_PATH}`,
  );
  const refTotal = summary('reference: static page, plain 10k-row list', ref);
  const total = summary(`eventory demo page, container ${containerID} (${setSize} rows)`, eventory);
  console.log(
    `long-task time vs reference: ${refTotal > 0 ? `${(total / refTotal).toFixed(2)}x` : `${total.toFixed(0)} ms vs none`}; ` +
      `rows in DOM vs reference: ${(eventory.maxRows / Math.max(1, ref.maxRows)).toFixed(4)}x`,
  );
} finally {
  await browser.close();
  await product.stop();
  await reference.stop();
}
