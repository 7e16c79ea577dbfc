// Exactly once across a crash (issue "Scoring engine" §1, §7): stream batches to POST /v1/events,
// kill -9 the server mid-stream, restart it on the same data, resend every batch that was not
// acknowledged (and some that were), then every receiver's score must be exactly the sum of its
// events: no acknowledged event lost, none counted twice. Runs the built bundle, as `npm start` does;
// on the embedded database always, and on PostgreSQL (a fresh database) when DATABASE_URL is set.
// Issue #16 §1 (log-then-apply): the second test kills the server between the log append and the apply (its
// applier held back by APPLY_PAUSED), restarts it, and every acknowledged event is applied exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
/** EVENTORY_SERVER_MAIN lets a run point at another bundle of the same source (default: the build). */
const main = process.env.EVENTORY_SERVER_MAIN ?? 'packages/server/dist/main.js';
const KEY = 'crash-test-key';
const RECEIVERS = 150;
const BATCHES = 120;
const PER_BATCH = 400;

interface GiftEvent {
  ID: string;
  type: 1;
  timestamp: number;
  GiftID: string;
  Point: number;
  Count: number;
  SenderID: string;
  ReceiverID: string;
}
interface Answer {
  accepted: string[];
  duplicates: string[];
  refused: unknown[];
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

class Server {
  child: ChildProcess | undefined;
  output = '';
  constructor(
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
  ) {}
  get base() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, [main], { cwd: root, env: this.env, stdio: 'pipe' });
    child.stdout?.on('data', (d) => (this.output += d));
    child.stderr?.on('data', (d) => (this.output += d));
    this.child = child;
    for (let i = 0; i < 1200; i++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${this.output}`);
      try {
        if ((await fetch(`${this.base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`server did not start:\n${this.output}`);
  }
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function setUpLeaderboard(base: string): Promise<number> {
  const { accessToken } = await json<{ accessToken: string }>(
    await fetch(`${base}/v1/admin/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@eventory.test', roles: ['developer'] }),
    }),
  );
  const admin = (path: string, body: unknown) =>
    fetch(`${base}/v1/admin/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': accessToken },
      body: JSON.stringify(body),
    });
  const now = Math.floor(Date.now() / 1000);
  const { ID } = await json<{ ID: number }>(
    await admin('campaigns', {
      codeName: `crash-${process.pid}`,
      name: 'Crash cup',
      startTime: now - 3600,
      endTime: now + 86_400,
    }),
  );
  const leaderboard = await json<{ containerID: number }>(
    await admin('leaderboards', {
      eventID: ID,
      groupName: 'Top',
      startTime: now - 3600,
      endTime: now + 86_400,
    }),
  );
  await json(
    await admin('evaluators', {
      targetContainerID: leaderboard.containerID,
      eventType: 1,
      resultKey: 'ReceiverID',
      scoreCalc: { kind: 'product', fields: ['Point', 'Count'] },
    }),
  );
  return leaderboard.containerID;
}

function makeBatches(): GiftEvent[][] {
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const now = Date.now();
  return Array.from({ length: BATCHES }, (_, b) =>
    Array.from({ length: PER_BATCH }, (_, i) => ({
      ID: `crash-${b}-${i}`,
      type: 1 as const,
      timestamp: now - 1000 + b,
      GiftID: 'rose',
      Point: 1 + Math.floor(rand() * 50),
      Count: 1 + Math.floor(rand() * 3),
      SenderID: `viewer-${Math.floor(rand() * 40)}`,
      ReceiverID: `streamer-${Math.floor(rand() * RECEIVERS)}`,
    })),
  );
}

/** Sends the batches with `clients` concurrent senders; answers the indices acknowledged (200, all IDs). */
async function stream(
  base: string,
  batches: GiftEvent[][],
  indices: number[],
  clients: number,
  onAck: (index: number) => void,
): Promise<Set<number>> {
  const acknowledged = new Set<number>();
  const queue = [...indices];
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      let answer: Answer;
      try {
        const res = await fetch(`${base}/v1/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ingest-key': KEY },
          body: JSON.stringify({ events: batches[i] }),
        });
        if (res.status !== 200) continue;
        answer = (await res.json()) as Answer;
      } catch {
        continue; // the server died: this batch is not acknowledged
      }
      const ids = new Set([...answer.accepted, ...answer.duplicates]);
      if (answer.refused.length === 0 && batches[i]!.every((e) => ids.has(e.ID))) {
        acknowledged.add(i);
        onAck(i);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return acknowledged;
}

async function scoresOf(base: string, containerID: number): Promise<Map<string, number>> {
  const page = await json<{ data: { score: number; userInfo: { userID: string } }[] }>(
    await fetch(`${base}/leaderboards/eventory?containerID=${containerID}&count=1000&withoutOnliveInfo=true`),
  );
  return new Map(page.data.map((r) => [r.userInfo.userID, r.score]));
}

/** Waits until the applier has applied the whole event log (GET /metrics, read from loopback). */
async function appliedAll(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const text = await (await fetch(`${base}/metrics`)).text();
    if (/^eventory_apply_behind_positions 0$/m.test(text)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the applier did not catch up within 60 s');
}

/** A fresh PostgreSQL database for one run (dropped afterwards), or '' for the embedded database. */
async function databaseFor(target: string, label: string): Promise<string> {
  if (target !== 'PostgreSQL') return '';
  const url = new URL(process.env.DATABASE_URL!);
  const name = `eventory_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });
  return url.toString();
}

const targets = ['embedded PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])];

describe.each(targets)('exactly once across kill -9 (%s)', (target) => {
  it('loses no acknowledged event and counts none twice after a restart and resend', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'eventory-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = '';
    if (target === 'PostgreSQL') {
      const url = new URL(process.env.DATABASE_URL!);
      const name = `eventory_crash_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      });
    }
    const server = new Server(20000 + Math.floor(Math.random() * 20000), {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      INGEST_KEYS: `other,${KEY}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    });
    server.env.PORT = String(server.port);
    cleanups.push(() => server.stop());

    await server.start();
    const containerID = await setUpLeaderboard(server.base);
    const batches = makeBatches();

    // Kill at a random moment once a random number (3..12) of batches were acknowledged.
    const killAfter = 3 + Math.floor(Math.random() * 10);
    let acks = 0;
    let killing: Promise<void> | undefined;
    const firstRun = await stream(
      server.base,
      batches,
      batches.map((_, i) => i),
      3,
      () => {
        if (++acks === killAfter)
          killing = new Promise((r) => setTimeout(r, Math.random() * 150)).then(() => server.kill9());
      },
    );
    await killing;
    expect(server.child?.signalCode, 'the server was killed with SIGKILL mid-stream').toBe('SIGKILL');
    expect(firstRun.size).toBeGreaterThanOrEqual(killAfter);
    expect(firstRun.size, 'some batches were left unacknowledged by the crash').toBeLessThan(BATCHES);

    console.info(
      `${target}: killed (SIGKILL) with ${firstRun.size} of ${BATCHES} batches acknowledged; resending ${BATCHES - firstRun.size} + 5 acknowledged`,
    );
    await server.start();
    const unacknowledged = batches.map((_, i) => i).filter((i) => !firstRun.has(i));
    // Resend what was not acknowledged, and some that were, to prove a resend counts nothing twice.
    const resendAcknowledged = [...firstRun].slice(0, 5);
    const secondRun = await stream(
      server.base,
      batches,
      [...unacknowledged, ...resendAcknowledged],
      3,
      () => {},
    );
    expect([...unacknowledged, ...resendAcknowledged].every((i) => secondRun.has(i))).toBe(true);

    const expected = new Map<string, number>();
    for (const e of batches.flat())
      expected.set(e.ReceiverID, (expected.get(e.ReceiverID) ?? 0) + e.Point * e.Count);
    // Acknowledged means appended to the log; the scores follow once the applier has caught up.
    await appliedAll(server.base);
    const actual = await scoresOf(server.base, containerID);
    expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));

    // And again after a clean restart: the rank index is rebuilt from the durable records (or, embedded, loaded
    // from the snapshot of the clean stop and verified against them: 0101).
    await server.stop();
    await server.start();
    await appliedAll(server.base);
    const afterRestart = await scoresOf(server.base, containerID);
    expect(Object.fromEntries([...afterRestart].sort())).toEqual(Object.fromEntries([...expected].sort()));
  });
});

