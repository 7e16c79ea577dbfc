// Back-pressure (decision 0100, docs/engine.md "Log then apply"): an appended batch is acknowledged once the
// applier is within APPLY_BACKLOG_LIMIT events of it, so the apply lag stays bounded and the acknowledged rate is
// the rate the log is applied at. 0 turns it off; a paused process (APPLY_PAUSED) never holds; a stuck applier
// holds an acknowledgement for a bounded time only (the batch is durable either way).
import { and, eq } from 'drizzle-orm';
import { checkEvent, type IngestEvent } from '@eventory/domain/event-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { records } from '../db/schema/campaigns.ts';
import { Applier } from './applier.ts';
import type { BatchIngestResult } from './batch-ingest.ts';
import { appendBatch, logHead, readApplyLag } from './event-log.ts';

function checkedEvent(raw: unknown): IngestEvent {
  const checked = checkEvent(raw);
  if (!checked.ok) throw new Error(checked.message);
  return checked.event;
}

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

  it('answers a batch only once the applier is within one event of its last, and counts the held batch', async () => {
    const containerID = await board(t);
    const before = await heldBatches(t);
    const answer = await post(t, gifts('luna', 3000));
    const appliedAtAnswer = t.app.applier.committed;
    expect(answer.accepted).toHaveLength(3000);
    expect(appliedAtAnswer).toBeGreaterThanOrEqual((await logHead(t.db)) - 1);
    expect(await scoreOf(t, containerID, 'luna')).toBeGreaterThanOrEqual(2999);
    expect(await heldBatches(t)).toBe(before + 1);
  });

  it('holds until the applier has come within the limit, however long that takes', async () => {
    await board(t);
    await t.app.applier.stop(); // this test drives its own applier
    const applier = new Applier(t.app, { backlogLimit: 5 });
    const { lastSeq } = await appendBatch(
      t.db,
      gifts('kai', 60).map((g) => checkedEvent(g)),
    );
    let done = false;
    const admitted = applier.admit(lastSeq).then((held) => ((done = true), held));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false); // nothing applies: the acknowledgement waits
    applier.start();
    expect(await admitted).toBeGreaterThanOrEqual(290);
    expect(applier.committed).toBeGreaterThanOrEqual(lastSeq - 5);
    await applier.stop();
  });

  it('holds an acknowledgement at most the time given when the applier does not move, then lets it go', async () => {
    const stuck = new Applier(t.app, { backlogLimit: 1 }); // never started: it applies nothing
    const started = performance.now();
    const held = await stuck.admit(stuck.position + 100, 150);
    expect(held).toBeGreaterThanOrEqual(140);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('never holds in a process that applies nothing (APPLY_PAUSED): another process applies its appends', async () => {
    const paused = new Applier(t.app, { paused: true, backlogLimit: 1 });
    expect(await paused.admit(paused.position + 100)).toBe(0);
  });
});

describe('back-pressure off (APPLY_BACKLOG_LIMIT=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY], applyBacklogLimit: 0 });
  });
  afterAll(() => t.close());

  it('acknowledges at once however far behind the applier is', async () => {
    const containerID = await board(t);
    await t.app.applier.stop(); // nothing applies from here on
    const answer = await post(t, gifts('mia', 30));
    expect(answer.accepted).toHaveLength(30);
    expect(await scoreOf(t, containerID, 'mia')).toBe(0);
    expect((await readApplyLag(t.db)).positions).toBe(30);
    expect(await heldBatches(t)).toBe(0);
  });
});
