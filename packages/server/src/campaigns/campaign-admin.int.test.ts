// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign, CampaignLastEdit, CampaignList, Corporation, Tag } from '@eventory/domain/campaign';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard, nowSeconds } from '../test/fixtures.ts';

const DAY = 86400;

describe('campaign admin: fields, list filters, tags, corporations, last edit', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
  });
  afterAll(() => t.close());

  const list = (query: string) => adminCall<CampaignList>(t, admin, 'GET', `/v1/admin/campaigns?${query}`);
  const logOf = (table: string, objId: number | string) =>
    t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, table), eq(changeLog.objId, String(objId))));
  let tagSeq = 0;
  const newTag = (name = `tag-${Date.now().toString(36)}-${++tagSeq}`) =>
    adminCall<Tag>(t, admin, 'POST', '/v1/admin/tags', { name, color: '#1677ff' });

  it("stores scope, corporation, department, tags and theme, reading 'nil_string' as empty", async () => {
    const tag = await newTag();
    const campaign = await createCampaign(t, admin, {
      scope: 'global',
      corporation: 'Eventory Live',
      department: 'nil_string',
      tagIDs: [tag.ID],
      theme: { length: '12px', color: '#ff0000' },
    });
    expect(campaign).toMatchObject({
      scope: 'global',
      corporation: 'Eventory Live',
      department: '',
      tagIDs: [tag.ID],
      theme: { length: '12px', color: '#ff0000' },
    });
    const patched = await adminCall<Campaign>(t, admin, 'PATCH', `/v1/admin/campaigns/${campaign.ID}`, {
      corporation: 'nil_string',
      theme: { length: ' 50vh ' },
    });
    expect(patched).toMatchObject({ corporation: '', theme: { length: '50vh' }, scope: 'global' });
  });

  it('refuses a theme length that is not a number followed by px, em, %, vh or vw (§5), changing nothing', async () => {
    const campaign = await createCampaign(t, admin, { theme: { length: '10px' } });
    for (const length of ['12', '12rem', 'px']) {
      const res = await adminInject(t, admin, 'PATCH', `/v1/admin/campaigns/${campaign.ID}`, {
        theme: { length },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'theme.length' });
    }
    const read = await adminCall<Campaign>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}`);
    expect(read.theme).toEqual({ length: '10px' });
    expect(await logOf('campaigns', campaign.ID)).toHaveLength(1);
  });

  it('refuses an unknown tag with 400 on tagIDs, changing nothing', async () => {
    const campaign = await createCampaign(t, admin);
    const res = await adminInject(t, admin, 'PATCH', `/v1/admin/campaigns/${campaign.ID}`, {
      tagIDs: [999999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'tagIDs' });
    expect((await adminCall<Campaign>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}`)).tagIDs).toEqual(
      [],
    );
  });

  it('filters by trimmed name and design name, regions, scope, kind, corporation, department and tag', async () => {
    const mark = `flt${Date.now().toString(36)}`;
    const tag = await newTag();
    const a = await createCampaign(t, admin, {
      name: `${mark} Alpha`,
      designName: `${mark}-spring`,
      regions: ['TW', 'HK'],
      scope: 'global',
      kind: 'lite',
      corporation: 'Eventory Live',
      department: 'Operations',
      tagIDs: [tag.ID],
    });
    const b = await createCampaign(t, admin, {
      name: `${mark} Beta`,
      designName: `${mark}-summer`,
      regions: ['JP'],
    });
    const ids = (l: CampaignList) => l.events.map((c) => c.ID);
    expect(ids(await list(`name=%20%20${mark}%20`))).toEqual([b.ID, a.ID]);
    expect(ids(await list(`designName=%20${mark}-spring%20`))).toEqual([a.ID]);
    expect(ids(await list(`name=${mark}&regions=HK,US`))).toEqual([a.ID]);
    expect(ids(await list(`name=${mark}&regions=JP`))).toEqual([b.ID]);
    expect(ids(await list(`name=${mark}&scope=%20global%20`))).toEqual([a.ID]);
    expect(ids(await list(`name=${mark}&type=lite`))).toEqual([a.ID]);
    expect(ids(await list(`name=${mark}&corporation=Eventory%20Live&department=Operations`))).toEqual([a.ID]);
    expect(ids(await list(`name=${mark}&department=Marketing`))).toEqual([]);
    expect(ids(await list(`tag=${tag.ID}`))).toEqual([a.ID]);
    const bad = await adminInject(t, admin, 'GET', '/v1/admin/campaigns?regions=TW,XX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'regions.1' });
  });

  it('filters by a time range: campaigns overlapping it, Forever ones never ending', async () => {
    const mark = `rng${Date.now().toString(36)}`;
    const now = nowSeconds();
    const early = await createCampaign(t, admin, {
      name: `${mark} early`,
      startTime: now - 20 * DAY,
      endTime: now - 10 * DAY,
    });
    const late = await createCampaign(t, admin, {
      name: `${mark} late`,
      startTime: now + 10 * DAY,
      endTime: now + 20 * DAY,
    });
    const forever = await createCampaign(t, admin, {
      name: `${mark} forever`,
      durationType: 'Forever',
      startTime: now - 30 * DAY,
      endTime: 0,
    });
    const ids = async (q: string) => (await list(`name=${mark}&showEnded=true&${q}`)).events.map((c) => c.ID);
    expect(await ids(`startTime=${now - 15 * DAY}&endTime=${now - 12 * DAY}`)).toEqual([
      forever.ID,
      early.ID,
    ]);
    expect(await ids(`startTime=${now + 12 * DAY}&endTime=${now + 30 * DAY}`)).toEqual([forever.ID, late.ID]);
    expect(await ids(`startTime=${now - 5 * DAY}&endTime=${now + 5 * DAY}`)).toEqual([forever.ID]);
    // Only campaigns ending after now unless showEnded (§5): the early one is hidden.
    expect((await list(`name=${mark}`)).events.map((c) => c.ID)).toEqual([forever.ID, late.ID]);
  });

  it('lets a ViewOnly user read but not write campaigns (403, nothing changed)', async () => {
    const campaign = await createCampaign(t, admin);
    const res = await adminInject(t, viewer, 'PATCH', `/v1/admin/campaigns/${campaign.ID}`, { name: 'Nope' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect((await adminInject(t, viewer, 'GET', `/v1/admin/campaigns/${campaign.ID}`)).statusCode).toBe(200);
    expect((await adminCall<Campaign>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}`)).name).toBe(
      campaign.name,
    );
  });

  describe('tags', () => {
    it('creates, lists and renames tags, logging each write', async () => {
      const tag = await newTag(`Spring ${Date.now()}`);
      expect(tag).toMatchObject({ ID: expect.any(Number), color: '#1677ff' });
      const all = await adminCall<Tag[]>(t, viewer, 'GET', '/v1/admin/tags/all');
      expect(all).toContainEqual(tag);
      const renamed = await adminCall<Tag>(t, admin, 'PATCH', `/v1/admin/tags/${tag.ID}`, { color: 'green' });
      expect(renamed).toEqual({ ...tag, color: 'green' });
      const entries = await logOf('tags', tag.ID);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
      expect(entries[1]).toMatchObject({ before: tag, after: renamed });
    });

    it('refuses a bad colour (400 color) and a taken name (409), creating nothing', async () => {
      const before = (await adminCall<Tag[]>(t, admin, 'GET', '/v1/admin/tags/all')).length;
      const bad = await adminInject(t, admin, 'POST', '/v1/admin/tags', {
        name: 'x',
        color: 'not a colour!',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'color' });
      const tag = await newTag();
      const taken = await adminInject(t, admin, 'POST', '/v1/admin/tags', {
        name: tag.name.toUpperCase(),
        color: '#000',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ errorCode: 'TAG_NAME_TAKEN', field: 'name' });
      expect((await adminCall<Tag[]>(t, admin, 'GET', '/v1/admin/tags/all')).length).toBe(before + 1);
    });

    it('needs tagConfiguration with write access: ViewOnly gets 403', async () => {
      const res = await adminInject(t, viewer, 'POST', '/v1/admin/tags', { name: 'viewer', color: '#000' });
      expect(res.statusCode).toBe(403);
      const tag = await newTag();
      const patch = await adminInject(t, viewer, 'PATCH', `/v1/admin/tags/${tag.ID}`, { name: 'viewer' });
      expect(patch.statusCode).toBe(403);
    });
  });

  it('lists corporations with their departments', async () => {
    const corporations = await adminCall<Corporation[]>(t, viewer, 'GET', '/v1/admin/corporations');
    expect(corporations.length).toBeGreaterThan(0);
    expect(corporations[0]).toMatchObject({ ID: expect.any(Number), name: expect.any(String) });
    expect(corporations[0]?.departments.length).toBeGreaterThan(0);
    // Reading twice does not add them twice.
    expect(await adminCall<Corporation[]>(t, viewer, 'GET', '/v1/admin/corporations')).toEqual(corporations);
  });

  describe('last edit', () => {
    it('answers the latest change to the campaign or anything it owns', async () => {
      const campaign = await createCampaign(t, admin);
      const first = await adminCall<CampaignLastEdit>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${campaign.ID}/last-edit`,
      );
      expect(first).toMatchObject({ email: 'user@test.eventory.app', table: 'campaigns', action: 'create' });
      expect(Math.abs(first.at - nowSeconds())).toBeLessThan(60);
      const leaderboard = await createLeaderboard(t, admin, campaign);
      const editor = await t.signIn(['BaseControl']);
      await adminCall(t, editor, 'PATCH', `/v1/admin/leaderboards/${leaderboard.ID}`, {
        groupName: 'Renamed',
      });
      expect(
        await adminCall<CampaignLastEdit>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}/last-edit`),
      ).toMatchObject({ email: 'basecontrol@test.eventory.app', table: 'leaderboards', action: 'update' });
      // Another campaign's edits do not count.
      await createCampaign(t, admin);
      expect(
        (await adminCall<CampaignLastEdit>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}/last-edit`))
          .table,
      ).toBe('leaderboards');
    });

    it('answers null for a campaign without change-log entries, 404 for an unknown one', async () => {
      const campaign = await createCampaign(t, admin);
      await t.db
        .delete(changeLog)
        .where(and(eq(changeLog.tableName, 'campaigns'), eq(changeLog.objId, String(campaign.ID))));
      const res = await adminInject(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}/last-edit`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBe(null);
      expect((await adminInject(t, admin, 'GET', '/v1/admin/campaigns/999999/last-edit')).statusCode).toBe(
        404,
      );
    });
  });
});
