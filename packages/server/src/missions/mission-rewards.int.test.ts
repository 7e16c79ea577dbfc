// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Mission } from '@eventory/domain/missions';
import type { UserMissionsResponse } from '@eventory/domain/user-missions';
import { changeLog } from '../db/schema/change-log.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createLeaderboard,
  nowSeconds,
  sendGift,
} from '../test/fixtures.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';

const [luna, kai] = DEMO_STREAMERS.map((s) => s.userId) as [string, string];
const ben = DEMO_VIEWERS[0]!.userId;
const DAY = 24 * 60 * 60;
const reward = {
  prizeType: 100,
  itemID: 'gift-rose',
  itemIconURL: 'https://cdn.example/rose.png',
  itemCount: 3,
};

describe('mission rewards and claims', () => {
  let t: TestApp;
  let admin: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let gifts = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
    admin = await t.signIn(['ToolsControl']);
    campaign = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign);
  });
  afterAll(() => t.close());

  /** A streamer's mission on the board: 100 gift points received. */
  const createMission = (overrides: Record<string, unknown> = {}) =>
    adminCall<Mission>(t, admin, 'POST', `/v1/admin/leaderboards/${board.ID}/missions`, {
      goal: 100,
      desc: { en_US: 'Receive 100 points' },
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
      ...overrides,
    });
  const gift = (receiverID: string, point: number) =>
    sendGift(t, admin, { ID: `claim-gift-${++gifts}`, senderID: ben, receiverID, point });
  const tokenOf = async (userID: string) =>
    (await signVisitorToken(deriveVisitorKey(t.app.sessionKey), userID, 'jwt')).token;
  const claim = async (missionID: number, userID: string, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/public/missions/${missionID}/claimReward`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { userID },
    });
  const stateOf = async (missionID: number, userID: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/public/missions/${missionID}/reward?userID=${userID}`,
      })
    ).json().state as number;

  it('sets, reads and removes a reward (change-logged), shown as the missions rewardSetting', async () => {
    const mission = await createMission();
    const none = await adminInject(t, admin, 'GET', `/v1/admin/missions/${mission.id}/reward`);
    expect([none.statusCode, none.json()]).toEqual([
      404,
      { errorCode: '0', errorMessage: "mission's reward isn't set" },
    ]);
    expect(await adminCall(t, admin, 'PUT', `/v1/admin/missions/${mission.id}/reward`, reward)).toEqual(
      reward,
    );
    const bad = await adminInject(t, admin, 'PUT', `/v1/admin/missions/${mission.id}/reward`, {
      ...reward,
      prizeType: 7,
    });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'prizeType']);
    const read = (
      await t.app.inject({ method: 'GET', url: `/event/user-missions/${board.ID}/${luna}` })
    ).json() as UserMissionsResponse;
    expect(read.data.missions.find((m) => m.id === mission.id)?.rewardSetting).toEqual(reward);
    await adminCall(t, admin, 'DELETE', `/v1/admin/missions/${mission.id}/reward`);
    const logged = await t.db
      .select({ action: changeLog.action })
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'mission_rewards'), eq(changeLog.objId, String(mission.id))))
      .orderBy(changeLog.id);
    expect(logged.map((l) => l.action)).toEqual(['create', 'delete']);
    const viewer = await t.signIn(['ViewOnly']);
    expect(
      (await adminInject(t, viewer, 'PUT', `/v1/admin/missions/${mission.id}/reward`, reward)).statusCode,
    ).toBe(403);
  });

  it('claims once the goal is reached: Unclaimed → Claimed, in the change log', async () => {
    const mission = await createMission();
    await adminCall(t, admin, 'PUT', `/v1/admin/missions/${mission.id}/reward`, reward);
    const token = await tokenOf(luna);
    await gift(luna, 60);
    const early = await claim(mission.id, luna, token);
    expect([early.statusCode, early.json().errorCode]).toEqual([409, 'GOAL_NOT_REACHED']);
    expect(await stateOf(mission.id, luna)).toBe(0);
    await gift(luna, 40);
    const ok = await claim(mission.id, luna, token);
    expect([ok.statusCode, ok.json()]).toEqual([
      200,
      { missionID: mission.id, userID: luna, state: 1, reward },
    ]);
    expect(await stateOf(mission.id, luna)).toBe(1);
    const [entry] = await t.db
      .select({ email: changeLog.email, after: changeLog.after })
      .from(changeLog)
      .where(eq(changeLog.tableName, 'mission_reward_claims'));
    expect(entry).toMatchObject({
      email: `visitor:${luna}`,
      after: { missionID: mission.id, userID: luna, state: 1 },
    });
    const again = await claim(mission.id, luna, token);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { errorCode: '7', errorMessage: 'reward has already been claimed' },
    ]);
  });

  it('gives one success and code 7 to the rest of twenty concurrent claims', async () => {
    const mission = await createMission({ goal: 10 });
    await adminCall(t, admin, 'PUT', `/v1/admin/missions/${mission.id}/reward`, reward);
    await gift(kai, 10);
    const token = await tokenOf(kai);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(mission.id, kai, token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(19);
    expect(refused.every((a) => a.statusCode === 409 && a.json().errorCode === '7')).toBe(true);
  });

  it("refuses without a reward (code 0), without a token, for someone else's reward and outside the period", async () => {
    const bare = await createMission({ goal: 1 });
    await gift(luna, 1);
    const token = await tokenOf(luna);
    const unset = await claim(bare.id, luna, token);
    expect([unset.statusCode, unset.json()]).toEqual([
      404,
      { errorCode: '0', errorMessage: "mission's reward isn't set" },
    ]);
    await adminCall(t, admin, 'PUT', `/v1/admin/missions/${bare.id}/reward`, reward);
    expect((await claim(bare.id, luna)).statusCode).toBe(401);
    const other = await claim(bare.id, luna, await tokenOf(kai));
    expect([other.statusCode, other.json().errorCode]).toEqual([403, 'FORBIDDEN']);

    const ended = await createLeaderboard(t, admin, campaign, {
      startTime: nowSeconds() - 3 * DAY,
      endTime: nowSeconds() - DAY,
    });
    const late = await adminCall<Mission>(t, admin, 'POST', `/v1/admin/leaderboards/${ended.ID}/missions`, {
      goal: 1,
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });
    await adminCall(t, admin, 'PUT', `/v1/admin/missions/${late.id}/reward`, reward);
    const outside = await claim(late.id, luna, token);
    expect([outside.statusCode, outside.json().errorCode]).toEqual([409, 'NOT_IN_PERIOD']);
    expect((await claim(999999, luna, token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/public/missions/${bare.id}/reward` })).statusCode,
    ).toBe(400);
  });

  it('travels with copy: the copied mission has the same reward and no claims', async () => {
    const source = await createCampaign(t, admin);
    const mission = await adminCall<Mission>(t, admin, 'POST', `/v1/admin/campaigns/${source.ID}/missions`, {
      goal: 1,
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });
    await adminCall(t, admin, 'PUT', `/v1/admin/missions/${mission.id}/reward`, reward);
    const { ID } = await adminCall<{ ID: number }>(
      t,
      admin,
      'POST',
      `/v1/admin/campaigns/${source.ID}/copy`,
      {
        codeName: `reward-copy-${Date.now()}`,
      },
    );
    const [copied] = await adminCall<Mission[]>(t, admin, 'GET', `/v1/admin/campaigns/${ID}/missions`);
    expect(copied!.id).not.toBe(mission.id);
    expect(await adminCall(t, admin, 'GET', `/v1/admin/missions/${copied!.id}/reward`)).toEqual(reward);
    expect(await stateOf(copied!.id, luna)).toBe(0);
  });
});