describe.each(targets)('kill -9 between the log append and the apply (%s)', (target) => {
  it('applies every acknowledged event exactly once after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'eventory-crash-apply-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = await databaseFor(target, 'crash_apply');
    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      INGEST_KEYS: KEY,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    };
    // First life: the applier is held back, so every acknowledged batch sits in the log unapplied.
    const server = new Server(20000 + Math.floor(Math.random() * 20000), { ...env, APPLY_PAUSED: 'true' });
    server.env.PORT = String(server.port);
    cleanups.push(() => server.stop());
    await server.start();
    const containerID = await setUpLeaderboard(server.base);
    const batches = makeBatches().slice(0, 30);
    const acknowledged = await stream(
      server.base,
      batches,
      batches.map((_, i) => i),
      3,
      () => {},
    );
    expect(acknowledged.size).toBe(batches.length);
    expect((await scoresOf(server.base, containerID)).size, 'nothing applied before the crash').toBe(0);
    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    expect(metrics).toMatch(new RegExp(`^eventory_apply_behind_positions ${batches.flat().length}$`, 'm'));
    await server.kill9();
    expect(server.child?.signalCode).toBe('SIGKILL');

    // Second life: the applier runs, resumes from the stored position and applies the log once.
    server.env.APPLY_PAUSED = 'false';
    await server.start();
    await appliedAll(server.base);
    const expected = new Map<string, number>();
    for (const e of batches.flat())
      expected.set(e.ReceiverID, (expected.get(e.ReceiverID) ?? 0) + e.Point * e.Count);
    const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort());
    expect(sorted(await scoresOf(server.base, containerID))).toEqual(sorted(expected));

    // Killed again once applied, restarted: nothing is applied twice; resends count nothing.
    await server.kill9();
    await server.start();
    await stream(server.base, batches, [0, 1, 2], 1, () => {});
    await appliedAll(server.base);
    expect(sorted(await scoresOf(server.base, containerID))).toEqual(sorted(expected));
  });
});
