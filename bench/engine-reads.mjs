// Ranking reads at 1M members (scoring-engine issue §5): top-100 page, a page at a random depth,
// personal rank and around-me over HTTP, against raw Redis `ZREVRANGE key 0 99 WITHSCORES` on a
// 1M-member sorted set measured in the same run (same concurrency, same duration, same process tree).
// Also: rank index ready time after a start on a database holding 1M records, the server's RSS after a
// forced GC with and without the members, and the restart time on both backends (embedded, where a clean
// stop leaves a snapshot the restart verifies, and a start without one as after a crash; Redis, where a
// restart verifies the ranking Redis holds instead of rebuilding it).
//
// Run: `node bench/engine-reads.mjs` (REDIS_URL defaults to redis://127.0.0.1:6379/0).
// Uses packages/server/dist/main.js when it is newer than the sources, else bundles the server into
// packages/server/node_modules/.cache/eventory-bench/ (dist/ is left alone).
// Knobs: MEMBERS (1000000), SECONDS per case (8), CONCURRENCY (32), BENCH_REDIS_DB (11: the Redis logical
// db of the restart case). The reads run on the in-memory rank index (the default).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { visitorHeadersFor } from './lib/engine.mjs';
import { openEmbeddedDatabase, serverEntry } from './lib/product.mjs';

const root = resolve(import.meta.dirname, '..');
const MEMBERS = Number(process.env.MEMBERS ?? 1_000_000);
const SECONDS = Number(process.env.SECONDS ?? 8);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
const T0 = 1_763_000_000_000;
const GC_PRELOAD = join(import.meta.dirname, 'lib/gc-on-signal.cjs');
/** The Redis logical db the server's rank index uses in the Redis restart case (its keys deleted after). */
const BENCH_REDIS_DB = Number(process.env.BENCH_REDIS_DB ?? 11);

// ---------------------------------------------------------------- the server build to run

// ---------------------------------------------------------------- server process

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

async function startServer(entry, env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--require', GC_PRELOAD, entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  const rebuilt = out
    .split('\n')
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return undefined;
      }
    })
    .find((l) => typeof l?.msg === 'string' && l.msg.startsWith('rank index ready'));
  return {
    port,
    readyMs,
    rebuilt,
    /** RSS after a forced full GC (the preload's SIGUSR2), so start-up garbage is not counted. */
    rssMb: async () => {
      child.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 1000));
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

