// Campaign insight at 10M events (issue 17 §1, decision 0088): `GET /v1/admin/campaigns/{id}/insight` over
// HTTP, answered from the rollups (per-minute sums and HyperLogLog sketches kept by the insightRollup job)
// plus the rows past the marks, against the reference measured in the same run on the same data: the raw
// GROUP BY over the event log for the same range and buckets (counts, score sum, distinct senders and
// receivers), run through the driver. Target: the insight answers in ≤ 500 ms.
//
// The campaign's gift events are generated with SQL generate_series (setup, not timed), spread over the
// 30 days before now, with 100,000 senders and 1,000 receivers; EVENTS/10 tracking events (two variants).
// Also printed: how fast the rollup job caught up with the log.
//
// Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/insight.mjs` (a scratch database is
// created and dropped). Knobs: EVENTS (10000000), REPS (10). Uses packages/server/dist/main.js when it is
// newer than the sources, else bundles a bench copy of the server.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort, serverEntry } from './lib/product.mjs';

const root = resolve(import.meta.dirname, '..');
const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const TRACKING = Number(process.env.TRACKING ?? Math.round(EVENTS / 10));
const REPS = Number(process.env.REPS ?? 10);
const TARGET_MS = 500;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const OFFSET = 8 * HOUR; // GMT+0800
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.log('insight: skipped, it needs DATABASE_URL (PostgreSQL): the 10M-event log is generated there');
  process.exit(0);
}

