// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Mission, TwoDimProgress } from '@eventory/domain/missions';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import { missionRoadmaps, missions } from '../db/schema/campaign-content.ts';
import { containers, evaluators } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { replayJobs } from '../db/schema/engine-admin.ts';
import { replaysSettled } from '../engine/replay.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard, sendGift } from '../test/fixtures.ts';

const missionBody = (overrides: Record<string, unknown> = {}) => ({
  groupName: 'Daily',
  goal: 100,
  desc: { en_US: 'Send 100 points', zh_TW: '送 100 點' },
  iconURL: 'https://cdn.example/icon.png',
  normalMission: { goal: 50 },
  eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
  ...overrides,
});

describe('missions and mission roadmaps', () => {
  let t: TestApp;
  let admin: string;
  let developer: string;
  let viewer: string;
  let replayer: string;
  let campaign: Campaign;
  let other: Campaign;
  let board: Leaderboard;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    developer = await t.signIn(['developer']);
    viewer = await t.signIn(['ViewOnly']);
    replayer = await t.signIn(['ReplayOnly']);
    campaign = await createCampaign(t, admin);
    other = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
  });
  afterAll(async () => {
    await replaysSettled(t.app);
    await t.close();
  });

  const missionCount = async () => Number((await t.db.select({ n: count() }).from(missions))[0]?.n);
  const logCount = async () => Number((await t.db.select({ n: count() }).from(changeLog))[0]?.n);

  describe('POST campaigns/{id}/missions and leaderboards/{id}/missions', () => {
    it('creates a campaign mission with its own container and evaluator, logged', async () => {
      const mission = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      expect(mission).toMatchObject({
        campaignID: campaign.ID,
        type: 2,
        userMissionType: 0,
        groupName: 'Daily',
        goal: 100,
        desc: { en_US: 'Send 100 points', zh_TW: '送 100 點' },
        iconURL: 'https://cdn.example/icon.png',
        normalMission: { goal: 50 },
        refType: 'campaign',
        refID: campaign.ID,
        eventHandler: {
          eventType: 1,
          resultKey: 'ReceiverID',
          judges: [],
          scoreCalc: { kind: 'field', field: 'Point' },
        },
      });
      const [container] = await t.db
        .select()
        .from(containers)
        .where(eq(containers.id, mission.missionContainerID));
      expect(container).toMatchObject({ refContainerType: 'Mission', refId: mission.id, groupName: 'Daily' });
      const [evaluator] = await t.db.select().from(evaluators).where(eq(evaluators.id, mission.evaluatorID));
      expect(evaluator?.targetContainerId).toBe(mission.missionContainerID);
      const logged = await t.db.select().from(changeLog).where(eq(changeLog.tableName, 'missions'));
      expect(logged.some((e) => e.objId === String(mission.id) && e.action === 'create')).toBe(true);
      expect(await adminCall<Mission>(t, viewer, 'GET', `/v1/admin/missions/${mission.id}`)).toEqual(mission);
    });

    it('creates a leaderboard mission (type 1) and lists it under the leaderboard', async () => {
      const mission = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/leaderboards/${board.ID}/missions`,
        missionBody({ userMissionType: 1 }),
      );
      expect(mission).toMatchObject({ type: 1, userMissionType: 1, refType: 'leaderboard', refID: board.ID });
      const listed = await adminCall<Mission[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/leaderboards/${board.ID}/missions`,
      );
      expect(listed.map((m) => m.id)).toContain(mission.id);
      const refs = await adminCall<Mission[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/missionrefs/leaderboard/refID/${board.ID}`,
      );
      expect(refs.map((m) => m.id)).toEqual(listed.map((m) => m.id));
    });

    it('refuses bad input with 400 naming the field (judges validated as evaluators), creating nothing', async () => {
      const before = { missions: await missionCount(), log: await logCount() };
      const badJudge = await adminInject(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody({
          eventHandler: { eventType: 1, resultKey: 'ReceiverID', judges: [{ logic: 'XOR', setting: {} }] },
        }),
      );
      expect(badJudge.statusCode).toBe(400);
      expect(badJudge.json().errorCode).toBe('VALIDATION_ERROR');
      expect(badJudge.json().field).toMatch(/^eventHandler\.judges/);
      const badGoal = await adminInject(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody({ goal: -1 }),
      );
      expect(badGoal.statusCode).toBe(400);
      expect(badGoal.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'goal' });
      const badIcon = await adminInject(
        t,
        admin,
        'POST',
        `/v1/admin/leaderboards/${board.ID}/missions`,
        missionBody({ iconURL: 'ftp://x' }),
      );
      expect(badIcon.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'iconURL' });
      expect(await missionCount()).toBe(before.missions);
      expect(await logCount()).toBe(before.log);
    });

    it('answers 404 for an unknown campaign or leaderboard, 403 for ViewOnly', async () => {
      const noCampaign = await adminInject(
        t,
        admin,
        'POST',
        '/v1/admin/campaigns/999999/missions',
        missionBody(),
      );
      expect(noCampaign.statusCode).toBe(404);
      const noBoard = await adminInject(
        t,
        admin,
        'POST',
        '/v1/admin/leaderboards/999999/missions',
        missionBody(),
      );
      expect(noBoard.statusCode).toBe(404);
      expect((await adminInject(t, admin, 'GET', '/v1/admin/leaderboards/999999/missions')).statusCode).toBe(
        404,
      );
      const forbidden = await adminInject(
        t,
        viewer,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().errorCode).toBe('FORBIDDEN');
    });
  });

  describe('GET/PUT/DELETE missions/{id}', () => {
    it('replaces the fields and the eventHandler (the same evaluator, updated)', async () => {
      const created = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      const updated = await adminCall<Mission>(
        t,
        admin,
        'PUT',
        `/v1/admin/missions/${created.id}`,
        missionBody({
          groupName: 'Weekly',
          goal: 500,
          desc: { ja: '500' },
          eventHandler: { eventType: 1, resultKey: 'SenderID', scoreCalc: { kind: 'constant', value: 1 } },
        }),
      );
      expect(updated).toMatchObject({
        id: created.id,
        groupName: 'Weekly',
        goal: 500,
        desc: { ja: '500' },
        evaluatorID: created.evaluatorID,
        missionContainerID: created.missionContainerID,
        eventHandler: { resultKey: 'SenderID', scoreCalc: { kind: 'constant', value: 1 } },
      });
      const [container] = await t.db
        .select()
        .from(containers)
        .where(eq(containers.id, created.missionContainerID));
      expect(container?.groupName).toBe('Weekly');
    });

    it('refuses a bad PUT (400, unchanged), unknown ids (404) and ViewOnly (403)', async () => {
      const created = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      const bad = await adminInject(
        t,
        admin,
        'PUT',
        `/v1/admin/missions/${created.id}`,
        missionBody({ eventHandler: { eventType: 999 } }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
      expect(await adminCall<Mission>(t, admin, 'GET', `/v1/admin/missions/${created.id}`)).toEqual(created);
      expect((await adminInject(t, admin, 'GET', '/v1/admin/missions/999999')).statusCode).toBe(404);
      expect(
        (await adminInject(t, admin, 'PUT', '/v1/admin/missions/999999', missionBody())).statusCode,
      ).toBe(404);
      expect((await adminInject(t, admin, 'DELETE', '/v1/admin/missions/999999')).statusCode).toBe(404);
      expect(
        (await adminInject(t, viewer, 'PUT', `/v1/admin/missions/${created.id}`, missionBody())).statusCode,
      ).toBe(403);
      expect((await adminInject(t, viewer, 'DELETE', `/v1/admin/missions/${created.id}`)).statusCode).toBe(
        403,
      );
      expect((await adminInject(t, admin, 'GET', '/v1/admin/missions/abc')).json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        field: 'id',
      });
    });

    it('deletes the mission and its evaluator and hides its container, logged', async () => {
      const created = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      expect(await adminCall(t, admin, 'DELETE', `/v1/admin/missions/${created.id}`)).toEqual({
        id: created.id,
      });
      expect((await adminInject(t, admin, 'GET', `/v1/admin/missions/${created.id}`)).statusCode).toBe(404);
      expect(await t.db.select().from(evaluators).where(eq(evaluators.id, created.evaluatorID))).toEqual([]);
      const [container] = await t.db
        .select()
        .from(containers)
        .where(eq(containers.id, created.missionContainerID));
      expect(container?.isDeleted).toBe(true);
      const logged = await t.db
        .select()
        .from(changeLog)
        .where(eq(changeLog.objId, String(created.id)));
      expect(logged.some((e) => e.tableName === 'missions' && e.action === 'delete')).toBe(true);
    });
  });

  describe('PUT missions/{id}/relationship and missionrefs', () => {
    it('moves a mission to a leaderboard of its campaign; the ref sets the type', async () => {
      const created = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      const moved = await adminCall<Mission>(
        t,
        admin,
        'PUT',
        `/v1/admin/missions/${created.id}/relationship`,
        {
          refType: 'leaderboard',
          refID: board.ID,
        },
      );
      expect(moved).toMatchObject({ type: 1, refType: 'leaderboard', refID: board.ID });
      const onCampaign = await adminCall<Mission[]>(
        t,
        admin,
        'GET',
        `/v1/admin/missionrefs/campaign/refID/${campaign.ID}`,
      );
      expect(onCampaign.map((m) => m.id)).not.toContain(created.id);
    });

    it('refuses a ref of another campaign (400), an unknown ref (404), a bad refType (400) and ViewOnly (403)', async () => {
      const created = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      const elsewhere = await adminInject(t, admin, 'PUT', `/v1/admin/missions/${created.id}/relationship`, {
        refType: 'campaign',
        refID: other.ID,
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'refID' });
      const unknown = await adminInject(t, admin, 'PUT', `/v1/admin/missions/${created.id}/relationship`, {
        refType: 'missionRoadmap',
        refID: 999999,
      });
      expect(unknown.statusCode).toBe(404);
      const badType = await adminInject(t, admin, 'PUT', `/v1/admin/missions/${created.id}/relationship`, {
        refType: 'team',
        refID: 1,
      });
      expect(badType.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'refType' });
      expect(await adminCall<Mission>(t, admin, 'GET', `/v1/admin/missions/${created.id}`)).toEqual(created);
      const forbidden = await adminInject(t, viewer, 'PUT', `/v1/admin/missions/${created.id}/relationship`, {
        refType: 'leaderboard',
        refID: board.ID,
      });
      expect(forbidden.statusCode).toBe(403);
      expect((await adminInject(t, admin, 'GET', `/v1/admin/missionrefs/team/refID/1`)).json()).toMatchObject(
        {
          errorCode: 'VALIDATION_ERROR',
          field: 'type',
        },
      );
      expect(
        (await adminInject(t, admin, 'GET', `/v1/admin/missionrefs/leaderboard/refID/999999`)).statusCode,
      ).toBe(404);
    });

    it("answers a user's progress on the two-dimensional missions of a leaderboard, with contributions", async () => {
      const twoDimBoard = await createLeaderboard(t, admin, campaign, { groupName: 'Pairs', type: 'TwoDim' });
      const twoDim = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/leaderboards/${twoDimBoard.ID}/missions`,
        missionBody({ userMissionType: 1, goal: 30 }),
      );
      await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/leaderboards/${twoDimBoard.ID}/missions`,
        missionBody(),
      );
      await sendGift(t, developer, { ID: 'm-2d-1', senderID: 'fan-a', receiverID: 'star-1', point: 20 });
      await sendGift(t, developer, { ID: 'm-2d-2', senderID: 'fan-b', receiverID: 'star-1', point: 15 });
      const progress = await adminCall<TwoDimProgress[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/missionrefs/two-dimensional/refID/${twoDimBoard.ID}/userID/star-1`,
      );
      expect(progress).toEqual([
        {
          missionID: twoDim.id,
          missionContainerID: twoDim.missionContainerID,
          goal: 30,
          score: 35,
          completed: true,
          contributions: [
            { senderID: 'fan-a', score: 20 },
            { senderID: 'fan-b', score: 15 },
          ],
        },
      ]);
      const nobody = await adminCall<TwoDimProgress[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/missionrefs/two-dimensional/refID/${twoDimBoard.ID}/userID/nobody`,
      );
      expect(nobody[0]).toMatchObject({ score: 0, completed: false, contributions: [] });
      expect(
        (await adminInject(t, viewer, 'GET', '/v1/admin/missionrefs/two-dimensional/refID/999999/userID/x'))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('POST missions/{id}/replayContainer', () => {
    it('starts a replay of the mission container (replayContainer, allowed to ReplayOnly)', async () => {
      const created = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      const res = await adminInject(t, replayer, 'POST', `/v1/admin/missions/${created.id}/replayContainer`);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ containerID: created.missionContainerID, status: 'Preparing' });
      await replaysSettled(t.app);
      const jobs = await t.db
        .select()
        .from(replayJobs)
        .where(eq(replayJobs.containerId, created.missionContainerID));
      expect(jobs).toHaveLength(1);
    });

    it('refuses a user without replayContainer (403) and an unknown mission (404)', async () => {
      const created = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(),
      );
      expect(
        (await adminInject(t, admin, 'POST', `/v1/admin/missions/${created.id}/replayContainer`)).statusCode,
      ).toBe(403);
      expect(
        (await adminInject(t, replayer, 'POST', '/v1/admin/missions/999999/replayContainer')).statusCode,
      ).toBe(404);
    });
  });

  describe('mission roadmaps', () => {
    const roadmapBody = (overrides: Record<string, unknown> = {}) => ({
      campaignID: campaign.ID,
      groupName: 'Road',
      startTime: campaign.startTime,
      endTime: campaign.endTime,
      ...overrides,
    });

    it('creates, updates, adds missions to and deletes a roadmap, each logged', async () => {
      const roadmap = await adminCall<MissionRoadmap>(
        t,
        developer,
        'POST',
        '/v1/admin/missionRoadmaps',
        roadmapBody(),
      );
      expect(roadmap).toMatchObject({ campaignID: campaign.ID, groupName: 'Road' });
      const updated = await adminCall<MissionRoadmap>(
        t,
        developer,
        'PUT',
        `/v1/admin/missionRoadmaps/${roadmap.ID}`,
        roadmapBody({ groupName: 'Road 2' }),
      );
      expect(updated.groupName).toBe('Road 2');
      const mission = await adminCall<Mission>(
        t,
        developer,
        'POST',
        `/v1/admin/missionRoadmaps/${roadmap.ID}/missions`,
        missionBody(),
      );
      expect(mission).toMatchObject({
        type: 3,
        refType: 'missionRoadmap',
        refID: roadmap.ID,
        campaignID: campaign.ID,
      });
      const busy = await adminInject(t, developer, 'DELETE', `/v1/admin/missionRoadmaps/${roadmap.ID}`);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().errorCode).toBe('ROADMAP_HAS_MISSIONS');
      await adminCall(t, developer, 'DELETE', `/v1/admin/missions/${mission.id}`);
      expect(await adminCall(t, developer, 'DELETE', `/v1/admin/missionRoadmaps/${roadmap.ID}`)).toEqual({
        ID: roadmap.ID,
      });
      const logged = await t.db
        .select()
        .from(changeLog)
        .where(eq(changeLog.tableName, 'mission_roadmaps'))
        .orderBy(changeLog.id);
      expect(logged.filter((e) => e.objId === String(roadmap.ID)).map((e) => e.action)).toEqual([
        'create',
        'update',
        'delete',
      ]);
    });

    it('refuses an end before the start and a moved campaign (400), unknown ids (404), changing nothing', async () => {
      const before = Number((await t.db.select({ n: count() }).from(missionRoadmaps))[0]?.n);
      const backwards = await adminInject(
        t,
        developer,
        'POST',
        '/v1/admin/missionRoadmaps',
        roadmapBody({ endTime: campaign.startTime - 1 }),
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'endTime' });
      const noCampaign = await adminInject(
        t,
        developer,
        'POST',
        '/v1/admin/missionRoadmaps',
        roadmapBody({ campaignID: 999999 }),
      );
      expect(noCampaign.statusCode).toBe(404);
      expect(Number((await t.db.select({ n: count() }).from(missionRoadmaps))[0]?.n)).toBe(before);
      const roadmap = await adminCall<MissionRoadmap>(
        t,
        developer,
        'POST',
        '/v1/admin/missionRoadmaps',
        roadmapBody(),
      );
      const moved = await adminInject(
        t,
        developer,
        'PUT',
        `/v1/admin/missionRoadmaps/${roadmap.ID}`,
        roadmapBody({ campaignID: other.ID }),
      );
      expect(moved.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'campaignID' });
      expect(
        (await adminInject(t, developer, 'PUT', '/v1/admin/missionRoadmaps/999999', roadmapBody()))
          .statusCode,
      ).toBe(404);
      expect((await adminInject(t, developer, 'DELETE', '/v1/admin/missionRoadmaps/999999')).statusCode).toBe(
        404,
      );
      expect(
        (await adminInject(t, developer, 'POST', '/v1/admin/missionRoadmaps/999999/missions', missionBody()))
          .statusCode,
      ).toBe(404);
    });

    it('reads a roadmap and the campaign lists (missions, roadmaps); 404 for unknown ids', async () => {
      const roadmap = await adminCall<MissionRoadmap>(
        t,
        developer,
        'POST',
        '/v1/admin/missionRoadmaps',
        roadmapBody(),
      );
      expect(await adminCall(t, viewer, 'GET', `/v1/admin/missionRoadmaps/${roadmap.ID}`)).toEqual(roadmap);
      const roadmaps = await adminCall<MissionRoadmap[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${campaign.ID}/missionRoadmaps`,
      );
      expect(roadmaps.map((r) => r.ID)).toContain(roadmap.ID);
      const missionsOfCampaign = await adminCall<Mission[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
      );
      expect(missionsOfCampaign.length).toBeGreaterThan(0);
      expect(missionsOfCampaign.every((m) => m.campaignID === campaign.ID)).toBe(true);
      expect(await adminCall(t, viewer, 'GET', `/v1/admin/campaigns/${other.ID}/missions`)).toEqual([]);
      expect((await adminInject(t, viewer, 'GET', '/v1/admin/missionRoadmaps/999999')).statusCode).toBe(404);
      expect(
        (await adminInject(t, viewer, 'GET', '/v1/admin/campaigns/999999/missionRoadmaps')).statusCode,
      ).toBe(404);
      expect((await adminInject(t, viewer, 'GET', '/v1/admin/campaigns/999999/missions')).statusCode).toBe(
        404,
      );
    });

    it('needs missionRoadmap: a user (campaign editor) is refused with 403', async () => {
      expect(
        (await adminInject(t, admin, 'POST', '/v1/admin/missionRoadmaps', roadmapBody())).statusCode,
      ).toBe(403);
      const roadmap = await adminCall<MissionRoadmap>(
        t,
        developer,
        'POST',
        '/v1/admin/missionRoadmaps',
        roadmapBody(),
      );
      expect(
        (await adminInject(t, admin, 'PUT', `/v1/admin/missionRoadmaps/${roadmap.ID}`, roadmapBody()))
          .statusCode,
      ).toBe(403);
      expect(
        (await adminInject(t, admin, 'DELETE', `/v1/admin/missionRoadmaps/${roadmap.ID}`)).statusCode,
      ).toBe(403);
      expect(
        (
          await adminInject(
            t,
            admin,
            'POST',
            `/v1/admin/missionRoadmaps/${roadmap.ID}/missions`,
            missionBody(),
          )
        ).statusCode,
      ).toBe(403);
    });
  });
});
