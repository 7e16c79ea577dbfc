import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PageDocument } from '@eventory/domain/blueprint';
import { fakeServer, json, renderDashboard, renderScreen, testSession } from '../app/testing.tsx';
import EventoryClient from './EventoryClient.tsx';

const page: PageDocument = {
  codeName: 'summer-cup',
  campaignID: 10001,
  pageType: 'Normal',
  title: 'Summer Cup',
  blueprint: {
    type: 'Page',
    props: { title: 'Summer Cup' },
    children: [
      { type: 'Title', props: { text: 'Welcome to the Summer Cup' } },
      {
        type: 'Leaderboard',
        props: { containerID: 11, title: 'Top fans' },
        children: [{ type: 'LeaderboardRow' }],
      },
    ],
  },
  references: {},
  translations: {},
  startTime: 1_700_000_000,
  endTime: 1_900_000_000,
};

afterEach(() => vi.unstubAllGlobals());

describe('client view (/eventory-client)', () => {
  it("renders the campaign's page in editor mode, read-only, without sidebar or top bar, sending nothing", async () => {
    // The blocks' own data client would use the global fetch: editor mode must never call it.
    const blockFetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', blockFetch);
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/page': page });
    const view = renderDashboard({
      path: '/eventory-client?campaignId=10001',
      session: testSession(),
      server,
    });
    expect(
      await screen.findByRole('heading', { name: 'Page of summer-cup, as its author sees it' }),
    ).toBeTruthy();
    const frame = screen.getByRole('region', { name: 'The page in editor mode' });
    expect(await within(frame).findByText('Welcome to the Summer Cup', {}, { timeout: 15_000 })).toBeTruthy();
    // The leaderboard shows its editor-mode placeholder rows instead of fetching the ranking.
    expect(await within(frame).findByText('streamer_1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/Read-only, in editor mode/).textContent).toContain('/event/summer-cup');
    // Issue 30 §3.5: the page title stays the dashboard's ("{screen} - Event Dashboard"), not the page's.
    expect(document.title).toBe('Eventory Client - Event Dashboard');
    expect(screen.getByRole('link', { name: 'Open the event page' }).getAttribute('href')).toBe(
      '/event/summer-cup',
    );
    expect(screen.queryByRole('navigation', { name: /menu/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SignOut' })).toBeNull();
    expect(view.calls.map((c) => c.path)).toEqual(['/v1/admin/campaigns/10001/page']);
    expect(blockFetch).not.toHaveBeenCalled();
  });

  it('shows loading, then what went wrong with a retry that loads again', async () => {
    let fail = true;
    const server = fakeServer({
      'GET /v1/admin/campaigns/10001/page': () =>
        fail ? json({ errorCode: 'INTERNAL', errorMessage: 'database is down' }, 503) : json(page),
    });
    renderScreen(<EventoryClient />, {
      route: '/eventory-client',
      path: '/eventory-client?campaignId=10001',
      session: testSession(),
      server,
    });
    expect(await screen.findByText('Loading the page…')).toBeTruthy();
    expect(await screen.findByText(/The page could not be loaded: /, {}, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Page of summer-cup, as its author sees it' }),
    ).toBeTruthy();
  });

  it('says an unknown campaign was not found', async () => {
    const server = fakeServer({
      'GET /v1/admin/campaigns/404/page': json(
        { errorCode: 'NOT_FOUND', errorMessage: 'Campaign 404 was not found.' },
        404,
      ),
    });
    renderScreen(<EventoryClient />, {
      route: '/eventory-client',
      path: '/eventory-client?campaignId=404',
      session: testSession(),
      server,
    });
    expect(await screen.findByText(/Campaign 404 was not found. Check the id/)).toBeTruthy();
  });

  it('asks for a campaign when none is given, then opens its page', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/page': page });
    renderScreen(<EventoryClient />, {
      route: '/eventory-client',
      path: '/eventory-client',
      session: testSession(),
      server,
      showLocation: true,
    });
    fireEvent.change(await screen.findByLabelText('Campaign id'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(
      await screen.findByRole('heading', { name: 'Page of summer-cup, as its author sees it' }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/eventory-client?campaignId=10001');
  });

  it('speaks Japanese', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/page': page });
    renderScreen(<EventoryClient />, {
      route: '/eventory-client',
      path: '/eventory-client?campaignId=10001',
      session: testSession(),
      server,
      locale: 'ja',
    });
    expect(await screen.findByRole('heading', { name: 'summer-cup のページ（作成者の視点）' })).toBeTruthy();
  });
});