const { default: pg } = await import(join(root, 'node_modules/pg/lib/index.js'));
const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
const scratch = `bench_insight_${process.pid}`;
await admin.query(`create database ${scratch}`);
const scratchUrl = new URL(DATABASE_URL);
scratchUrl.pathname = `/${scratch}`;
const db = new pg.Client({ connectionString: scratchUrl.toString() });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [await serverEntry('eventory-bench-insight')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: scratchUrl.toString(),
    REDIS_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    APP_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function call(path, body, headers = {}, method = body === undefined ? 'GET' : 'POST') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

try {
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await db.connect();
  const { accessToken } = await call('/v1/admin/auth/dev', {
    email: 'bench@eventory.test',
    roles: ['developer'],
  });
  const auth = { 'access-token': accessToken };
  const now = Date.now();
  const first = now - 30 * DAY;
  const { ID } = await call(
    '/v1/admin/campaigns',
    {
      codeName: 'bench-insight',
      name: 'Insight bench',
      timezone: 'GMT+0800',
      startTime: Math.floor(first / 1000),
      endTime: Math.floor((now + DAY) / 1000),
    },
    auth,
  );
  const board = await call(
    '/v1/admin/leaderboards',
    {
      eventID: ID,
      groupName: 'Top',
      startTime: Math.floor(first / 1000),
      endTime: Math.floor((now + DAY) / 1000),
    },
    auth,
  );
  await call(
    '/v1/admin/evaluators',
    { targetContainerID: board.containerID, eventType: 1, resultKey: 'ReceiverID' },
    auth,
  );

  // Setup (not timed): the log, in chunks of 1M, oldest first, arrival order = time order.
  let t = performance.now();
  const CHUNK = 1_000_000;
  for (let from = 1; from <= EVENTS; from += CHUNK) {
    const to = Math.min(EVENTS, from + CHUNK - 1);
    await db.query(
      `insert into events (id, type, source, timestamp, payload, received_at)
       select 'bench-' || g, 1, 'bench', $1::bigint + (g::float8 * $2 / $3)::bigint,
              jsonb_build_object('GiftID', 'rose', 'Point', g % 100 + 1, 'Count', 1,
                                 'SenderID', 's' || (g * 7919) % 100000, 'ReceiverID', 'r' || g % 1000),
              now() - interval '1 minute'
       from generate_series($4::bigint, $5::bigint) g`,
      [first, 30 * DAY - 60_000, EVENTS, from, to],
    );
    process.stdout.write(`\rgenerated ${to.toLocaleString()} events`);
  }
  await db.query(
    `insert into tracking_events (name, actor, page, properties, occurred_at, received_at)
     select (array['page_enter','section_view','leaderboard_view','profile_click'])[1 + g % 4], 'guest', 'bench-insight',
            jsonb_build_object('variant', case when g % 2 = 0 then 'A' else 'B' end, 'visitorID', 'v' || (g / 4) % 50000, 'section', 'ranking'),
            to_timestamp(($1::bigint + (g::float8 * $2 / $3)::bigint) / 1000.0), now() - interval '1 minute'
     from generate_series(1, $3::bigint) g`,
    [first, 30 * DAY - 60_000, TRACKING],
  );
  await db.query('analyze');
  console.log(
    `\nsetup: ${EVENTS.toLocaleString()} events, ${TRACKING.toLocaleString()} tracking events in ${((performance.now() - t) / 1000).toFixed(0)} s`,
  );

  // The rollup job (every 15 s) catches up with the log.
  t = performance.now();
  const { rows: heads } = await db.query(
    'select (select max(seq) from events) as e, (select max(id) from tracking_events) as k',
  );
  for (;;) {
    const { rows } = await db.query('select source, mark from insight_marks');
    const mark = (s) => Number(rows.find((r) => r.source === s)?.mark ?? 0);
    process.stdout.write(
      `\rrollup: ${mark('events').toLocaleString()} events, ${mark('tracking').toLocaleString()} tracking`,
    );
    if (mark('events') >= Number(heads[0].e) && mark('tracking') >= Number(heads[0].k)) break;
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 2000));
  }
  const rollupS = (performance.now() - t) / 1000;
  console.log(
    `\nrollup caught up in ${rollupS.toFixed(0)} s (≈ ${Math.round((EVENTS + TRACKING) / rollupS).toLocaleString()} rows/s, polled every 2 s)`,
  );

  const cases = [
    {
      name: 'last 7 days per hour (the screen default)',
      from: now - 7 * DAY,
      to: now,
      bucket: 'hour',
      size: HOUR,
    },
    { name: 'last 30 days per day', from: now - 30 * DAY, to: now, bucket: 'day', size: DAY },
    { name: 'last 24 hours per minute', from: now - DAY, to: now, bucket: 'minute', size: 60_000 },
  ];
  const results = [];
  for (const c of cases) {
    const url = `/v1/admin/campaigns/${ID}/insight?from=${c.from}&to=${c.to}&bucket=${c.bucket}`;
    await call(url, undefined, auth); // warm-up
    const times = [];
    let answer;
    for (let i = 0; i < REPS; i++) {
      const s = performance.now();
      answer = await call(url, undefined, auth);
      times.push(performance.now() - s);
    }
    const raw = `select floor((timestamp + ${OFFSET})::float8 / ${c.size})::bigint as b, count(*) as n,
                        sum((payload->>'Point')::float8) as score,
                        count(distinct payload->>'SenderID') as senders, count(distinct payload->>'ReceiverID') as receivers
                 from events where type = 1 and timestamp >= $1 and timestamp < $2 group by 1`;
    const refTimes = [];
    let ref;
    for (let i = 0; i < Math.min(3, REPS); i++) {
      const s = performance.now();
      ref = await db.query(raw, [answer.from, answer.to]);
      refTimes.push(performance.now() - s);
    }
    const total = answer.eventsByType[0].values.reduce((a, b) => a + b, 0);
    const refTotal = ref.rows.reduce((a, r) => a + Number(r.n), 0);
    results.push({ ...c, p50: median(times), p95: p95(times), ref: median(refTimes), total, refTotal });
  }
  console.log(
    `\nGET insight over HTTP (${REPS} runs) vs the raw GROUP BY through the driver (median of 3), PostgreSQL:`,
  );
  console.log(
    '| case | insight p50 ms | insight p95 ms | raw GROUP BY ms | raw / insight | events in range (insight / raw) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.ref.toFixed(0)} | ${(r.ref / r.p50).toFixed(1)}× | ${r.total.toLocaleString()} / ${r.refTotal.toLocaleString()} |`,
    );
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(
    `target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'MISSED'} (worst p95 ${worst.toFixed(0)} ms)`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
