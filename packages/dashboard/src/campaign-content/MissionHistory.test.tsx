import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MissionDaysAnswer } from '@eventory/domain/mission-history';
import type { ChangeLogItem } from '@eventory/domain/change-log';
import type { Role } from '@eventory/domain/permissions';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { CAMPAIGN_ROUTES as base, makeMission } from './test-fixtures.ts';

const DAYS = '/v1/admin/campaigns/10001/mission-history/days';
const CHANGES = '/v1/admin/campaigns/10001/mission-history/changes';
const change = (id: number, overrides: Partial<ChangeLogItem> = {}): ChangeLogItem => ({
  id,
  email: 'ops.lead@eventory.test',
  at: 1_767_225_600,
  table: 'missions',
  objId: '11',
  action: 'update',
  before: null,
  after: null,
  ...overrides,
});
const queryOf = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.path.startsWith(path)).map((c) => new URL(c.path, 'http://x').searchParams);

function show(roles: Role[]) {
  const server = fakeServer({
    ...base,
    'GET /v1/admin/campaigns/10001/missions': [
      makeMission(),
      makeMission({ id: 12, desc: { en_US: 'Watch ten minutes' } }),
    ],
    'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
    [`GET ${DAYS}`]: (call: FetchCall) => {
      const one = new URL(call.path, 'http://x').searchParams.get('missionID');
      const answer: MissionDaysAnswer = {
        campaignID: 10001,
        timezone: 'GMT+0800',
        days: [
          { missionID: 11, day: '2026-03-01', completions: 4, claims: 0 },
          ...(one === '11' ? [] : [{ missionID: 12, day: '2026-03-02', completions: 9, claims: 7 }]),
        ],
      };
      return json(answer);
    },
    [`GET ${CHANGES}`]: {
      items: [change(2), change(1, { table: 'mission_rewards', action: 'create' })],
      total: 2,
    },
  } as Parameters<typeof fakeServer>[0]);
  return renderDashboard({ path: '/eventory/10001/missions', session: testSession({ roles }), server });
}

describe('base-mission history on the mission screen (issue 17 §4)', () => {
  beforeAll(
    () => Promise.all([import('../campaigns/CampaignAdmin.tsx'), import('./CampaignContent.tsx')]),
    60_000,
  );

  it('shows completions and claims per day and every change to a ToolsControl user, and one mission from its row', async () => {
    const view = show(['ToolsControl']);
    const history = await screen.findByTestId('mission-history');
    expect(await within(history).findByText(/campaign timezone GMT\+0800/)).toBeTruthy();
    const days = within(history).getByTestId('mission-history-days');
    const row = (await within(days).findByText('2026-03-02')).closest('tr')!;
    expect(within(row).getByText('12 · Watch ten minutes')).toBeTruthy();
    expect(within(row).getByText('9')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    const changes = within(history).getByTestId('mission-history-changes');
    expect(await within(changes).findByText('Changed')).toBeTruthy();
    expect(within(changes).getByText('Reward')).toBeTruthy();
    expect(within(changes).getByText('Created')).toBeTruthy();
    expect(queryOf(view.calls, CHANGES)[0]?.get('limit')).toBe('20');

    const list = screen.getByTestId('mission-list');
    const missionRow = within(list).getByText('Send five gifts').closest('tr')!;
    fireEvent.click(within(missionRow).getByRole('button', { name: 'Mission history' }));
    await waitFor(() =>
      expect(queryOf(view.calls, DAYS).some((q) => q.get('missionID') === '11')).toBe(true),
    );
    // Only mission 11's days are shown now.
    await waitFor(() =>
      expect(within(screen.getByTestId('mission-history-days')).queryByText('2026-03-02')).toBeNull(),
    );
    expect(within(screen.getByTestId('mission-history-days')).getByText('2026-03-01')).toBeTruthy();
    expect(queryOf(view.calls, CHANGES).some((q) => q.get('missionID') === '11')).toBe(true);
  });

  it('is hidden from a role without baseMissionHistory, which makes no history call', async () => {
    const view = show(['user']);
    const list = await screen.findByTestId('mission-list');
    await within(list).findByText('Send five gifts');
    expect(within(list).queryByRole('button', { name: 'Mission history' })).toBeNull();
    expect(screen.queryByTestId('mission-history')).toBeNull();
    expect(view.calls.some((c) => c.path.includes('mission-history'))).toBe(false);
  });
});
