// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Back-pressure (decisions 0100 and 0102, docs/engine.md "Log then apply"): a batch is appended to the log only once
// the log holds fewer than APPLY_BACKLOG_LIMIT unapplied events of this process's appends with it, and answered once
// it is durable, so the log (and with it the apply lag) stays bounded and the acknowledged rate is the rate the log
// is applied at. 0 turns it off; a paused process (APPLY_PAUSED) never holds; a stuck applier holds a batch for a
// bounded time only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { records } from '../db/schema/campaigns.ts';
import { appliedThroughLog } from '../test/applied.ts';
import { Applier } from './applier.ts';
import type { BatchIngestResult } from './batch-ingest.ts';
import { logHead, readApplyLag } from './event-log.ts';

const KEY = 'back-pressure-key';
let seq = 0;
const gifts = (receiverID: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ID: `bp-${process.pid}-${++seq}`,
    type: 1,
    timestamp: Date.now(),
    GiftID: 'rose',
    Point: 1,
    Count: 1,
    SenderID: `viewer-${i}`,
    ReceiverID: receiverID,
  }));

async function post(t: TestApp, list: unknown[]): Promise<BatchIngestResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/events',
    headers: { 'x-ingest-key': KEY },
    payload: { events: list },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BatchIngestResult;
}

async function scoreOf(t: TestApp, containerID: number, key: string): Promise<number> {
  const [row] = await t.db
    .select({ score: records.score })
    .from(records)
    .where(and(eq(records.containerId, containerID), eq(records.key, key)));
  return row?.score ?? 0;
}

async function board(t: TestApp): Promise<number> {
  const admin = await t.signIn(['user']);
  const lb = await createLeaderboard(t, admin, await createCampaign(t, admin));
  await createGiftEvaluator(t, admin, lb.containerID);
  return lb.containerID;
}

/** An append that stored nothing of its own but moved this process's head to `lastSeq` (the applier's view). */
const appendedThrough = (lastSeq: number) => async () => ({ accepted: [], duplicates: [], lastSeq });

const heldBatches = async (t: TestApp) =>
  Number(
    /^eventory_ingest_held_seconds_count (\d+)$/m.exec((await t.app.inject({ url: '/metrics' })).body)?.[1],
  );

describe('back-pressure with APPLY_BACKLOG_LIMIT=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY], applyBacklogLimit: 1 });
  });
  afterAll(() => t.close());

  it('appends a batch only once the applier has applied the log before it, and counts the held batch', async () => {
    const containerID = await board(t);
    const before = await heldBatches(t);
    await t.app.applier.stop(); // nothing applies until it starts again below
    // Nothing unapplied in the log: the first batch appends and is answered at once, unapplied.
    const first = await post(t, gifts('luna', 3000));
    expect(first.accepted).toHaveLength(3000);
    const firstLast = await logHead(t.db);
    expect(await scoreOf(t, containerID, 'luna')).toBe(0);
    let answered = false;
    const second = post(t, gifts('kai', 10)).then((r) => ((answered = true), r));
    await new Promise((r) => setTimeout(r, 300));
    // The second waits for room: it is neither answered nor in the log.
    expect(answered).toBe(false);
    expect(await logHead(t.db)).toBe(firstLast);
    t.app.applier.start();
    expect((await second).accepted).toHaveLength(10);
    // It appended only after the first batch was applied.
    expect(t.app.applier.committed).toBeGreaterThanOrEqual(firstLast);
    expect(await scoreOf(t, containerID, 'luna')).toBe(3000);
    expect(await logHead(t.db)).toBeGreaterThan(firstLast);
    expect(await heldBatches(t)).toBe(before + 1);
  });

  it('lets waiting batches append in the order they came, as the applier makes room', async () => {
    const containerID = await board(t);
    await t.app.applier.stop();
    await post(t, gifts('ren', 5));
    const order: string[] = [];
    const waiting = ['a', 'b', 'c'].map((name) =>
      post(t, gifts(`ren-${name}`, 5)).then(() => order.push(name)),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(order).toEqual([]);
    t.app.applier.start();
    await Promise.all(waiting);
    expect(order).toEqual(['a', 'b', 'c']);
    await appliedThroughLog(t.app);
    expect(await scoreOf(t, containerID, 'ren-c')).toBe(5);
  });

  it('holds a batch at most the time given when the applier does not move, then appends it', async () => {
    const stuck = new Applier(t.app, { backlogLimit: 1 }); // never started: it applies nothing
    const head = stuck.committed + 100;
    expect((await stuck.admitted(100, appendedThrough(head))).heldMs).toBe(0);
    let appendedAt = 0;
    const started = performance.now();
    const { heldMs, lastSeq } = await stuck.admitted(
      10,
      async () => ((appendedAt = performance.now()), appendedThrough(head + 10)()),
      150,
    );
    expect(heldMs).toBeGreaterThanOrEqual(140);
    expect(appendedAt - started).toBeGreaterThanOrEqual(140);
    expect(lastSeq).toBe(head + 10);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('never holds in a process that applies nothing (APPLY_PAUSED): another process applies its appends', async () => {
    const paused = new Applier(t.app, { paused: true, backlogLimit: 1 });
    const head = paused.committed + 100;
    expect((await paused.admitted(100, appendedThrough(head))).heldMs).toBe(0);
    expect((await paused.admitted(100, appendedThrough(head + 100))).heldMs).toBe(0);
  });
});

describe('back-pressure off (APPLY_BACKLOG_LIMIT=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY], applyBacklogLimit: 0 });
  });
  afterAll(() => t.close());

  it('appends and acknowledges at once however far behind the applier is', async () => {
    const containerID = await board(t);
    await t.app.applier.stop(); // nothing applies from here on
    await post(t, gifts('mia', 10));
    const answer = await post(t, gifts('mia', 20));
    expect(answer.accepted).toHaveLength(20);
    expect(await scoreOf(t, containerID, 'mia')).toBe(0);
    expect((await readApplyLag(t.db)).positions).toBe(30);
    expect(await heldBatches(t)).toBe(0);
  });
});
