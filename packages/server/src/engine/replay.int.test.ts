// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { ReplayStatusView } from '@eventory/domain/replay';
import type { Evaluator } from '@eventory/domain/evaluators';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { containers, recordContributions, records } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { recordSnapshots, replayJobs } from '../db/schema/engine-admin.ts';
import { countLimits } from '../db/schema/limits.ts';
import { failInterruptedReplays, replayHooks, replaysSettled } from './replay.ts';

const HOUR = 60 * 60 * 1000;
const is = (setting: Record<string, unknown>) => ({ logic: 'IS', setting });

/** Admin calls, gifts and the reads the tests compare, on one test app. */
function kit(get: () => TestApp) {
  let seq = 0;
  const tokens: Record<string, string> = {};
  const token = async (role: 'user' | 'ToolsControl' | 'ViewOnly' | 'ReplayOnly' | 'ReplayControl') =>
    (tokens[role] ??= await get().signIn([role]));

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    role: Parameters<typeof token>[0] = 'user',
  ) {
    const res = await get().app.inject({
      method,
      url,
      headers: { 'access-token': await token(role) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  async function evaluator(containerID: number, extra: Record<string, unknown> = {}): Promise<Evaluator> {
    const res = await call('POST', '/v1/admin/evaluators', {
      targetContainerID: containerID,
      eventType: 1,
      resultKey: 'ReceiverID',
      ...extra,
    });
    expect(res.status).toBe(200);
    return res.body as unknown as Evaluator;
  }

  async function gift(g: {
    senderID: string;
    receiverID: string;
    point: number;
    giftID?: string;
    at: number;
  }) {
    const res = await call(
      'POST',
      '/v1/admin/event',
      {
        ID: `replay-${process.pid}-${++seq}`,
        type: 1,
        timestamp: g.at,
        giftEvent: {
          giftID: g.giftID ?? 'rose',
          senderID: g.senderID,
          receiverID: g.receiverID,
          point: g.point,
        },
      },
      'ToolsControl',
    );
    expect(res.status).toBe(200);
  }

  const db = () => get().db;
  const state = async (containerID: number) => ({
    records: (
      await db()
        .select({
          key: records.key,
          score: records.score,
          lastUpdateMs: records.lastUpdateMs,
          meta: records.meta,
        })
        .from(records)
        .where(eq(records.containerId, containerID))
        .orderBy(asc(records.key))
    ).map((r) => ({ ...r, lastUpdateMs: Number(r.lastUpdateMs) })),
    contributions: await db()
      .select({
        key: recordContributions.key,
        sender: recordContributions.senderId,
        score: recordContributions.score,
      })
      .from(recordContributions)
      .where(eq(recordContributions.containerId, containerID))
      .orderBy(asc(recordContributions.key), asc(recordContributions.senderId)),
  });
  const counts = async (ids: number[]) =>
    (
      await db()
        .select()
        .from(countLimits)
        .where(inArray(countLimits.evaluatorId, ids))
        .orderBy(
          asc(countLimits.evaluatorId),
          asc(countLimits.scope),
          asc(countLimits.keys),
          asc(countLimits.windowStart),
        )
    ).map((c) => ({ ...c, windowStart: Number(c.windowStart) }));
  async function page(containerID: number): Promise<LeaderboardPage['data']> {
    const res = await get().app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${containerID}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as LeaderboardPage).data;
  }
  async function status(containerID: number): Promise<ReplayStatusView> {
    const res = await call('GET', `/v1/admin/containers/${containerID}/replay-status`);
    expect(res.status).toBe(200);
    return res.body as unknown as ReplayStatusView;
  }
  /** Starts a replay and waits for the background job. */
  async function replay(containerID: number, role: Parameters<typeof token>[0] = 'ReplayControl') {
    const res = await call('POST', `/v1/admin/worker/containers/${containerID}/replayv2`, undefined, role);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ containerID, status: 'Preparing' });
    await replaysSettled(get().app);
    return status(containerID);
  }
  async function whitelist(members: string[]): Promise<number> {
    const [c] = await db()
      .insert(containers)
      .values({ type: 'Whitelist', refId: 0, refContainerType: 'Leaderboard' })
      .returning({ id: containers.id });
    await db()
      .insert(records)
      .values(members.map((key) => ({ containerId: c!.id, key, score: 0, lastUpdateMs: 0 })));
    return c!.id;
  }
  return { call, evaluator, gift, state, counts, page, status, replay, whitelist, token };
}

