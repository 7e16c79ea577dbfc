// Engine-admin fixtures for the UI tests: the shapes the admin API answers with (domain contracts).
import { fireEvent, screen } from '@testing-library/react';
import type { Evaluator } from '@eventory/domain/evaluators';
import type { ContainerDetail, RecordsPage, SnapshotSummary } from '@eventory/domain/container-admin';
import type { ReplayStatusView } from '@eventory/domain/replay';

export const container: ContainerDetail = {
  ID: 42,
  type: 'Leaderboard',
  refID: 7,
  refContainerType: 'Leaderboard',
  groupName: 'main',
  meta: {},
  createTime: 1,
  updateTime: 1,
};

export const evaluator: Evaluator = {
  ID: 3,
  targetContainerID: 42,
  eventType: 1,
  resultKey: 'ReceiverID',
  judges: [{ logic: 'IS', setting: { kind: 'Event', field: 'GiftID', operator: 'EQ', value: 'g1' } }],
  scoreCalc: { kind: 'field', field: 'Point' },
  createTime: 1,
  updateTime: 1,
};

export const recordPage = (keys: string[], nextCursor = '', count = keys.length): RecordsPage => ({
  count,
  nextCursor,
  records: keys.map((key, i) => ({
    rank: i + 1,
    key,
    score: 100 - i,
    lastUpdateMs: 1_767_225_600_000,
    meta: {},
  })),
});

export const snapshot: SnapshotSummary = {
  ID: 5,
  containerID: 42,
  sourceType: 'API',
  timestamp: 1_767_225_600,
  recordCount: 2,
  createdBy: 'ops.lead@eventory.test',
};

export const replayStatus = (status: ReplayStatusView['status']): ReplayStatusView => ({
  containerID: 42,
  status,
});

export const CONTAINER_PATH = '/eventory/10001/containers/42';

/** Everything the container screen of `container` reads. */
export const containerRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /v1/admin/containers/42': container,
  'GET /v1/admin/containers/42/records': recordPage(['alice', 'bob']),
  'GET /v1/admin/containers/42/evaluators': { items: [evaluator] },
  'GET /v1/admin/aggregators': { items: [] },
  'GET /v1/admin/containers/42/record/snapshots': { items: [snapshot] },
  'GET /v1/admin/containers/42/replay-status': replayStatus('Unknown'),
  'GET /v1/admin/containers/42/edges': { containerID: 42, edges: [] },
  ...overrides,
});

export const preloadContainerScreen = () =>
  Promise.all([import('../campaigns/CampaignAdmin.tsx'), import('./ContainerScreen.tsx')]);

/** Opens a tab of the container screen by its label. */
export async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
}
