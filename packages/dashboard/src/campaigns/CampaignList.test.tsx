import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { campaign, detailRoutes, preloadCampaignScreens } from './test-fixtures.ts';

const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v1/admin/campaigns?'));
const queryOf = (call: FetchCall | undefined) => new URL(call?.path ?? '/', 'http://localhost').searchParams;

const listed = { 'GET /v1/admin/campaigns': { events: [campaign], totalCount: 95 } };

describe('campaign list (admin spec §4 Lists)', () => {
  beforeAll(preloadCampaignScreens, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads 20 campaigns from offset 0 by default', async () => {
    const view = renderDashboard({ path: '/eventory', session: testSession(), server: fakeServer(listed) });
    await screen.findByText('Summer Cup');
    const query = queryOf(listCalls(view.calls)[0]);
    expect(query.get('limit')).toBe('20');
    expect(query.get('offset')).toBe('0');
  });

  it('reads filters and page from the URL, and shows page = offset/limit + 1', async () => {
    const view = renderDashboard({
      path: '/eventory?codeName=cup&designName=blue&regions=TW,JP&showEnded=true&limit=20&offset=40',
      session: testSession(),
      server: fakeServer(listed),
    });
    await screen.findByText('Summer Cup');
    const query = queryOf(listCalls(view.calls)[0]);
    expect(Object.fromEntries(query)).toEqual({
      limit: '20',
      offset: '40',
      codeName: 'cup',
      designName: 'blue',
      regions: 'TW,JP',
      showEnded: 'true',
    });
    const filters = screen.getByTestId('campaign-filters');
    expect(within(filters).getByLabelText('Filter by code name')).toHaveProperty('value', 'cup');
    expect(within(filters).getByRole('switch', { name: 'Show ended' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // 40 / 20 + 1 = page 3
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('3');
  });

  it('moves to a page by setting offset = (page-1)*limit in the URL', async () => {
    const view = renderDashboard({
      path: '/eventory',
      session: testSession(),
      server: fakeServer(listed),
      showLocation: true,
    });
    await screen.findByText('Summer Cup');
    fireEvent.click(screen.getByTitle('4'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/eventory?offset=60'));
    await waitFor(() => expect(queryOf(listCalls(view.calls).at(-1)).get('offset')).toBe('60'));
  });

  it('resets the offset to 0 and reloads 500 ms after a filter changes, with the filter in the URL', async () => {
    const view = renderDashboard({
      path: '/eventory?offset=40',
      session: testSession(),
      server: fakeServer(listed),
      showLocation: true,
    });
    await screen.findByText('Summer Cup');
    expect(listCalls(view.calls)).toHaveLength(1);

    vi.useFakeTimers();
    const filters = screen.getByTestId('campaign-filters');
    fireEvent.change(within(filters).getByLabelText('Filter by code name'), {
      target: { value: ' summer ' },
    });
    act(() => vi.advanceTimersByTime(499));
    expect(listCalls(view.calls)).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/eventory?offset=40');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/eventory?codeName=summer');
    expect(listCalls(view.calls)).toHaveLength(2);
    expect(Object.fromEntries(queryOf(listCalls(view.calls)[1]))).toEqual({
      limit: '20',
      offset: '0',
      codeName: 'summer',
    });
  });

  it('waits for the last of several quick changes (one reload, not one per keystroke)', async () => {
    const view = renderDashboard({ path: '/eventory', session: testSession(), server: fakeServer(listed) });
    await screen.findByText('Summer Cup');
    vi.useFakeTimers();
    const input = within(screen.getByTestId('campaign-filters')).getByLabelText('Filter by code name');
    for (const value of ['s', 'su', 'sum']) {
      fireEvent.change(input, { target: { value } });
      act(() => vi.advanceTimersByTime(300));
    }
    expect(listCalls(view.calls)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(listCalls(view.calls)).toHaveLength(2);
    expect(queryOf(listCalls(view.calls)[1]).get('codeName')).toBe('sum');
  });

  it('resets the offset when the page limit changes', async () => {
    const view = renderDashboard({
      path: '/eventory?offset=40',
      session: testSession(),
      server: fakeServer(listed),
      showLocation: true,
    });
    await screen.findByText('Summer Cup');
    fireEvent.mouseDown(within(screen.getByTestId('campaign-filters')).getByLabelText('Per page'));
    fireEvent.click(await screen.findByTitle('50'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/eventory?limit=50'), {
      timeout: 3000,
    });
    await waitFor(() =>
      expect(Object.fromEntries(queryOf(listCalls(view.calls).at(-1)))).toEqual({ limit: '50', offset: '0' }),
    );
  });

  it('cancels an outdated request and shows nothing for it', async () => {
    const base = fakeServer({
      'GET /v1/admin/campaigns': (call) =>
        call.path.includes('codeName=old')
          ? new Promise<Response>(() => {})
          : json({ events: [campaign], totalCount: 1 }),
    });
    const signals: (AbortSignal | null | undefined)[] = [];
    const server = {
      ...base,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/campaigns?')) signals.push(init?.signal);
        return base.fetch(input, init);
      }) as typeof fetch,
    };
    renderDashboard({ path: '/eventory?codeName=old', session: testSession(), server });
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.change(within(screen.getByTestId('campaign-filters')).getByLabelText('Filter by code name'), {
      target: { value: 'new' },
    });
    expect(await screen.findByText('Summer Cup')).toBeTruthy();
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.queryByText('Error!')).toBeNull();
  });

  it('says what to do when no campaign matches', async () => {
    renderDashboard({
      path: '/eventory',
      session: testSession(),
      server: fakeServer({ 'GET /v1/admin/campaigns': { events: [], totalCount: 0 } }),
    });
    expect(await screen.findByText(/Create one with the form above/)).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    renderDashboard({
      path: '/eventory',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/campaigns': () =>
          fail
            ? json({ errorCode: 'DOWN', errorMessage: 'down' }, 503)
            : json({ events: [campaign], totalCount: 1 }),
      }),
    });
    // The first error toast renders slowly on a busy machine.
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Summer Cup')).toBeTruthy();
  });
});

