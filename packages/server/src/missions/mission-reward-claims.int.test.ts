// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { MissionRewardClaimsPage } from '@eventory/domain/mission-rewards';
import type { Mission } from '@eventory/domain/missions';
import { adminCall, adminInject, createCampaign, createLeaderboard, sendGift } from '../test/fixtures.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';

const streamers = DEMO_STREAMERS.slice(0, 3).map((s) => s.userId);
const ben = DEMO_VIEWERS[0]!.userId;
const reward = { prizeType: 1, itemID: 'frame-gold', itemIconURL: '', itemCount: 1 };

describe('the prize screens list the rewards viewers claimed', () => {
  let t: TestApp;
  let admin: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let first: Mission;
  let second: Mission;
  let gifts = 0;

  const createMission = (goal: number) =>
    adminCall<Mission>(t, admin, 'POST', `/v1/admin/leaderboards/${board.ID}/missions`, {
      goal,
      desc: { en_US: `Receive ${goal} points` },
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });
  const claim = async (missionID: number, userID: string) => {
    const { token } = await signVisitorToken(deriveVisitorKey(t.app.sessionKey), userID, 'jwt');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/public/missions/${missionID}/claimReward`,
      headers: { authorization: `Bearer ${token}` },
      payload: { userID },
    });
    expect(res.statusCode).toBe(200);
  };
  const claims = async (query = '', token = admin) => {
    const res = await adminInject(
      t,
      token,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/missionRewardClaims${query}`,
    );
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
    admin = await t.signIn(['ToolsControl']);
    campaign = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign);
    first = await createMission(10);
    second = await createMission(20);
    for (const m of [first, second])
      await adminCall(t, admin, 'PUT', `/v1/admin/missions/${m.id}/reward`, reward);
    for (const s of streamers)
      await sendGift(t, admin, { ID: `claims-list-${++gifts}`, senderID: ben, receiverID: s, point: 25 });
    // Three claims of the first mission, then one of the second: four grants, newest first.
    for (const s of streamers) await claim(first.id, s);
    await claim(second.id, streamers[0]!);
  });
  afterAll(() => t.close());

  it('pages the claims newest first, with user, mission, reward and claim time', async () => {
    const res = await claims('?limit=2');
    expect(res.statusCode).toBe(200);
    const page = res.json() as MissionRewardClaimsPage;
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    const [newest] = page.items;
    expect(newest).toMatchObject({
      missionID: second.id,
      missionDesc: { en_US: 'Receive 20 points' },
      userID: streamers[0],
      openID: DEMO_STREAMERS[0]!.openId,
      displayName: DEMO_STREAMERS[0]!.displayName,
      prizeType: 1,
      itemID: 'frame-gold',
      itemCount: 1,
    });
    expect(Math.abs(newest!.claimTime - Date.now() / 1000)).toBeLessThan(120);
    const rest = (await claims('?limit=2&offset=2')).json() as MissionRewardClaimsPage;
    expect(rest.items).toHaveLength(2);
    const seen = [...page.items, ...rest.items].map((c) => `${c.missionID}:${c.userID}`);
    expect(new Set(seen).size).toBe(4);
  });

  it('filters by mission', async () => {
    const page = (await claims(`?missionID=${first.id}`)).json() as MissionRewardClaimsPage;
    expect(page.total).toBe(3);
    expect(page.items.every((c) => c.missionID === first.id)).toBe(true);
    expect(new Set(page.items.map((c) => c.userID))).toEqual(new Set(streamers));
  });

  it('lists nothing for another campaign, 404 for a missing one, 400 on bad paging', async () => {
    const other = await createCampaign(t, admin);
    const empty = (
      await adminInject(t, admin, 'GET', `/v1/admin/campaigns/${other.ID}/missionRewardClaims`)
    ).json();
    expect(empty).toEqual({ items: [], total: 0 });
    expect(
      (await adminInject(t, admin, 'GET', '/v1/admin/campaigns/99999999/missionRewardClaims')).statusCode,
    ).toBe(404);
    const bad = await claims('?limit=101');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'limit']);
    const badMission = await claims('?missionID=abc');
    expect([badMission.statusCode, badMission.json().field]).toEqual([400, 'missionID']);
  });

  it('needs the prize screens permission (campaignControl), like the prize list', async () => {
    const viewOnly = await t.signIn(['ViewOnly']);
    const prizes = await adminInject(t, viewOnly, 'GET', `/v1/admin/campaigns/${campaign.ID}/prizes`);
    const res = await claims('', viewOnly);
    expect(res.statusCode).toBe(prizes.statusCode);
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/campaigns/${campaign.ID}/missionRewardClaims`,
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
