// backends: once: through HTTP and services with no dialect-specific code
// Every page save is checked against the block catalogue (issue 14 §1, decision 0058): one refusal per
// rule, each 400 naming the problem's block path; a page that keeps the rules still saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUEPRINT_CASES } from '@eventory/domain/block-validation-cases';
import type { ApiErrorBody } from '@eventory/domain/errors';
import type { Campaign } from '@eventory/domain/campaign';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign } from '../test/fixtures.ts';

type Node = { type: string; props?: Record<string, unknown>; children?: Node[] };
const page = (...children: Node[]): Node => ({ type: 'Page', props: { title: 'Cup' }, children });
const board = (...children: Node[]): Node => ({ type: 'Leaderboard', props: { containerID: '1' }, children });
const row: Node = { type: 'LeaderboardRow' };

describe('blueprint validation on every save (block catalogue §5)', () => {
  let t: TestApp;
  let layout: string;
  let campaign: Campaign;
  beforeAll(async () => {
    t = await createTestApp();
    layout = await t.signIn(['LayoutControl']);
    campaign = await createCampaign(t, layout);
  });
  afterAll(() => t.close());

  const saves = [
    { name: 'template', url: () => `/v1/admin/template/${campaign.ID}` },
    { name: 'project by code name', url: () => `/v1/admin/editor/project/${campaign.codeName}` },
  ];

  const refused = async (url: string, blueprint: Node) => {
    const res = await adminInject(t, layout, 'PUT', url, { blueprint });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<ApiErrorBody>();
    expect(body.errorCode).toBe('INVALID_BLUEPRINT');
    return body.problems;
  };

  describe.each(saves)('$name', ({ url }) => {
    // The domain's shared table, which the page editor's test runs through the problems it shows
    // (dashboard/src/page-editor/use-page-problems.test.tsx): the same problems, from the real save.
    it.each(BLUEPRINT_CASES)('the shared case: $name', async ({ blueprint, problems }) => {
      if (problems.length === 0) {
        const res = await adminInject(t, layout, 'PUT', url(), { blueprint });
        expect(res.statusCode, res.body).toBe(200);
      } else expect(await refused(url(), blueprint as Node)).toEqual(problems);
    });

    it('refuses an unknown block type', async () => {
      expect(await refused(url(), page({ type: 'Title' }, { type: 'Marquee' }))).toEqual([
        { path: 'children.1', message: "unknown block type 'Marquee'" },
      ]);
    });

    it("refuses props that fail a field's kind, and a select value outside its options", async () => {
      expect(
        await refused(
          url(),
          page(board({ type: 'LeaderboardRow', props: { showBonus: 'maybe', dropdown: 'sideways' } })),
        ),
      ).toEqual([
        {
          path: 'children.0.children.0.props.dropdown',
          message: expect.stringContaining('dropdown must be one of'),
        },
        { path: 'children.0.children.0.props.showBonus', message: 'showBonus must be true or false' },
      ]);
      expect(
        await refused(url(), page({ type: 'Leaderboard', props: { count: 'many' }, children: [row] })),
      ).toEqual([{ path: 'children.0.props.count', message: 'count must be a number' }]);
    });

    it('refuses too few children (Leaderboard ≥ 1, Tabs ≥ 1, SurpriseTabs ≥ 2, Switch ≥ 1)', async () => {
      expect(
        await refused(
          url(),
          page(
            board(),
            { type: 'Tabs' },
            { type: 'SurpriseTabs', children: [{ type: 'SurpriseTab' }] },
            { type: 'Switch' },
          ),
        ),
      ).toEqual([
        { path: 'children.0', message: 'Leaderboard needs at least 1 children, has 0' },
        { path: 'children.1', message: 'Tabs needs at least 1 children, has 0' },
        { path: 'children.2', message: 'SurpriseTabs needs at least 2 children, has 1' },
        { path: 'children.3', message: 'Switch needs at least 1 children, has 0' },
      ]);
    });

    it('refuses children a block does not allow (Gifts, Switch, Timeline, LayoutRow, a childless block)', async () => {
      expect(
        await refused(
          url(),
          page(
            { type: 'Gifts', children: [{ type: 'Gift' }, { type: 'Text' }] },
            { type: 'Switch', children: [{ type: 'Route' }, { type: 'Text' }] },
            { type: 'Timeline', children: [{ type: 'Text' }] },
            { type: 'LayoutRow', children: [{ type: 'Box' }] },
            { type: 'Markdown', children: [{ type: 'Text' }] },
          ),
        ),
      ).toEqual([
        { path: 'children.0', message: 'Gifts allows only Gift children; child 1 is Text' },
        { path: 'children.1', message: 'Switch allows only Route children; child 1 is Text' },
        {
          path: 'children.2',
          message: 'Timeline allows only Timeline.Item, Timeline.Line children; child 0 is Text',
        },
        { path: 'children.3', message: 'LayoutRow allows only LayoutBlock children; child 0 is Box' },
        { path: 'children.4', message: 'Markdown holds no children; child 0 is Text' },
      ]);
    });

    it('refuses a block outside its required parent, naming its nested path', async () => {
      expect(
        await refused(
          url(),
          page(
            { type: 'Section', children: [{ type: 'Box' }, { type: 'Gift' }] },
            { type: 'Button' },
            { type: 'TopStreamers' },
            { type: 'Group', children: [{ type: 'Group.Item' }, { type: 'Group.Item', children: [] }] },
            { type: 'Group.Score' },
            { type: 'MissionCard' },
            { type: 'Popup.Content' },
            { type: 'Board.Item' },
          ),
        ),
      ).toEqual([
        { path: 'children.0.children.1', message: 'Gift must sit inside Gifts, sits in Section' },
        { path: 'children.1', message: 'Button must sit inside Buttons, sits in Page' },
        { path: 'children.2', message: 'TopStreamers must sit inside Panel, sits in Page' },
        { path: 'children.4', message: 'Group.Score must sit inside Group.Item, sits in Page' },
        { path: 'children.5', message: 'MissionCard must sit inside MissionList, sits in Page' },
        { path: 'children.6', message: 'Popup.Content must sit inside PopupModal, sits in Page' },
        { path: 'children.7', message: 'Board.Item must sit inside Board, sits in Page' },
      ]);
    });

    it('a page that keeps every rule saves', async () => {
      const res = await adminInject(t, layout, 'PUT', url(), {
        blueprint: page(
          { type: 'Title', props: { text: 'Cup', level: 2 } },
          board(row),
          { type: 'Tabs', children: [{ type: 'Tab', props: { to: '/a', text: 'A' } }] },
          { type: 'Gifts', children: [{ type: 'Gift' }] },
          { type: 'Panel', children: [{ type: 'TopStreamers', props: { showTopUsers: '5' } }] },
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('a refused save changes nothing: no version and no change-log entry', async () => {
    const before = await adminCall<{ total: number }>(
      t,
      layout,
      'GET',
      `/v1/admin/template/${campaign.ID}/versions`,
    );
    await refused(`/v1/admin/template/${campaign.ID}`, page({ type: 'Nope' }));
    const after = await adminCall<{ total: number }>(
      t,
      layout,
      'GET',
      `/v1/admin/template/${campaign.ID}/versions`,
    );
    expect(after.total).toBe(before.total);
  });
});
