// The event log's append, statement forms side by side (decision 0107): batches of BATCH gift events inserted into
// a scratch copy of `events` (same columns and indexes) on DATABASE_URL, alternating between the forms, each batch
// new. For each form: the server's time to build the parameters (JavaScript) and the PostgreSQL backend's CPU for
// the statement (read from /proc for the backend's pid, so other work on the machine does not count). Reference,
// same run: the form of decision 0106 (one text[] literal per column, each payload JSON text escaped into it, with
// ON CONFLICT).
//
// Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/event-append.mjs` (PostgreSQL on this
// machine; the backend's /proc must be readable, so the database runs here). Knobs: BATCH (5000), ROUNDS (40).
import { readFileSync } from 'node:fs';
import pg from 'pg';

const URL = process.env.DATABASE_URL;
const BATCH = Number(process.env.BATCH ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const SCHEMA = `bench_append_${process.pid}`;
if (!URL) {
  console.log('DATABASE_URL is not set: nothing to measure (a PostgreSQL on this machine is needed).');
  process.exit(0);
}

/** As db/array-literal.ts: every element double-quoted, backslashes and double quotes escaped. */
const textArray = (values) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
const numberArray = (values) => `{${values.join(',')}}`;

const insert = (from, conflict) => `
  with stored as (
    insert into ${SCHEMA}.events (id, type, source, timestamp, payload)
    select x.id, x.type, x.source, x.ts, x.payload from ${from} order by x.n ${conflict ? 'on conflict (id) do nothing' : ''}
    returning seq)
  select count(*), min(seq), max(seq) from stored`;
const ARRAYS_0106 = `(select id, type, source, ts, payload::jsonb as payload, n
  from unnest($1::text[], $2::int[], $3::text[], $4::bigint[], $5::text[]) with ordinality as u(id, type, source, ts, payload, n)) x`;
const JSON_PAYLOADS = `rows from (unnest($1::text[]), unnest($2::int[]), unnest($3::text[]), unnest($4::bigint[]),
  jsonb_array_elements($5::jsonb)) with ordinality as x(id, type, source, ts, payload, n)`;

const FORMS = {
  'reference: 0106 (payloads in a text[] literal, ON CONFLICT)': {
    sql: insert(ARRAYS_0106, true),
    payloads: (list) => textArray(list.map((e) => JSON.stringify(e.fields))),
  },
  'payloads as one JSON array, ON CONFLICT (a resend)': {
    sql: insert(JSON_PAYLOADS, true),
    payloads: (list) => JSON.stringify(list.map((e) => e.fields)),
  },
  'payloads as one JSON array, no ON CONFLICT (a new batch)': {
    sql: insert(JSON_PAYLOADS, false),
    payloads: (list) => JSON.stringify(list.map((e) => e.fields)),
  },
};

let seq = 0;
function batch() {
  const now = Date.now();
  const out = [];
  for (let i = 0; i < BATCH; i++) {
    seq++;
    out.push({
      ID: `${process.pid}-${seq}`,
      type: 1,
      source: 'host-app',
      timestamp: now,
      fields: {
        GiftID: 'rose',
        Point: 1 + (seq % 50),
        Count: 1 + (seq % 3),
        SenderID: `v${seq % 100000}`,
        ReceiverID: `m${1 + Math.floor(Math.random() * 1e6)}`,
      },
    });
  }
  return out;
}

const client = new pg.Client({ connectionString: URL });
await client.connect();
await client.query(`create schema ${SCHEMA};
  create table ${SCHEMA}.events (id text primary key, type int not null, source text not null, timestamp bigint not null,
    payload jsonb not null, received_at timestamptz not null default now(), seq bigserial not null);
  create unique index on ${SCHEMA}.events (seq)`);
const {
  rows: [{ pid }],
} = await client.query('select pg_backend_pid() as pid');
const ticksPerMs = 100 / 1000; // USER_HZ 100
const backendCpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
};

const names = Object.keys(FORMS);
const figures = Object.fromEntries(names.map((n) => [n, { js: 0, cpu: 0, runs: 0 }]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    // Each round runs every form once, in a rotating order; the first two rounds warm up and are not counted.
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      const form = FORMS[name];
      const list = batch();
      const t0 = performance.now();
      const params = [
        textArray(list.map((e) => e.ID)),
        numberArray(list.map((e) => e.type)),
        textArray(list.map((e) => e.source)),
        numberArray(list.map((e) => e.timestamp)),
        form.payloads(list),
      ];
      const js = performance.now() - t0;
      const c0 = backendCpuMs();
      const { rows } = await client.query(form.sql, params);
      const cpu = backendCpuMs() - c0;
      if (Number(rows[0].count) !== BATCH) throw new Error(`${name}: stored ${rows[0].count} of ${BATCH}`);
      if (round < 2) continue;
      figures[name].js += js;
      figures[name].cpu += cpu;
      figures[name].runs++;
    }
  }
} finally {
  await client.query(`drop schema ${SCHEMA} cascade`);
  await client.end();
}

const reference = figures[names[0]];
console.log(`Append of ${BATCH} new gift events, ${ROUNDS - 2} batches per form, means per batch:`);
for (const name of names) {
  const f = figures[name];
  const js = f.js / f.runs;
  const cpu = f.cpu / f.runs;
  console.log(
    `  ${name}\n    parameters ${js.toFixed(1)} ms (${(js / (reference.js / reference.runs)).toFixed(2)}× the reference), ` +
      `PostgreSQL backend CPU ${cpu.toFixed(1)} ms (${(cpu / (reference.cpu / reference.runs)).toFixed(2)}× the reference), ` +
      `${((1000 * (js + cpu)) / BATCH).toFixed(1)} µs per event in all`,
  );
}
