// backends: once: through HTTP and services with no dialect-specific code
// A/B page variants (issue 17 §2 `abTestGroup`, decision 0091) through the real app: the admin API with its
// permission per role, validation and change log; the page document serving each viewer's variant by user
// id (stable), anonymous id or the viewer cookie; export/import carrying the variants, a copy leaving them out
// (decision 0126).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '@eventory/domain/blueprint';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { EditorProject } from '@eventory/domain/editor-projects';
import type { ApiErrorBody } from '@eventory/domain/errors';
import { pageVariantOf, viewerKeyOf, type PageVariantsAnswer } from '@eventory/domain/page-variants';
import { changeLog } from '../db/schema/change-log.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const page = (title: string, containerID: number) => ({
  type: 'Page',
  props: { title },
  children: [
    { type: 'Title', props: { text: title } },
    { type: 'Leaderboard', props: { containerID }, children: [{ type: 'LeaderboardRow' }] },
  ],
});

describe('A/B page variants', () => {
  let t: TestApp;
  let tester: string;
  let developer: string;
  let editor: string;
  let viewer: string;
  let layout: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let own: EditorProject;
  let other: EditorProject;
  const url = () => `/v1/admin/campaigns/${campaign.ID}/page-variants`;
  const put = (token: string, variants: unknown) => adminInject(t, token, 'PUT', url(), { variants });
  const pageFor = async (codeName: string, query = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/pages/${codeName}${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PageDocument;
  };
  /** A user id the assignment puts on the variant `key` of [A 1, B 1]. */
  const userOn = (campaignID: number, key: 'A' | 'B') => {
    const set = [
      { key: 'A', weight: 1 },
      { key: 'B', weight: 1 },
    ];
    for (let i = 0; ; i++) {
      const id = `viewer-${i}`;
      if (pageVariantOf(set, campaignID, viewerKeyOf({ userID: id })!)?.key === key) return id;
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    tester = await t.signIn(['ABTester'], { email: 'ab@test.eventory.app' });
    developer = await t.signIn(['developer']);
    editor = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    layout = await t.signIn(['LayoutControl']);
    campaign = await createCampaign(t, editor);
    board = await createLeaderboard(t, editor, campaign);
    own = await adminCall<EditorProject>(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: campaign.ID,
      blueprint: page('Page A', board.containerID),
      references: { leaderboardIDs: [board.ID], containerIDs: [board.containerID] },
    });
    const sandbox = await createCampaign(t, editor);
    other = await adminCall<EditorProject>(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: sandbox.ID,
      blueprint: page('Page B', board.containerID),
      dictionaries: { en_US: { hero: 'Variant B' } },
    });
  });
  afterAll(() => t.close());

  it('a campaign without variants serves its page as before, with no variant', async () => {
    const document = await pageFor(campaign.codeName, '?userID=someone');
    expect(document.variant).toBeUndefined();
    expect(document.blueprint).toEqual(own.blueprint);
    expect(await adminCall<PageVariantsAnswer>(t, viewer, 'GET', url())).toEqual({
      campaignID: campaign.ID,
      variants: [],
    });
  });

  it('only ABTester and developer roles change variants (403 for the others); any campaign reader reads them', async () => {
    const set = [{ key: 'A', weight: 1 }];
    for (const token of [editor, viewer, layout]) {
      const res = await put(token, set);
      expect(res.statusCode).toBe(403);
      expect((res.json() as ApiErrorBody).errorCode).toBe('FORBIDDEN');
    }
    expect((await put(developer, set)).statusCode).toBe(200);
    expect((await adminInject(t, viewer, 'GET', url())).statusCode).toBe(200);
  });

  it('PUT replaces the set in order, answers each project by its code name and logs the change', async () => {
    const answer = await adminCall<PageVariantsAnswer>(t, tester, 'PUT', url(), {
      variants: [
        { key: 'A', name: 'Current page', weight: 1 },
        { key: 'B', name: 'New hero', projectID: other.ID, weight: 1 },
      ],
    });
    expect(answer).toEqual({
      campaignID: campaign.ID,
      variants: [
        {
          key: 'A',
          name: 'Current page',
          projectID: null,
          weight: 1,
          projectCampaignID: null,
          projectCodeName: null,
        },
        {
          key: 'B',
          name: 'New hero',
          projectID: other.ID,
          weight: 1,
          projectCampaignID: other.campaignID,
          projectCodeName: other.codeName,
        },
      ],
    });
    expect(await adminCall<PageVariantsAnswer>(t, viewer, 'GET', url())).toEqual(answer);
    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'page_variants'), eq(changeLog.email, 'ab@test.eventory.app')));
    expect(entry).toMatchObject({
      objId: String(campaign.ID),
      action: 'update',
      before: [{ key: 'A', weight: 1 }],
      after: answer.variants,
    });
  });

  it('refuses a duplicate key, a negative weight, every weight 0, an unknown project and an unknown campaign', async () => {
    const refused = async (variants: unknown, errorCode: string, field?: string) => {
      const res = await put(tester, variants);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ errorCode, ...(field ? { field } : {}) });
    };
    await refused(
      [
        { key: 'A', weight: 1 },
        { key: 'A', weight: 2 },
      ],
      'DUPLICATE_VARIANT_KEY',
      'variants.1.key',
    );
    await refused([{ key: 'A', weight: -1 }], 'VALIDATION_ERROR', 'variants.0.weight');
    await refused(
      [
        { key: 'A', weight: 0 },
        { key: 'B', weight: 0 },
      ],
      'ALL_WEIGHTS_ZERO',
    );
    await refused([{ key: 'A', weight: 1, projectID: 2_000_000 }], 'UNKNOWN_PROJECT', 'variants.0.projectID');
    await refused([{ key: 'not a key', weight: 1 }], 'VALIDATION_ERROR', 'variants.0.key');
    const missing = await adminInject(t, tester, 'PUT', '/v1/admin/campaigns/2000000/page-variants', {
      variants: [],
    });
    expect(missing.statusCode).toBe(404);
    // Nothing changed.
    expect((await adminCall<PageVariantsAnswer>(t, viewer, 'GET', url())).variants).toHaveLength(2);
  });

  it("serves each user their variant's page, the same on every call", async () => {
    const onA = userOn(campaign.ID, 'A');
    const onB = userOn(campaign.ID, 'B');
    for (let i = 0; i < 3; i++) {
      const a = await pageFor(campaign.codeName, `?userID=${onA}`);
      expect(a.variant).toBe('A');
      expect(a.blueprint).toEqual(own.blueprint);
      const b = await pageFor(campaign.codeName, `?userID=${onB}`);
      expect(b.variant).toBe('B');
      expect(b.blueprint).toEqual(other.blueprint);
      expect(b.translations).toEqual({ en_US: { hero: 'Variant B' } });
      // The campaign's own code name and times, whatever page it shows.
      expect(b).toMatchObject({ codeName: campaign.codeName, campaignID: campaign.ID });
    }
  });

  it('serves anonymous viewers by their anonymous id or the viewer cookie; without either, the first variant', async () => {
    const set = [
      { key: 'A', weight: 1 },
      { key: 'B', weight: 1 },
    ];
    const keyOf = (anonymousID: string) =>
      pageVariantOf(set, campaign.ID, viewerKeyOf({ anonymousID })!)!.key;
    const ids = Array.from({ length: 40 }, (_, i) => `anon-${i}`);
    const onB = ids.find((id) => keyOf(id) === 'B')!;
    const onA = ids.find((id) => keyOf(id) === 'A')!;
    expect((await pageFor(campaign.codeName, `?anonymousID=${onB}`)).variant).toBe('B');
    expect((await pageFor(campaign.codeName, `?anonymousID=${onA}`)).variant).toBe('A');
    expect((await pageFor(campaign.codeName, '', { cookie: `x=1; eventory_viewer=${onB}` })).variant).toBe(
      'B',
    );
    expect((await pageFor(campaign.codeName, '', { cookie: `eventory_viewer=${onA}` })).variant).toBe('A');
    // The user id wins over the anonymous id.
    const userOnA = userOn(campaign.ID, 'A');
    expect((await pageFor(campaign.codeName, `?userID=${userOnA}&anonymousID=${onB}`)).variant).toBe('A');
    expect((await pageFor(campaign.codeName)).variant).toBe('A');
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/pages/${campaign.codeName}?userID=${'x'.repeat(129)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('never serves a variant with weight 0', async () => {
    await adminCall(t, tester, 'PUT', url(), {
      variants: [
        { key: 'A', weight: 0 },
        { key: 'B', projectID: other.ID, weight: 5 },
      ],
    });
    for (let i = 0; i < 10; i++)
      expect((await pageFor(campaign.codeName, `?userID=u${i}`)).variant).toBe('B');
  });

  it('export → import carries the variants, the campaign’s own project remapped; a copy leaves them out', async () => {
    await adminCall(t, tester, 'PUT', url(), {
      variants: [
        { key: 'A', name: 'Own project', projectID: own.ID, weight: 3 },
        { key: 'B', projectID: other.ID, weight: 1 },
        { key: 'C', name: 'Plain page', weight: 0 },
      ],
    });
    const exported = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/campaigns/${campaign.ID}/export`,
      headers: { 'access-token': developer },
    });
    const document = exported.json() as { pageVariants: unknown[] };
    expect(document.pageVariants).toEqual([
      { key: 'A', name: 'Own project', projectID: own.ID, weight: 3, ownProject: true },
      { key: 'B', name: '', projectID: other.ID, weight: 1, ownProject: false },
      { key: 'C', name: 'Plain page', projectID: null, weight: 0, ownProject: false },
    ]);
    const { ID: imported } = await adminCall<{ ID: number }>(
      t,
      developer,
      'POST',
      '/v1/admin/campaigns/import',
      {
        document,
        codeName: `${campaign.codeName}-imported`,
      },
    );
    const copy = await adminCall<{ ID: number; notCopied: { pageVariants: string[] } }>(
      t,
      editor,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/copy`,
      {
        codeName: `${campaign.codeName}-copy`,
      },
    );
    expect(copy.notCopied).toEqual({ pageVariants: ['A', 'B', 'C'] });
    expect(
      (await adminCall<PageVariantsAnswer>(t, viewer, 'GET', `/v1/admin/campaigns/${copy.ID}/page-variants`))
        .variants,
    ).toEqual([]);
    for (const id of [imported]) {
      const newProject = await adminCall<EditorProject>(
        t,
        layout,
        'GET',
        `/v1/admin/editor/project/${campaign.codeName}-imported`,
      );
      expect(newProject.ID).not.toBe(own.ID);
      const { variants } = await adminCall<PageVariantsAnswer>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${id}/page-variants`,
      );
      expect(variants).toEqual([
        {
          key: 'A',
          name: 'Own project',
          projectID: newProject.ID,
          weight: 3,
          projectCampaignID: id,
          projectCodeName: newProject.codeName,
        },
        {
          key: 'B',
          name: '',
          projectID: other.ID,
          weight: 1,
          projectCampaignID: other.campaignID,
          projectCodeName: other.codeName,
        },
        {
          key: 'C',
          name: 'Plain page',
          projectID: null,
          weight: 0,
          projectCampaignID: null,
          projectCodeName: null,
        },
      ]);
    }
  });

  it('an import whose variant shows a project missing here, or its own project without one, is refused', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/campaigns/${campaign.ID}/export`,
      headers: { 'access-token': developer },
    });
    const document = exported.json() as {
      pageVariants: { projectID: number | null }[];
      editorProject: unknown;
    };
    const foreign = structuredClone(document);
    foreign.pageVariants[1]!.projectID = 2_000_000;
    const res = await adminInject(t, developer, 'POST', '/v1/admin/campaigns/import', {
      document: foreign,
      codeName: `${campaign.codeName}-foreign`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'UNKNOWN_PROJECT' });
    const withoutProject = { ...structuredClone(document), editorProject: null };
    const res2 = await adminInject(t, developer, 'POST', '/v1/admin/campaigns/import', {
      document: withoutProject,
      codeName: `${campaign.codeName}-noproject`,
    });
    expect(res2.statusCode).toBe(400);
    expect(JSON.stringify(res2.json())).toContain('pageVariants.0.ownProject');
  });
});
