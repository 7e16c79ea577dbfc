import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PageDocument } from '@eventory/domain/blueprint';
import { catalogue } from '@eventory/blocks/catalogue';
import {
  createHttpDataClient,
  createSafeStorage,
  createTracker,
  createVisitorSession,
  silentTracker,
} from '@eventory/blocks/runtime';
import type { TrackingEvent } from '@eventory/domain/tracking';
import { EventPageApp } from './EventPageApp.tsx';

const pageDocument: PageDocument = {
  codeName: 'summer',
  campaignID: 1,
  pageType: 'Normal',
  title: 'Summer Gift Battle',
  blueprint: {
    type: 'Page',
    children: [
      { type: 'Title', props: { text: 'Top streamers' } },
      { type: 'Leaderboard', props: { containerID: 3 }, children: [{ type: 'LeaderboardRow' }] },
    ],
  },
  references: {},
  translations: {},
  startTime: 0,
  endTime: 0,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

// The board's split chunk is transformed on first import; do it before the first test's timeout starts.
beforeAll(() => catalogue.get('Leaderboard')?.definition.load?.(), 30_000);
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EventPageApp', () => {
  it("shows the '404 not found!' banner with broken hearts for an unknown code name", async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      json({ errorCode: 'NOT_FOUND', errorMessage: 'nope' }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<EventPageApp codeName="nope" locale="zh_TW" />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('404 not found!');
    expect(banner.textContent).toContain('💔');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/pages/nope');
  });

  it('shows the not-found screen without asking the server when the path has no code name', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<EventPageApp codeName={undefined} locale="en_US" />);
    expect(screen.getByRole('alert').textContent).toContain('404 not found!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the page loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(<EventPageApp codeName="summer" locale="en_US" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('shows a friendly error with a retry button on a network error', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(pageDocument))
      .mockResolvedValue(json({ data: [], nextCursor: '' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<EventPageApp codeName="summer" locale="en_US" />);
    expect(
      await screen.findByText("We couldn't load this page. Check your connection and try again."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Top streamers')).toBeTruthy();
  });

  it("renders the page's blueprint with the campaign title and the ranking", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/v1/public/pages/')
          ? json(pageDocument)
          : json({
              data: [
                {
                  rank: 1,
                  score: 100,
                  userInfo: { userID: 'u1', displayName: 'Ann', region: 'TW', openID: 'ann17', picture: '' },
                  meta: {},
                },
              ],
              nextCursor: '',
            }),
      ),
    );
    render(<EventPageApp codeName="summer" locale="zh_TW" />);
    expect(await screen.findByText('ann17')).toBeTruthy();
    expect(screen.getByText('100 pt')).toBeTruthy();
    expect(document.title).toBe('Summer Gift Battle');
  });

  it("shows a block's dictionary text in the viewer's locale (en_US, ar right to left)", async () => {
    const withTexts: PageDocument = {
      ...pageDocument,
      blueprint: { type: 'Page', children: [{ type: 'Title', props: { text: '{{heading}}' } }] },
      translations: {
        zh_TW: { heading: '夏日盃' },
        en_US: { heading: 'Summer Cup' },
        ar: { heading: 'كأس الصيف' },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(withTexts)),
    );
    const english = render(<EventPageApp codeName="summer" locale="en_US" />);
    expect(await screen.findByRole('heading', { name: 'Summer Cup' })).toBeTruthy();
    english.unmount();
    render(<EventPageApp codeName="summer" locale="ar" />);
    expect(await screen.findByRole('heading', { name: 'كأس الصيف' })).toBeTruthy();
  });
});

describe('EventPageApp visitor session', () => {
  it('checks a stored sign-in with GET /api/v1/cube/auth/validate and signs out on 401 with the tokenExpired modal', async () => {
    const session = createVisitorSession(createSafeStorage(() => undefined));
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    session.signIn({
      userID: 'u1',
      email: '',
      jwtAccessToken: `${b64({})}.${b64({ exp })}.s`,
      accessToken: 'a',
      exp,
    });
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/v1/cube/auth/validate'
        ? json({ errorCode: 'UNAUTHENTICATED', errorMessage: 'token invalid' }, 401)
        : url.startsWith('/api/v1/public/pages/')
          ? json(pageDocument)
          : json({ data: [], nextCursor: '' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <EventPageApp
        codeName="summer"
        locale="en_US"
        session={session}
        dataClient={createHttpDataClient({ session })}
        tracker={silentTracker}
        demoSignIn={false}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Notification' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/cube/auth/validate')).toBe(true);
    expect(session.snapshot().user).toBeUndefined();
  });

  it("asks for the viewer's A/B variant by user id and sends that variant with every tracking event", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/v1/public/pages/')
        ? json({ ...pageDocument, variant: 'B' })
        : json({ data: [], nextCursor: '' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: TrackingEvent[] = [];
    const tracker = createTracker({
      sink: { send: (e) => void events.push(e), flush: () => {} },
      actor: () => undefined,
      page: () => 'summer',
    });
    const session = createVisitorSession(createSafeStorage(() => undefined));
    render(
      <EventPageApp
        codeName="summer"
        locale="en_US"
        session={session}
        dataClient={createHttpDataClient({ session })}
        tracker={tracker}
        demoSignIn={false}
        userID="viewer 7"
      />,
    );
    expect(await screen.findByText('Top streamers')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/pages/summer?userID=viewer%207');
    await vi.waitFor(() => expect(events.some((e) => e.name === 'page_enter')).toBe(true));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.properties.variant === 'B')).toBe(true);
  });
});
