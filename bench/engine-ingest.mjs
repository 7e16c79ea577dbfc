// Ingestion end to end (scoring-engine issue §6, issue #16 §1/§5): batches of 5,000 gift events over HTTP
// (POST /v1/events) → appended to the event log (acknowledged) → the applier: 10 evaluators, records, rank index,
// on a leaderboard container pre-loaded with MEMBERS records. Reported: events/s acknowledged, events/s applied
// (until the applier has caught up with the last acknowledged batch) and the apply lag p50/p99. Reference, same run, same machine: raw Redis ZINCRBY on a sorted set
// of MEMBERS members with 16-deep pipelining (one connection, 16 commands per round trip).
//
// Run after `npm run build`: `node bench/engine-ingest.mjs`. Cases: embedded PGlite (in-process
// rank index) always; PostgreSQL + Redis when DATABASE_URL is set (a fresh database is created and
// dropped; the rank index uses Redis logical db BENCH_REDIS_DB, default 9); `tuned`: PostgreSQL + Redis on a
// private cluster the bench starts with the settings docs/operations.md advises (lib/tuned-postgres.mjs), when
// PostgreSQL's server binaries are installed.
// TRANSPORTS=http,jetstream also measures the same batches published to NATS JetStream (NATS_URL, default
// nats://127.0.0.1:4222; the server consumes them, decision 0057): events/s counted until the consumer has
// acknowledged every message, i.e. until every event is appended to the log (applied afterwards, decision 0082).
// Knobs: MEMBERS (1000000), SECONDS per case (15), CLIENTS concurrent senders (3), BATCH (5000),
// REDIS_URL (redis://127.0.0.1:6379/0, the reference), EVENTORY_SERVER_MAIN (packages/server/dist/main.js),
// SERVER_NODE_ARGS (extra node flags for the server, e.g. --cpu-prof), CASES (embedded,postgres,tuned).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  appliedWholeLog,
  INGEST_KEY as KEY,
  PRELOAD_SQL,
  freshPostgresAndRedis,
  giftBatchBody,
  preloadParams,
  preloadPostgres,
  setUpLeaderboard,
  startEngineServer,
} from './lib/engine.mjs';
import { openEmbeddedDatabase } from './lib/product.mjs';
import { startTunedPostgres, TUNED_SETTINGS } from './lib/tuned-postgres.mjs';
import { cpuPerUnit, cpuSnapshot, describeCpu } from './lib/cpu-time.mjs';

const MEMBERS = Number(process.env.MEMBERS ?? 1_000_000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const CLIENTS = Number(process.env.CLIENTS ?? 3);
const BATCH = Number(process.env.BATCH ?? 5000);
const EVALUATORS = 10;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
const BENCH_REDIS_DB = Number(process.env.BENCH_REDIS_DB ?? 9);
const CASES = (process.env.CASES ?? 'embedded,postgres,tuned').split(',');
/** Extra node flags for the server, e.g. SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const TRANSPORTS = (process.env.TRANSPORTS ?? 'http').split(',');
const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const NATS_STREAM = `EVENTORY_BENCH_${process.pid}`;
const NATS_SUBJECT = `bench-${process.pid}.events`;

async function preloadPglite(dataDir, containerID) {
  const db = await openEmbeddedDatabase(join(dataDir, 'pglite'));
  await db.query(PRELOAD_SQL, preloadParams(containerID, MEMBERS));
  await db.close();
}

/** The server's apply-lag histogram (eventory_apply_lag_seconds): cumulative counts per upper bound. */
async function applyLagHistogram(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const buckets = [];
  for (const m of text.matchAll(/^eventory_apply_lag_seconds_bucket\{le="([^"]+)"\} (\d+)/gm))
    buckets.push({ le: m[1] === '+Inf' ? Infinity : Number(m[1]), count: Number(m[2]) });
  return { buckets };
}

/** A quantile of the difference of two cumulative histograms, interpolated within its bucket (as histogram_quantile). */
function quantileOf(before, after, q) {
  const diff = after.buckets.map((b, i) => ({ le: b.le, count: b.count - (before.buckets[i]?.count ?? 0) }));
  const total = diff.at(-1)?.count ?? 0;
  if (total === 0) return NaN;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const b of diff) {
    if (b.count >= rank) {
      if (b.le === Infinity) return lower;
      return lower + ((b.le - lower) * (rank - below)) / Math.max(1, b.count - below);
    }
    lower = b.le;
    below = b.count;
  }
  return lower;
}

/**
 * CLIENTS senders for SECONDS (after one warm-up batch each, applied before the clock starts): events/s
 * acknowledged (appended), events/s applied (until the applier has caught up with the last acknowledged batch),
 * and the apply lag (acknowledgement → applied) p50/p99 from the server's histogram.
 */
async function measureIngest(base, runId, serverPid) {
  const send = async () => {
    const res = await fetch(`${base}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ingest-key': KEY },
      body: giftBatchBody(runId, BATCH, MEMBERS),
    });
    const answer = await res.json();
    if (res.status !== 200 || answer.accepted.length !== BATCH)
      throw new Error(`batch not fully accepted: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  };
  await Promise.all(Array.from({ length: CLIENTS }, send));
  await appliedWholeLog(base);
  const lagBefore = await applyLagHistogram(base);
  const latencies = [];
  const cpuBefore = cpuSnapshot(serverPid);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await send();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const appliedAt = await appliedWholeLog(base);
  const cpuAfter = cpuSnapshot(serverPid);
  const lagAfter = await applyLagHistogram(base);
  latencies.sort((a, b) => a - b);
  return {
    eventsPerSecond: (latencies.length * BATCH) / elapsed,
    appliedPerSecond: (latencies.length * BATCH) / ((appliedAt - started) / 1000),
    catchUpMs: appliedAt - started - elapsed * 1000,
    lagP50: quantileOf(lagBefore, lagAfter, 0.5),
    lagP99: quantileOf(lagBefore, lagAfter, 0.99),
    batches: latencies.length,
    cpu: cpuPerUnit(cpuBefore, cpuAfter, latencies.length * BATCH),
    p50: latencies[Math.floor(latencies.length / 2)],
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))],
  };
}

