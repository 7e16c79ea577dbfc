// The engine on PostgreSQL + Redis at scale (issue 16 §3, §5), against the built server, on a leaderboard
// container pre-loaded with MEMBERS records:
//  1. Mixed load: READERS concurrent readers (half the top-100 page, half a random member's personal rank)
//     while WRITERS writers send gift batches to POST /v1/events at RATE of their maximum rate (measured
//     first, writers alone). Reference, same run: the same readers with no writes. Figures: reads/s and p50/p99 per endpoint, p99 ratio, the ingest rate under the reads.
//  2. Two processes against one: CLIENTS senders to one server process (the reference), then the same
//     senders split over two server processes on the same PostgreSQL + Redis. Afterwards the records are
//     checked against the events sent: one evaluator scores each event 1, so the records' total must have
//     grown by exactly the number of events acknowledged; batches sent again through the other process
//     must all come back as duplicates.
//
// Run after `npm run build`, with DATABASE_URL (a fresh database is created beside it and dropped):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/engine-scale.mjs
// Knobs: MEMBERS (1000000), SECONDS per case (10), READERS (50), WRITERS (2), CLIENTS (4), BATCH (5000),
// REDIS_URL (redis://127.0.0.1:6379/0), BENCH_REDIS_DB (10: the servers' rank index), CASES (mixed,two),
// RATE (0.5: the writers' pace under the readers as a share of their rate alone, measured first; 0 = unpaced).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  appliedWholeLog,
  INGEST_KEY,
  freshPostgresAndRedis,
  giftBatchBody,
  preloadPostgres,
  setUpLeaderboard,
  startEngineServer,
  visitorHeadersFor,
} from './lib/engine.mjs';
import { cpuMsByCommand, cpuMsOf, machineCpuMs, quantile } from './lib/product.mjs';

