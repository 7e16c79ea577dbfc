// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { PageDocument } from '@eventory/domain/blueprint';
import { changeLog } from '../db/schema/change-log.ts';
import { pageTemplateVersions } from '../db/schema/campaign-content.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import type { PageTemplate, PageTemplateVersion } from './templates.ts';

const blueprint = (title: string, containerID: number) => ({
  type: 'Page',
  props: { title },
  children: [
    { type: 'Title', id: 'title', props: { text: title } },
    { type: 'Leaderboard', id: 'board', props: { containerID }, children: [{ type: 'LeaderboardRow' }] },
  ],
});

describe('page template save and versions (admin spec §7 Template editor, Lookups and templates)', () => {
  let t: TestApp;
  let layout: string;
  let editor: string;
  let viewer: string;
  let campaign: Campaign;
  let board: Leaderboard;
  beforeAll(async () => {
    t = await createTestApp();
    layout = await t.signIn(['LayoutControl'], { email: 'layout@test.eventory.app' });
    editor = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    campaign = await createCampaign(t, editor);
    board = await createLeaderboard(t, editor, campaign);
  });
  afterAll(() => t.close());

  const versionsOf = (id: number) =>
    t.db.select().from(pageTemplateVersions).where(eq(pageTemplateVersions.campaignId, id));
  const templateLog = (id: number) =>
    t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'page_templates'), eq(changeLog.objId, String(id))))
      .orderBy(changeLog.id);

  it('saves a template, serves it on the event page, and keeps every save as a version, newest first', async () => {
    const first = await adminCall<PageTemplate>(t, layout, 'PUT', `/v1/admin/template/${campaign.ID}`, {
      blueprint: blueprint('First', board.containerID),
      references: { board: board.containerID },
      translations: { en_US: { hello: 'Hello' } },
    });
    expect(first).toMatchObject({ campaignID: campaign.ID, references: { board: board.containerID } });
    await adminCall(t, layout, 'PUT', `/v1/admin/template/${campaign.ID}`, {
      blueprint: blueprint('Second', board.containerID),
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${campaign.codeName}` });
    expect((page.json() as PageDocument).blueprint.props).toEqual({ title: 'Second' });
    const current = await adminCall<PageTemplate>(t, viewer, 'GET', `/v1/admin/template/${campaign.ID}`);
    expect(current.blueprint.props).toEqual({ title: 'Second' });
    expect(current.translations).toEqual({});

    const versions = await adminCall<{ items: PageTemplateVersion[]; total: number }>(
      t,
      viewer,
      'GET',
      `/v1/admin/template/${campaign.ID}/versions`,
    );
    expect(versions.total).toBe(2);
    expect(versions.items.map((v) => v.blueprint.props)).toEqual([{ title: 'Second' }, { title: 'First' }]);
    expect(versions.items[1]).toMatchObject({
      editor: 'layout@test.eventory.app',
      translations: { en_US: { hello: 'Hello' } },
    });
    expect(Math.abs(versions.items[0]!.savedAt - Date.now() / 1000)).toBeLessThan(60);
    const paged = await adminCall<{ items: PageTemplateVersion[] }>(
      t,
      viewer,
      'GET',
      `/v1/admin/template/${campaign.ID}/versions?limit=1&offset=1`,
    );
    expect(paged.items.map((v) => v.ID)).toEqual([versions.items[1]!.ID]);

    const log = await templateLog(campaign.ID);
    expect(log.map((l) => l.action)).toEqual(['create', 'update']);
    expect(log[1]).toMatchObject({
      email: 'layout@test.eventory.app',
      before: { blueprint: { props: { title: 'First' } } },
    });
  });

  it('refuses a bad template with 400 naming the field, saving no version', async () => {
    const other = await createCampaign(t, editor);
    for (const [body, field] of [
      [{}, 'blueprint'],
      [{ blueprint: { type: 'Title' } }, 'blueprint'],
      [{ blueprint: { type: 'Page', children: [{ props: {} }] } }, 'blueprint.children.0.type'],
      [{ blueprint: { type: 'Page' }, translations: { en_US: { a: 3 } } }, 'translations.en_US.a'],
    ] as const) {
      const res = await adminInject(t, layout, 'PUT', `/v1/admin/template/${other.ID}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    }
    const badId = await adminInject(t, layout, 'PUT', '/v1/admin/template/abc', {
      blueprint: { type: 'Page' },
    });
    expect(badId.statusCode).toBe(400);
    const badLimit = await adminInject(t, viewer, 'GET', `/v1/admin/template/${other.ID}/versions?limit=500`);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json()).toMatchObject({ field: 'limit' });
    expect(await versionsOf(other.ID)).toHaveLength(0);
    expect(await templateLog(other.ID)).toHaveLength(0);
  });

  it('needs layoutConfiguration to save (403 for a campaign editor and a viewer), changing nothing', async () => {
    const other = await createCampaign(t, editor);
    for (const token of [editor, viewer]) {
      const res = await adminInject(t, token, 'PUT', `/v1/admin/template/${other.ID}`, {
        blueprint: { type: 'Page' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await versionsOf(other.ID)).toHaveLength(0);
  });

  it('answers 404 for an unknown campaign and a campaign without a template', async () => {
    const save = await adminInject(t, layout, 'PUT', '/v1/admin/template/999999', {
      blueprint: { type: 'Page' },
    });
    expect(save.statusCode).toBe(404);
    expect(save.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    const versions = await adminInject(t, viewer, 'GET', '/v1/admin/template/999999/versions');
    expect(versions.statusCode).toBe(404);
    const other = await createCampaign(t, editor);
    const none = await adminInject(t, viewer, 'GET', `/v1/admin/template/${other.ID}`);
    expect(none.statusCode).toBe(404);
    const empty = await adminCall<{ items: unknown[]; total: number }>(
      t,
      viewer,
      'GET',
      `/v1/admin/template/${other.ID}/versions`,
    );
    expect(empty).toEqual({ items: [], total: 0 });
  });
});
