// backends: once: through HTTP and services with no dialect-specific code
// Template groups in storage (admin spec §4, issue 15 §4; decision 0073): every project save writes
// templates/{codeName}/blueprint.json, references.json and translations.json, and PUT editor/project/{key}
// {fromStorage} saves a project from such a folder, refusing a missing or invalid file by name and any
// folder that is not templates/{name}/.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign } from '@eventory/domain/campaign';
import type { PageDocument } from '@eventory/domain/blueprint';
import type { EditorProject } from '@eventory/domain/editor-projects';
import type { ApiErrorBody } from '@eventory/domain/errors';
import type { StorageListing } from '@eventory/domain/storage';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign } from '../test/fixtures.ts';
import { formBody } from '../test/multipart.ts';
import { startS3Storage } from '../test/s3-storage.ts';

const page = (title: string) => ({
  type: 'Page',
  props: { title: '{{title}}' },
  children: [{ type: 'Title', props: { text: title } }],
});
const dictionaries = {
  zh_TW: { title: '夏日盃' },
  en_US: { title: 'Summer Cup' },
  ar: { title: 'كأس الصيف' },
};

describe('template groups in storage (decision 0073)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let layout: string;
  let dev: string;
  let viewer: string;
  let campaign: Campaign;
  let outside: string;
  beforeAll(async () => {
    t = await createTestApp();
    layout = await t.signIn(['LayoutControl'], { email: 'layout@test.eventory.app' });
    dev = await t.signIn(['developer']);
    viewer = await t.signIn(['ViewOnly']);
    campaign = await createCampaign(t, dev);
    outside = await mkdtemp(join(tmpdir(), 'eventory-outside-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(outside, { recursive: true, force: true });
  });

  const upload = async (filepath: string, data: string) => {
    const form = formBody([
      { name: 'filepath', value: filepath },
      { name: 'file', file: 'upload.json', data },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/storage/upload',
      payload: form.payload,
      headers: { ...form.headers, 'access-token': dev },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const uploadGroup = async (folder: string, files: Record<string, unknown>) => {
    for (const [file, content] of Object.entries(files))
      await upload(`${folder}${file}`, typeof content === 'string' ? content : JSON.stringify(content));
  };
  const readStored = async (path: string) => {
    const listing = await adminCall<StorageListing>(
      t,
      dev,
      'GET',
      `/v1/admin/storage/find-all?prefix=${encodeURIComponent(path)}`,
    );
    return listing.items.map((item) => item.name);
  };
  const fromStorage = (key: string, body: object, token = layout) =>
    adminInject(t, token, 'PUT', `/v1/admin/editor/project/${key}`, body);
  const validGroup = {
    'blueprint.json': page('From storage'),
    'references.json': { campaignID: 5, leaderboardIDs: [7] },
    'translations.json': dictionaries,
  };

  it('a save writes the template group to templates/{codeName}/, change-logged as storage writes', async () => {
    const saved = await adminCall<EditorProject>(
      t,
      layout,
      'PUT',
      `/v1/admin/editor/project/${campaign.codeName}`,
      {
        blueprint: page('Saved'),
        dictionaries,
        references: { leaderboardIDs: [3] },
      },
    );
    const folder = `templates/${campaign.codeName}/`;
    expect(await readStored(folder)).toEqual([
      `${folder}blueprint.json`,
      `${folder}references.json`,
      `${folder}translations.json`,
    ]);
    const file = async (name: string): Promise<unknown> =>
      JSON.parse(await readFile(join(t.config.storage.dir, folder, name), 'utf8'));
    expect(await file('blueprint.json')).toEqual(saved.blueprint);
    expect(await file('references.json')).toEqual(saved.references);
    expect(await file('translations.json')).toEqual(dictionaries);
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'storage'), eq(changeLog.objId, `${folder}translations.json`)));
    expect(logged.map((row) => row.email)).toEqual(['layout@test.eventory.app']);
  });

  it('saves a project from a storage folder: the page, its texts and references, versioned and logged', async () => {
    const other = await createCampaign(t, dev);
    await uploadGroup('templates/starter/', validGroup);
    const response = await fromStorage(other.codeName, {
      fromStorage: 'templates/starter',
      groupName: 'Kit',
    });
    expect(response.statusCode, response.body).toBe(200);
    const project = response.json<EditorProject>();
    expect(project).toMatchObject({
      codeName: other.codeName,
      groupName: 'Kit',
      blueprint: page('From storage'),
      dictionaries,
      references: { campaignID: 5, leaderboardIDs: [7], containerIDs: [] },
      lastEditor: 'layout@test.eventory.app',
    });
    const doc = (
      await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${other.codeName}` })
    ).json<PageDocument>();
    expect(doc.blueprint).toEqual(page('From storage'));
    expect(doc.translations).toEqual(dictionaries);
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'editor_projects'), eq(changeLog.objId, String(project.ID))));
    expect(logged.map((row) => row.action)).toEqual(['create']);
    // Its own group is written as any save's, and a replace keeps the group name.
    expect(await readStored(`templates/${other.codeName}/`)).toHaveLength(3);
    const again = await fromStorage(String(project.ID), { fromStorage: 'templates/starter/' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<EditorProject>().groupName).toBe('Kit');
  });

  it('refuses a folder missing a file, naming it; nothing is written', async () => {
    const other = await createCampaign(t, dev);
    await uploadGroup('templates/partial/', {
      'blueprint.json': validGroup['blueprint.json'],
      'references.json': validGroup['references.json'],
    });
    const response = await fromStorage(other.codeName, { fromStorage: 'templates/partial/' });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body).toMatchObject({ errorCode: 'TEMPLATE_FILE_MISSING', field: 'fromStorage' });
    expect(body.errorMessage).toContain('templates/partial/translations.json is missing');
    const project = await adminInject(t, layout, 'GET', `/v1/admin/editor/project/${other.codeName}`);
    expect(project.statusCode).toBe(404);
    expect(await readStored(`templates/${other.codeName}/`)).toEqual([]);
  });

  it('refuses invalid files by name: not JSON, the wrong shape, a blueprint breaking the catalogue', async () => {
    await uploadGroup('templates/broken-json/', { ...validGroup, 'references.json': '{"leaderboardIDs": [' });
    await uploadGroup('templates/bad-locale/', { ...validGroup, 'translations.json': { xx: { a: 'b' } } });
    await uploadGroup('templates/bad-blocks/', {
      ...validGroup,
      'blueprint.json': { type: 'Page', children: [{ type: 'NoSuchBlock' }] },
    });
    const broken = await fromStorage(campaign.codeName, { fromStorage: 'templates/broken-json/' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiErrorBody>()).toMatchObject({ errorCode: 'TEMPLATE_FILE_INVALID' });
    expect(broken.json<ApiErrorBody>().errorMessage).toContain(
      'templates/broken-json/references.json is not JSON',
    );
    const locale = (
      await fromStorage(campaign.codeName, { fromStorage: 'templates/bad-locale/' })
    ).json<ApiErrorBody>();
    expect(locale.errorCode).toBe('TEMPLATE_FILE_INVALID');
    expect(locale.errorMessage).toContain('templates/bad-locale/translations.json');
    const blocks = await fromStorage(campaign.codeName, { fromStorage: 'templates/bad-blocks/' });
    expect(blocks.statusCode).toBe(400);
    const body = blocks.json<ApiErrorBody>();
    expect(body.errorMessage).toContain('templates/bad-blocks/blueprint.json breaks the block catalogue');
    expect(body.problems).toEqual([{ path: 'children.0', message: expect.stringContaining('NoSuchBlock') }]);
    // The project kept its last save.
    const kept = await adminCall<EditorProject>(
      t,
      layout,
      'GET',
      `/v1/admin/editor/project/${campaign.codeName}`,
    );
    expect(kept.blueprint).toEqual(page('Saved'));
  });

  it('refuses folders that are not templates/{name}/ or that leave the storage root', async () => {
    for (const folder of [
      'templates/../campaign/x/',
      'templates/%2e%2e/x/',
      '/templates/starter/',
      'campaign/starter/',
      'templates/a/b/',
      'templates/',
      '',
    ]) {
      const response = await fromStorage(campaign.codeName, { fromStorage: folder });
      expect(response.statusCode, folder).toBe(400);
      expect(response.json<ApiErrorBody>().field, folder).toBe('fromStorage');
    }
    // A link planted in storage is refused, not followed.
    for (const [file, content] of Object.entries(validGroup))
      await writeFile(join(outside, file), JSON.stringify(content));
    await mkdir(join(t.config.storage.dir, 'templates'), { recursive: true });
    await symlink(outside, join(t.config.storage.dir, 'templates', 'linked'));
    const linked = await fromStorage(campaign.codeName, { fromStorage: 'templates/linked/' });
    expect(linked.statusCode).toBe(400);
    expect(linked.json<ApiErrorBody>().errorCode).toBe('STORAGE_PATH_REFUSED');
  });

  it('saving from storage needs layoutConfiguration', async () => {
    const response = await fromStorage(campaign.codeName, { fromStorage: 'templates/starter/' }, viewer);
    expect(response.statusCode).toBe(403);
  });
});

describe('template groups on an S3-compatible backend (s3rver)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Storage>>;
  let layout: string;
  let dev: string;
  beforeAll(async () => {
    s3 = await startS3Storage(10 * 1024 * 1024);
    t = await createTestApp({ storage: s3.storage });
    layout = await t.signIn(['LayoutControl']);
    dev = await t.signIn(['developer']);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('a save writes the three files to the bucket, and a project is saved back from them', async () => {
    const first = await createCampaign(t, dev);
    const second = await createCampaign(t, dev);
    await adminCall(t, layout, 'PUT', `/v1/admin/editor/project/${first.codeName}`, {
      blueprint: page('On S3'),
      dictionaries,
    });
    const folder = `templates/${first.codeName}/`;
    const listing = await adminCall<StorageListing>(
      t,
      dev,
      'GET',
      `/v1/admin/storage/find-all?prefix=${encodeURIComponent(folder)}`,
    );
    expect(listing.items.map((item) => [item.name, item.contentType])).toEqual([
      [`${folder}blueprint.json`, 'application/json'],
      [`${folder}references.json`, 'application/json'],
      [`${folder}translations.json`, 'application/json'],
    ]);
    const loaded = await adminCall<EditorProject>(
      t,
      layout,
      'PUT',
      `/v1/admin/editor/project/${second.codeName}`,
      {
        fromStorage: folder,
      },
    );
    expect(loaded).toMatchObject({ codeName: second.codeName, blueprint: page('On S3'), dictionaries });
  });
});