const MEMBERS = Number(process.env.MEMBERS ?? 1_000_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const READERS = Number(process.env.READERS ?? 50);
const WRITERS = Number(process.env.WRITERS ?? 2);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const BATCH = Number(process.env.BATCH ?? 5000);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
const BENCH_REDIS_DB = Number(process.env.BENCH_REDIS_DB ?? 10);
const CASES = (process.env.CASES ?? 'mixed,two').split(',');
/** Writers' pace under the readers, as a share of the rate they reach alone (0: back to back). */
const RATE = Number(process.env.RATE ?? 0.5);
if (!process.env.DATABASE_URL) {
  console.log('engine-scale: skipped, it needs DATABASE_URL (PostgreSQL) and Redis at REDIS_URL');
  process.exit(0);
}

const agent = new Agent({ keepAlive: true, maxSockets: READERS + CLIENTS + WRITERS });
function get(port, path, headers = {}) {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? done() : fail(new Error(`${path}: HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

let acknowledged = 0;
const sentBatches = [];
/** One batch to `server`; counts its events once the server acknowledged all of them. */
async function sendBatch(server, runId) {
  const body = giftBatchBody(runId, BATCH, MEMBERS);
  const res = await fetch(`${server.base}/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': INGEST_KEY },
    body,
  });
  const answer = await res.json();
  if (res.status !== 200 || answer.accepted.length !== BATCH)
    throw new Error(`batch not fully accepted: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  acknowledged += BATCH;
  if (sentBatches.length < 4) sentBatches.push({ body, server });
}

/**
 * `senders` loops over `servers` (round robin) until `until()` passes, after one batch each; events/s
 * acknowledged. With `rate` (events/s), the senders together send no faster: each waits for its next slot.
 */
async function ingest(servers, senders, runId, until, rate) {
  await Promise.all(Array.from({ length: senders }, (_, i) => sendBatch(servers[i % servers.length], runId)));
  let events = 0;
  const started = performance.now();
  const gapMs = rate ? (senders * BATCH * 1000) / rate : 0;
  await Promise.all(
    Array.from({ length: senders }, async (_, i) => {
      let next = started + (gapMs * i) / senders;
      while (performance.now() < until()) {
        if (gapMs > 0) {
          const wait = next - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          next += gapMs;
          if (performance.now() >= until()) break;
        }
        await sendBatch(servers[i % servers.length], runId);
        events += BATCH;
      }
    }),
  );
  return events / ((performance.now() - started) / 1000);
}

/** READERS loops for SECONDS after a 1 s warm-up, half on the top-100 page, half on personal ranks. */
async function read(port, containerID, visitors) {
  const endpoints = [
    {
      name: 'top-100 page',
      once: () => get(port, `/leaderboards/eventory?containerID=${containerID}&count=100`),
    },
    {
      name: 'personal rank',
      once: () => {
        const { key, headers } = visitors[Math.floor(Math.random() * visitors.length)];
        return get(port, `/event/container/${containerID}/personal/${key}`, headers);
      },
    },
  ];
  const run = async (until, latencies) =>
    Promise.all(
      Array.from({ length: READERS }, async (_, i) => {
        const { once } = endpoints[i % endpoints.length];
        while (performance.now() < until) {
          const t = performance.now();
          await once();
          latencies?.[i % endpoints.length].push(performance.now() - t);
        }
      }),
    );
  await run(performance.now() + 1000);
  const latencies = endpoints.map(() => []);
  const started = performance.now();
  await run(started + SECONDS * 1000, latencies);
  const elapsed = (performance.now() - started) / 1000;
  return endpoints.map(({ name }, e) => ({
    name,
    rps: latencies[e].length / elapsed,
    p50: quantile(latencies[e], 0.5),
    p99: quantile(latencies[e], 0.99),
  }));
}

const printReads = (label, rows) => {
  for (const r of rows)
    console.log(
      `${label.padEnd(22)} ${r.name.padEnd(14)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms`,
    );
};

/**
 * Starts a CPU window; its result: cores busy on the machine, in the server processes, in this load
 * generator, in PostgreSQL and Redis (every process of theirs on the machine, other work's included; backends
 * that exited during the window are missed) and the rest.
 */
function cpuWindow(pids) {
  const t0 = performance.now();
  const machine0 = machineCpuMs();
  const servers0 = pids.map(cpuMsOf);
  const stores0 = ['postgres', 'redis-server'].map(cpuMsByCommand);
  const self0 = process.cpuUsage();
  return () => {
    const ms = performance.now() - t0;
    const machine = machineCpuMs().busy - machine0.busy;
    const self = process.cpuUsage(self0);
    const generator = (self.user + self.system) / 1000;
    const servers = pids.map((pid, i) => cpuMsOf(pid) - servers0[i]).reduce((a, b) => a + b, 0);
    const [postgres, redis] = ['postgres', 'redis-server'].map((comm, i) =>
      [...cpuMsByCommand(comm)].reduce((sum, [pid, cpu]) => sum + cpu - (stores0[i].get(pid) ?? 0), 0),
    );
    const cores = (x) => (x / ms).toFixed(2);
    return `CPU in cores: machine ${cores(machine)} of ${cpus().length} busy; server process(es) ${cores(servers)}, PostgreSQL ${cores(postgres)}, Redis ${cores(redis)}, load generator ${cores(generator)}, the rest ${cores(machine - servers - postgres - redis - generator)}`;
  };
}

async function recordsTotal(databaseUrl, containerID) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query(
    'SELECT coalesce(sum(score), 0)::float8 AS total FROM records WHERE container_id = $1',
    [containerID],
  );
  await c.end();
  return rows[0].total;
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
console.log(
  `engine at scale on PostgreSQL + Redis: ${MEMBERS.toLocaleString('en')}-member leaderboard; ${machine}; load average ${loadavg()[0].toFixed(1)}`,
);

const stores = await freshPostgresAndRedis(`eventory_bench_scale_${process.pid}`, REDIS_URL, BENCH_REDIS_DB);
const dirs = [
  mkdtempSync(join(tmpdir(), 'eventory-bench-scale-a-')),
  mkdtempSync(join(tmpdir(), 'eventory-bench-scale-b-')),
];
const SESSION_SECRET = randomBytes(32).toString('hex');
const env = (dir) => ({
  DATA_DIR: dir,
  DATABASE_URL: stores.databaseUrl,
  REDIS_URL: stores.redisUrl,
  INGEST_KEYS: INGEST_KEY,
  SESSION_SECRET,
  NATS_URL: '',
  // Every 5,000-event batch here takes over SLOW_REQUEST_MS: keep the slow-request warnings out of the figures.
  LOG_LEVEL: 'error',
});
const servers = [];
try {
  let a = await startEngineServer(env(dirs[0]));
  // One evaluator scoring every event 1: the records' total then counts the events applied.
  const containerID = await setUpLeaderboard(a.base, 1, [{ kind: 'constant', value: 1 }]);
  await a.stop();
  let t = performance.now();
  await preloadPostgres(stores.databaseUrl, containerID, MEMBERS);
  console.log(
    `pre-loaded ${MEMBERS.toLocaleString('en')} members in ${((performance.now() - t) / 1000).toFixed(1)} s (setup, not measured)`,
  );
  a = await startEngineServer(env(dirs[0]));
  servers.push(a);
  console.log(
    `process A ready in ${(a.readyMs / 1000).toFixed(1)} s (Redis rank index loaded from the records)`,
  );
  const totalBefore = await recordsTotal(stores.databaseUrl, containerID);
  const runId = `scale-${process.pid}`;

  if (CASES.includes('mixed')) {
    const sign = await visitorHeadersFor(SESSION_SECRET);
    const visitors = await Promise.all(
      Array.from({ length: 2000 }, async () => {
        const key = `m${1 + Math.floor(Math.random() * MEMBERS)}`;
        return { key, headers: await sign(key) };
      }),
    );
    console.log(
      `\n--- mixed load: ${READERS} readers, ${WRITERS} writers of ${BATCH}-event batches, ${SECONDS} s`,
    );
    // The maximum ingest rate of the writers alone, then the writers at RATE of it under the readers.
    const cpuMax = cpuWindow([a.pid]);
    const maxRate = await ingest(
      [a],
      WRITERS,
      `${runId}-max`,
      (
        (until) => () =>
          until
      )(performance.now() + SECONDS * 1000),
    );
    console.log(`writers alone (max rate): ${maxRate.toFixed(0)} events/s acknowledged; ${cpuMax()}`);
    const cpuAlone = cpuWindow([a.pid]);
    const alone = await read(a.port, containerID, visitors);
    printReads('reads alone (ref.)', alone);
    console.log(`reads alone: ${cpuAlone()}`);
    let readsDone = false;
    const cpu = cpuWindow([a.pid]);
    const writes = ingest(
      [a],
      WRITERS,
      `${runId}-mixed`,
      () => (readsDone ? 0 : Infinity),
      RATE > 0 ? RATE * maxRate : undefined,
    );
    const underWrites = await read(a.port, containerID, visitors);
    readsDone = true;
    const ingestRate = await writes;
    const cpuUse = cpu();
    printReads('reads under writes', underWrites);
    console.log(
      `ingest under the reads: ${ingestRate.toFixed(0)} events/s acknowledged (${(ingestRate / maxRate).toFixed(2)}× the max rate; asked ${RATE > 0 ? RATE : 'unpaced'}); ${cpuUse}`,
    );
    for (const [i, r] of underWrites.entries())
      console.log(
        `${r.name.padEnd(14)} p99 under writes ${(r.p99 / alone[i].p99).toFixed(2)}× p99 alone (target ≤ 2×), req/s ${(r.rps / alone[i].rps).toFixed(2)}×`,
      );
  }

  if (CASES.includes('two')) {
    console.log(
      `\n--- two processes against one: ${CLIENTS} senders of ${BATCH}-event batches, ${SECONDS} s each`,
    );
    const deadline = () => {
      const until = performance.now() + SECONDS * 1000;
      return () => until;
    };
    let cpu = cpuWindow([a.pid]);
    const one = await ingest([a], CLIENTS, `${runId}-one`, deadline());
    console.log(`one process (reference): ${one.toFixed(0)} events/s acknowledged; ${cpu()}`);
    const b = await startEngineServer(env(dirs[1]));
    servers.push(b);
    console.log(`process B ready in ${(b.readyMs / 1000).toFixed(1)} s`);
    cpu = cpuWindow([a.pid, b.pid]);
    const two = await ingest([a, b], CLIENTS, `${runId}-two`, deadline());
    const cpuTwo = cpu();
    console.log(
      `two processes:           ${two.toFixed(0)} events/s acknowledged = ${(two / one).toFixed(2)}× one process; ${cpuTwo}`,
    );
  }

  // Exactly once: a few batches sent again through the other process are all duplicates, and the records
  // grew by one point per event acknowledged.
  let duplicates = 0;
  for (const { body, server } of sentBatches) {
    const other = servers.find((s) => s !== server) ?? server;
    const res = await fetch(`${other.base}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ingest-key': INGEST_KEY },
      body,
    });
    duplicates += (await res.json()).duplicates.length;
  }
  // Acknowledged means appended: the applier may still be applying the last batches.
  await appliedWholeLog(servers[0].base);
  const grown = (await recordsTotal(stores.databaseUrl, containerID)) - totalBefore;
  console.log(
    `\nexactly once: ${acknowledged.toLocaleString('en')} events acknowledged, records grew by ${grown.toLocaleString('en')}; ${duplicates} of ${sentBatches.length * BATCH} events re-sent through the other process answered as duplicates — ${grown === acknowledged && duplicates === sentBatches.length * BATCH ? 'OK' : 'MISMATCH'}`,
  );
  if (grown !== acknowledged) process.exitCode = 1;
} finally {
  for (const s of servers) await s.stop();
  await stores.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  agent.destroy();
  console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
}
