// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// New viewers (issue 17 §4 newUserLevel, decision 0095) through the real app: the campaign's rule (guarded
// by newUserLevel, change-logged), the NewUser judge of an evaluator, and the count of new viewers.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { NewViewerCount, NewViewerSetting } from '@eventory/domain/new-viewers';
import { changeLog } from '../db/schema/change-log.ts';
import { platformUsers } from '../db/schema/campaigns.ts';
import { DEMO_STREAMERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  sendGift,
} from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';

const DAY = 86_400_000;
const [fresh, old, unknownAge] = DEMO_STREAMERS.slice(0, 3).map((s) => s.userId) as [string, string, string];

describe('new viewers of a campaign', () => {
  let t: TestApp;
  let developer: string;
  let editor: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let gifts = 0;

  const gift = (senderID: string, receiverID: string, point: number) =>
    sendGift(t, developer, { ID: `new-viewers-${process.pid}-${++gifts}`, senderID, receiverID, point });
  const ruleUrl = () => `/v1/admin/campaigns/${campaign.ID}/new-viewer-rule`;

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
    developer = await t.signIn(['developer'], { email: 'dev@test.eventory.app' });
    editor = await t.signIn(['BaseControl'], { email: 'editor@test.eventory.app' });
    campaign = await createCampaign(t, developer);
    board = await createLeaderboard(t, developer, campaign);
    const now = Date.now();
    await t.db
      .update(platformUsers)
      .set({ registeredAt: new Date(now - 2 * DAY), level: 30 })
      .where(eq(platformUsers.userId, fresh));
    await t.db
      .update(platformUsers)
      .set({ registeredAt: new Date(now - 100 * DAY), level: 2 })
      .where(inArray(platformUsers.userId, [old, unknownAge]));
  });
  afterAll(() => t.close());

  it('has no rule until one is set: nobody is new', async () => {
    const setting = await adminCall<NewViewerSetting>(t, developer, 'GET', ruleUrl());
    expect(setting).toMatchObject({ campaignID: campaign.ID, rule: null, updatedBy: null });
  });

  it('sets the rule with newUserLevel, change-logged, and refuses a bad one naming the field', async () => {
    const bad = await adminInject(t, developer, 'PUT', ruleUrl(), {
      rule: { basis: 'accountAge', atMost: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect(JSON.stringify(bad.json())).toContain('atMost');

    const setting = await adminCall<NewViewerSetting>(t, developer, 'PUT', ruleUrl(), {
      rule: { basis: 'accountAge', atMost: 7 },
    });
    expect(setting).toMatchObject({
      rule: { basis: 'accountAge', atMost: 7 },
      updatedBy: 'dev@test.eventory.app',
    });
    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(
        and(eq(changeLog.tableName, 'campaign_new_viewer_rules'), eq(changeLog.objId, String(campaign.ID))),
      );
    expect(entry).toMatchObject({ action: 'create', after: { basis: 'accountAge', atMost: 7 } });
  });

  it('refuses the rule to a campaign editor without newUserLevel (403), read and write', async () => {
    expect((await adminInject(t, editor, 'GET', ruleUrl())).statusCode).toBe(403);
    const res = await adminInject(t, editor, 'PUT', ruleUrl(), { rule: null });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect(
      (await adminInject(t, editor, 'GET', `/v1/admin/campaigns/${campaign.ID}/new-viewers`)).statusCode,
    ).toBe(403);
  });

  it('scores only gifts from new senders with a NewUser judge', async () => {
    await createGiftEvaluator(t, developer, board.containerID, {
      judges: [{ logic: 'IS', setting: { kind: 'ContractUser', field: 'NewUser', subject: 'SenderID' } }],
    });
    const fromFresh = await gift(fresh, 'target-a', 5);
    const fromOld = await gift(old, 'target-b', 5);
    expect(fromFresh.effects.map((e) => e.scoreAdded)).toEqual([5]);
    expect(fromOld.effects).toEqual([]);
  });

  it('counts the viewers of the campaign and the new ones among them', async () => {
    await adminCall(t, developer, 'POST', `/v1/admin/leaderboards/${board.ID}/missions`, {
      goal: 1,
      desc: { en_US: 'Receive a point' },
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });
    // Missions complete for the receivers: fresh (new by age), old and unknownAge (100 days).
    await gift(fresh, fresh, 3);
    await gift(fresh, old, 3);
    await gift(fresh, unknownAge, 3);
    const count = await adminCall<NewViewerCount>(
      t,
      developer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/new-viewers`,
    );
    expect(count).toMatchObject({ campaignID: campaign.ID, viewers: 3, newViewers: 1 });

    // By level instead: old and unknownAge are level 2, fresh is 30.
    await adminCall(t, developer, 'PUT', ruleUrl(), { rule: { basis: 'level', atMost: 5 } });
    const byLevel = await adminCall<NewViewerCount>(
      t,
      developer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/new-viewers`,
    );
    expect(byLevel).toMatchObject({ viewers: 3, newViewers: 2 });

    await adminCall(t, developer, 'PUT', ruleUrl(), { rule: null });
    const none = await adminCall<NewViewerCount>(
      t,
      developer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/new-viewers`,
    );
    expect(none).toMatchObject({ rule: null, viewers: 3, newViewers: 0 });
  });

  it('admits only new voters to a vote whose voter rule asks for NewUser', async () => {
    await adminCall(t, developer, 'PUT', ruleUrl(), { rule: { basis: 'accountAge', atMost: 7 } });
    const now = Math.floor(Date.now() / 1000);
    const vote = await adminCall<{ id: number }>(
      t,
      developer,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/votes`,
      {
        topic: 'Newcomers only',
        nomineeIDs: [unknownAge],
        startTime: now - 3_600,
        endTime: now + 86_400,
        voterRule: [
          { logic: 'IS', setting: { kind: 'ContractUser', field: 'NewUser', subject: 'SenderID' } },
        ],
      },
    );
    const statusOf = async (voterID: string) => {
      const { token } = await signVisitorToken(deriveVisitorKey(t.app.sessionKey), voterID, 'jwt');
      const res = await t.app.inject({
        method: 'POST',
        url: `/event/vote/${vote.id}/users/status/query`,
        headers: { authorization: `Bearer ${token}` },
        payload: { targetUserIDs: [unknownAge] },
      });
      return (res.json() as { data: { results: { status: number }[] } }).data.results[0]?.status;
    };
    // 1: may vote; 2: the voter rule does not admit the viewer.
    expect(await statusOf(fresh)).toBe(1);
    expect(await statusOf(old)).toBe(2);
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const res = await adminInject(t, developer, 'GET', '/v1/admin/campaigns/999999/new-viewers');
    expect(res.statusCode).toBe(404);
  });
});
