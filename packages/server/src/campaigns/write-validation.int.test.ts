// backends: once: through HTTP and services with no dialect-specific code
// Issue "hardening" class 14: writes with times out of order, a start or end of 0, or a goal that is not
// positive are refused with a 400 naming the field, and nothing is stored (docs/decisions/0036).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import { missionRoadmaps, missions, questionnaires } from '../db/schema/campaign-content.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  campaignInput,
  createCampaign,
  createLeaderboard,
  type Method,
} from '../test/fixtures.ts';

describe('write validation of times and goals', () => {
  let t: TestApp;
  let admin: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let roadmap: MissionRoadmap;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['developer']);
    campaign = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
    roadmap = await adminCall<MissionRoadmap>(t, admin, 'POST', '/v1/admin/missionRoadmaps', {
      campaignID: campaign.ID,
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
  });
  afterAll(() => t.close());

  const rows = async () =>
    Promise.all(
      [campaigns, leaderboards, missions, missionRoadmaps, questionnaires, changeLog].map(async (table) =>
        Number((await t.db.select({ n: count() }).from(table))[0]?.n),
      ),
    );

  /** The call is refused with 400 VALIDATION_ERROR naming `field`, and no table changed. */
  async function refused(method: Method, url: string, payload: unknown, field: string) {
    const before = await rows();
    const res = await adminInject(t, admin, method, url, payload);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    expect(await rows()).toEqual(before);
    return res.json() as { errorMessage: string };
  }

  const start = () => campaign.startTime;
  const leaderboardBody = (times: { startTime?: number; endTime?: number }) => ({
    eventID: campaign.ID,
    groupName: 'Times',
    startTime: start(),
    endTime: start() + 3600,
    ...times,
  });

  describe('POST /v1/admin/leaderboards', () => {
    it.each([
      ['endTime 0', { endTime: 0 }, 'endTime'],
      ['endTime before startTime', { endTime: 1000 }, 'endTime'],
      ['endTime equal to startTime', { endTime: -1 }, 'endTime'],
      ['startTime 0', { startTime: 0 }, 'startTime'],
    ])('refuses %s', async (_case, times, field) => {
      const body = leaderboardBody(times);
      if (body.endTime === -1) body.endTime = body.startTime;
      await refused('POST', '/v1/admin/leaderboards', body, field);
    });

    it('names the rule in the message', async () => {
      const { errorMessage } = await refused(
        'POST',
        '/v1/admin/leaderboards',
        leaderboardBody({ endTime: 0 }),
        'endTime',
      );
      expect(errorMessage).toMatch(/^endTime: /);
    });

    it('accepts ordered times', async () => {
      const res = await adminInject(t, admin, 'POST', '/v1/admin/leaderboards', leaderboardBody({}));
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('PATCH /v1/admin/leaderboards/{id}', () => {
    it.each([
      ['endTime 0', { endTime: 0 }, 'endTime'],
      ['endTime before the stored startTime', { endTime: 1000 }, 'endTime'],
      ['startTime after the stored endTime', { startTime: 4_000_000_000 }, 'endTime'],
    ])('refuses %s', async (_case, patch, field) => {
      await refused('PATCH', `/v1/admin/leaderboards/${board.ID}`, patch, field);
    });
  });

  describe('campaigns', () => {
    it('refuse startTime 0 and a Duration campaign ending before it starts', async () => {
      await refused('POST', '/v1/admin/campaigns', campaignInput({ startTime: 0 }), 'startTime');
      await refused(
        'POST',
        '/v1/admin/campaigns',
        campaignInput({ startTime: 2_000_000_000, endTime: 1_900_000_000 }),
        'endTime',
      );
    });
  });

  describe('mission roadmaps', () => {
    it.each([
      ['startTime 0', { startTime: 0 }, 'startTime'],
      ['endTime 0', { endTime: 0 }, 'endTime'],
      ['endTime before startTime', { endTime: 1000 }, 'endTime'],
    ])('refuse %s on create and update', async (_case, times, field) => {
      const body = { campaignID: campaign.ID, startTime: start(), endTime: start() + 3600, ...times };
      await refused('POST', '/v1/admin/missionRoadmaps', body, field);
      await refused('PUT', `/v1/admin/missionRoadmaps/${roadmap.ID}`, body, field);
    });
  });

  describe('questionnaires', () => {
    it.each([
      ['startTime 0', { startTime: 0 }, 'startTime'],
      ['endTime before startTime', { endTime: 1000 }, 'endTime'],
    ])('refuse %s', async (_case, times, field) => {
      await refused(
        'POST',
        '/v1/admin/questionnaires',
        { campaignID: campaign.ID, groupName: 'Main', startTime: start(), endTime: start() + 3600, ...times },
        field,
      );
    });
  });

  describe('missions', () => {
    const missionBody = (goal: unknown) => ({
      groupName: 'Daily',
      ...(goal === undefined ? {} : { goal }),
      desc: { en_US: 'Send points' },
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });

    it.each([
      ['goal 0', 0],
      ['no goal', undefined],
      ['a negative goal', -5],
      ['a fractional goal', 2.5],
      ['a goal that is not a number', '10'],
      ['a goal past the largest stored whole number (2^31)', 2 ** 31],
    ])('refuse %s, on a campaign, a leaderboard or a roadmap', async (_case, goal) => {
      for (const url of [
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        `/v1/admin/leaderboards/${board.ID}/missions`,
        `/v1/admin/missionRoadmaps/${roadmap.ID}/missions`,
      ])
        await refused('POST', url, missionBody(goal), 'goal');
    });

    it('say what the goal is for when it is missing', async () => {
      const { errorMessage } = await refused(
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(undefined),
        'goal',
      );
      expect(errorMessage).toBe('goal: goal is required: the score that completes the mission');
    });

    it('accept a positive whole goal', async () => {
      const res = await adminInject(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        missionBody(1),
      );
      expect(res.statusCode, res.body).toBe(200);
    });
  });
});
