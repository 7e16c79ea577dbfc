import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { detailRoutes } from '../campaigns/test-fixtures.ts';
import { CONTAINER_PATH, container, containerRoutes, preloadContainerScreen } from './test-fixtures.ts';

const title = () =>
  screen.findByRole('heading', { name: 'Container #42 (Leaderboard)' }, { timeout: 10_000 });

describe('container screen writes', () => {
  beforeAll(preloadContainerScreen, 60_000);

  it('saves the group name and settings, and asks before deleting the container', async () => {
    const server = fakeServer({
      ...detailRoutes(),
      ...containerRoutes({
        'PATCH /v1/admin/containers/42': (call: { body: unknown }) =>
          json({ ...container, ...(call.body as object), updateTime: 2 }),
        'DELETE /v1/admin/containers/42': { ID: 42 },
      }),
    });
    const view = renderDashboard({
      path: CONTAINER_PATH,
      session: testSession(),
      server,
      showLocation: true,
    });
    await title();
    const form = screen.getByTestId('container-form');
    const save = within(form).getByRole('button', { name: 'Save' });
    fireEvent.change(within(form).getByLabelText('Settings (JSON)'), { target: { value: '[1]' } });
    expect(await within(form).findByText('Write a JSON object, for example {}.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(form).getByLabelText('Settings (JSON)'), {
      target: { value: '{"name": "Top"}' },
    });
    fireEvent.change(within(form).getByLabelText('Group name'), { target: { value: ' main-2 ' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Container #42 saved.')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      groupName: 'main-2',
      meta: { name: 'Top' },
    });

    fireEvent.click(screen.getByRole('button', { name: /Delete container/ }));
    expect(await screen.findByText('Delete container #42? Its records stay for snapshots.')).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Container #42 deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/eventory/10001'));
  });

  it('creates a group aggregator from pasted teams, and asks before deleting one', async () => {
    const existing = {
      ID: 8,
      srcContainerID: 42,
      targetContainerID: 50,
      kind: 'sum',
      createTime: 1,
      updateTime: 1,
    };
    const server = fakeServer(
      containerRoutes({
        'GET /v1/admin/aggregators': (call: { path: string }) =>
          json({ items: call.path.includes('srcContainerID=42') ? [existing] : [] }),
        'POST /v1/admin/aggregators': (call: { body: unknown }) =>
          json({ ID: 9, createTime: 2, updateTime: 2, ...(call.body as object) }),
        'DELETE /v1/admin/aggregators/8': { ID: 8 },
      }),
    );
    const view = renderDashboard({
      path: `${CONTAINER_PATH}?tab=aggregators`,
      session: testSession(),
      server,
    });
    await title();
    expect(await within(await screen.findByTestId('aggregators-from')).findByText('50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add aggregator/ }));
    const form = await screen.findByTestId('aggregator-form');
    fireEvent.change(within(form).getByLabelText('Target container'), { target: { value: '42' } });
    expect(await within(form).findByText('A container cannot aggregate into itself.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Target container'), { target: { value: '60' } });
    fireEvent.mouseDown(within(form).getByLabelText('Aggregation'));
    fireEvent.click(await screen.findByTitle('Sum per team'));
    const teams = await within(form).findByLabelText('Teams');
    fireEvent.change(teams, { target: { value: 'red: alice, bob\nred: carol' } });
    expect(
      await within(form).findByText('Write one team per line as "team: member1, member2", each team once.'),
    ).toBeTruthy();
    fireEvent.change(teams, { target: { value: 'red: alice, bob\nblue: carol' } });
    const save = within(form).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Aggregator created.')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      srcContainerID: 42,
      targetContainerID: 60,
      kind: 'group',
      teams: { red: ['alice', 'bob'], blue: ['carol'] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete aggregator #8' }));
    expect(
      await screen.findByText('Delete aggregator #8? The target keeps what it has summed.'),
    ).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Aggregator #8 deleted.')).toBeTruthy();
  });

  it('is translated and laid out right-to-left in Arabic', async () => {
    renderDashboard({
      path: CONTAINER_PATH,
      session: testSession(),
      locale: 'ar',
      server: fakeServer(containerRoutes()),
    });
    expect(
      await screen.findByRole('heading', { name: 'الحاوية #42 (Leaderboard)' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('tab', { name: 'المقيّمات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /تفريغ الحاوية/ })).toBeTruthy();
    expect(document.querySelector('.ant-tabs-rtl')).not.toBeNull();
  });
});
