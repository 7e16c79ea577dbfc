// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { ChangeLogPage } from '@eventory/domain/change-log';
import { changeLog } from '../db/schema/change-log.ts';
import { recordSnapshots, replayJobs } from '../db/schema/engine-admin.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import type { LeaderboardLookupItem, Page, ReplayRecord, SnapshotSummary } from './lookups.ts';

describe('lookups (admin spec §2 Lookups, §7 Lookups and templates)', () => {
  let t: TestApp;
  let developer: string;
  let editor: string;
  let tools: string;
  let a: Campaign;
  let b: Campaign;
  let a1: Leaderboard;
  let a2: Leaderboard;
  let b1: Leaderboard;
  beforeAll(async () => {
    t = await createTestApp();
    developer = await t.signIn(['developer']);
    editor = await t.signIn(['user']);
    tools = await t.signIn(['ToolsControl']);
    a = await createCampaign(t, editor);
    b = await createCampaign(t, editor);
    a1 = await createLeaderboard(t, editor, a, { groupName: 'gold' });
    a2 = await createLeaderboard(t, editor, a, { groupName: 'silver' });
    b1 = await createLeaderboard(t, editor, b, { groupName: 'gold' });
    await t.db.insert(replayJobs).values([
      { containerId: a1.containerID, status: 'Done', requestedBy: 'dev@x.app', eventsReplayed: 5 },
      { containerId: a2.containerID, status: 'Preparing' },
      { containerId: b1.containerID, status: 'Done' },
    ]);
    const snap = (containerId: number, sourceType: string, timestamp: number) => ({
      containerId,
      sourceType,
      timestamp,
      recordCount: 1,
      records: [{ key: 'u1', score: 3 }],
    });
    await t.db
      .insert(recordSnapshots)
      .values([
        snap(a1.containerID, 'API', 1000),
        snap(a1.containerID, 'Replay', 2000),
        snap(a2.containerID, 'EndOfLeaderboard', 3000),
        snap(b1.containerID, 'API', 4000),
      ]);
  });
  afterAll(() => t.close());

  describe('GET lookup/leaderboards', () => {
    it('searches leaderboards across campaigns by group name, campaign and container, newest first, paged', async () => {
      const gold = await adminCall<Page<LeaderboardLookupItem>>(
        t,
        editor,
        'GET',
        '/v1/admin/lookup/leaderboards?groupName=gold',
      );
      expect(gold.total).toBe(2);
      expect(gold.items.map((i) => [i.ID, i.campaignCodeName])).toEqual([
        [b1.ID, b.codeName],
        [a1.ID, a.codeName],
      ]);
      const ofA = await adminCall<Page<LeaderboardLookupItem>>(
        t,
        editor,
        'GET',
        `/v1/admin/lookup/leaderboards?campaignID=${a.ID}&limit=1&offset=1`,
      );
      expect(ofA).toMatchObject({ total: 2, items: [{ ID: a1.ID }] });
      const byContainer = await adminCall<Page<LeaderboardLookupItem>>(
        t,
        editor,
        'GET',
        `/v1/admin/lookup/leaderboards?containerID=${a2.containerID}`,
      );
      expect(byContainer.items.map((i) => i.ID)).toEqual([a2.ID]);
    });

    it('refuses bad filters with 400 naming the field', async () => {
      for (const [qs, field] of [
        ['campaignID=abc', 'campaignID'],
        ['limit=0', 'limit'],
        ['limit=1000', 'limit'],
        ['offset=-1', 'offset'],
      ] as const) {
        const res = await adminInject(t, editor, 'GET', `/v1/admin/lookup/leaderboards?${qs}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
      }
    });

    it('needs a signed-in admin with campaign control', async () => {
      const anon = await t.app.inject({ method: 'GET', url: '/v1/admin/lookup/leaderboards' });
      expect(anon.statusCode).toBe(401);
      const permanent = await t.signIn(['PermanentViewOnly']);
      const res = await adminInject(t, permanent, 'GET', '/v1/admin/lookup/leaderboards');
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET lookup/replayrecords', () => {
    it('lists the replay jobs of a campaign or a container, newest first', async () => {
      const ofA = await adminCall<Page<ReplayRecord>>(
        t,
        developer,
        'GET',
        `/v1/admin/lookup/replayrecords?campaignID=${a.ID}`,
      );
      expect(ofA.total).toBe(2);
      expect(ofA.items.map((r) => [r.containerID, r.status])).toEqual([
        [a2.containerID, 'Preparing'],
        [a1.containerID, 'Done'],
      ]);
      expect(ofA.items[1]).toMatchObject({ requestedBy: 'dev@x.app', eventsReplayed: 5, finishedAt: null });
      const ofContainer = await adminCall<Page<ReplayRecord>>(
        t,
        developer,
        'GET',
        `/v1/admin/lookup/replayrecords?containerID=${b1.containerID}`,
      );
      expect(ofContainer.items.map((r) => r.containerID)).toEqual([b1.containerID]);
    });

    it('answers 400 on a bad id, 404 on an unknown campaign, 403 without replayRecord', async () => {
      const bad = await adminInject(t, developer, 'GET', '/v1/admin/lookup/replayrecords?containerID=-3');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'containerID' });
      const missing = await adminInject(
        t,
        developer,
        'GET',
        '/v1/admin/lookup/replayrecords?campaignID=999999',
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      const forbidden = await adminInject(t, editor, 'GET', '/v1/admin/lookup/replayrecords');
      expect(forbidden.statusCode).toBe(403);
    });
  });

  describe('GET lookup/actionlogs', () => {
    it('lists the change log of the campaign and everything it owns, newest first, and nothing of other campaigns', async () => {
      await adminCall(t, editor, 'PATCH', `/v1/admin/leaderboards/${a2.ID}`, { designName: 'shiny' });
      const page = await adminCall<ChangeLogPage>(
        t,
        developer,
        'GET',
        `/v1/admin/lookup/actionlogs?campaignID=${a.ID}`,
      );
      const seen = page.items.map((i) => `${i.table}:${i.objId}:${i.action}`);
      expect(seen[0]).toBe(`leaderboards:${a2.ID}:update`);
      expect(seen).toEqual(
        expect.arrayContaining([
          `campaigns:${a.ID}:create`,
          `leaderboards:${a1.ID}:create`,
          `containers:${a1.containerID}:create`,
          `containers:${a2.containerID}:create`,
        ]),
      );
      expect(
        seen.filter(
          (s) =>
            s.startsWith(`leaderboards:${b1.ID}:`) ||
            s.startsWith(`containers:${b1.containerID}:`) ||
            s.startsWith(`campaigns:${b.ID}:`),
        ),
      ).toEqual([]);
      expect(page.total).toBe(page.items.length);
      const ids = page.items.map((i) => i.id);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      const second = await adminCall<ChangeLogPage>(
        t,
        developer,
        'GET',
        `/v1/admin/lookup/actionlogs?campaignID=${a.ID}&limit=2&offset=1`,
      );
      expect(second.items.map((i) => i.id)).toEqual(ids.slice(1, 3));
    });

    it('needs a campaignID (400), a known campaign (404) and actionLog (403)', async () => {
      const none = await adminInject(t, developer, 'GET', '/v1/admin/lookup/actionlogs');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'campaignID' });
      const missing = await adminInject(t, developer, 'GET', '/v1/admin/lookup/actionlogs?campaignID=999999');
      expect(missing.statusCode).toBe(404);
      const forbidden = await adminInject(t, tools, 'GET', `/v1/admin/lookup/actionlogs?campaignID=${a.ID}`);
      expect(forbidden.statusCode).toBe(403);
      expect(await t.db.select().from(changeLog)).not.toHaveLength(0);
    });
  });

  describe('POST lookup/snapshots', () => {
    it('searches snapshots by containers, campaign, time range and source, without the records', async () => {
      const ofA = await adminCall<Page<SnapshotSummary>>(t, tools, 'POST', '/v1/admin/lookup/snapshots', {
        campaignID: a.ID,
      });
      expect(ofA.total).toBe(3);
      expect(ofA.items.map((s) => s.timestamp)).toEqual([3000, 2000, 1000]);
      expect(ofA.items[0]).not.toHaveProperty('records');
      expect(ofA.items[0]).toMatchObject({
        containerID: a2.containerID,
        sourceType: 'EndOfLeaderboard',
        recordCount: 1,
      });
      const filtered = await adminCall<Page<SnapshotSummary>>(
        t,
        tools,
        'POST',
        '/v1/admin/lookup/snapshots',
        {
          containerIDs: [a1.containerID, b1.containerID],
          fromTimestamp: 1500,
          toTimestamp: 4000,
          sourceType: ['API'],
        },
      );
      expect(filtered.items.map((s) => [s.containerID, s.timestamp])).toEqual([[b1.containerID, 4000]]);
      const paged = await adminCall<Page<SnapshotSummary>>(t, tools, 'POST', '/v1/admin/lookup/snapshots', {
        limit: 2,
        offset: 2,
      });
      expect(paged).toMatchObject({ total: 4, items: [{ timestamp: 2000 }, { timestamp: 1000 }] });
    });

    it('refuses bad searches with 400, an unknown campaign with 404, and roles without snapshotLookup with 403', async () => {
      for (const [body, field] of [
        [{ sourceType: ['Nope'] }, 'sourceType.0'],
        [{ fromTimestamp: 10, toTimestamp: 5 }, 'toTimestamp'],
        [{ containerIDs: 'x' }, 'containerIDs'],
      ] as const) {
        const res = await adminInject(t, tools, 'POST', '/v1/admin/lookup/snapshots', body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
      }
      const missing = await adminInject(t, tools, 'POST', '/v1/admin/lookup/snapshots', {
        campaignID: 999999,
      });
      expect(missing.statusCode).toBe(404);
      const forbidden = await adminInject(t, editor, 'POST', '/v1/admin/lookup/snapshots', {});
      expect(forbidden.statusCode).toBe(403);
    });
  });
});
