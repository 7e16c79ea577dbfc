// Storage listing (issue 15 §4, §7): 10,000 objects in one folder of the local backend, listed through the
// admin call `GET /v1/admin/storage/find-all?prefix=` following `nextQuery.pageToken` to the end, as the
// Storage screen does. Reference in the same run: `readdir` of the same directory (bare, and with a `stat`
// of every file, which is what a listing with sizes and dates needs at the least). Also the first page
// alone: the listing is paged, so the screen's first answer should not cost the whole folder.
// Run after `npm run build`:  node bench/storage-listing.mjs   (OBJECTS=10000, LIMIT=1000, RUNS=5)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quantile, startProduct } from './lib/product.mjs';

const OBJECTS = Number(process.env.OBJECTS ?? 10_000);
const LIMIT = Number(process.env.LIMIT ?? 1000);
const RUNS = Number(process.env.RUNS ?? 5);
const FOLDER = 'bench-listing';

const storageDir = mkdtempSync(join(tmpdir(), 'eventory-bench-storage-'));
const folder = join(storageDir, FOLDER);
mkdirSync(folder, { recursive: true });
for (let i = 0; i < OBJECTS; i += 1)
  writeFileSync(join(folder, `obj-${String(i).padStart(5, '0')}.json`), `{"streamers":[{"userID":"u${i}"}]}`);

const product = await startProduct('bench-storage', { APP_ENV: 'development', STORAGE_DIR: storageDir });
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
try {
  const session = await (
    await fetch(`${product.url}/v1/admin/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench.storage@eventory.test' }),
    })
  ).json();
  const headers = { 'access-token': session.accessToken };

  async function listAll(limit) {
    let pageToken = '';
    let items = 0;
    let pages = 0;
    let first = 0;
    const t0 = process.hrtime.bigint();
    for (;;) {
      const query = new URLSearchParams({ prefix: `${FOLDER}/`, limit: String(limit), pageToken });
      const res = await fetch(`${product.url}/v1/admin/storage/find-all?${query}`, { headers });
      if (!res.ok) throw new Error(`find-all answered ${res.status}: ${await res.text()}`);
      const body = await res.json();
      pages += 1;
      items += body.items.length;
      if (pages === 1) first = ms(t0);
      if (!body.nextQuery?.pageToken) break;
      pageToken = body.nextQuery.pageToken;
    }
    return { total: ms(t0), first, items, pages };
  }

  const bareReaddir = async () => {
    const t0 = process.hrtime.bigint();
    const names = await readdir(folder);
    return { total: ms(t0), items: names.length };
  };
  const readdirStat = async () => {
    const t0 = process.hrtime.bigint();
    const names = (await readdir(folder)).sort();
    const items = [];
    for (const name of names) {
      const s = await stat(join(folder, name));
      items.push({ name, size: s.size, updated: s.mtimeMs });
    }
    return { total: ms(t0), items: items.length };
  };

  // One warm-up of each.
  await listAll(LIMIT);
  await bareReaddir();
  await readdirStat();

  const rows = [];
  const measure = async (label, fn) => {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await fn());
    const totals = runs.map((r) => r.total);
    const row = {
      label,
      items: runs[0].items,
      pages: runs[0].pages ?? 1,
      p50: quantile(totals, 0.5),
      max: Math.max(...totals),
      first:
        runs[0].first === undefined
          ? undefined
          : quantile(
              runs.map((r) => r.first),
              0.5,
            ),
    };
    rows.push(row);
    return row;
  };
  const bare = await measure('reference: readdir', bareReaddir);
  const statted = await measure('reference: readdir + stat of each', readdirStat);
  const paged = await measure(`find-all, limit ${LIMIT}, every page`, () => listAll(LIMIT));
  const small = await measure('find-all, limit 100, every page', () => listAll(100));

  console.log(
    `storage listing: ${OBJECTS} objects in one folder, local backend, ${RUNS} runs each (median, max)`,
  );
  for (const r of rows)
    console.log(
      `${r.label.padEnd(36)} ${String(r.items).padStart(6)} items ${String(r.pages).padStart(4)} pages` +
        `  ${r.p50.toFixed(1).padStart(8)} ms (max ${r.max.toFixed(1)})` +
        (r.first === undefined ? '' : `  first page ${r.first.toFixed(1)} ms`),
    );
  for (const r of [paged, small])
    console.log(
      `${r.label}: ${(r.p50 / bare.p50).toFixed(1)}× bare readdir, ${(r.p50 / statted.p50).toFixed(2)}× readdir + stat`,
    );
} finally {
  await product.stop();
  rmSync(storageDir, { recursive: true, force: true });
}
