import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeServer,
  json,
  renderDashboard,
  renderScreen,
  testSession,
  type FetchCall,
} from '../app/testing.tsx';
import CampaignDetail from './CampaignDetail.tsx';
import { campaign, detailRoutes, leaderboard } from './test-fixtures.ts';

const heading = () => screen.findByRole('heading', { name: 'Campaign summer-cup' }, { timeout: 10_000 });

// The detail screen is the heaviest of the dashboard: on a busy machine one test can take 20 s.
describe('campaign detail (/eventory/{id})', () => {
  it('issues the campaign, leaderboards and last-edit calls in parallel and shows them together', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes = detailRoutes();
    const held = (path: keyof typeof routes) => async () => {
      await gate;
      return json(routes[path]);
    };
    const server = fakeServer({
      ...routes,
      'GET /v1/admin/campaigns/10001': held('GET /v1/admin/campaigns/10001'),
      'GET /v1/admin/campaigns/10001/leaderboards': held('GET /v1/admin/campaigns/10001/leaderboards'),
      'GET /v1/admin/campaigns/10001/last-edit': held('GET /v1/admin/campaigns/10001/last-edit'),
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    // All three are in flight before any has answered.
    await waitFor(() =>
      expect(view.calls.map((c) => c.path)).toEqual(
        expect.arrayContaining([
          '/v1/admin/campaigns/10001',
          '/v1/admin/campaigns/10001/leaderboards',
          '/v1/admin/campaigns/10001/last-edit',
        ]),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Campaign summer-cup' })).toBeNull();
    release();
    expect(await heading()).toBeTruthy();
    expect(screen.getByTestId('campaign-last-edit').textContent).toMatch(
      /^Last edited by ops\.lead@eventory\.test on .+ \(update of campaigns\)$/,
    );
    expect(within(screen.getByTestId('leaderboard-list')).getByText('main')).toBeTruthy();
    // Issue 30 §3.5: the page title names the campaign ("{screen} - Event Dashboard"), not "Campaigns".
    await waitFor(() => expect(document.title).toBe(`${campaign.name} - Event Dashboard`));
  });

  it('updates the campaign and says "Update Campaign: {code} success!"', async () => {
    const server = fakeServer({
      ...detailRoutes(),
      'PATCH /v1/admin/campaigns/10001': (call) =>
        json({ ...campaign, ...(call.body as object), updateTime: 2 }),
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    await heading();
    const form = screen.getByTestId('campaign-edit-form');
    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true); // not edited yet
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Summer Cup 2026' } });
    fireEvent.change(within(form).getByLabelText('Theme length'), { target: { value: '12px' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Update Campaign: summer-cup success!')).toBeTruthy();
    expect(screen.getByText('Success!')).toBeTruthy();
    const patch = view.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Summer Cup 2026',
      codeName: 'summer-cup',
      theme: { length: '12px' },
    });
  });

  it('refuses a theme length that is not a number followed by px, em, %, vh or vw', async () => {
    renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server: fakeServer(detailRoutes()),
    });
    await heading();
    const form = screen.getByTestId('campaign-edit-form');
    fireEvent.change(within(form).getByLabelText('Theme length'), { target: { value: '12pt' } });
    expect(
      await within(form).findByText('Use a number followed by px, em, %, vh or vw, for example 12px.'),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows "{field} is required" only once the form is touched', async () => {
    renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server: fakeServer(detailRoutes()),
    });
    await heading();
    const form = screen.getByTestId('campaign-edit-form');
    expect(within(form).queryByText('Campaign name is required')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: '' } });
    expect(await within(form).findByText('Campaign name is required')).toBeTruthy();
  });

  it('copies the campaign under a new code name and opens the copy', async () => {
    const copy = { ...campaign, ID: 10002, codeName: 'summer-cup-2' };
    const server = fakeServer({
      ...detailRoutes(),
      'POST /v1/admin/campaigns/10001/copy': json({ ID: 10002 }, 201),
      'GET /v1/admin/campaigns/10002': copy,
      'GET /v1/admin/campaigns/10002/leaderboards': [],
      'GET /v1/admin/campaigns/10002/last-edit': json(null),
      'GET /v1/admin/campaigns/10002/translations': [],
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    await heading();
    fireEvent.click(screen.getByTestId('copy-button'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New code name'), { target: { value: 'summer-cup-2' } });
    const submit = within(dialog).getByRole('button', { name: 'Copy' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    expect(
      await screen.findByRole('heading', { name: 'Campaign summer-cup-2' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(view.calls.find((c) => c.path === '/v1/admin/campaigns/10001/copy')?.body).toEqual({
      codeName: 'summer-cup-2',
    });
    expect(screen.getByText('No edits recorded yet.')).toBeTruthy();
  });

  it('exports the campaign as {codeName}.eventory.json', async () => {
    const document = { version: 1, campaign: { codeName: 'summer-cup' } };
    const saved: { name: string; type: string }[] = [];
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    };
    try {
      const server = fakeServer({ ...detailRoutes(), 'POST /v1/admin/campaigns/10001/export': document });
      renderScreen(<CampaignDetail />, {
        route: '/eventory/:campaignId',
        path: '/eventory/10001',
        session: testSession(),
        server,
      });
      await heading();
      fireEvent.click(screen.getByTestId('export-button'));
      await waitFor(() =>
        expect(saved).toEqual([{ name: 'summer-cup.eventory.json', type: 'application/json' }]),
      );
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('edits a leaderboard, taking pasted gift IDs one per line', async () => {
    const server = fakeServer({
      ...detailRoutes(),
      'PATCH /v1/admin/leaderboards/7': (call) => json({ ...leaderboard, ...(call.body as object) }),
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit main' }));
    const form = await screen.findByTestId('leaderboard-edit-form');
    const first = within(form).getByLabelText('Gift IDs #1');
    fireEvent.change(first, { target: { value: '10' } });
    fireEvent.paste(first, { clipboardData: { getData: () => '1 \n\n 102\n103' } });
    expect(within(form).getByLabelText('Gift IDs #1')).toHaveProperty('value', '101');
    expect(within(form).getByLabelText('Gift IDs #2')).toHaveProperty('value', '102');
    expect(within(form).getByLabelText('Gift IDs #3')).toHaveProperty('value', '103');
    fireEvent.change(within(form).getByLabelText('Design name'), { target: { value: ' blue ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Leaderboard: main success!')).toBeTruthy();
    expect(view.calls.find((c: FetchCall) => c.method === 'PATCH')?.body).toEqual({
      groupName: 'main',
      designName: 'blue',
      giftIDsForAnalyzing: ['101', '102', '103'],
      startTime: leaderboard.startTime,
      endTime: leaderboard.endTime,
    });
  });

  it('deletes a leaderboard only after confirming', async () => {
    const server = fakeServer({ ...detailRoutes(), 'DELETE /v1/admin/leaderboards/7': json({ ok: true }) });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete main' }));
    expect(await screen.findByText('Delete leaderboard main? It will be hidden from lists.')).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deleted leaderboard main.')).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/admin/leaderboards/7')).toBe(true);
  });

  it('saves the init arrangement container IDs', async () => {
    const server = fakeServer({
      ...detailRoutes(),
      'GET /v1/admin/leaderboards/7/initArrangement': { containerIDs: [5] },
      'PUT /v1/admin/leaderboards/7/initArrangement': (call) => json(call.body),
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Init arrangement' }));
    const form = await screen.findByTestId('init-arrangement-form');
    // The first pasted line joins the entry pasted into, so paste into a new, empty entry.
    fireEvent.click(within(form).getByRole('button', { name: /Add to Container IDs/ }));
    fireEvent.paste(within(form).getByLabelText('Container IDs #2'), {
      clipboardData: { getData: () => '\n6\n7' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the init arrangement of main.')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({ containerIDs: [5, 6, 7] });
  });

  it('saves translations without empty values and deletes a key after confirming', async () => {
    const server = fakeServer({
      ...detailRoutes({
        'GET /v1/admin/campaigns/10001/translations': [
          { key: 'title', translations: [{ locale: 'en_US', value: 'Summer' }] },
        ],
      }),
      'PUT /v1/admin/campaigns/10001/translations': json({ ok: true }),
      'DELETE /v1/admin/campaigns/10001/translations/title': json({ ok: true }),
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    await heading();
    const editor = screen.getByTestId('translations-editor');
    const zh = await within(editor).findByLabelText('title in 繁體中文（台灣）');
    fireEvent.change(zh, { target: { value: '夏日' } });
    fireEvent.change(within(editor).getByLabelText('New translation key'), { target: { value: 'empty' } });
    fireEvent.click(within(editor).getByRole('button', { name: /Add key/ }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save translations' }));
    expect(await screen.findByText('Translations saved.')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      keys: [
        {
          key: 'title',
          translations: [
            { locale: 'zh_TW', value: '夏日' },
            { locale: 'en_US', value: 'Summer' },
          ],
        },
      ],
    });

    fireEvent.click(within(editor).getByRole('button', { name: 'Delete key title' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(view.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/translations/title'))).toBe(
        true,
      ),
    );
  });

  it('creates a tag in the tag manager', async () => {
    const server = fakeServer({
      ...detailRoutes(),
      'POST /v1/admin/tags': json({ ID: 2, name: 'vip', color: 'red' }, 201),
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: /Create tag/ }));
    const form = await screen.findByTestId('tag-form');
    fireEvent.change(within(form).getByLabelText('Tag name'), { target: { value: 'vip' } });
    fireEvent.change(within(form).getByLabelText('Colour'), { target: { value: 'red' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved tag vip.')).toBeTruthy();
    expect(view.calls.find((c) => c.path === '/v1/admin/tags')?.body).toEqual({ name: 'vip', color: 'red' });
  });

  it('gives a ViewOnly user no enabled write control', async () => {
    renderDashboard({
      path: '/eventory/10001',
      session: testSession({ roles: ['ViewOnly'] }),
      server: fakeServer(detailRoutes()),
    });
    await heading();
    const main = screen.getByRole('main');
    const controls = [
      ...main.querySelectorAll<HTMLElement>('button, input, textarea, [role="switch"], [role="combobox"]'),
    ];
    expect(controls.length).toBeGreaterThan(20);
    const enabled = controls.filter(
      (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
    );
    expect(enabled.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.id)).toEqual([]);
    expect(screen.getByText('You have read-only access: creating and editing are disabled.')).toBeTruthy();
  });
  it('links to the campaign diagram for a role holding the diagram permission', async () => {
    renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server: fakeServer(detailRoutes()),
    });
    await heading();
    expect(screen.getByTestId('campaign-diagram-link').getAttribute('href')).toBe(
      '/diagram?campaignId=10001',
    );
    expect(screen.getByTestId('campaign-diagram-link').textContent).toBe('Diagram');
    expect(screen.getByTestId('campaign-insight-link').getAttribute('href')).toBe(
      '/insight?campaignId=10001',
    );
    expect(screen.getByTestId('campaign-insight-link').textContent).toBe('Insight');
    expect(screen.getByTestId('campaign-client-view-link').getAttribute('href')).toBe(
      '/eventory-client?campaignId=10001',
    );
  });

  it('shows no diagram link to a role without the diagram permission', async () => {
    renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession({ roles: ['user'] }),
      server: fakeServer(detailRoutes()),
    });
    await heading();
    expect(screen.queryByTestId('campaign-diagram-link')).toBeNull();
    expect(screen.queryByTestId('campaign-insight-link')).toBeNull();
  });
});
