import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContainerReplayStatus, MultipleReplayView } from '@eventory/domain/replay';
import type { Role } from '@eventory/domain/permissions';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { CAMPAIGN_ROUTES as base, writes } from './test-fixtures.ts';

const status = (containerID: number): ContainerReplayStatus => ({
  containerID,
  owner: { kind: 'leaderboard', ID: containerID - 35, groupName: `board ${containerID}` },
  status: 'Done',
  jobStatus: 'Done',
  startedAt: 1_767_225_600,
  finishedAt: 1_767_225_660,
  eventsReplayed: 10,
});
const batch = (overrides: Partial<MultipleReplayView> = {}): MultipleReplayView => ({
  ID: 5,
  campaignID: 10001,
  status: 'Preparing',
  requestedBy: 'ops.lead@eventory.test',
  startedAt: 1_767_225_600_000,
  finishedAt: null,
  done: 1,
  steps: [
    { containerID: 42, state: 'Done', jobID: 70, eventsReplayed: 10, error: null },
    { containerID: 43, state: 'Preparing', jobID: 71, eventsReplayed: 4, error: null },
  ],
  ...overrides,
});
const LIST = '/v1/admin/campaigns/10001/multiple-replays';

function show(roles: Role[], routes: Record<string, unknown> = {}) {
  const server = fakeServer({
    ...base,
    'GET /v1/admin/campaigns/10001/tracker': {
      campaignID: 10001,
      enabled: false,
      samplingRate: 1,
      events: [],
      updateTime: null,
    },
    'GET /v1/admin/campaigns/10001/tracker/leaderboards': [],
    'GET /v1/admin/campaigns/10001/replay-status': [status(42), status(43)],
    ...routes,
  } as Parameters<typeof fakeServer>[0]);
  return renderDashboard({ path: '/eventory/10001/tracker', session: testSession({ roles }), server });
}

describe('multiple replay on the tracker screen (issue 17 §4)', () => {
  beforeAll(
    () => Promise.all([import('../campaigns/CampaignAdmin.tsx'), import('./CampaignContent.tsx')]),
    60_000,
  );

  it('replays the selected containers in one job after confirmation, shows its one status and cancels it', async () => {
    let started = false;
    const view = show(['developer'], {
      [`GET ${LIST}`]: () => json(started ? [batch()] : []),
      [`POST ${LIST}`]: () => {
        started = true;
        return json(batch({ done: 0 }), 202);
      },
      'POST /v1/admin/multiple-replays/5/cancel': batch({ status: 'Cancel' }),
    });
    const card = await screen.findByTestId('multiple-replay');
    expect(await within(card).findByText('No multiple replay of this campaign yet.')).toBeTruthy();
    const start = within(card).getByRole('button', { name: 'Replay selected (0)' });
    expect(start.hasAttribute('disabled')).toBe(true);

    const table = await screen.findByTestId('replay-status');
    await within(table).findByText('42');
    const boxes = within(table).getAllByRole('checkbox');
    // The header's "select all", then one per container.
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(await within(card).findByRole('button', { name: 'Replay selected (2)' }));
    expect(
      await screen.findByText(
        'Replay the 2 selected containers from the event log, one after another, in one job?',
      ),
    ).toBeTruthy();
    expect(writes(view.calls, LIST)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(writes(view.calls, LIST)).toHaveLength(1));
    expect(writes(view.calls, LIST)[0]?.body).toEqual({ containerIDs: [42, 43] });

    const state = await screen.findByTestId('multiple-replay-status');
    expect(await within(state).findByText('1 of 2 containers replayed')).toBeTruthy();
    expect(within(state).getByText('Replaying')).toBeTruthy();
    const steps = screen.getByTestId('multiple-replay-steps');
    expect(within(steps).getByText('Done')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel the multiple replay' }));
    expect(await screen.findByText(/Stop this multiple replay\?/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Yes' }).at(-1)!);
    await waitFor(() => expect(writes(view.calls, '/v1/admin/multiple-replays/5/cancel')).toHaveLength(1));
  });

  it('names why a container was skipped when the job ended Failed', async () => {
    show(['developer'], {
      [`GET ${LIST}`]: [
        batch({
          status: 'Failed',
          finishedAt: 1_767_225_700_000,
          steps: [
            { containerID: 42, state: 'Done', jobID: 70, eventsReplayed: 10, error: null },
            { containerID: 43, state: 'Skipped', jobID: null, eventsReplayed: 0, error: 'nothing to replay' },
          ],
        }),
      ],
    });
    const state = await screen.findByTestId('multiple-replay-status');
    expect(await within(state).findByText('Failed')).toBeTruthy();
    expect(within(screen.getByTestId('multiple-replay-steps')).getByText('nothing to replay')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the multiple replay' })).toBeNull();
  });

  it('is hidden from a role without multipleReplay, even one that may replay a container', async () => {
    const view = show(['ReplayControl']);
    const table = await screen.findByTestId('replay-status');
    await within(table).findByText('42');
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByTestId('multiple-replay')).toBeNull();
    expect(view.calls.some((c: FetchCall) => c.path.startsWith(LIST))).toBe(false);
  });
});
