// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Mission } from '@eventory/domain/missions';
import type { UserMissionsResponse } from '@eventory/domain/user-missions';
import { adminCall, createCampaign, createLeaderboard, sendGift } from '../test/fixtures.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const streamer = DEMO_STREAMERS[0]!.userId;
const [ben, ajie, chloe] = DEMO_VIEWERS.map((v) => v.userId) as [string, string, string];

const missionBody = (overrides: Record<string, unknown> = {}) => ({
  goal: 100,
  desc: { en_US: 'Collect 100 points' },
  iconURL: 'https://cdn.example/m.png',
  eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
  ...overrides,
});

describe('visitor mission reads', () => {
  let t: TestApp;
  let admin: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let normal: Mission;
  let twoDim: Mission;
  let campaignMission: Mission;

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
    admin = await t.signIn(['ToolsControl']);
    campaign = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign);
    normal = await adminCall<Mission>(
      t,
      admin,
      'POST',
      `/v1/admin/leaderboards/${board.ID}/missions`,
      missionBody(),
    );
    // Two contributors of 50 points or more: the two-dimensional kind.
    twoDim = await adminCall<Mission>(
      t,
      admin,
      'POST',
      `/v1/admin/leaderboards/${board.ID}/missions`,
      missionBody({
        userMissionType: 1,
        goal: 2,
        normalMission: { goal: 50 },
        desc: { en_US: 'Two fans, 50 each' },
      }),
    );
    campaignMission = await adminCall<Mission>(
      t,
      admin,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/missions`,
      missionBody(),
    );
    let n = 0;
    for (const [sender, point] of [
      [ben, 60],
      [ajie, 20],
      [ben, 10],
      [chloe, 30],
    ] as const)
      await sendGift(t, admin, { ID: `m-${++n}`, senderID: sender, receiverID: streamer, point });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as UserMissionsResponse & { errorCode?: string } };
  };

  it("GET /event/user-missions/{leaderboardID}/{userID}: the leaderboard's missions with the user's score", async () => {
    const { status, body } = await get(`/event/user-missions/${board.ID}/${streamer}`);
    expect(status).toBe(200);
    expect(body.data.missions.map((m) => m.id)).toEqual([normal.id, twoDim.id]);
    expect(body.data.missions[0]).toEqual({
      id: normal.id,
      type: 1,
      userMissionType: 0,
      desc: { en_US: 'Collect 100 points' },
      startTime: board.startTime,
      endTime: board.endTime,
      missionContainerID: normal.missionContainerID,
      goal: 100,
      score: 120,
      iconURL: 'https://cdn.example/m.png',
      eventType: 1,
      rewardSetting: null,
      normalMission: { score: 120, goal: 100 },
    });
  });

  it('answers a two-dimensional mission with its contributors as sub-scores, counting those at the sub-goal', async () => {
    const { body } = await get(`/event/user-missions/${board.ID}/${streamer}`);
    const mission = body.data.missions[1]!;
    expect(mission.twoDimMission).toMatchObject({ goal: 2, subGoal: 50, score: 1 });
    expect(mission.twoDimMission?.subScores.map((s) => [s.key, s.value])).toEqual([
      [ben, 70],
      [chloe, 30],
      [ajie, 20],
    ]);
    expect(mission.twoDimMission?.subScores[0]?.name.en_US).toBe('Ben Ho');
    expect(mission.score).toBe(1);
    // One more fan at 50 completes it.
    await sendGift(t, admin, { ID: 'm-more', senderID: chloe, receiverID: streamer, point: 20 });
    const again = await get(`/event/user-missions/${board.ID}/${streamer}`);
    expect(again.body.data.missions[1]?.twoDimMission?.score).toBe(2);
  });

  it('GET /event/user-missions-refs/{refType}/refID/{id}/userID/{userID} reads any ref; a user without a record scores 0', async () => {
    const byCampaign = await get(
      `/event/user-missions-refs/Campaign/refID/${campaign.ID}/userID/${streamer}`,
    );
    // Both missions count every gift point the streamer received.
    const onBoard = (await get(`/event/user-missions/${board.ID}/${streamer}`)).body.data.missions[0]!.score;
    expect(onBoard).toBeGreaterThanOrEqual(120);
    expect(byCampaign.body.data.missions).toEqual([
      expect.objectContaining({
        id: campaignMission.id,
        type: 2,
        score: onBoard,
        startTime: campaign.startTime,
        endTime: campaign.endTime,
      }),
    ]);
    const nobody = await get(`/event/user-missions-refs/leaderboard/refID/${board.ID}/userID/${ben}`);
    expect(nobody.body.data.missions.map((m) => m.score)).toEqual([0, 0]);
  });

  it('GET /missionrefs/{refType}/refID/{id}: the public mission list without progress', async () => {
    const { status, body } = await get(`/missionrefs/Campaign/refID/${campaign.ID}`);
    expect(status).toBe(200);
    expect(body.data.missions).toEqual([expect.objectContaining({ id: campaignMission.id, score: 0 })]);
  });

  it('answers 404 for a missing ref and 400 for a bad ref type or id', async () => {
    expect((await get(`/event/user-missions/999999/${streamer}`)).status).toBe(404);
    expect(
      (await get(`/event/user-missions-refs/Campaign/refID/999999/userID/${streamer}`)).body.errorCode,
    ).toBe('NOT_FOUND');
    const badType = await get(`/event/user-missions-refs/Planet/refID/1/userID/${streamer}`);
    expect([badType.status, badType.body.errorCode]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await get(`/event/user-missions/abc/${streamer}`)).status).toBe(400);
    expect((await get(`/missionrefs/campaign/refID/99999999999`)).status).toBe(400);
  });
});
