import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, renderScreen, testSession } from '../app/testing.tsx';
import ContainerScreen from './ContainerScreen.tsx';
import { detailRoutes } from '../campaigns/test-fixtures.ts';
import {
  CONTAINER_PATH,
  openTab,
  container,
  containerRoutes,
  recordPage,
  replayStatus,
} from './test-fixtures.ts';

const title = () =>
  screen.findByRole('heading', { name: 'Container #42 (Leaderboard)' }, { timeout: 10_000 });
const card = (name: string) => {
  const heading = screen.getAllByText(name).find((el) => el.closest('.ant-card-head'));
  const found = heading?.closest('.ant-card');
  if (!(found instanceof HTMLElement)) throw new Error(`no card ${name}`);
  return found;
};
/** The card once its tab has rendered it. */
const findCard = (name: string) => waitFor(() => card(name));

// The container screen is as heavy as the campaign detail: on a busy machine one test can take a minute.
describe('container screen (/eventory/{campaignId}/containers/{id})', () => {
  it('names the container and its campaign in the page title (issue 30 §3.5)', async () => {
    const server = fakeServer({ ...detailRoutes(), ...containerRoutes() });
    renderDashboard({ path: CONTAINER_PATH, session: testSession(), server });
    await title();
    await waitFor(() =>
      expect(document.title).toBe('Container #42 (Leaderboard) · Summer Cup - Event Dashboard'),
    );
  });

  it('pages the records by count and cursor, and back', async () => {
    const server = fakeServer(
      containerRoutes({
        'GET /v1/admin/containers/42/records': (call: { path: string }) => {
          const query = new URL(call.path, 'http://localhost').searchParams;
          expect(query.get('count')).toBe('20');
          return json(
            query.get('cursor') === 'c2'
              ? recordPage(['carol'], '', 21)
              : recordPage(['alice', 'bob'], 'c2', 21),
          );
        },
      }),
    );
    const view = renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: CONTAINER_PATH,
      session: testSession(),
      server,
    });
    await title();
    const records = card('Records');
    expect(await within(records).findByText('alice')).toBeTruthy();
    expect(within(records).getByTestId('record-total').textContent).toBe('21 records in the container');
    expect(within(records).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(within(records).getByRole('button', { name: 'Next page' }));
    expect(await within(records).findByText('carol')).toBeTruthy();
    expect(within(records).queryByText('alice')).toBeNull();
    expect(within(records).getByText('Page 2')).toBeTruthy();
    expect(view.calls.some((c) => c.path === '/v1/admin/containers/42/records?count=20&cursor=c2')).toBe(
      true,
    );
    expect(within(records).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(records).getByRole('button', { name: 'Previous page' }));
    expect(await within(records).findByText('alice')).toBeTruthy();
  });

  it('asks for confirmation before restoring a snapshot, then restores it', async () => {
    const server = fakeServer(
      containerRoutes({
        'POST /v1/admin/containers/42/record/snapshots/5/restore': {
          containerID: 42,
          restoredFrom: 5,
          previousSnapshotID: 6,
          recordCount: 2,
        },
      }),
    );
    const view = renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: `${CONTAINER_PATH}?tab=snapshots`,
      session: testSession(),
      server,
    });
    await title();
    const snapshots = card('Record snapshots');
    fireEvent.click(await within(snapshots).findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/^Replace the current records with snapshot #5 of /)).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Snapshot #5 restored.')).toBeTruthy();
    expect(view.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/v1/admin/containers/42/record/snapshots/5/restore',
    ]);
  });

  it('asks for confirmation before clearing the container', async () => {
    const server = fakeServer(
      containerRoutes({
        'POST /v1/admin/containers/42/clear': { containerID: 42, removed: 2, snapshotID: 9 },
      }),
    );
    const view = renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: CONTAINER_PATH,
      session: testSession(),
      server,
    });
    await title();
    fireEvent.click(within(card('Records')).getByRole('button', { name: /Clear container/ }));
    expect(
      await screen.findByText('Remove every record of container #42? A snapshot is taken first.'),
    ).toBeTruthy();
    expect(view.calls.some((c) => c.path.endsWith('/clear'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(view.calls.some((c) => c.path.endsWith('/clear'))).toBe(false);

    fireEvent.click(within(card('Records')).getByRole('button', { name: /Clear container/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The container was cleared.')).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'POST' && c.path === '/v1/admin/containers/42/clear')).toBe(
      true,
    );
  });

  it('writes pasted "key,score" lines in the chosen mode', async () => {
    const server = fakeServer(
      containerRoutes({
        'POST /v1/admin/containers/42/records': { mode: 'set', records: [] },
      }),
    );
    const view = renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: CONTAINER_PATH,
      session: testSession(),
      server,
    });
    await title();
    const form = screen.getByTestId('record-write-form');
    const lines = within(form).getByLabelText('Records');
    fireEvent.change(lines, { target: { value: 'alice,10\nbob' } });
    expect(await within(form).findByText('Line 2 is not "key,score".')).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save records' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(lines, { target: { value: 'alice,10\nbob,7.5' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('2 records saved.')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      records: [
        { key: 'alice', score: 10 },
        { key: 'bob', score: 7.5 },
      ],
      options: { mode: 'set' },
    });
  });

  it('shows the empty states of its lists', async () => {
    renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: CONTAINER_PATH,
      session: testSession(),
      server: fakeServer(
        containerRoutes({
          'GET /v1/admin/containers/42/records': recordPage([]),
          'GET /v1/admin/containers/42/evaluators': { items: [] },
          'GET /v1/admin/containers/42/record/snapshots': { items: [] },
        }),
      ),
    });
    await title();
    expect(await within(card('Records')).findByText('No records.')).toBeTruthy();
    await openTab('Evaluators');
    expect(
      await within(await findCard('Evaluators')).findByText('No evaluator scores into this container.'),
    ).toBeTruthy();
    await openTab('Aggregators');
    const aggregators = await findCard('Aggregators');
    await waitFor(() => expect(within(aggregators).getAllByText('No aggregators.')).toHaveLength(2));
    await openTab('Record snapshots');
    expect(await within(await findCard('Record snapshots')).findByText('No snapshots.')).toBeTruthy();
    await openTab('Links');
    expect(await within(await findCard('Links')).findByText('Nothing links to this container.')).toBeTruthy();
  });

  it('shows an error state with retry when a list fails to load', async () => {
    let fail = true;
    renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: `${CONTAINER_PATH}?tab=evaluators`,
      session: testSession(),
      server: fakeServer(
        containerRoutes({
          'GET /v1/admin/containers/42/evaluators': () =>
            fail
              ? json({ errorCode: 'INTERNAL', errorMessage: 'database is down' }, 500)
              : json({ items: [] }),
        }),
      ),
    });
    await title();
    const evaluators = card('Evaluators');
    expect(
      await within(evaluators).findByText('Could not load the data.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(within(evaluators).getByRole('button', { name: 'Retry' }));
    expect(await within(evaluators).findByText('No evaluator scores into this container.')).toBeTruthy();
  });

  it('shows a failed container load as an error with retry', async () => {
    renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: CONTAINER_PATH,
      session: testSession(),
      server: fakeServer(
        containerRoutes({
          'GET /v1/admin/containers/42': json(
            { errorCode: 'NOT_FOUND', errorMessage: 'container 42 not found' },
            404,
          ),
        }),
      ),
    });
    expect(await screen.findByText('Could not load the data.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('polls the replay status while preparing and shows Done', async () => {
    let asked = 0;
    const server = fakeServer(
      containerRoutes({
        'GET /v1/admin/containers/42/replay-status': () =>
          json(replayStatus(++asked === 1 ? 'Preparing' : 'Done')),
      }),
    );
    renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: `${CONTAINER_PATH}?tab=replay`,
      session: testSession(),
      server,
    });
    await title();
    const replay = card('Replay');
    expect(await within(replay).findByText('Preparing')).toBeTruthy();
    expect(within(replay).getByRole('button', { name: 'Start replay' }).hasAttribute('disabled')).toBe(true);
    expect(within(replay).getByRole('button', { name: 'Cancel replay' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(await within(replay).findByText('Done', {}, { timeout: 8_000 })).toBeTruthy();
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(within(replay).getByRole('button', { name: 'Start replay' }).hasAttribute('disabled')).toBe(false);
  });

  it('gives a ViewOnly user no enabled write control', async () => {
    const view = renderScreen(<ContainerScreen />, {
      route: '/eventory/:campaignId/containers/:containerId',
      path: CONTAINER_PATH,
      session: testSession({ roles: ['ViewOnly'] }),
      server: fakeServer(containerRoutes()),
    });
    await title();
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(screen.getByText('You can look but not change: your roles are read-only here.')).toBeTruthy();
    // Open every tab, so all of them are rendered.
    await openTab('Evaluators');
    expect(await screen.findByTestId('evaluator-list')).toBeTruthy();
    await openTab('Aggregators');
    await openTab('Record snapshots');
    await openTab('Replay');
    expect(await screen.findByTestId('replay-status')).toBeTruthy();
    const writeControls = [
      /Delete container/,
      /^Save$/,
      /Clear container/,
      /Save records/,
      /Add evaluator/,
      /Delete evaluator #3/,
      /Add aggregator/,
      /Start replay/,
      /Cancel replay/,
      /Reset worker/,
    ];
    for (const name of writeControls) {
      // Inactive tabs are hidden, not removed: their buttons count too.
      const buttons = screen.getAllByRole('button', { name, hidden: true });
      for (const button of buttons) expect(button.hasAttribute('disabled'), String(name)).toBe(true);
    }
    // Every input of the container and records forms is disabled too.
    for (const testId of ['container-form', 'record-write-form'])
      for (const input of screen.getByTestId(testId).querySelectorAll('input, textarea'))
        expect((input as HTMLInputElement).disabled, testId).toBe(true);
    // ViewOnly holds no record-snapshot permission: no list is asked for, no restore is offered.
    expect(screen.getByText('Your roles do not include record snapshots.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore', hidden: true })).toBeNull();
    expect(view.calls.some((c) => c.path.includes('/record/snapshots'))).toBe(false);
  });

  it('is reached from the campaign detail, where the containers of each leaderboard are listed', async () => {
    const server = fakeServer({
      ...detailRoutes(),
      ...containerRoutes(),
      'GET /v1/admin/containers': {
        items: [container, { ...container, ID: 43, type: 'Whitelist', groupName: 'vip' }],
      },
    });
    const view = renderDashboard({ path: '/eventory/10001', session: testSession(), server });
    await screen.findByRole('heading', { name: 'Campaign summer-cup' }, { timeout: 10_000 });
    // Collapsed: the detail screen makes only its own calls until the section is opened.
    expect(view.calls.some((c) => c.path.startsWith('/v1/admin/containers'))).toBe(false);
    fireEvent.click(screen.getByText('Containers and rules'));
    const list = await screen.findByTestId('campaign-container-list');
    expect(view.calls.some((c) => c.path === '/v1/admin/containers?refID=7&type=Leaderboard')).toBe(true);
    expect(await within(list).findByText('vip')).toBeTruthy();
    fireEvent.click(within(list).getByRole('link', { name: 'Container #42' }));
    expect(await title()).toBeTruthy();
  });
});
