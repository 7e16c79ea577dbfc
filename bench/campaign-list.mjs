// The campaign list at 100k campaigns (admin spec §3 Campaign list state, §7 GET campaigns): filters
// and paging over HTTP (`GET /v1/admin/campaigns`, signed in) against a reference measured in the same
// run: the same SQL statements the route runs (in one transaction: page + count, or one statement for both
// with a text filter), executed directly through the database driver on the same data. Target: p95 ≤ 50 ms one request at a time.
//
// Run: `node bench/campaign-list.mjs` — embedded PGlite always; PostgreSQL too when DATABASE_URL is set
// (a scratch database is created and dropped). Uses packages/server/dist/main.js when it is newer than the
// sources, else bundles a bench copy of the server (see engine-reads.mjs).
// Knobs: CAMPAIGNS (100000), SECONDS per case (5), CONCURRENCY (8), CASES (embedded,postgres),
// WITHOUT_LIST_INDEXES=1 (drops the campaign list indexes of migrations 0002 and 0003 after seeding, for comparison).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { openEmbeddedDatabase, serverEntry } from './lib/product.mjs';

const root = resolve(import.meta.dirname, '..');
const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const CASES = (process.env.CASES ?? 'embedded,postgres').split(',');
const NOW = Math.floor(Date.now() / 1000);
const TARGET_P95_MS = 50;
const LIST_INDEXES = [
  'campaigns_end_time_idx',
  'campaigns_duration_type_idx',
  'campaigns_regions_idx',
  'campaigns_tag_ids_idx',
  'campaigns_name_trgm_idx',
  'campaigns_code_name_trgm_idx',
  'campaigns_design_name_trgm_idx',
];
const DROP_INDEXES = process.env.WITHOUT_LIST_INDEXES === '1';

// ---------------------------------------------------------------- the server build to run

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

async function startServer(entry, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

// ---------------------------------------------------------------- load

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `once()` per operation, `concurrency` loops for SECONDS after a short warm-up. */
async function measure(name, once, concurrency) {
  const warmUntil = performance.now() + 500;
  while (performance.now() < warmUntil) await once();
  const latencies = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await once();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const r = {
    name,
    rps: latencies.length / elapsed,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
  };
  console.log(
    `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)} ms`,
  );
  return r;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function get(port, path, token) {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'access-token': token } },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () =>
          res.statusCode === 200 ? done(body) : fail(new Error(`${path}: HTTP ${res.statusCode} ${body}`)),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
}

// ---------------------------------------------------------------- the 100k campaigns

// Five years of campaigns, one every ~26 minutes, each running 30 days: like a real history, most have ended
// (about 1.6% run now); one in a hundred is Forever. Regions cycle over four; tags 1..20; names unique.
const SEED_SQL = `
INSERT INTO campaigns (code_name, name, design_name, kind, size, timezone, duration_type, regions,
                       start_time, end_time, tag_ids)
SELECT 'bench-' || g, 'Cup ' || g, 'design-' || (g % 50), 'event', 'medium', 'GMT+0800',
       CASE WHEN g % 100 = 0 THEN 'Forever' ELSE 'Duration' END,
       (ARRAY['["TW"]', '["HK"]', '["JP","TW"]', '["SG"]'])[1 + g % 4]::jsonb,
       s, CASE WHEN g % 100 = 0 THEN 0 ELSE s + 30 * 86400 END,
       ('[' || (1 + g % 20) || ']')::jsonb
FROM generate_series(1, $2::int) AS g,
     LATERAL (SELECT $1::bigint - 5 * 365 * 86400 + (g::bigint * 5 * 365 * 86400) / $2::int AS s) AS t`;

// The list cases: [name, query string].
const listCases = (n) => [
  ['first page (running campaigns)', 'limit=20&offset=0'],
  ['name "cup 999" (running)', 'limit=20&offset=0&name=cup%20999'],
  ['name "cup 4242", showEnded (all history)', 'limit=20&offset=0&name=cup%204242&showEnded=true'],
  ['regions=TW,HK', 'limit=20&offset=0&regions=TW,HK'],
  ['showEnded, offset deep (n-40)', `limit=20&offset=${Math.max(0, n - 40)}&showEnded=true`],
  ['tag=7, page 50', 'limit=20&offset=1000&tag=7&showEnded=true'],
  ['name "cup 1" + regions=TW, offset 2000', 'limit=20&offset=2000&name=cup%201&regions=TW&showEnded=true'],
];

/**
 * The statements of each case as the route runs them (packages/server/src/campaigns/campaign-list.ts), in
 * one transaction: the planner setting, then with a text filter of 3+ characters one statement (page and
 * total together, sorted on id + 0), else the page and the count.
 */
function referenceSql(qs) {
  const q = new URLSearchParams(qs);
  const where = [];
  const params = [];
  const p = (v) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.get('name')) where.push(`name ILIKE ${p(`%${q.get('name')}%`)}`);
  if (!q.get('showEnded')) where.push(`(duration_type = 'Forever' OR end_time > ${p(NOW)})`);
  if (q.get('regions'))
    where.push(
      `(${q
        .get('regions')
        .split(',')
        .map((r) => `regions @> ${p(JSON.stringify([r]))}::jsonb`)
        .join(' OR ')})`,
    );
  if (q.get('tag')) where.push(`tag_ids @> ${p(JSON.stringify([Number(q.get('tag'))]))}::jsonb`);
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const paging = `LIMIT ${Number(q.get('limit'))} OFFSET ${Number(q.get('offset'))}`;
  const statements = [['SET LOCAL random_page_cost = 1.1', []]];
  if ((q.get('name') ?? '').length >= 3)
    statements.push([
      `SELECT *, count(*) OVER () AS total FROM campaigns ${w} ORDER BY id + 0 DESC ${paging}`,
      params,
    ]);
  else
    statements.push(
      [`SELECT * FROM campaigns ${w} ORDER BY id DESC ${paging}`, params],
      [`SELECT count(*) FROM campaigns ${w}`, params],
    );
  return statements;
}

