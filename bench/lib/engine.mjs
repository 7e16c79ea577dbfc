// The built server as the engine benchmarks run it (bench/engine-ingest.mjs, bench/engine-scale.mjs):
// started on a free port with the given environment, a leaderboard with gift evaluators set up over the
// admin API, records pre-loaded with one INSERT ... SELECT generate_series, gift batches for POST /v1/events,
// and a fresh PostgreSQL database + Redis logical db for the PostgreSQL + Redis case.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './product.mjs';

const root = resolve(import.meta.dirname, '../..');
const HOUR = 3_600_000;
export const ENGINE_ENTRY = resolve(root, process.env.EVENTORY_SERVER_MAIN ?? 'packages/server/dist/main.js');
export const INGEST_KEY = 'bench-ingest-key';

/** `node ENGINE_ENTRY` with env, waited for on /healthz; nodeArgs: extra node flags (e.g. --cpu-prof). */
export async function startEngineServer(env, nodeArgs = []) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ENGINE_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
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
    base: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    readyMs: performance.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

export async function postJson(base, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

const GIFT_CALCS = [
  { kind: 'field', field: 'Point' },
  { kind: 'field', field: 'Count' },
  { kind: 'product', fields: ['Point', 'Count'] },
];

/**
 * A campaign, its leaderboard and `evaluators` gift evaluators on the leaderboard's container, taking their
 * score calculations from `calcs` in turn.
 */
export async function setUpLeaderboard(base, evaluators, calcs = GIFT_CALCS) {
  const { accessToken } = await postJson(base, '/v1/admin/auth/dev', {
    email: 'bench@eventory.test',
    roles: ['developer'],
  });
  const h = { 'access-token': accessToken };
  const now = Math.floor(Date.now() / 1000);
  const window = { startTime: now - 86_400, endTime: now + 86_400 };
  const { ID } = await postJson(
    base,
    '/v1/admin/campaigns',
    { codeName: `bench-${process.pid}-${Date.now()}`, name: 'Bench', ...window },
    h,
  );
  const lb = await postJson(base, '/v1/admin/leaderboards', { eventID: ID, groupName: 'Top', ...window }, h);
  for (let i = 0; i < evaluators; i++)
    await postJson(
      base,
      '/v1/admin/evaluators',
      {
        targetContainerID: lb.containerID,
        eventType: 1,
        resultKey: i % 2 === 0 ? 'ReceiverID' : 'StreamerID',
        scoreCalc: calcs[i % calcs.length],
      },
      h,
    );
  return lb.containerID;
}

/** Members m1..m{members} with random scores 0–200,000 (ties common). Parameters: container, now, members. */
export const PRELOAD_SQL = `INSERT INTO records (container_id, key, score, last_update_ms)
  SELECT $1::int, 'm' || g, floor(random() * 200000), $2::bigint + (g % 86400000)
  FROM generate_series(1, $3::int) AS g`;
export const preloadParams = (containerID, members) => [containerID, Date.now() - 2 * HOUR, members];

export async function preloadPostgres(url, containerID, members) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(PRELOAD_SQL, preloadParams(containerID, members));
  await c.query('VACUUM ANALYZE records');
  await c.end();
}

let seq = 0;
/** A POST /v1/events body of `size` gift events (IDs `{runId}-{n}`) to random members m1..m{members}. */
export function giftBatchBody(runId, size, members) {
  const now = Date.now();
  const parts = [];
  for (let i = 0; i < size; i++) {
    const receiver = 1 + Math.floor(Math.random() * members);
    parts.push(
      `{"ID":"${runId}-${++seq}","type":1,"timestamp":${now},"GiftID":"rose","Point":${1 + (seq % 50)},"Count":${1 + (seq % 3)},"SenderID":"v${seq % 100000}","ReceiverID":"m${receiver}"}`,
    );
  }
  return `{"events":[${parts.join(',')}]}`;
}

/** Waits until the server has applied the whole event log (its eventory_apply_behind_positions is 0); answers when (performance.now()). */
export async function appliedWholeLog(base, timeoutMs = 60_000) {
  for (const until = performance.now() + timeoutMs; performance.now() < until;) {
    const text = await (await fetch(`${base}/metrics`)).text();
    if (/^eventory_apply_behind_positions 0$/m.test(text)) return performance.now();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the applier did not apply the whole log within ${timeoutMs / 1000} s`);
}

/**
 * A fresh PostgreSQL database beside `baseUrl`'s (default DATABASE_URL's) and the Redis logical db `redisDb` for
 * the server's rank index; `drop()` removes the database and the server's `eventory:main:*` keys.
 */
export async function freshPostgresAndRedis(name, redisUrl, redisDb, baseUrl = process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const url = new URL(baseUrl);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  const serverRedis = new URL(redisUrl);
  serverRedis.pathname = `/${redisDb}`;
  return {
    databaseUrl: url.toString(),
    redisUrl: serverRedis.toString(),
    /** The server's Redis keys removed (the rank index), the database kept. */
    async clearRedis() {
      const { Redis } = await import('ioredis');
      const r = new Redis(serverRedis.toString());
      let cursor = '0';
      do {
        const [next, keys] = await r.scan(cursor, 'MATCH', 'eventory:main:*', 'COUNT', 1000);
        if (keys.length) await r.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await r.quit();
    },
    async drop() {
      await this.clearRedis();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Signs visitor tokens as a server started with SESSION_SECRET=sessionSecret does
 * (packages/server/src/auth/visitor-token.ts): userID → the personal rank's Authorization header.
 */
export async function visitorHeadersFor(sessionSecret) {
  const { createHmac } = await import('node:crypto');
  const { SignJWT } = await import('jose');
  const visitorKey = createHmac('sha256', new TextEncoder().encode(sessionSecret)).update('visitor').digest();
  return async (userID) => ({
    authorization: `Bearer ${await new SignJWT({ kind: 'jwt' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userID)
      .setIssuer('eventory')
      .setAudience('eventory-visitor')
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(visitorKey)}`,
  });
}