describe('campaign import (admin spec §7 POST campaigns/import)', () => {
  beforeAll(preloadCampaignScreens, 60_000);

  async function importFile(server: ReturnType<typeof fakeServer>, content: string) {
    const view = renderDashboard({ path: '/eventory', session: testSession(), server });
    fireEvent.click(await screen.findByTestId('import-button'));
    const dialog = await screen.findByRole('dialog');
    const file = new File([content], 'summer-cup.eventory.json', { type: 'application/json' });
    fireEvent.change(within(dialog).getByLabelText('Campaign file (.json, from Export)'), {
      target: { files: [file] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    return { view, dialog };
  }

  it('lists every problem of a refused document', async () => {
    const server = fakeServer({
      ...listed,
      'POST /v1/admin/campaigns/import': json(
        {
          errorCode: 'INVALID_DOCUMENT',
          errorMessage: 'The document has 2 problems.',
          problems: [
            { field: 'campaign.codeName', message: 'codeName is required' },
            { field: 'leaderboards.0.startTime', message: 'startTime must be a number' },
          ],
        },
        400,
      ),
    });
    const { view, dialog } = await importFile(server, JSON.stringify({ version: 1 }));
    const list = await within(dialog).findByTestId('import-problems');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'campaign.codeName codeName is required',
      'leaderboards.0.startTime startTime must be a number',
    ]);
    expect(view.calls.find((c) => c.path === '/v1/admin/campaigns/import')?.body).toEqual({
      document: { version: 1 },
    });
  });

  it('opens the imported campaign', async () => {
    const server = fakeServer({
      ...listed,
      ...detailRoutes(),
      'POST /v1/admin/campaigns/import': json({ ID: 10001 }, 201),
    });
    await importFile(server, JSON.stringify({ version: 1 }));
    expect(await screen.findByRole('heading', { name: 'Campaign summer-cup' })).toBeTruthy();
  });

  it('refuses a file that is not JSON without calling the server', async () => {
    const server = fakeServer(listed);
    const { view, dialog } = await importFile(server, 'not json');
    expect(await within(dialog).findByText('The file is not valid JSON.')).toBeTruthy();
    expect(view.calls.some((c) => c.path === '/v1/admin/campaigns/import')).toBe(false);
  });

  it('is disabled for a ViewOnly user', async () => {
    renderDashboard({
      path: '/eventory',
      session: testSession({ roles: ['ViewOnly'] }),
      server: fakeServer(listed),
    });
    expect((await screen.findByTestId('import-button')).hasAttribute('disabled')).toBe(true);
  });
});
