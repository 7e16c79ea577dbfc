// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Page-editor projects (admin spec §3, §7 Template editor; issue 14 §1; decision 0059): list, create,
// read and save by id or code name, versions and change log, the static project file, and publishing:
// /event/{codeName} renders exactly the saved project with its dictionaries.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { PageDocument } from '@eventory/domain/blueprint';
import type { EditorProject, ProjectFile, ProjectList } from '@eventory/domain/editor-projects';
import type { ApiErrorBody } from '@eventory/domain/errors';
import { resolvePageText } from '@eventory/domain/page-texts';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  campaignInput,
  createCampaign,
  createLeaderboard,
  nowSeconds,
} from '../test/fixtures.ts';

const DAY = 86_400;

const blueprint = (title: string, containerID: number) => ({
  type: 'Page',
  props: { title },
  children: [
    { type: 'Title', props: { text: title } },
    { type: 'Leaderboard', props: { containerID }, children: [{ type: 'LeaderboardRow' }] },
  ],
});

describe('editor projects (admin spec §7 Template editor)', () => {
  let t: TestApp;
  let layout: string;
  let editor: string;
  let viewer: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let project: EditorProject;
  beforeAll(async () => {
    t = await createTestApp();
    layout = await t.signIn(['LayoutControl'], { email: 'layout@test.eventory.app' });
    editor = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    campaign = await createCampaign(t, editor, { regions: ['JP'] });
    board = await createLeaderboard(t, editor, campaign);
  });
  afterAll(() => t.close());

  it('POST makes a campaign its project: an empty page unless a blueprint is given', async () => {
    project = await adminCall<EditorProject>(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: campaign.ID,
      groupName: 'Summer',
    });
    expect(project).toMatchObject({
      campaignID: campaign.ID,
      codeName: campaign.codeName,
      region: 'JP',
      groupName: 'Summer',
      blueprint: { type: 'Page', props: { title: campaign.name } },
      dictionaries: {},
      references: { leaderboardIDs: [], containerIDs: [], missionIDs: [], voteIDs: [] },
      lastEditor: 'layout@test.eventory.app',
    });
    const again = await adminInject(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: campaign.ID,
    });
    expect(again.statusCode).toBe(409);
    const missing = await adminInject(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: 999_999,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('PUT by id and by code name save the same project; GET reads it both ways', async () => {
    const byId = await adminCall<EditorProject>(t, layout, 'PUT', `/v1/admin/editor/project/${project.ID}`, {
      blueprint: blueprint('First', board.containerID),
      dictionaries: { en_US: { title: 'Cup' }, ar: { title: 'كأس' } },
      references: { campaignID: campaign.ID, leaderboardIDs: [board.ID], containerIDs: [board.containerID] },
      groupName: 'Summer',
    });
    expect(byId.ID).toBe(project.ID);
    const byCode = await adminCall<EditorProject>(
      t,
      layout,
      'PUT',
      `/v1/admin/editor/project/${campaign.codeName.toUpperCase()}`,
      {
        blueprint: blueprint('Second', board.containerID),
        dictionaries: { en_US: { title: 'Cup' }, ar: { title: 'كأس' } },
        references: {
          campaignID: campaign.ID,
          leaderboardIDs: [board.ID],
          containerIDs: [board.containerID],
        },
        groupName: 'Summer',
      },
    );
    expect(byCode.ID).toBe(project.ID);
    const read = await adminCall<EditorProject>(t, viewer, 'GET', `/v1/admin/editor/project/${project.ID}`);
    expect(read).toEqual(await adminCall(t, viewer, 'GET', `/v1/admin/editor/project/${campaign.codeName}`));
    expect(read.blueprint.props).toEqual({ title: 'Second' });
    expect(read.references).toEqual({
      campaignID: campaign.ID,
      leaderboardIDs: [board.ID],
      containerIDs: [board.containerID],
      missionIDs: [],
      voteIDs: [],
    });
  });

  it('every save is a version of the template version list and a change-log entry', async () => {
    const versions = await adminCall<{
      items: { blueprint: { props: unknown }; editor: string }[];
      total: number;
    }>(t, viewer, 'GET', `/v1/admin/template/${campaign.ID}/versions`);
    expect(versions.total).toBe(3);
    expect(versions.items.map((v) => v.blueprint.props)).toEqual([
      { title: 'Second' },
      { title: 'First' },
      { title: campaign.name },
    ]);
    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'editor_projects'), eq(changeLog.objId, String(project.ID))))
      .orderBy(changeLog.id);
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'update']);
    expect(log.every((l) => l.email === 'layout@test.eventory.app')).toBe(true);
  });

  it('publishes: /event/{codeName} renders exactly the saved project with its dictionaries', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${campaign.codeName}` });
    expect(res.statusCode).toBe(200);
    const doc = res.json<PageDocument>();
    const saved = await adminCall<EditorProject>(t, viewer, 'GET', `/v1/admin/editor/project/${project.ID}`);
    expect(doc.blueprint).toEqual(saved.blueprint);
    expect(doc.translations).toEqual(saved.dictionaries);
    expect(doc.references).toEqual(saved.references);
  });

  it("publishes page texts: a {{key}} prop and the six locales' dictionaries reach the page document and the project file", async () => {
    const texts = {
      zh_TW: { cup: '夏日盃' },
      zh_HK: { cup: '夏日盃' },
      zh_CN: { cup: '夏日杯' },
      ja: { cup: 'サマーカップ' },
      en_US: { cup: 'Summer Cup' },
      ar: { cup: 'كأس الصيف' },
    };
    const other = await createCampaign(t, editor);
    const page = { type: 'Page', children: [{ type: 'Title', props: { text: 'Win the {{cup}}' } }] };
    await adminCall(t, layout, 'PUT', `/v1/admin/editor/project/${other.codeName}`, {
      blueprint: page,
      dictionaries: texts,
    });
    const doc = (
      await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${other.codeName}` })
    ).json<PageDocument>();
    expect(doc.blueprint).toEqual(page);
    expect(doc.translations).toEqual(texts);
    // What the event page shows for an Arabic and a Japanese viewer (decision 0072).
    expect(resolvePageText('Win the {{cup}}', doc.translations, 'ar')).toBe('Win the كأس الصيف');
    expect(resolvePageText('Win the {{cup}}', doc.translations, 'ja')).toBe('Win the サマーカップ');
    const file = (
      await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${other.codeName}` })
    ).json<ProjectFile>();
    expect(file).toMatchObject({ blueprint: page, dictionaries: texts });
  });

  it('the project wins over an older saved template, which keeps working for campaigns without a project', async () => {
    const other = await createCampaign(t, editor);
    await adminCall(t, layout, 'PUT', `/v1/admin/template/${other.ID}`, { blueprint: blueprint('Old', 1) });
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${other.codeName}` });
    expect(page.json<PageDocument>().blueprint.props).toEqual({ title: 'Old' });
    await adminCall(t, layout, 'PUT', `/v1/admin/editor/project/${other.codeName}`, {
      blueprint: blueprint('New', 1),
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${other.codeName}` });
    expect(after.json<PageDocument>().blueprint.props).toEqual({ title: 'New' });
  });

  it('serves the static project file by code name; 404 for a campaign without a project', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${campaign.codeName}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProjectFile>()).toMatchObject({
      codeName: campaign.codeName,
      blueprint: { props: { title: 'Second' } },
      dictionaries: { ar: { title: 'كأس' } },
    });
    const none = await createCampaign(t, editor);
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${none.codeName}` });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/public/projects/..%2Fetc' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists template groups 10 a page, filtered by regions, endTime and showEnded', async () => {
    const ended = await createCampaign(t, editor, {
      regions: ['TW'],
      startTime: nowSeconds() - 10 * DAY,
      endTime: nowSeconds() - DAY,
    });
    await adminCall(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: ended.ID,
      groupName: 'Old',
    });
    const list = await adminCall<ProjectList>(t, viewer, 'GET', '/v1/admin/editor/projects');
    expect(list.limit).toBe(10);
    expect(list.items.map((i) => i.campaignID)).toContain(campaign.ID);
    expect(list.items.map((i) => i.campaignID)).not.toContain(ended.ID);
    expect(list.items.find((i) => i.campaignID === campaign.ID)).toMatchObject({
      ID: project.ID,
      codeName: campaign.codeName,
      region: 'JP',
      groupName: 'Summer',
      lastEditor: 'layout@test.eventory.app',
    });
    const withEnded = await adminCall<ProjectList>(
      t,
      viewer,
      'GET',
      '/v1/admin/editor/projects?showEnded=true',
    );
    expect(withEnded.items.map((i) => i.campaignID)).toContain(ended.ID);
    const jp = await adminCall<ProjectList>(
      t,
      viewer,
      'GET',
      '/v1/admin/editor/projects?showEnded=1&regions=JP',
    );
    expect(jp.items.map((i) => i.campaignID)).toEqual([campaign.ID]);
    const later = await adminCall<ProjectList>(
      t,
      viewer,
      'GET',
      `/v1/admin/editor/projects?endTime=${nowSeconds() + 30 * DAY}`,
    );
    expect(later.items.map((i) => i.campaignID)).not.toContain(campaign.ID);
    const paged = await adminCall<ProjectList>(
      t,
      viewer,
      'GET',
      '/v1/admin/editor/projects?showEnded=true&limit=1&offset=1',
    );
    expect(paged).toMatchObject({ limit: 1, offset: 1, total: withEnded.total });
    expect(paged.items).toHaveLength(1);
    const badRegion = await adminInject(t, viewer, 'GET', '/v1/admin/editor/projects?regions=MARS');
    expect(badRegion.statusCode).toBe(400);
  });

  it('copy, export and import carry the project with the ids it names remapped', async () => {
    const { ID: copyId } = await adminCall<{ ID: number }>(
      t,
      editor,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/copy`,
      {
        codeName: `${campaign.codeName}-copy`,
      },
    );
    const copyBoards = await adminCall<Leaderboard[]>(
      t,
      editor,
      'GET',
      `/v1/admin/campaigns/${copyId}/leaderboards`,
    );
    const copyBoard = copyBoards[0]!;
    expect(copyBoard.ID).not.toBe(board.ID);
    const copied = await adminCall<EditorProject>(
      t,
      viewer,
      'GET',
      `/v1/admin/editor/project/${campaign.codeName}-copy`,
    );
    expect(copied).toMatchObject({
      campaignID: copyId,
      groupName: 'Summer',
      dictionaries: { en_US: { title: 'Cup' }, ar: { title: 'كأس' } },
      references: {
        campaignID: copyId,
        leaderboardIDs: [copyBoard.ID],
        containerIDs: [copyBoard.containerID],
      },
    });
    expect(copied.blueprint.children?.[1]?.props).toEqual({ containerID: copyBoard.containerID });
    // The copy's template group is in storage as an editor save's is (decision 0073).
    const stored = await readFile(
      join(t.config.storage.dir, `templates/${campaign.codeName}-copy/blueprint.json`),
      'utf8',
    );
    expect(JSON.parse(stored)).toEqual(copied.blueprint);
    const doc = await adminCall<{ editorProject: unknown }>(
      t,
      editor,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/export`,
    );
    expect(doc.editorProject).toMatchObject({ groupName: 'Summer', references: { campaignID: campaign.ID } });
  });

  it('deleting an older event (id ≤ 10000) deletes its project', async () => {
    const { id } = await adminCall<{ id: number }>(t, editor, 'POST', '/v1/admin/event/', campaignInput());
    const made = await adminCall<EditorProject>(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: id,
    });
    expect((await adminInject(t, editor, 'DELETE', `/v1/admin/event/${id}`)).statusCode).toBe(200);
    expect((await adminInject(t, viewer, 'GET', `/v1/admin/editor/project/${made.ID}`)).statusCode).toBe(404);
  });

  it('refuses unknown projects, bad keys and invalid dictionaries with 4xx', async () => {
    expect((await adminInject(t, viewer, 'GET', '/v1/admin/editor/project/999999')).statusCode).toBe(404);
    expect((await adminInject(t, viewer, 'GET', '/v1/admin/editor/project/no-such-page')).statusCode).toBe(
      404,
    );
    expect((await adminInject(t, viewer, 'GET', '/v1/admin/editor/project/Bad%20Key!')).statusCode).toBe(400);
    const res = await adminInject(t, layout, 'PUT', `/v1/admin/editor/project/${project.ID}`, {
      blueprint: blueprint('X', 1),
      dictionaries: { klingon: { a: 'b' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().field).toContain('dictionaries');
  });

  it('reads need campaignControl, saves layoutConfiguration', async () => {
    expect(
      (
        await adminInject(t, viewer, 'PUT', `/v1/admin/editor/project/${project.ID}`, {
          blueprint: blueprint('X', 1),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await adminInject(t, editor, 'POST', '/v1/admin/editor/projects', { campaignID: campaign.ID }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/editor/projects' })).statusCode).toBe(401);
  });
});
