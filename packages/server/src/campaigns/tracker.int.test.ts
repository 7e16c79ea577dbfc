// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Mission } from '@eventory/domain/missions';
import type { ContainerReplayStatus, RecalculateResult } from '@eventory/domain/replay';
import type { LeaderboardTracking, Tracker } from '@eventory/domain/tracker';
import { TRACKING_EVENT_NAMES } from '@eventory/domain/tracking';
import { campaignTrackers } from '../db/schema/campaign-content.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { replayJobs } from '../db/schema/engine-admin.ts';
import { replaysSettled } from '../engine/replay.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from '../test/fixtures.ts';

describe('tracker, replay status and recalculate', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let replayer: string;
  let campaign: Campaign;
  let main: Leaderboard;
  let side: Leaderboard;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    replayer = await t.signIn(['ReplayOnly']);
    campaign = await createCampaign(t, admin);
    main = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
    side = await createLeaderboard(t, admin, campaign, { groupName: 'Side' });
  });
  afterAll(async () => {
    await replaysSettled(t.app);
    await t.close();
  });

  describe('GET/PATCH campaigns/{id}/tracker', () => {
    it('answers the defaults before any setting: enabled, every event, full sampling', async () => {
      const tracker = await adminCall<Tracker>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${campaign.ID}/tracker`,
      );
      expect(tracker).toEqual({
        campaignID: campaign.ID,
        enabled: true,
        samplingRate: 1,
        events: [...TRACKING_EVENT_NAMES],
        updateTime: null,
      });
    });

    it('patches only the named fields, logged', async () => {
      const patched = await adminCall<Tracker>(
        t,
        admin,
        'PATCH',
        `/v1/admin/campaigns/${campaign.ID}/tracker`,
        {
          samplingRate: 0.25,
          events: ['page_enter', 'leaderboard_view'],
        },
      );
      expect(patched).toMatchObject({
        enabled: true,
        samplingRate: 0.25,
        events: ['page_enter', 'leaderboard_view'],
      });
      const again = await adminCall<Tracker>(
        t,
        admin,
        'PATCH',
        `/v1/admin/campaigns/${campaign.ID}/tracker`,
        {
          enabled: false,
        },
      );
      expect(again).toMatchObject({
        enabled: false,
        samplingRate: 0.25,
        events: ['page_enter', 'leaderboard_view'],
      });
      expect(await adminCall(t, viewer, 'GET', `/v1/admin/campaigns/${campaign.ID}/tracker`)).toEqual(again);
      const logged = await t.db
        .select()
        .from(changeLog)
        .where(eq(changeLog.tableName, 'campaign_trackers'))
        .orderBy(changeLog.id);
      expect(logged.filter((e) => e.objId === String(campaign.ID)).map((e) => e.action)).toEqual([
        'create',
        'update',
      ]);
    });

    it('refuses bad settings (400 naming the field), changing nothing', async () => {
      const before = await t.db.select().from(campaignTrackers);
      const url = `/v1/admin/campaigns/${campaign.ID}/tracker`;
      for (const [payload, field] of [
        [{ samplingRate: 1.5 }, 'samplingRate'],
        [{ events: [] }, 'events'],
        [{ events: ['page_enter', 'scroll'] }, 'events.1'],
        [{ enabled: 'yes' }, 'enabled'],
      ] as const) {
        const res = await adminInject(t, admin, 'PATCH', url, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
      }
      const unknownField = await adminInject(t, admin, 'PATCH', url, { colour: 'red' });
      expect(unknownField.statusCode).toBe(400);
      expect(await t.db.select().from(campaignTrackers)).toEqual(before);
    });

    it('refuses ViewOnly (403) and unknown campaigns (404)', async () => {
      expect(
        (
          await adminInject(t, viewer, 'PATCH', `/v1/admin/campaigns/${campaign.ID}/tracker`, {
            enabled: true,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await adminInject(t, admin, 'PATCH', '/v1/admin/campaigns/999999/tracker', { enabled: true }))
          .statusCode,
      ).toBe(404);
      expect((await adminInject(t, admin, 'GET', '/v1/admin/campaigns/999999/tracker')).statusCode).toBe(404);
    });
  });

  it('GET campaigns/{id}/tracker/leaderboards counts views and clicks per leaderboard container', async () => {
    const event = (name: string, properties: Record<string, string>) => ({
      name,
      actor: 'guest',
      page: campaign.codeName,
      timestamp: Date.now(),
      properties,
    });
    const mainId = String(main.containerID);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracking/events',
      payload: {
        events: [
          event('leaderboard_view', { containerID: mainId }),
          event('leaderboard_view', { containerID: mainId }),
          event('leaderboard_view', { containerID: String(side.containerID) }),
          event('profile_click', { containerID: mainId, kind: 'streamer' }),
          event('button_click', { containerID: mainId, text: 'Vote' }),
          event('page_enter', { containerID: mainId }),
          event('leaderboard_view', { containerID: '999999' }),
        ],
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const counts = await adminCall<LeaderboardTracking[]>(
      t,
      viewer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/tracker/leaderboards`,
    );
    expect(counts).toEqual([
      { leaderboardID: main.ID, groupName: 'Main', containerID: main.containerID, views: 2, clicks: 2 },
      { leaderboardID: side.ID, groupName: 'Side', containerID: side.containerID, views: 1, clicks: 0 },
    ]);
    expect(
      (await adminInject(t, viewer, 'GET', '/v1/admin/campaigns/999999/tracker/leaderboards')).statusCode,
    ).toBe(404);
    expect(
      (await adminInject(t, viewer, 'GET', '/v1/admin/campaigns/x/tracker/leaderboards')).json(),
    ).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      field: 'id',
    });
  });

  describe('replay status and recalculate', () => {
    it('answers Unknown for every container of the campaign before any replay', async () => {
      const mission = await adminCall<Mission>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/missions`,
        {
          goal: 1,
          eventHandler: { eventType: 1, resultKey: 'ReceiverID' },
        },
      );
      const statuses = await adminCall<ContainerReplayStatus[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${campaign.ID}/replay-status`,
      );
      expect(statuses).toEqual([
        expect.objectContaining({
          containerID: main.containerID,
          owner: { kind: 'leaderboard', ID: main.ID, groupName: 'Main' },
          status: 'Unknown',
          jobStatus: null,
        }),
        expect.objectContaining({
          containerID: side.containerID,
          owner: { kind: 'leaderboard', ID: side.ID, groupName: 'Side' },
          status: 'Unknown',
        }),
        expect.objectContaining({
          containerID: mission.missionContainerID,
          owner: expect.objectContaining({ kind: 'mission', ID: mission.id }),
          status: 'Unknown',
        }),
      ]);
    });

    it('recalculate starts a replay of each leaderboard container that is scored; the status then shows them', async () => {
      await createGiftEvaluator(t, admin, main.containerID);
      const res = await adminInject(t, replayer, 'POST', `/v1/admin/campaigns/${campaign.ID}/recalculate`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<RecalculateResult[]>()).toEqual([
        { containerID: main.containerID, started: true },
        { containerID: side.containerID, started: false, error: expect.stringMatching(/no evaluator/) },
      ]);
      await replaysSettled(t.app);
      const statuses = await adminCall<ContainerReplayStatus[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${campaign.ID}/replay-status`,
      );
      const byContainer = new Map(statuses.map((s) => [s.containerID, s]));
      expect(byContainer.get(main.containerID)).toMatchObject({ status: 'Done', jobStatus: 'Done' });
      expect(byContainer.get(main.containerID)?.finishedAt).toEqual(expect.any(Number));
      expect(byContainer.get(side.containerID)).toMatchObject({ status: 'Unknown', jobStatus: null });
      expect(
        [...byContainer.values()]
          .filter((s) => s.owner.kind === 'mission')
          .every((s) => s.status === 'Unknown'),
      ).toBe(true);
    });

    it('refuses recalculate without replayContainer (403) and for unknown campaigns (404), starting nothing', async () => {
      const before = Number((await t.db.select({ n: count() }).from(replayJobs))[0]?.n);
      expect(
        (await adminInject(t, admin, 'POST', `/v1/admin/campaigns/${campaign.ID}/recalculate`)).statusCode,
      ).toBe(403);
      expect(
        (await adminInject(t, viewer, 'POST', `/v1/admin/campaigns/${campaign.ID}/recalculate`)).statusCode,
      ).toBe(403);
      expect(
        (await adminInject(t, replayer, 'POST', '/v1/admin/campaigns/999999/recalculate')).statusCode,
      ).toBe(404);
      expect(
        (await adminInject(t, viewer, 'GET', '/v1/admin/campaigns/999999/replay-status')).statusCode,
      ).toBe(404);
      expect(Number((await t.db.select({ n: count() }).from(replayJobs))[0]?.n)).toBe(before);
    });
  });
});