describe('replay equals live scoring on the same events', () => {
  let t: TestApp;
  const k = kit(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('recomputes records, contributions, count state and the page exactly as live ingestion made them', async () => {
    const admin = await k.token('user');
    const campaign: Campaign = await createCampaign(t, admin);
    const lb: Leaderboard = await createLeaderboard(t, admin, campaign);
    const c = lb.containerID;
    const members = await k.whitelist(['luna', 'kai', 'mia']);
    const evs = [
      // Roses and lilies by Point, at most 3 a day per sender.
      await k.evaluator(c, {
        judges: [is({ kind: 'Event', field: 'GiftID', values: ['rose', 'lily'] })],
        limit: { mappingKeys: ['SenderID'], max: 3, schedule: 'daily' },
      }),
      // 2 points per gift from a receiver's second gift on, whitelisted receivers only.
      await k.evaluator(c, {
        judges: [
          is({ kind: 'container', field: 'WhiteList', containerID: members }),
          is({ kind: 'Count', field: 'Count', mappingKeys: [{ variable: 'ReceiverID' }], limit: { min: 2 } }),
        ],
        scoreCalc: { kind: 'constant', value: 2 },
      }),
      // Senders score 1 per gift while their receiver ranks in the top 2 of this very container.
      await k.evaluator(c, {
        resultKey: 'SenderID',
        judges: [is({ kind: 'container', field: 'Rank', containerID: c, operator: 'LTE', value: 2 })],
        scoreCalc: { kind: 'constant', value: 1 },
      }),
      // Big gifts only (Point ≥ 50) count their Point again, at most 2 per sender and receiver.
      await k.evaluator(c, {
        judges: [
          is({
            kind: 'Numeric',
            field: 'Arithmetic',
            left: { variable: 'Point' },
            operator: 'GTE',
            right: { constant: 50 },
          }),
        ],
        limit: { mappingKeys: ['SenderID', 'ReceiverID'], max: 2 },
      }),
    ];

    const start = (campaign.startTime + 60) * 1000;
    const senders = ['ben', 'amy', 'joe'];
    const receivers = ['luna', 'kai', 'mia', 'zed'];
    const gifts = ['rose', 'lily', 'cake'];
    // Before the campaign: stored, scores nothing (live and replay alike).
    await k.gift({ senderID: 'ben', receiverID: 'luna', point: 500, at: start - 2 * HOUR });
    for (let i = 0; i < 36; i++)
      await k.gift({
        senderID: senders[i % 3]!,
        receiverID: receivers[(i * 7) % 4]!,
        giftID: gifts[(i * 5) % 3]!,
        point: [10, 60, 25, 80, 5][i % 5]!,
        at: start + i * 37 * 60 * 1000, // ~22 h: crosses a day boundary
      });

    const live = await k.state(c);
    const liveCounts = await k.counts(evs.map((e) => e.ID));
    const livePage = await k.page(c);
    expect(live.records.length).toBeGreaterThan(4);
    expect(liveCounts.some((x) => x.scope === 'limit')).toBe(true);
    expect(liveCounts.some((x) => x.scope !== 'limit')).toBe(true);
    expect(await k.status(c)).toEqual({ containerID: c, status: 'Unknown' });

    // Break the stored state so a no-op replay could not pass: scores, a record, count state, the index.
    await t.db.update(records).set({ score: 1 }).where(eq(records.containerId, c));
    await t.db.insert(records).values({ containerId: c, key: 'ghost', score: 1000, lastUpdateMs: 1 });
    await t.db.delete(countLimits).where(
      inArray(
        countLimits.evaluatorId,
        evs.map((e) => e.ID),
      ),
    );

    // Chunks of 5 events: the keyset paging and the between-chunk checks run too.
    replayHooks.chunkSize = 5;
    const done = await k.replay(c).finally(() => delete replayHooks.chunkSize);
    expect(done).toMatchObject({ containerID: c, status: 'Done', jobStatus: 'Done', eventsReplayed: 37 });
    expect(done.finishedAt).toBeGreaterThanOrEqual(done.startedAt!);

    expect(await k.state(c)).toEqual(live);
    expect(await k.counts(evs.map((e) => e.ID))).toEqual(liveCounts);
    expect(await k.page(c)).toEqual(livePage);

    // The records it replaced are kept in a Replay snapshot.
    const [snap] = await t.db.select().from(recordSnapshots).where(eq(recordSnapshots.containerId, c));
    expect(snap).toMatchObject({ sourceType: 'Replay', recordCount: live.records.length + 1 });
    expect(snap!.records).toContainEqual(expect.objectContaining({ key: 'ghost', score: 1000 }));
  });
});

describe('replay jobs and worker endpoints', () => {
  let t: TestApp;
  const k = kit(() => t);
  let window = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A leaderboard with a 2-hour window of its own, so events of other tests never score in it. */
  async function board(): Promise<{ lb: Leaderboard; at: (minute: number) => number }> {
    const admin = await k.token('user');
    const campaign = await createCampaign(t, admin);
    const startTime = campaign.startTime + 60 + window++ * 2 * 60 * 60;
    const lb = await createLeaderboard(t, admin, campaign, { startTime, endTime: startTime + 2 * 60 * 60 });
    return { lb, at: (minute: number) => (startTime + minute * 60) * 1000 };
  }

  it("recomputes with today's evaluators and passes the difference on to an aggregator target", async () => {
    const { lb, at } = await board();
    const e = await k.evaluator(lb.containerID);
    const [target] = await t.db
      .insert(containers)
      .values({ type: 'Leaderboard', refId: 0, refContainerType: 'Leaderboard' })
      .returning({ id: containers.id });
    expect(
      (
        await k.call('POST', '/v1/admin/aggregators', {
          srcContainerID: lb.containerID,
          targetContainerID: target!.id,
        })
      ).status,
    ).toBe(200);
    await k.gift({ senderID: 'ben', receiverID: 'luna', point: 10, at: at(1) });
    await k.gift({ senderID: 'amy', receiverID: 'kai', point: 40, at: at(2) });
    await k.gift({ senderID: 'ben', receiverID: 'luna', point: 10, at: at(3) });
    expect((await k.state(target!.id)).records.map((r) => [r.key, r.score])).toEqual([
      ['kai', 40],
      ['luna', 20],
    ]);

    // Today's rule: a constant 100 per gift.
    expect(
      (
        await k.call('PUT', `/v1/admin/evaluators/${e.ID}`, {
          targetContainerID: lb.containerID,
          eventType: 1,
          resultKey: 'ReceiverID',
          scoreCalc: { kind: 'constant', value: 100 },
        })
      ).status,
    ).toBe(200);
    expect(await k.replay(lb.containerID, 'ReplayOnly')).toMatchObject({ status: 'Done' });
    expect((await k.state(lb.containerID)).records.map((r) => [r.key, r.score, r.lastUpdateMs])).toEqual([
      ['kai', 100, at(2)],
      ['luna', 200, at(3)],
    ]);
    expect((await k.state(target!.id)).records.map((r) => [r.key, r.score])).toEqual([
      ['kai', 100],
      ['luna', 200],
    ]);
    expect((await k.page(target!.id)).map((r) => [r.userInfo.userID, r.score])).toEqual([
      ['luna', 200],
      ['kai', 100],
    ]);
    expect((await k.page(lb.containerID)).map((r) => [r.userInfo.userID, r.score])).toEqual([
      ['luna', 200],
      ['kai', 100],
    ]);
    const log = await t.db.select().from(changeLog).where(eq(changeLog.tableName, 'replay_jobs'));
    expect(log.length).toBeGreaterThan(0);
  });

  it('allows one replay per container at a time (409), cancels a running one, and answers 409 with nothing to cancel', async () => {
    const { lb, at } = await board();
    await k.evaluator(lb.containerID);
    await k.gift({ senderID: 'ben', receiverID: 'luna', point: 10, at: at(1) });
    // A replay held in Preparing (as another process would hold it).
    const [held] = await t.db
      .insert(replayJobs)
      .values({ containerId: lb.containerID, status: 'Preparing', requestedBy: 'other@test.eventory.app' })
      .returning();
    expect(await k.status(lb.containerID)).toMatchObject({ status: 'Preparing', jobID: Number(held!.id) });
    const second = await k.call(
      'POST',
      `/v1/admin/worker/containers/${lb.containerID}/replayv2`,
      undefined,
      'ReplayControl',
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ errorCode: 'REPLAY_RUNNING' });

    const cancel = await k.call(
      'POST',
      `/v1/admin/worker/containers/${lb.containerID}/replayv2cancel`,
      undefined,
      'ReplayControl',
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'Unknown', jobStatus: 'Cancel' });
    expect(await k.status(lb.containerID)).toMatchObject({ status: 'Unknown', jobStatus: 'Cancel' });
    const nothing = await k.call(
      'POST',
      `/v1/admin/worker/containers/${lb.containerID}/replayv2cancel`,
      undefined,
      'ReplayControl',
    );
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ errorCode: 'NO_REPLAY_RUNNING' });
  });

  it('a replay cancelled before its swap leaves the records as they were', async () => {
    const { lb, at } = await board();
    await k.evaluator(lb.containerID);
    for (let i = 0; i < 20; i++)
      await k.gift({ senderID: 'ben', receiverID: `s${i % 4}`, point: 10, at: at(i + 1) });
    await t.db.update(records).set({ score: 7 }).where(eq(records.containerId, lb.containerID));
    const before = await k.state(lb.containerID);
    // Cancelled after the first chunk was scored, before the swap.
    let cancel: { status: number; body: Record<string, unknown> } | undefined;
    replayHooks.afterChunk = async (id) => {
      if (id === lb.containerID)
        cancel = await k.call(
          'POST',
          `/v1/admin/worker/containers/${lb.containerID}/replayv2cancel`,
          undefined,
          'ReplayControl',
        );
    };
    try {
      const start = await k.call(
        'POST',
        `/v1/admin/worker/containers/${lb.containerID}/replayv2`,
        undefined,
        'ReplayControl',
      );
      expect(start.status).toBe(202);
      await replaysSettled(t.app);
    } finally {
      delete replayHooks.afterChunk;
    }
    expect(cancel?.status).toBe(200);
    expect(await k.status(lb.containerID)).toMatchObject({ status: 'Unknown', jobStatus: 'Cancel' });
    expect(await k.state(lb.containerID)).toEqual(before);
    const snaps = await t.db
      .select()
      .from(recordSnapshots)
      .where(eq(recordSnapshots.containerId, lb.containerID));
    expect(snaps).toEqual([]);
  });

  it('counts an event ingested while the replay runs exactly once', async () => {
    const { lb, at } = await board();
    await k.evaluator(lb.containerID);
    for (let i = 1; i <= 6; i++)
      await k.gift({ senderID: 'ben', receiverID: 'luna', point: i, at: at(i + 10) });
    let sent = false;
    replayHooks.chunkSize = 2;
    replayHooks.afterChunk = async (id) => {
      if (id !== lb.containerID || sent) return;
      sent = true;
      // Earlier than every event already read: the chunks never see it, the swap must.
      await k.gift({ senderID: 'amy', receiverID: 'luna', point: 100, at: at(1) });
    };
    try {
      expect(await k.replay(lb.containerID)).toMatchObject({
        status: 'Done',
        eventsReplayed: expect.any(Number),
      });
    } finally {
      delete replayHooks.chunkSize;
      delete replayHooks.afterChunk;
    }
    expect(sent).toBe(true);
    const after = await k.state(lb.containerID);
    expect(after.records).toEqual([{ key: 'luna', score: 121, lastUpdateMs: at(16), meta: {} }]);
    expect(after.contributions).toEqual([
      { key: 'luna', sender: 'amy', score: 100 },
      { key: 'luna', sender: 'ben', score: 21 },
    ]);
    expect((await k.page(lb.containerID)).map((r) => [r.userInfo.userID, r.score])).toEqual([['luna', 121]]);
  });

  it('marks replays left Preparing by a stopped server as failed (status Unknown)', async () => {
    const { lb } = await board();
    await t.db.insert(replayJobs).values({ containerId: lb.containerID, status: 'Preparing' });
    expect(await failInterruptedReplays(t.db)).toBeGreaterThanOrEqual(1);
    const s = await k.status(lb.containerID);
    expect(s).toMatchObject({ status: 'Unknown', jobStatus: 'Failed' });
    expect(s.error).toMatch(/interrupted/);
  });

  it('reset worker rebuilds the leaderboard container from its records', async () => {
    const { lb, at } = await board();
    await k.evaluator(lb.containerID);
    await k.gift({ senderID: 'ben', receiverID: 'luna', point: 10, at: at(1) });
    await k.gift({ senderID: 'ben', receiverID: 'kai', point: 30, at: at(2) });
    const good = await k.page(lb.containerID);
    await t.app.ranking.update(lb.containerID, 'stray', 999, 1);
    await t.app.ranking.remove(lb.containerID, 'kai');
    expect(await k.page(lb.containerID)).not.toEqual(good);
    const res = await k.call(
      'POST',
      `/v1/admin/worker/leaderboards/${lb.ID}/reset`,
      undefined,
      'ReplayControl',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ leaderboardID: lb.ID, containerID: lb.containerID, entries: 2 });
    expect(await k.page(lb.containerID)).toEqual(good);
  });

  it('answers 404 for unknown containers and leaderboards, 400 for a bad id, 409 with nothing to replay from', async () => {
    for (const url of [
      '/v1/admin/worker/containers/999999/replayv2',
      '/v1/admin/worker/containers/999999/replayv2cancel',
      '/v1/admin/worker/leaderboards/999999/reset',
    ]) {
      const res = await k.call('POST', url, undefined, 'ReplayControl');
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    expect((await k.call('GET', '/v1/admin/containers/999999/replay-status')).status).toBe(404);
    const bad = await k.call('POST', '/v1/admin/worker/containers/abc/replayv2', undefined, 'ReplayControl');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'id' });
    expect(await t.db.select().from(replayJobs).where(eq(replayJobs.containerId, 999999))).toEqual([]);

    // Nothing scores into it: a replay would only empty it, so it is refused.
    const { lb } = await board();
    await t.db
      .insert(records)
      .values({ containerId: lb.containerID, key: 'kept', score: 3, lastUpdateMs: 1 });
    const empty = await k.call(
      'POST',
      `/v1/admin/worker/containers/${lb.containerID}/replayv2`,
      undefined,
      'ReplayControl',
    );
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ errorCode: 'NOTHING_TO_REPLAY' });
    expect((await k.state(lb.containerID)).records).toEqual([
      { key: 'kept', score: 3, lastUpdateMs: 1, meta: {} },
    ]);
  });

  it('refuses replay and reset to roles without the permission (403), and changes nothing', async () => {
    const { lb } = await board();
    for (const [url, role] of [
      [`/v1/admin/worker/containers/${lb.containerID}/replayv2`, 'ViewOnly'],
      [`/v1/admin/worker/containers/${lb.containerID}/replayv2cancel`, 'ViewOnly'],
      [`/v1/admin/worker/leaderboards/${lb.ID}/reset`, 'ViewOnly'],
      [`/v1/admin/worker/leaderboards/${lb.ID}/reset`, 'ReplayOnly'],
      [`/v1/admin/worker/containers/${lb.containerID}/replayv2`, 'user'],
    ] as const) {
      const res = await k.call('POST', url, undefined, role);
      expect(res.status, `${role} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'FORBIDDEN' });
    }
    expect(await t.db.select().from(replayJobs).where(eq(replayJobs.containerId, lb.containerID))).toEqual(
      [],
    );
    expect(await k.status(lb.containerID)).toEqual({ containerID: lb.containerID, status: 'Unknown' });
  });
});
