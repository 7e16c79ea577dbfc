// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// The base-mission history (issue 17 §4, decision 0078) through the real app: every change of a campaign's
// missions and rewards, completions and claims per day in the campaign's timezone, and its permission.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { MissionChangesPage, MissionDaysAnswer } from '@eventory/domain/mission-history';
import type { Mission } from '@eventory/domain/missions';
import { adminCall, adminInject, createCampaign, createLeaderboard, sendGift } from '../test/fixtures.ts';
import { DEMO_STREAMERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';
import { missionCompletions } from '../db/schema/mission-rewards.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const [luna, mia] = DEMO_STREAMERS.slice(0, 2).map((s) => s.userId) as [string, string];
const reward = { prizeType: 1, itemID: 'frame-gold', itemIconURL: '', itemCount: 1 };
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('base-mission history', () => {
  let t: TestApp;
  let tools: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let first: Mission;
  let second: Mission;
  let removed: Mission;
  let gifts = 0;
  /** Unix ms of today's midnight at GMT+0800. */
  let midnight: number;

  const createMission = (goal: number) =>
    adminCall<Mission>(t, tools, 'POST', `/v1/admin/leaderboards/${board.ID}/missions`, {
      goal,
      desc: { en_US: `Receive ${goal} points` },
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });
  const gift = (receiverID: string, point: number, timestamp: number) =>
    sendGift(t, tools, {
      ID: `history-${process.pid}-${++gifts}`,
      senderID: 'ben',
      receiverID,
      point,
      timestamp,
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
  const history = (path: string, token = tools) =>
    adminInject(t, token, 'GET', `/v1/admin/campaigns/${campaign.ID}/mission-history/${path}`);

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
    tools = await t.signIn(['ToolsControl'], { email: 'tools@test.eventory.app' });
    const now = Date.now();
    midnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
    campaign = await createCampaign(t, tools, {
      timezone: 'GMT+0800',
      startTime: Math.floor((midnight - 4 * DAY) / 1000),
    });
    board = await createLeaderboard(t, tools, campaign);
    first = await createMission(10);
    second = await createMission(20);
    removed = await createMission(5);
    await adminCall(t, tools, 'PUT', `/v1/admin/missions/${first.id}/reward`, reward);
    await adminCall(t, tools, 'PUT', `/v1/admin/missions/${first.id}`, {
      goal: 10,
      desc: { en_US: 'Receive 10 points (renamed)' },
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });
    await adminCall(t, tools, 'DELETE', `/v1/admin/missions/${removed.id}`);

    // luna reaches 10 three days ago (01:00 local); mia reaches it just after midnight local yesterday,
    // which is still the day before in UTC: the days are the campaign's. More points add no completion.
    await gift(luna, 12, midnight - 3 * DAY + HOUR);
    await gift(mia, 6, midnight - DAY - HOUR / 2);
    await gift(mia, 6, midnight - DAY + HOUR / 2);
    await gift(luna, 3, midnight - DAY + HOUR);
    await claim(first.id, luna);
    await claim(first.id, mia);
  });
  afterAll(() => t.close());

  it('counts completions and claims per day in the campaign timezone', async () => {
    const res = await history('days');
    expect(res.statusCode).toBe(200);
    const local = (ms: number) => ymd(ms + 8 * HOUR);
    expect(ymd(midnight - DAY + HOUR / 2)).not.toBe(local(midnight - DAY + HOUR / 2));
    expect(res.json<MissionDaysAnswer>()).toEqual({
      campaignID: campaign.ID,
      timezone: 'GMT+0800',
      days: [
        { missionID: first.id, day: local(midnight - 3 * DAY), completions: 1, claims: 0 },
        { missionID: first.id, day: local(midnight - DAY), completions: 1, claims: 0 },
        // Both claimed just now.
        { missionID: first.id, day: local(Date.now()), completions: 0, claims: 2 },
      ],
    });
    // Noted once per mission and viewer, at the event that reached the goal; never for the unreached one.
    const rows = await t.db
      .select()
      .from(missionCompletions)
      .where(eq(missionCompletions.missionId, first.id));
    expect(rows.map((r) => [r.userId, Number(r.completedMs)]).sort()).toEqual(
      [
        [luna, midnight - 3 * DAY + HOUR],
        [mia, midnight - DAY + HOUR / 2],
      ].sort(),
    );
    const none = await history(`days?missionID=${second.id}`);
    expect(none.json<MissionDaysAnswer>().days).toEqual([]);
  });

  it('lists every change of the missions and their rewards, deleted missions included, newest first', async () => {
    const res = await history('changes');
    expect(res.statusCode).toBe(200);
    const page = res.json<MissionChangesPage>();
    expect(page.total).toBe(6);
    expect(page.items.map((i) => [i.table, Number(i.objId), i.action])).toEqual([
      ['missions', removed.id, 'delete'],
      ['missions', first.id, 'update'],
      ['mission_rewards', first.id, 'create'],
      ['missions', removed.id, 'create'],
      ['missions', second.id, 'create'],
      ['missions', first.id, 'create'],
    ]);
    expect(page.items[1]).toMatchObject({ email: 'tools@test.eventory.app' });
    const one = (await history(`changes?missionID=${removed.id}&limit=1`)).json<MissionChangesPage>();
    expect(one.total).toBe(2);
    expect(one.items.map((i) => i.action)).toEqual(['delete']);
  });

  it('refuses bad input with a 4xx and an errorCode', async () => {
    const other = await createCampaign(t, tools);
    const otherBoard = await createLeaderboard(t, tools, other);
    const foreign = await adminCall<Mission>(
      t,
      tools,
      'POST',
      `/v1/admin/leaderboards/${otherBoard.ID}/missions`,
      {
        goal: 1,
        desc: { en_US: 'other' },
        eventHandler: { eventType: 1, resultKey: 'ReceiverID' },
      },
    );
    const cases: [string, number, string, string | undefined][] = [
      ['changes?missionID=abc', 400, 'VALIDATION_ERROR', 'missionID'],
      ['changes?limit=101', 400, 'VALIDATION_ERROR', 'limit'],
      ['days?missionID=0', 400, 'VALIDATION_ERROR', 'missionID'],
      [`days?missionID=${foreign.id}`, 404, 'NOT_FOUND', 'missionID'],
      [`changes?missionID=${foreign.id}`, 404, 'NOT_FOUND', 'missionID'],
    ];
    for (const [path, status, errorCode, field] of cases) {
      const res = await history(path);
      expect(res.statusCode, path).toBe(status);
      expect(res.json()).toMatchObject({ errorCode, field });
    }
    const missing = await adminInject(t, tools, 'GET', '/v1/admin/campaigns/99999999/mission-history/days');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('is guarded by baseMissionHistory: ToolsControl and developer read it, other roles get 403', async () => {
    for (const role of ['developer', 'ToolsControl'] as const) {
      const token = await t.signIn([role]);
      for (const path of ['changes', 'days']) expect((await history(path, token)).statusCode).toBe(200);
    }
    for (const role of ['user', 'BaseControl', 'ReplayControl', 'ViewOnly'] as const) {
      const token = await t.signIn([role]);
      for (const path of ['changes', 'days']) {
        const res = await history(path, token);
        expect(res.statusCode, `${role} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
      }
    }
  });
});