/**
 * The same batches published to JetStream by CLIENTS publishers for SECONDS, at most two messages each waiting in
 * the stream; counted when all are acknowledged.
 */
async function measureJetStream(runId) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstream, jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: NATS_URL });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const drained = async () => {
    const info = await jsm.consumers.info(NATS_STREAM, 'eventory-ingest');
    return info.num_pending + info.num_ack_pending === 0;
  };
  try {
    let published = 0;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    // JetStream takes publishes far faster than any consumer applies them (the stream is the buffer): the
    // publishers keep at most two messages each waiting in the stream, as a host app with flow control would, so
    // the figure is what the server takes from the stream, not how fast NATS stores.
    const waiting = async () => (await jsm.consumers.info(NATS_STREAM, 'eventory-ingest')).num_pending;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        while (performance.now() < until) {
          while ((await waiting()) >= 2 * CLIENTS && performance.now() < until)
            await new Promise((r) => setTimeout(r, 10));
          await js.publish(`${NATS_SUBJECT}.p${c}`, giftBatchBody(runId, BATCH, MEMBERS));
          published += BATCH;
        }
      }),
    );
    const publishedAt = performance.now();
    while (!(await drained())) await new Promise((r) => setTimeout(r, 20));
    const done = performance.now();
    return {
      eventsPerSecond: published / ((done - started) / 1000),
      published,
      drainMs: done - publishedAt,
    };
  } finally {
    await jsm.streams.delete(NATS_STREAM).catch(() => false);
    await nc.close();
  }
}

async function redisReference() {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  const zkey = `eventory:bench-ingest-${process.pid}:reference`;
  try {
    for (let g = 1; g <= MEMBERS; g += 10_000) {
      const args = [];
      for (let i = g; i < Math.min(g + 10_000, MEMBERS + 1); i++)
        args.push(Math.floor(Math.random() * 200000), `m${i}`);
      await redis.zadd(zkey, ...args);
    }
    let ops = 0;
    const cpuBefore = cpuSnapshot();
    const started = performance.now();
    const until = started + Math.min(SECONDS, 10) * 1000;
    while (performance.now() < until) {
      const p = redis.pipeline();
      for (let i = 0; i < 16; i++)
        p.zincrby(zkey, 1 + (i % 50), `m${1 + Math.floor(Math.random() * MEMBERS)}`);
      await p.exec();
      ops += 16;
    }
    const opsPerSecond = ops / ((performance.now() - started) / 1000);
    return { opsPerSecond, cpu: cpuPerUnit(cpuBefore, cpuSnapshot(), ops) };
  } finally {
    await redis.del(zkey);
    await redis.quit();
  }
}

