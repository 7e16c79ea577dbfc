// backends: once: the copy route and the page services, no dialect-specific SQL
// Issue 30 §2.6, admin spec §5 "ids in references are remapped": copying a campaign leaves no id of the source
// in the copy's page — a mission list's refID (by its refType) and the containers its fetchers read included —
// and the copy does not carry the source's A/B test, whose variants would show the source's pages on the copy's
// event page; its answer names the variants it left out (decision 0126).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { EditorProject } from '@eventory/domain/editor-projects';
import type { PageVariantsAnswer } from '@eventory/domain/page-variants';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import { adminCall, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const missionList = (refType: string, refID: number): BlueprintNode => ({
  type: 'MissionList',
  props: { refType, refID },
});

describe('copying a campaign remaps every id its page holds', () => {
  let t: TestApp;
  let editor: string;
  let developer: string;
  let layout: string;
  let tester: string;
  let source: Campaign;
  let board: Leaderboard;
  let roadmap: MissionRoadmap;
  let answer: { ID: number; notCopied: { pageVariants: string[] } };

  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.signIn(['user']);
    developer = await t.signIn(['developer']);
    layout = await t.signIn(['LayoutControl']);
    tester = await t.signIn(['ABTester']);
    source = await createCampaign(t, editor);
    board = await createLeaderboard(t, editor, source);
    roadmap = await adminCall<MissionRoadmap>(t, developer, 'POST', '/v1/admin/missionRoadmaps', {
      campaignID: source.ID,
      groupName: 'Road',
      startTime: source.startTime,
      endTime: source.endTime,
    });
    const own = await adminCall<EditorProject>(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: source.ID,
      blueprint: {
        type: 'Page',
        props: { title: 'Source page' },
        children: [
          missionList('leaderboard', board.ID),
          missionList('campaign', source.ID),
          missionList('missionRoadmap', roadmap.ID),
          {
            type: 'Leaderboard',
            props: { fetcher: `eventory:${board.containerID}` },
            children: [{ type: 'LeaderboardRow' }],
          },
        ],
      },
    });
    const sandbox = await createCampaign(t, editor);
    const variantPage = await adminCall<EditorProject>(t, layout, 'POST', '/v1/admin/editor/projects', {
      campaignID: sandbox.ID,
      blueprint: { type: 'Page', props: { title: 'Variant page' }, children: [] },
    });
    await adminCall(t, tester, 'PUT', `/v1/admin/campaigns/${source.ID}/page-variants`, {
      variants: [
        { key: 'A', projectID: own.ID, weight: 0 },
        { key: 'B', projectID: variantPage.ID, weight: 1 },
      ],
    });
    answer = await adminCall(t, editor, 'POST', `/v1/admin/campaigns/${source.ID}/copy`, {
      codeName: `${source.codeName}-copy`,
    });
  });
  afterAll(() => t.close());

  it("points the mission lists at the copy's leaderboard, campaign and roadmap, and its fetcher at the copy's container", async () => {
    const [copyBoard] = await adminCall<Leaderboard[]>(
      t,
      editor,
      'GET',
      `/v1/admin/campaigns/${answer.ID}/leaderboards`,
    );
    const [copyRoadmap] = await adminCall<MissionRoadmap[]>(
      t,
      developer,
      'GET',
      `/v1/admin/campaigns/${answer.ID}/missionRoadmaps`,
    );
    const project = await adminCall<EditorProject>(
      t,
      layout,
      'GET',
      `/v1/admin/editor/project/${source.codeName}-copy`,
    );
    const props = (project.blueprint.children ?? []).map((node) => node.props);
    expect(props).toEqual([
      { refType: 'leaderboard', refID: copyBoard?.ID },
      { refType: 'campaign', refID: answer.ID },
      { refType: 'missionRoadmap', refID: copyRoadmap?.ID },
      { fetcher: `eventory:${copyBoard?.containerID}` },
    ]);
    expect(copyBoard?.ID).not.toBe(board.ID);
    expect(copyRoadmap?.ID).not.toBe(roadmap.ID);
  });

  it("leaves the source's A/B test out, says so, and publishes the copy's own page", async () => {
    expect(answer.notCopied).toEqual({ pageVariants: ['A', 'B'] });
    const { variants } = await adminCall<PageVariantsAnswer>(
      t,
      tester,
      'GET',
      `/v1/admin/campaigns/${answer.ID}/page-variants`,
    );
    expect(variants).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/pages/${source.codeName}-copy?userID=v1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PageDocument).blueprint.props?.title).toBe('Source page');
  });
});
