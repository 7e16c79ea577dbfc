import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { LeaderboardPage, LeaderboardRow } from '@eventory/domain/leaderboard-read';
import type { TrackingEvent } from '@eventory/domain/tracking';
import { catalogue } from '../catalogue.ts';
import type { PersonalRank } from '@eventory/domain/ranking-read';
import type { DataClient } from '../data/data-client.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker } from '../tracking/tracker.ts';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession, type VisitorSession } from '../visitor/visitor-session.ts';

const REGIONS = ['TW', 'JP', 'HK', 'SG', 'MY'];
const makeRow = (i: number): LeaderboardRow => ({
  rank: i + 1,
  score: 100_000 - i,
  userInfo: {
    userID: `user-${i}`,
    displayName: `User ${i}`,
    region: REGIONS[i % REGIONS.length]!,
    openID: i === 3 ? 'luna_chen' : `fan_${i}`,
    picture: '',
  },
  meta: {},
});

/** A data client over an in-memory board, paged by numeric cursors. */
function fakeClient(rows: LeaderboardRow[], extra: Partial<DataClient> = {}) {
  const getLeaderboard = vi.fn<DataClient['getLeaderboard']>(async ({ count, cursor }) => {
    const start = cursor ? Number(cursor) : 0;
    const end = Math.min(rows.length, start + count);
    const page: LeaderboardPage = {
      data: rows.slice(start, end),
      nextCursor: end < rows.length ? String(end) : '',
    };
    return page;
  });
  const client: DataClient = {
    getLeaderboard,
    getBoardPage: vi.fn(async () => ({ rows: [], nextCursor: '' })),
    getContainerSummary: vi.fn(async (id) => ({
      containerID: Number(id),
      size: 0,
      totalScore: 0,
      topScore: 0,
      updatedAt: 0,
    })),
    getPersonalRank: vi.fn(async () => undefined),
    getFollowees: vi.fn(async () => ({ followeeIDs: [], nextCursor: '' })),
    validateVisitor: vi.fn(async () => ({ userID: 'viewer', exp: 0 })),
    listDemoVisitors: vi.fn(async () => []),
    demoSignIn: vi.fn(),
    ...extra,
  };
  return { client, getLeaderboard };
}

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (exp: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'viewer', exp })}.sig`;

function signedInSession(): VisitorSession {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const exp = Math.floor(Date.now() / 1000) + 3600;
  session.signIn({
    userID: 'viewer',
    email: 'ben@demo.eventory.app',
    jwtAccessToken: jwt(exp),
    accessToken: 'a',
    exp,
  });
  return session;
}

const screenNode = (
  boardProps: Record<string, unknown> = {},
  searchProps: Record<string, unknown> | undefined = {},
): BlueprintNode => ({
  type: 'Page',
  children: [
    ...(searchProps ? [{ type: 'Search', props: searchProps }] : []),
    {
      type: 'Leaderboard',
      props: { containerID: 9, autoRefresh: false, ...boardProps },
      children: [{ type: 'LeaderboardRow' }],
    },
  ],
});

const show = (node: BlueprintNode, client: DataClient, session?: VisitorSession, events?: TrackingEvent[]) =>
  render(
    <Renderer
      node={node}
      mode="runtime"
      registry={catalogue}
      locale="en_US"
      dataClient={client}
      session={session}
      tracker={
        events
          ? createTracker({
              sink: { send: (e) => void events.push(e), flush: () => {} },
              actor: () => session?.snapshot().user?.email,
              page: () => 'summer',
            })
          : undefined
      }
    />,
  );

const openIDs = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('bdi')?.textContent);

// The family's split chunk is transformed on first import; do it before the first test's timeout starts.
beforeAll(() => import('./LeaderboardFamily.ts'), 30_000);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/event/summer');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('leaderboard screen: virtualized list and paging', () => {
  it('loads all 10 pages of a 10,000-row board and keeps at most 60 row elements in the DOM', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => makeRow(i));
    const { client, getLeaderboard } = fakeClient(rows);
    show(screenNode({ count: 1000 }, undefined), client);
    await screen.findByText('fan_0');
    await act(async () => {});
    expect(getLeaderboard).toHaveBeenCalledTimes(10);
    expect(getLeaderboard.mock.calls.map((c) => c[0].cursor)).toEqual([
      '',
      '1000',
      '2000',
      '3000',
      '4000',
      '5000',
      '6000',
      '7000',
      '8000',
      '9000',
    ]);
    const items = screen.getAllByRole('listitem');
    // Each rendered row tells assistive tech the list's full size (aria-rowcount is not allowed on a list).
    expect(items[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(60);
    // The list is as tall as all rows (70 px each), so the page scrolls through them.
    expect(screen.getByRole('list').style.height).toBe(`${10_000 * 70}px`);
  });
});

describe('leaderboard screen: search', () => {
  const rows = Array.from({ length: 8 }, (_, i) => makeRow(i));

  it('filters by open ID 300 ms after typing on the plain variant and keeps the keyword in ?search=', async () => {
    const { client } = fakeClient(rows);
    show(screenNode(), client);
    await screen.findByText('fan_0');
    // The Search block renders from its own chunk, which may land after the board's first rows.
    const searchbox = await screen.findByRole('searchbox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchbox, { target: { value: 'luna' } });
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(openIDs()).toHaveLength(8);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(openIDs()).toEqual(['luna_chen']);
    expect(new URLSearchParams(window.location.search).get('search')).toBe('luna');
  });

  it('debounces 100 ms on the following variant', async () => {
    const { client } = fakeClient(rows);
    show(screenNode({}, { variant: 'following' }), client);
    await screen.findByText('fan_0');
    // The Search block renders from its own chunk, which may land after the board's first rows.
    const searchbox = await screen.findByRole('searchbox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchbox, { target: { value: 'luna' } });
    await act(async () => vi.advanceTimersByTimeAsync(99));
    expect(openIDs()).toHaveLength(8);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(openIDs()).toEqual(['luna_chen']);
  });

  it('starts from the keyword in ?search= and says when nothing matches', async () => {
    window.history.replaceState(null, '', '/event/summer?search=nobody');
    const { client } = fakeClient(rows);
    show(screenNode(), client);
    expect(await screen.findByText('No one matches "nobody"')).toBeTruthy();
    expect(((await screen.findByRole('searchbox')) as HTMLInputElement).value).toBe('nobody');
  });

  // Issue 30 §1.4: tracking always carries the page's A/B variant; the Search block's own variant is
  // searchVariant.
  it("sends a search event with the keyword, the page's A/B variant and the block's searchVariant", async () => {
    const events: TrackingEvent[] = [];
    const { client } = fakeClient(rows);
    const tracker = createTracker({
      sink: { send: (e) => void events.push(e), flush: () => {} },
      actor: () => undefined,
      page: () => 'summer',
    });
    tracker.setVariant('B');
    render(
      <Renderer
        node={screenNode({}, { variant: 'following' })}
        mode="runtime"
        registry={catalogue}
        locale="en_US"
        dataClient={client}
        tracker={tracker}
      />,
    );
    await screen.findByText('fan_0');
    // The Search block renders from its own chunk, which may land after the board's first rows.
    const searchbox = await screen.findByRole('searchbox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchbox, { target: { value: 'luna' } });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(events.find((e) => e.name === 'search')).toMatchObject({
      actor: 'guest',
      properties: { keyword: 'luna', variant: 'B', searchVariant: 'following' },
    });
    expect(events.find((e) => e.name === 'leaderboard_view')).toMatchObject({
      properties: { containerID: '9', variant: 'B' },
    });
  });

  it('sends no variant when the page has none, and the plain searchVariant', async () => {
    const events: TrackingEvent[] = [];
    const { client } = fakeClient(rows);
    show(screenNode(), client, undefined, events);
    await screen.findByText('fan_0');
    const searchbox = await screen.findByRole('searchbox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchbox, { target: { value: 'luna' } });
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(events.find((e) => e.name === 'search')?.properties).toEqual({
      keyword: 'luna',
      searchVariant: 'plain',
    });
  });
});

describe('leaderboard screen: region filter', () => {
  it('offers All, TW, JP, HK, SG, MY, MeMe and filters rows by region', async () => {
    const { client } = fakeClient(Array.from({ length: 10 }, (_, i) => makeRow(i)));
    show(screenNode({}, { withRegion: true }), client);
    await screen.findByText('fan_0');
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'TW', 'JP', 'HK', 'SG', 'MY', 'MeMe']);
    fireEvent.change(select, { target: { value: 'JP' } });
    expect(openIDs()).toEqual(['fan_1', 'fan_6']);
  });
});

describe('leaderboard screen: follower-only filter', () => {
  const rows = Array.from({ length: 6 }, (_, i) => makeRow(i));

  it('hides the toggle when nobody is signed in', async () => {
    const { client } = fakeClient(rows);
    show(screenNode(), client);
    await screen.findByText('fan_0');
    expect(screen.queryByRole('button', { name: 'Following' })).toBeNull();
  });

  it('shows only followees, loading the followee list once and then by cursor', async () => {
    const getFollowees = vi
      .fn<DataClient['getFollowees']>()
      .mockResolvedValueOnce({ followeeIDs: ['user-2'], nextCursor: 'next' })
      .mockResolvedValueOnce({ followeeIDs: ['user-4', 'someone-else'], nextCursor: '' });
    const { client } = fakeClient(rows, { getFollowees });
    show(screenNode(), client, signedInSession());
    await screen.findByText('fan_0');
    const toggle = await screen.findByRole('button', { name: 'Following' });
    fireEvent.click(toggle);
    await act(async () => {});
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(openIDs()).toEqual(['fan_2', 'fan_4']);
    expect(getFollowees.mock.calls.map((c) => c[0])).toEqual(['', 'next']);
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await act(async () => {});
    expect(getFollowees).toHaveBeenCalledTimes(2);
  });

  it('says so when the viewer follows nobody', async () => {
    const { client } = fakeClient(rows);
    show(screenNode(), client, signedInSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByText("You don't follow anyone yet")).toBeTruthy();
  });

  it('says so when no followee is on the board', async () => {
    const getFollowees = vi.fn(async () => ({ followeeIDs: ['stranger'], nextCursor: '' }));
    const { client } = fakeClient(rows, { getFollowees });
    show(screenNode(), client, signedInSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByText('No one you follow is on the board yet')).toBeTruthy();
  });
});

describe('personal rank bar', () => {
  const rows = Array.from({ length: 3 }, (_, i) => makeRow(i));
  const personal: PersonalRank = {
    rank: 7,
    score: 1200,
    nextScore: 1500,
    userInfo: { userID: 'viewer', displayName: 'Ben Ho', region: 'TW', openID: 'benho88', picture: '' },
  };

  it('shows rank, open ID, score and the gap to the next rank for a signed-in viewer with a score', async () => {
    const getPersonalRank = vi.fn(async () => personal);
    const { client } = fakeClient(rows, { getPersonalRank });
    show(screenNode(), client, signedInSession());
    const bar = await screen.findByRole('complementary', { name: 'My rank' });
    expect(bar.style.height).toBe('72px');
    expect(within(bar).getByText('7')).toBeTruthy();
    expect(within(bar).getByText('benho88')).toBeTruthy();
    expect(within(bar).getByText('1200 pt')).toBeTruthy();
    expect(within(bar).getByText('300 more to move up')).toBeTruthy();
    expect(getPersonalRank).toHaveBeenCalledWith('9', expect.anything());
  });

  it('is not shown without a score', async () => {
    const getPersonalRank = vi.fn(async () => ({ ...personal, rank: 0, score: 0 }));
    const { client } = fakeClient(rows, { getPersonalRank });
    show(screenNode(), client, signedInSession());
    await screen.findByText('fan_0');
    await act(async () => {});
    expect(getPersonalRank).toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown and not asked for when nobody is signed in', async () => {
    const getPersonalRank = vi.fn(async () => personal);
    const { client } = fakeClient(rows, { getPersonalRank });
    show(screenNode(), client);
    await screen.findByText('fan_0');
    await act(async () => {});
    expect(getPersonalRank).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('tokenExpired modal', () => {
  it('opens when a stored session has expired, and Escape closes it', async () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    const past = Math.floor(Date.now() / 1000) - 10;
    createVisitorSession(storage).signIn({
      userID: 'viewer',
      email: '',
      jwtAccessToken: jwt(past),
      accessToken: 'a',
      exp: past,
    });
    const session = createVisitorSession(storage);
    const { client } = fakeClient([]);
    show(screenNode(), client, session);
    const dialog = screen.getByRole('dialog', { name: 'Notification' });
    expect(dialog.textContent).toContain('Your access has expired. Please close the page and try again.');
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.snapshot().user).toBeUndefined();
  });

  it('says the sign-in is not valid when the server refuses the token (401)', async () => {
    const session = signedInSession();
    const { client } = fakeClient([]);
    show(screenNode(), client, session);
    act(() => session.reportResponse(401, 'invalid token'));
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(dialog.textContent).toContain('Your sign-in is not valid. Please sign in 17LIVE again.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
