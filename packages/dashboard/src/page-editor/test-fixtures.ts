// Campaigns, editor projects and older page templates as the fake server answers them in the page editor's UI tests.
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Campaign } from '@eventory/domain/campaign';
import { json } from '../app/testing.tsx';

export const campaign = (overrides: Partial<Campaign> = {}): Campaign =>
  ({
    ID: 7,
    codeName: 'summer-cup',
    name: 'Summer Cup',
    designName: '',
    kind: 'event',
    size: 'medium',
    timezone: 'GMT+0800',
    durationType: 'Duration',
    regions: ['TW'],
    startTime: 1_767_225_600,
    endTime: 1_767_830_400,
    isPermanent: false,
    URL: '',
    scope: '',
    corporation: '',
    department: '',
    tagIDs: [],
    theme: {},
    createTime: 1_767_225_600,
    updateTime: 1_767_225_600,
    ...overrides,
  }) as Campaign;

export const blueprint = (): BlueprintNode => ({
  type: 'Page',
  id: 'page',
  props: { title: 'Summer Cup' },
  children: [
    { type: 'Title', id: 'title', props: { text: 'Welcome to the cup' } },
    { type: 'Text', id: 'text', props: { text: 'Gifts count double on Sunday.' } },
  ],
});

const DICTIONARIES = { en_US: { greeting: 'Hello' }, zh_TW: { greeting: '哈囉', farewell: '再見' } };

/** The campaign's editor project (GET editor/project/{codeName}). */
export const project = (tree: BlueprintNode = blueprint()) => ({
  ID: 3,
  campaignID: 7,
  codeName: 'summer-cup',
  blueprint: tree,
  references: { leaderboards: [] },
  dictionaries: DICTIONARIES,
  updateTime: 1_767_300_000,
});

/** A campaign's older page template (GET template/{id}), read when it has no project yet. */
export const template = (tree: BlueprintNode = blueprint()) => ({
  campaignID: 7,
  blueprint: tree,
  references: { leaderboards: [] },
  translations: DICTIONARIES,
  updateTime: 1_767_300_000,
});

const NOT_FOUND = { errorCode: 'NOT_FOUND', errorMessage: 'none yet' };

/** The calls opening campaign 7 makes, with `overrides` for other answers. */
export const editorRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /v1/admin/campaigns/7': campaign(),
  'GET /v1/admin/editor/project/summer-cup': project(),
  'GET /v1/admin/template/7': json(NOT_FOUND, 404),
  'PUT /v1/admin/editor/project/summer-cup': (call: { body: unknown }) =>
    json({ ...project(), ...(call.body as object), updateTime: 1_767_400_000 }),
  ...overrides,
});

/** Answers of a campaign without a project: 404 on the project, the given older template (or none). */
export const withoutProject = (older?: ReturnType<typeof template>) => ({
  'GET /v1/admin/editor/project/summer-cup': json(NOT_FOUND, 404),
  'GET /v1/admin/template/7': older ?? json(NOT_FOUND, 404),
});
