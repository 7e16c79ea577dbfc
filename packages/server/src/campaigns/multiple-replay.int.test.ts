// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Multiple replay (issue 17 §4, decision 0077) through the real app: one job over several containers of a
// campaign with one status and one cancel, its input checks and its permission.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { MultipleReplayView } from '@eventory/domain/replay';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  sendGift,
} from '../test/fixtures.ts';
import { records } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { replayBatches, replayJobs } from '../db/schema/engine-admin.ts';
import { replayHooks } from '../engine/replay.ts';
import { multipleReplaysDone } from './multiple-replay.ts';

describe('multiple replay', () => {
  let t: TestApp;
  let developer: string;
  let tools: string;
  let gifts = 0;

  beforeAll(async () => {
    t = await createTestApp();
    developer = await t.signIn(['developer'], { email: 'dev@test.eventory.app' });
    tools = await t.signIn(['ToolsControl']);
  });
  afterAll(() => t.close());

  const scores = async (containerID: number) =>
    (
      await t.db
        .select({ key: records.key, score: records.score })
        .from(records)
        .where(eq(records.containerId, containerID))
        .orderBy(asc(records.key))
    ).map((r) => ({ ...r }));

  /** A campaign with two scored leaderboards whose records were then tampered with (score 7 each). */
  async function campaignWithBoards(): Promise<{ campaign: Campaign; boards: Leaderboard[] }> {
    const campaign = await createCampaign(t, developer);
    const boards = [
      await createLeaderboard(t, developer, campaign, { groupName: 'A' }),
      await createLeaderboard(t, developer, campaign, { groupName: 'B' }),
    ];
    for (const board of boards) await createGiftEvaluator(t, developer, board.containerID);
    for (const receiverID of ['luna', 'mia', 'luna'])
      await sendGift(t, tools, {
        ID: `mr-${process.pid}-${++gifts}`,
        senderID: 'ben',
        receiverID,
        point: 10,
      });
    for (const board of boards)
      await t.db.update(records).set({ score: 7 }).where(eq(records.containerId, board.containerID));
    return { campaign, boards };
  }

  const start = (campaignID: number, containerIDs: unknown, token = developer) =>
    adminInject(t, token, 'POST', `/v1/admin/campaigns/${campaignID}/multiple-replays`, { containerIDs });
  const list = async (campaignID: number) => {
    const res = await adminInject(t, developer, 'GET', `/v1/admin/campaigns/${campaignID}/multiple-replays`);
    expect(res.statusCode).toBe(200);
    return res.json<MultipleReplayView[]>();
  };

  it('replays several containers in one job with one status, each from the event log', async () => {
    const { campaign, boards } = await campaignWithBoards();
    const ids = boards.map((b) => b.containerID);
    const res = await start(campaign.ID, ids);
    expect(res.statusCode).toBe(202);
    const started = res.json<MultipleReplayView>();
    expect(started).toMatchObject({
      campaignID: campaign.ID,
      status: 'Preparing',
      requestedBy: 'dev@test.eventory.app',
    });
    expect(started.steps.map((s) => s.containerID)).toEqual(ids);
    await multipleReplaysDone(t.app);

    const [latest] = await list(campaign.ID);
    expect(latest).toMatchObject({ ID: started.ID, status: 'Done', done: 2 });
    expect(latest!.steps.map((s) => [s.containerID, s.state, s.eventsReplayed])).toEqual([
      [ids[0], 'Done', 3],
      [ids[1], 'Done', 3],
    ]);
    expect(latest!.finishedAt).toBeGreaterThanOrEqual(latest!.startedAt);
    for (const id of ids)
      expect(await scores(id)).toEqual([
        { key: 'luna', score: 20 },
        { key: 'mia', score: 10 },
      ]);
    // Each step is a replay job of the batch; the single replay status shows it too.
    const jobs = await t.db.select().from(replayJobs).where(eq(replayJobs.batchId, started.ID));
    expect(jobs.map((j) => j.status)).toEqual(['Done', 'Done']);
    const status = await adminInject(t, developer, 'GET', `/v1/admin/containers/${ids[0]}/replay-status`);
    expect(status.json()).toMatchObject({ status: 'Done', jobID: latest!.steps[0]!.jobID });
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'replay_batches'), eq(changeLog.objId, String(started.ID))));
    expect(logged).toMatchObject([{ action: 'create', email: 'dev@test.eventory.app' }]);
  });

  it('cancel stops the container being replayed before its swap and starts no further one', async () => {
    const { campaign, boards } = await campaignWithBoards();
    const ids = boards.map((b) => b.containerID);
    let batchID = 0;
    let cancel: { statusCode: number; json(): unknown } | undefined;
    // Cancelled once the first container's first chunk is scored (the start may not have answered yet).
    replayHooks.afterChunk = async (containerID) => {
      if (containerID !== ids[0]) return;
      const [job] = await t.db.select().from(replayJobs).where(eq(replayJobs.containerId, containerID));
      batchID = job!.batchId!;
      cancel = await adminInject(t, developer, 'POST', `/v1/admin/multiple-replays/${batchID}/cancel`);
    };
    try {
      const res = await start(campaign.ID, ids);
      expect(res.statusCode).toBe(202);
      await multipleReplaysDone(t.app);
      expect(res.json<MultipleReplayView>().ID).toBe(batchID);
    } finally {
      delete replayHooks.afterChunk;
    }
    expect(cancel?.statusCode).toBe(200);
    expect(cancel?.json()).toMatchObject({ ID: batchID, status: 'Cancel' });
    const [latest] = await list(campaign.ID);
    expect(latest).toMatchObject({ status: 'Cancel', done: 0 });
    expect(latest!.steps.map((s) => s.state)).toEqual(['Cancel', 'Skipped']);
    // Neither container was swapped: the tampered records stay.
    for (const id of ids)
      expect(await scores(id)).toEqual([
        { key: 'luna', score: 7 },
        { key: 'mia', score: 7 },
      ]);
    const again = await adminInject(t, developer, 'POST', `/v1/admin/multiple-replays/${batchID}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'NO_MULTIPLE_REPLAY_RUNNING' });
  });

  it('goes on past a container that cannot start, and ends Failed naming why', async () => {
    const { campaign, boards } = await campaignWithBoards();
    const idle = await createLeaderboard(t, developer, campaign, { groupName: 'no evaluator' });
    const res = await start(campaign.ID, [idle.containerID, boards[0]!.containerID]);
    expect(res.statusCode).toBe(202);
    await multipleReplaysDone(t.app);
    const [latest] = await list(campaign.ID);
    expect(latest).toMatchObject({ status: 'Failed', done: 1 });
    expect(latest!.steps[0]).toMatchObject({ containerID: idle.containerID, state: 'Skipped' });
    expect(latest!.steps[0]!.error).toMatch(/no evaluator or aggregator/);
    expect(latest!.steps[1]).toMatchObject({ state: 'Done' });
  });

  it('refuses bad input with a 4xx and an errorCode, starting nothing', async () => {
    const { campaign, boards } = await campaignWithBoards();
    const other = await campaignWithBoards();
    const cases: [unknown, number, string][] = [
      [[], 400, 'VALIDATION_ERROR'],
      ['7', 400, 'VALIDATION_ERROR'],
      [[boards[0]!.containerID, boards[0]!.containerID], 400, 'VALIDATION_ERROR'],
      [[0], 400, 'VALIDATION_ERROR'],
      [[boards[0]!.containerID, other.boards[0]!.containerID], 400, 'CONTAINER_NOT_IN_CAMPAIGN'],
    ];
    for (const [containerIDs, status, errorCode] of cases) {
      const res = await start(campaign.ID, containerIDs);
      expect(res.statusCode, JSON.stringify(containerIDs)).toBe(status);
      expect(res.json()).toMatchObject({ errorCode });
      expect(res.json<{ errorMessage: string }>().errorMessage).toMatch(/containerIDs/);
    }
    const missing = await start(999_999, [boards[0]!.containerID]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(await list(campaign.ID)).toEqual([]);

    // One multiple replay per campaign at a time (one held Preparing, as another process would).
    await t.db
      .insert(replayBatches)
      .values({ campaignId: campaign.ID, containerIds: [boards[1]!.containerID], status: 'Preparing' });
    const busy = await start(campaign.ID, [boards[0]!.containerID]);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ errorCode: 'MULTIPLE_REPLAY_RUNNING' });
    const unknown = await adminInject(t, developer, 'POST', '/v1/admin/multiple-replays/999999/cancel');
    expect(unknown.statusCode).toBe(404);
  });

  it('is guarded by multipleReplay: developer and super admin pass, a replaying role without it gets 403', async () => {
    const { campaign, boards } = await campaignWithBoards();
    const ids = [boards[0]!.containerID];
    for (const role of ['ReplayControl', 'ReplayOnly', 'ToolsControl', 'user'] as const) {
      const token = await t.signIn([role]);
      for (const [method, url] of [
        ['POST', `/v1/admin/campaigns/${campaign.ID}/multiple-replays`],
        ['GET', `/v1/admin/campaigns/${campaign.ID}/multiple-replays`],
        ['POST', '/v1/admin/multiple-replays/1/cancel'],
      ] as const) {
        const res = await adminInject(
          t,
          token,
          method,
          url,
          method === 'POST' ? { containerIDs: ids } : undefined,
        );
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
      }
    }
    const superAdmin = await t.signIn([], { isSuperAdmin: true, email: 'root@test.eventory.app' });
    const res = await start(campaign.ID, ids, superAdmin);
    expect(res.statusCode).toBe(202);
    await multipleReplaysDone(t.app);
    expect((await list(campaign.ID))[0]).toMatchObject({ status: 'Done' });
  });
});