// ---------------------------------------------------------------- load

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `once()` resolves per operation; `concurrency` loops for SECONDS, after a 1 s warm-up. */
async function measure(name, once, concurrency = CONCURRENCY) {
  const warmUntil = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warmUntil) await once();
    }),
  );
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
  const r = { name, rps: latencies.length / elapsed, p50: pct(latencies, 50), p99: pct(latencies, 99) };
  console.log(
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms`,
  );
  return r;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(port, path, headers = {}) {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      let n = 0;
      res.on('data', (d) => (n += d.length));
      res.on('end', () =>
        res.statusCode === 200 ? done(n) : fail(new Error(`${path}: HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

// ---------------------------------------------------------------- the 1M members

const keyOf = (g) => {
  const h = createHash('md5').update(String(g)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

async function insertRecords(pgliteDir, containerID) {
  const db = await openEmbeddedDatabase(pgliteDir);
  const started = performance.now();
  // Postgres's md5(g::text)::uuid matches keyOf(g); scores repeat often, so ties are common.
  await db.query(
    `INSERT INTO records (container_id, key, score, last_update_ms)
     SELECT $1, md5(g::text)::uuid::text, floor(random() * 200000), $2::bigint + (g % 86400000)
     FROM generate_series(1, $3::int) AS g`,
    [containerID, T0, MEMBERS],
  );
  await db.close();
  return performance.now() - started;
}

// ---------------------------------------------------------------- run

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
console.log(`engine reads at ${MEMBERS.toLocaleString('en')} members; ${machine}`);
console.log(`in-memory rank index; ${CONCURRENCY} concurrent, ${SECONDS} s per case`);

const entry = await serverEntry('eventory-bench');
const dataDir = mkdtempSync(join(tmpdir(), 'eventory-bench-reads-'));
const prefix = `bench-${randomBytes(4).toString('hex')}`;
const { Redis } = await import('ioredis');
const redis = new Redis(REDIS_URL);
// The personal rank takes the visitor's own token: the bench signs them as the server would, with the
// visitor key derived from this run's SESSION_SECRET (packages/server/src/auth/visitor-token.ts).
const SESSION_SECRET = randomBytes(32).toString('hex');
const visitorHeaders = await visitorHeadersFor(SESSION_SECRET);
const env = {
  SESSION_SECRET,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  REDIS_URL: '',
};
const results = {};
try {
  // 1. A first start makes the database and the demo campaign; its leaderboard container takes the members.
  let server = await startServer(entry, env);
  const page = await (await fetch(`http://127.0.0.1:${server.port}/api/v1/public/pages/demo`)).json();
  const findBoard = (n) => (n?.type === 'Leaderboard' ? n : (n?.children ?? []).map(findBoard).find(Boolean));
  const containerID = findBoard(page.blueprint)?.props?.containerID;
  if (typeof containerID !== 'number') throw new Error('demo leaderboard container not found');
  await server.stop();
  // The baseline: a restart on the same database without the members (PGlite's memory included).
  server = await startServer(entry, env);
  const emptyRss = await server.rssMb();
  await server.stop();

  const insertMs = await insertRecords(join(dataDir, 'pglite'), containerID);
  console.log(
    `inserted ${MEMBERS.toLocaleString('en')} records in ${(insertMs / 1000).toFixed(1)} s (setup, not measured)`,
  );

  // 2. Start on the database holding them: the rank index is rebuilt before the server listens.
  server = await startServer(entry, env);
  results.readyMs = server.readyMs;
  results.rebuildMs = server.rebuilt?.ms;
  const loadedRss = await server.rssMb();
  console.log(
    `start → first request ${server.readyMs.toFixed(0)} ms (rank index rebuild ${results.rebuildMs} ms, ${server.rebuilt?.entries} entries; target ≤ 5000 ms)`,
  );
  console.log(
    `server RSS ${loadedRss.toFixed(0)} MB with the members, ${emptyRss.toFixed(0)} MB without: ${(loadedRss - emptyRss).toFixed(0)} MB for ${MEMBERS.toLocaleString('en')} (target ≤ 300 MB)`,
  );
  results.rssMb = loadedRss;
  results.rssDeltaMb = loadedRss - emptyRss;

  const randomKey = () => keyOf(1 + Math.floor(Math.random() * MEMBERS));
  // 2,000 random members with their tokens, signed before measuring (signing is the client's cost).
  const visitors = await Promise.all(
    Array.from({ length: 2000 }, async () => {
      const key = randomKey();
      return { key, headers: await visitorHeaders(key) };
    }),
  );
  const randomVisitor = () => visitors[Math.floor(Math.random() * visitors.length)];
  const personal = (query = '') => {
    const { key, headers } = randomVisitor();
    return get(port, `/event/container/${containerID}/personal/${key}${query}`, headers);
  };
  const base = `/leaderboards/eventory?containerID=${containerID}`;
  const { port } = server;
  console.log('');
  results.top = await measure('HTTP top-100 page', () => get(port, `${base}&count=100`));
  results.deep = await measure('HTTP 100-row page at random rank', () =>
    get(port, `${base}&count=100&minRank=${1 + Math.floor(Math.random() * (MEMBERS - 100))}`),
  );
  results.personal = await measure('HTTP personal rank', () => personal());
  results.around = await measure('HTTP around-me (±5 rows)', () => personal('?around=5'));
  console.log('one request at a time (latency without queueing):');
  results.top1 = await measure('HTTP top-100 page, 1 at a time', () => get(port, `${base}&count=100`), 1);
  results.personal1 = await measure('HTTP personal rank, 1 at a time', () => personal(), 1);
  results.rssAfterMb = await server.rssMb();
  await server.stop();

  // 3. Restart time on both backends (issue 16 §2): embedded after the clean stop above (the index saved
  // to DATA_DIR/rank-index.snapshot, loaded and verified: decision 0101), then embedded with no snapshot
  // (as after a crash: rebuilt from the records), then with the index in Redis: a first start fills
  // Redis, a restart finds it there and verifies it.
  const redisUrl = `${REDIS_URL.replace(/\/\d*$/, '')}/${BENCH_REDIS_DB}`;
  const benchRedis = new Redis(redisUrl);
  const dropServerKeys = async () => {
    let cursor = '0';
    do {
      const [next, keys] = await benchRedis.scan(cursor, 'MATCH', 'eventory:main:*', 'COUNT', 1000);
      if (keys.length > 0) await benchRedis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  };
  try {
    await dropServerKeys();
    server = await startServer(entry, env);
    results.restartMemory = { readyMs: server.readyMs, ...server.rebuilt };
    await server.stop();
    rmSync(join(dataDir, 'rank-index.snapshot'), { force: true });
    server = await startServer(entry, env);
    results.crashMemory = { readyMs: server.readyMs, ...server.rebuilt };
    await server.stop();
    server = await startServer(entry, { ...env, REDIS_URL: redisUrl });
    results.redisFirst = { readyMs: server.readyMs, ...server.rebuilt };
    await server.stop();
    server = await startServer(entry, { ...env, REDIS_URL: redisUrl });
    results.redisRestart = { readyMs: server.readyMs, ...server.rebuilt };
    await server.stop();
  } finally {
    await dropServerKeys();
    await benchRedis.quit();
  }
  const showStart = (name, r) =>
    console.log(
      `${name.padEnd(44)} spawn → first request ${(r.readyMs / 1000).toFixed(1)} s (index ${(r.ms / 1000).toFixed(1)} s: ${r.verified ?? 0} verified, ${r.rebuilt ?? r.containers} rebuilt${r.snapshotMs === undefined ? '' : `, after the snapshot's load ${(r.snapshotMs / 1000).toFixed(1)} s`}; target ≤ 5 s)`,
    );
  showStart('restart, embedded (snapshot: verified)', results.restartMemory);
  showStart('start after a crash, embedded (rebuilt)', results.crashMemory);
  showStart('first start with Redis (Redis empty: filled)', results.redisFirst);
  showStart('restart with Redis (held: verified)', results.redisRestart);

  // 4. The reference: raw Redis on a sorted set of the same size.
  const zkey = `eventory:${prefix}:reference`;
  for (let g = 1; g <= MEMBERS; g += 10_000) {
    const args = [];
    for (let i = g; i < Math.min(g + 10_000, MEMBERS + 1); i++)
      args.push(Math.floor(Math.random() * 200000), keyOf(i));
    await redis.zadd(zkey, ...args);
  }
  results.redis = await measure('Redis ZREVRANGE 0 99 WITHSCORES', () =>
    redis.zrevrange(zkey, 0, 99, 'WITHSCORES'),
  );
  results.redis1 = await measure(
    'Redis ZREVRANGE, 1 at a time',
    () => redis.zrevrange(zkey, 0, 99, 'WITHSCORES'),
    1,
  );
  await redis.del(zkey);

  console.log('');
  console.log(`server RSS after the load: ${results.rssAfterMb.toFixed(0)} MB`);
  for (const k of ['top', 'deep', 'personal', 'around'])
    console.log(
      `${results[k].name.padEnd(34)} ${(results[k].rps / results.redis.rps).toFixed(2)}× Redis req/s`,
    );
  console.log('targets: ≥ 0.5× Redis req/s, top-100 p99 ≤ 5 ms, personal rank p99 ≤ 2 ms');
} finally {
  await redis.del(`eventory:${prefix}:reference`);
  await redis.quit();
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
