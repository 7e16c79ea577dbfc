// backends: both: the event log, the applier lock and the replay's swap, on PGlite and on PostgreSQL + Redis
// Issue 30 §3.4, "A replay keeps what an operator wrote": records set through POST containers/{id}/records (set,
// increment, keepBest) are an accepted write. Each enters the event log as an adjustment, in order, so that a
// replay (replayv2) gives the same records as live did, and a prize sent afterwards finds its winners.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@eventory/domain/campaign';
import { RECORD_ADJUSTMENT_TYPE, type RecordsPage } from '@eventory/domain/container-admin';
import type { ReplayStatusView } from '@eventory/domain/replay';
import { events } from '../db/schema/campaigns.ts';
import { replaysSettled } from '../engine/replay.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  sendGift,
} from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('a replay keeps what an operator wrote', () => {
  let t: TestApp;
  let admin: string;
  let containerID: number;
  let giftSeq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['developer']);
    const board = (await createLeaderboard(t, admin, await createCampaign(t, admin))) as Leaderboard & {
      containerID: number;
    };
    containerID = board.containerID;
    await createGiftEvaluator(t, admin, containerID);
  });
  afterAll(async () => {
    await replaysSettled(t.app);
    await t.close();
  });

  const t0 = Date.now();
  /** A gift at a given event time (the replay orders by event time; the writes are at the time written). */
  const gift = (receiverID: string, point: number, timestamp = Date.now()) =>
    sendGift(t, admin, { ID: `adj-gift-${++giftSeq}`, senderID: 'fan', receiverID, point, timestamp });
  const write = (mode: 'set' | 'increment' | 'keepBest', records: Array<{ key: string; score: number }>) =>
    adminCall(t, admin, 'POST', `/v1/admin/containers/${containerID}/records`, {
      records,
      options: { mode },
    });
  const scores = async () => {
    const page = await adminCall<RecordsPage>(
      t,
      admin,
      'GET',
      `/v1/admin/containers/${containerID}/records?count=50`,
    );
    return Object.fromEntries(page.records.map((r) => [r.key, r.score]));
  };
  async function replay(): Promise<void> {
    const res = await adminInject(t, admin, 'POST', `/v1/admin/worker/containers/${containerID}/replayv2`);
    expect(res.statusCode, res.body).toBe(202);
    await replaysSettled(t.app);
    const status = await adminCall<ReplayStatusView>(
      t,
      admin,
      'GET',
      `/v1/admin/containers/${containerID}/replay-status`,
    );
    expect(status).toMatchObject({ status: 'Done', jobStatus: 'Done' });
  }

  it('keeps records set, incremented and kept-best by hand after a replay, in the order they were written', async () => {
    await gift('luna', 30, t0 - 60_000);
    await gift('kai', 40, t0 - 60_000);
    await write('set', [{ key: 'ben', score: 100 }]);
    await write('increment', [{ key: 'luna', score: 5 }]);
    await write('keepBest', [
      { key: 'kai', score: 50 },
      { key: 'mia', score: 7 },
    ]);
    await write('keepBest', [{ key: 'kai', score: 45 }]);
    // A gift after a set adds to the set score; a set after gifts replaces them.
    await write('set', [{ key: 'zoe', score: 10 }]);
    await gift('zoe', 20, t0 + 60_000);
    // Logged after the writes but timed before the set that follows it.
    await gift('max', 70, t0 - 30_000);
    await write('set', [{ key: 'max', score: 1 }]);
    const live = await scores();
    expect(live).toEqual({ ben: 100, luna: 35, kai: 50, mia: 7, zoe: 30, max: 1 });

    await replay();
    expect(await scores()).toEqual(live);
  });

  it('logs each write as one adjustment event of the container, applied (the applier does not apply it again)', async () => {
    const logged = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(eq(events.type, RECORD_ADJUSTMENT_TYPE)));
    const mine = logged.filter((e) => (e.payload as { containerID: number }).containerID === containerID);
    expect(mine.map((e) => (e.payload as { mode: string }).mode)).toEqual([
      'set',
      'increment',
      'keepBest',
      'keepBest',
      'set',
      'set',
    ]);
    await gift('luna', 1);
    expect((await scores()).luna).toBe(36);
  });

  it('a second replay gives the same records again', async () => {
    const before = await scores();
    await replay();
    expect(await scores()).toEqual(before);
  });
});