async function runCase(name, env, preload, cleanup) {
  console.log(`\n--- ${name}`);
  let server = await startEngineServer(env, NODE_ARGS);
  const containerID = await setUpLeaderboard(server.base, EVALUATORS);
  await server.stop();
  let t = performance.now();
  await preload(containerID);
  console.log(
    `pre-loaded ${MEMBERS.toLocaleString('en')} members in ${((performance.now() - t) / 1000).toFixed(1)} s (setup, not measured)`,
  );
  server = await startEngineServer(env, NODE_ARGS);
  console.log(`restart with the members (rank index rebuilt): ${(server.readyMs / 1000).toFixed(1)} s`);
  try {
    const runId = `${name.replace(/\W+/g, '')}-${process.pid}`;
    const r = await measureIngest(server.base, runId, server.pid);
    console.log(
      `HTTP:      ${r.eventsPerSecond.toFixed(0)} events/s acknowledged (${r.batches} batches of ${BATCH}, ${CLIENTS} clients; batch p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms)`,
    );
    console.log(
      `           ${r.appliedPerSecond.toFixed(0)} events/s applied (the applier caught up ${r.catchUpMs.toFixed(0)} ms after the last acknowledgement); apply lag p50 ${(r.lagP50 * 1000).toFixed(0)} ms, p99 ${(r.lagP99 * 1000).toFixed(0)} ms (server histogram, interpolated)`,
    );
    console.log(`           ${describeCpu(r.cpu)}`);
    if (TRANSPORTS.includes('jetstream')) {
      const j = await measureJetStream(`${runId}-js`);
      console.log(
        `JetStream: ${j.eventsPerSecond.toFixed(0)} events/s appended and acknowledged (${j.published} events in batches of ${BATCH}, ${CLIENTS} publishers; the consumer caught up ${j.drainMs.toFixed(0)} ms after the last publish)`,
      );
      r.jetstream = j.eventsPerSecond;
    }
    return r;
  } finally {
    await server.stop();
    if (cleanup) await cleanup();
  }
}

function natsEnv() {
  return TRANSPORTS.includes('jetstream') ? { NATS_URL, NATS_STREAM, NATS_SUBJECT } : { NATS_URL: '' };
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
console.log(
  `engine ingestion: ${EVALUATORS} evaluators, ${MEMBERS.toLocaleString('en')}-member leaderboard; ${machine}; load average ${loadavg()[0].toFixed(1)}`,
);

const results = {};
const dataDir = mkdtempSync(join(tmpdir(), 'eventory-bench-ingest-'));
if (CASES.includes('embedded'))
  try {
    results.embedded = await runCase(
      'embedded PGlite, in-process rank index',
      { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', INGEST_KEYS: KEY, ...natsEnv() },
      (containerID) => preloadPglite(dataDir, containerID),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

/** PostgreSQL + Redis on the PostgreSQL server at `baseUrl` (a fresh database, dropped after). */
async function postgresCase(name, baseUrl) {
  const stores = await freshPostgresAndRedis(
    `eventory_bench_ingest_${process.pid}`,
    REDIS_URL,
    BENCH_REDIS_DB,
    baseUrl,
  );
  const dir = mkdtempSync(join(tmpdir(), 'eventory-bench-ingest-pg-'));
  try {
    return await runCase(
      name,
      {
        DATA_DIR: dir,
        DATABASE_URL: stores.databaseUrl,
        REDIS_URL: stores.redisUrl,
        INGEST_KEYS: KEY,
        ...natsEnv(),
      },
      (containerID) => preloadPostgres(stores.databaseUrl, containerID, MEMBERS),
      () => stores.clearRedis(),
    );
  } finally {
    await stores.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.DATABASE_URL && CASES.includes('postgres'))
  results.postgres = await postgresCase('PostgreSQL + Redis rank index', process.env.DATABASE_URL);

if (CASES.includes('tuned')) {
  const tuned = await startTunedPostgres();
  if (!tuned) console.log('\n(no PostgreSQL server binaries here: the tuned case is skipped)');
  else
    try {
      console.log(
        `\n(tuned: ${Object.entries(TUNED_SETTINGS)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')})`,
      );
      results.tuned = await postgresCase('PostgreSQL (tuned) + Redis rank index', tuned.url);
    } finally {
      tuned.stop();
    }
}

console.log('\n--- reference');
const { opsPerSecond: reference, cpu: referenceCpu } = await redisReference();
console.log(
  `Redis ZINCRBY, 16-deep pipelining, ${MEMBERS.toLocaleString('en')}-member sorted set: ${reference.toFixed(0)} ops/s`,
);
console.log(describeCpu(referenceCpu, 'ZINCRBY'));
console.log('');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(10)} HTTP      ${(r.eventsPerSecond / reference).toFixed(3)}× the Redis reference acknowledged, ${(r.appliedPerSecond / reference).toFixed(3)}× applied (target ≥ 0.5×); apply lag p50 ${(r.lagP50 * 1000).toFixed(0)} ms, p99 ${(r.lagP99 * 1000).toFixed(0)} ms (target p99 ≤ 1 s)`,
  );
  if (r.cpu && referenceCpu)
    console.log(
      `${name.padEnd(10)} CPU       ${r.cpu.machine.toFixed(0)} µs of the machine's CPU per event applied against ${referenceCpu.machine.toFixed(0)} µs per reference ZINCRBY (${(referenceCpu.machine / r.cpu.machine).toFixed(3)}×)`,
    );
  if (r.jetstream !== undefined)
    console.log(`${name.padEnd(10)} JetStream ${(r.jetstream / reference).toFixed(3)}× the Redis reference`);
}
console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