async function runCase(label, env, seed, openReference) {
  console.log(`\n${label}`);
  const entry = await serverEntry('eventory-bench-list');
  // 1. A first start makes the database; then the campaigns go in with one statement.
  let server = await startServer(entry, env);
  await server.stop();
  const t0 = performance.now();
  await seed();
  console.log(
    `  seeded ${CAMPAIGNS.toLocaleString('en')} campaigns in ${((performance.now() - t0) / 1000).toFixed(1)} s (setup)`,
  );

  server = await startServer(entry, env);
  const results = { http: {}, ref: {} };
  try {
    const signIn = await fetch(`http://127.0.0.1:${server.port}/v1/admin/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@eventory.app', roles: ['ViewOnly'] }),
    });
    const { accessToken } = await signIn.json();
    for (const [name, qs] of listCases(CAMPAIGNS)) {
      const body = JSON.parse(await get(server.port, `/v1/admin/campaigns?${qs}`, accessToken));
      console.log(`  ${name}: ${body.totalCount} matching, ${body.events.length} on the page`);
    }
    console.log(' HTTP GET /v1/admin/campaigns, one request at a time:');
    for (const [name, qs] of listCases(CAMPAIGNS))
      results.http[name] = await measure(
        name,
        () => get(server.port, `/v1/admin/campaigns?${qs}`, accessToken),
        1,
      );
    console.log(` HTTP, ${CONCURRENCY} concurrent:`);
    for (const [name, qs] of listCases(CAMPAIGNS))
      results.http[`${name} c${CONCURRENCY}`] = await measure(
        name,
        () => get(server.port, `/v1/admin/campaigns?${qs}`, accessToken),
        CONCURRENCY,
      );
  } finally {
    await server.stop();
  }

  // 2. The reference: the same statements straight through the driver (the server is stopped: PGlite
  // has one owner).
  const ref = await openReference();
  try {
    console.log(' reference: the same SQL through the driver, one at a time:');
    for (const [name, qs] of listCases(CAMPAIGNS)) {
      const statements = referenceSql(qs);
      results.ref[name] = await measure(name, () => ref.transaction(statements), 1);
    }
  } finally {
    await ref.close();
  }
  console.log(' summary (one at a time): HTTP p95 vs the driver, target p95 ≤ 50 ms');
  for (const [name] of listCases(CAMPAIGNS)) {
    const h = results.http[name];
    const r = results.ref[name];
    console.log(
      `  ${name.padEnd(44)} p95 ${h.p95.toFixed(1).padStart(6)} ms (driver ${r.p95.toFixed(1).padStart(6)} ms, ${(h.p95 / r.p95).toFixed(2)}×) ${h.p95 <= TARGET_P95_MS ? 'ok' : 'MISSED'}`,
    );
  }
  return results;
}

// ---------------------------------------------------------------- run

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
console.log(
  `campaign list at ${CAMPAIGNS.toLocaleString('en')} campaigns; ${machine}; ${SECONDS} s per case`,
);

if (CASES.includes('embedded')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventory-bench-list-'));
  const pgliteDir = join(dataDir, 'pglite');
  const openPglite = async () => {
    const db = await openEmbeddedDatabase(pgliteDir);
    return {
      query: (text, params) => db.query(text, params),
      transaction: (statements) =>
        db.transaction(async (tx) => {
          for (const [text, params] of statements) await tx.query(text, params);
        }),
      close: () => db.close(),
    };
  };
  try {
    await runCase(
      'embedded PGlite',
      { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: 'false' },
      async () => {
        const db = await openPglite();
        await db.query(SEED_SQL, [NOW, CAMPAIGNS]);
        if (DROP_INDEXES) for (const index of LIST_INDEXES) await db.query(`DROP INDEX IF EXISTS ${index}`);
        await db.query('ANALYZE campaigns');
        await db.close();
      },
      openPglite,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.DATABASE_URL && CASES.includes('postgres')) {
  const { default: pg } = await import('pg');
  const url = new URL(process.env.DATABASE_URL);
  const name = `eventory_bench_list_${process.pid}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'eventory-bench-list-pg-'));
  const openPg = async () => {
    const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
    pool.on('error', () => {}); // idle clients cut by DROP DATABASE … WITH (FORCE)
    return {
      query: (text, params) => pool.query(text, params),
      transaction: async (statements) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          for (const [text, params] of statements) await client.query(text, params);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  };
  try {
    await runCase(
      'PostgreSQL (scratch database)',
      { DATA_DIR: dir, DATABASE_URL: url.toString(), REDIS_URL: '', SEED_DEMO: 'false' },
      async () => {
        const db = await openPg();
        await db.query(SEED_SQL, [NOW, CAMPAIGNS]);
        if (DROP_INDEXES) for (const index of LIST_INDEXES) await db.query(`DROP INDEX IF EXISTS ${index}`);
        await db.query('ANALYZE campaigns');
        await db.close();
      },
      openPg,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
agent.destroy();
