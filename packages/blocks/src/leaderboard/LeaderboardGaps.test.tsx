// The leaderboard gaps of issue 13 §4, each in runtime and editor mode: fetcher kinds, the summary total,
// league rows, styling rules, score display types, the bonusFetcher, the loading sprite, the score
// animation and the font auto-shrink.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { LeaderboardPage, LeaderboardRow } from '@eventory/domain/leaderboard-read';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const entry = (rank: number, userID: string, score: number, extra: Partial<LeaderboardRow> = {}) => ({
  rank,
  score,
  userInfo: { userID, displayName: userID, region: 'TW', openID: userID, picture: '' },
  onliveInfo: { streamID: 0, liveStreamID: 0 },
  meta: {},
  ...extra,
});

const json = (body: unknown) => new Response(JSON.stringify(body));

/** Routes by path: each test says what every URL answers. */
const routes = (answer: (url: URL) => unknown) =>
  vi.fn(async (url: string, _init?: RequestInit) => json(answer(new URL(url, 'http://localhost'))));

const page = (...children: BlueprintNode[]): BlueprintNode => ({ type: 'Page', children });
const board = (
  props: Record<string, unknown> = {},
  rowProps: Record<string, unknown> = {},
): BlueprintNode => ({
  type: 'Leaderboard',
  props: { containerID: 9, autoRefresh: false, personalRank: false, ...props },
  children: [{ type: 'LeaderboardRow', props: rowProps }],
});

const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);

const rowOf = (container: HTMLElement, userID: string) =>
  container.querySelector<HTMLElement>(`[data-user-id="${userID}"]`);

beforeAll(() => Promise.all([import('./LeaderboardFamily.ts'), import('./LeaderboardWidgets.ts')]), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('fetcher kinds per block', () => {
  it('a Leaderboard with fetcher mktevent:vote-3 reads the vote tally page by page', async () => {
    const fetchMock = routes((url) =>
      url.searchParams.get('cursor') === ''
        ? { data: [entry(1, 'nominee_a', 7)], nextCursor: 'p2' }
        : { data: [entry(2, 'nominee_b', 3)], nextCursor: '' },
    );
    vi.stubGlobal('fetch', fetchMock);
    show(page(board({ fetcher: 'mktevent:vote-3' })));
    expect(await screen.findByText('nominee_b')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls[0]).toBe('/leaderboards/mktevent?type=vote-3&count=100&cursor=&onliveInfo=1');
    expect(urls[1]).toContain('cursor=p2');
  });

  it('a Leaderboard fed by its fetcher alone (no container) shows the fetched rows, not the empty text', async () => {
    vi.stubGlobal(
      'fetch',
      routes(() => ({ data: [entry(1, 'nominee_a', 7)], nextCursor: '' })),
    );
    show(page(board({ containerID: '', fetcher: 'mktevent:vote-3' })));
    expect(await screen.findByText('nominee_a')).toBeTruthy();
    expect(screen.queryByText('No one is on the board yet')).toBeNull();
  });

  it('a Leaderboard with fetcher campaign-leaderboard pages find-all by offset', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const { offset } = JSON.parse(String(init?.body)) as { offset: number };
      return json({
        rows: [
          {
            rank: 0,
            amount: 100 - offset / 1000,
            userID: `u${offset}`,
            displayName: '',
            openID: `fan${offset}`,
            region: '',
            picture: '',
          },
        ],
        offset,
        total: 1001,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    show(page(board({ fetcher: 'campaign-leaderboard:container-9' })));
    expect(await screen.findByText('fan1000')).toBeTruthy();
    expect(screen.getByText('fan0')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an unknown fetcher kind shows the board’s error state with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      routes(() => ({})),
    );
    show(page(board({ fetcher: 'json-file:nowhere' })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('editor mode shows mock rows and fetches nothing, whatever the kind', async () => {
    const fetchMock = routes(() => ({}));
    vi.stubGlobal('fetch', fetchMock);
    show(page(board({ fetcher: 'voteapi:3' })), 'editor');
    expect(await screen.findByText('streamer_1')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const boardPage: LeaderboardPage = {
  data: [entry(1, 'ann', 5_400), entry(2, 'bea', 3_599), entry(3, 'cy', 100)],
  nextCursor: '',
};

describe('score display types', () => {
  it('Time shows hh:mm and Hours one floored decimal (runtime)', async () => {
    vi.stubGlobal(
      'fetch',
      routes(() => boardPage),
    );
    const { container, unmount } = show(page(board({}, { scoreType: 'Time', unit: '{0}' })));
    await screen.findByText('ann');
    expect(rowOf(container, 'ann')?.textContent).toContain('01:30');
    expect(rowOf(container, 'bea')?.textContent).toContain('00:59');
    unmount();
    const hours = show(page(board({}, { scoreType: 'Hours', unit: '{0} h' })));
    await screen.findByText('ann');
    expect(rowOf(hours.container, 'ann')?.textContent).toContain('1.5 h');
    expect(rowOf(hours.container, 'bea')?.textContent).toContain('0.9 h');
  });

  it('editor mode formats the mock scores the same way', async () => {
    const { container } = show(page(board({}, { scoreType: 'Hours', unit: '{0}' })), 'editor');
    await screen.findByText('streamer_1');
    // 125000 s = 34.7 h
    expect(rowOf(container, 'mock-user-1')?.textContent).toContain('34.7');
  });
});

describe('styling condition rules', () => {
  const rules = JSON.stringify([
    { rank: 1, score: 0, background: '#ffd700' },
    { score: 3000, color: '#ff0000' },
  ]);

  it('styles each row by the first rule it meets (runtime)', async () => {
    vi.stubGlobal(
      'fetch',
      routes(() => boardPage),
    );
    const { container } = show(page(board({}, { styleRules: rules })));
    await screen.findByText('ann');
    expect(rowOf(container, 'ann')?.style.background).toContain('rgb(255, 215, 0)');
    expect(rowOf(container, 'bea')?.style.color).toBe('rgb(255, 0, 0)');
    expect(rowOf(container, 'cy')?.style.color).toBe('');
  });

  it('styles the mock rows in editor mode', async () => {
    const { container } = show(page(board({}, { styleRules: rules })), 'editor');
    await screen.findByText('streamer_1');
    expect(rowOf(container, 'mock-user-1')?.style.background).toContain('rgb(255, 215, 0)');
    expect(rowOf(container, 'mock-user-2')?.style.color).toBe('rgb(255, 0, 0)');
  });
});

describe('league rows', () => {
  const leagues = [
    {
      name: 'Gold League',
      picture: '',
      description: 'The top ten',
      iconURL: '/gold.png',
      background: '#222222',
      leagueID: 'gold',
      score: 90,
    },
    {
      name: 'Silver League',
      picture: '',
      description: 'Next ten',
      iconURL: '',
      background: '',
      leagueID: 'silver',
      score: 50,
    },
  ];

  it('shows the name as open ID with icon, description and background, and never opens anyone', async () => {
    vi.stubGlobal(
      'fetch',
      routes(() => leagues),
    );
    const { container } = show(page(board({ isLeague: true, fetcher: 'custom:/api/leagues.json' })));
    expect(await screen.findByText('Gold League')).toBeTruthy();
    expect(screen.getByText('The top ten')).toBeTruthy();
    const gold = rowOf(container, 'gold');
    expect(gold?.dataset.league).toBe('true');
    expect(gold?.style.background).toContain('rgb(34, 34, 34)');
    expect(gold?.querySelector('img[src="/gold.png"]')).toBeTruthy();
    expect(gold?.querySelector('button')).toBeNull();
  });

  it('editor mode marks the mock rows as leagues', async () => {
    const { container } = show(page(board({ isLeague: true })), 'editor');
    await screen.findByText('streamer_1');
    expect(rowOf(container, 'mock-user-1')?.dataset.league).toBe('true');
  });
});

describe('bonusFetcher', () => {
  it('shows each row’s bonus from the bonus board (runtime)', async () => {
    vi.stubGlobal(
      'fetch',
      routes((url) =>
        url.searchParams.get('containerID') === '77'
          ? { data: [entry(1, 'bea', 250)], nextCursor: '' }
          : boardPage,
      ),
    );
    const { container } = show(page(board({ bonusFetcher: 'eventory:77' })));
    await waitFor(() => expect(rowOf(container, 'bea')?.textContent).toContain('250 bonus'));
    expect(rowOf(container, 'ann')?.textContent).not.toContain('bonus');
  });

  it('editor mode always shows a mock bonus', async () => {
    const { container } = show(page(board({ bonusFetcher: 'eventory:77' })), 'editor');
    await screen.findByText('streamer_1');
    expect(rowOf(container, 'mock-user-1')?.textContent).toContain('12.5k bonus');
  });
});

describe('loading sprite', () => {
  it('replaces the placeholder rows while a board with loadingSprite loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { container } = show(page(board({ loadingSprite: true })));
    expect(await screen.findByRole('status', { name: 'Loading the ranking…' })).toBeTruthy();
    expect(container.querySelector('[data-frame]')).toBeTruthy();
  });
});

describe('font auto-shrink', () => {
  // jsdom has no layout: a name is 10 px wide per font pixel in a 140 px box.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return (parseFloat(this.style.fontSize) || 16) * 10;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(140);
  });

  it('shrinks an overflowing name by 1 px steps until it fits (runtime)', async () => {
    vi.stubGlobal(
      'fetch',
      routes(() => ({ data: [entry(1, 'a_very_long_open_id', 1)], nextCursor: '' })),
    );
    show(page(board()));
    const name = await screen.findByText('a_very_long_open_id');
    expect((name.parentElement as HTMLElement).style.fontSize).toBe('14px');
  });

  it('never goes below 12 px, in editor mode too', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(50);
    show(page(board()), 'editor');
    const name = await screen.findByText('streamer_1');
    expect((name.parentElement as HTMLElement).style.fontSize).toBe('12px');
  });

  it('leaves the stylesheet’s size when the name fits or auto-shrink is off', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(50);
    show(page(board({}, { autoShrink: false })), 'editor');
    const name = await screen.findByText('streamer_1');
    expect((name.parentElement as HTMLElement).style.fontSize).toBe('');
  });
});

describe('daily tab fetcher', () => {
  it("reads the active day's own fetcher kind", async () => {
    const fetchMock = routes((url) =>
      url.pathname === '/leaderboards/mktevent'
        ? { data: [entry(1, 'day_two_fan', 4)], nextCursor: '' }
        : { data: [entry(1, 'day_one_fan', 9)], nextCursor: '' },
    );
    vi.stubGlobal('fetch', fetchMock);
    show(
      page({
        type: 'DailyLeaderboard',
        children: [
          {
            type: 'DailyTabs',
            children: [
              { type: 'DailyTab', props: { text: 'Day 1', startTime: 1_700_000_000, containerID: '11' } },
              {
                type: 'DailyTab',
                props: { text: 'Day 2', startTime: 1_700_086_400, fetcher: 'mktevent:vote-4' },
              },
            ],
          },
          board({ containerID: 99 }),
        ],
      }),
    );
    expect(await screen.findByText('day_one_fan')).toBeTruthy();
    act(() => screen.getByRole('tab', { name: 'Day 2' }).click());
    expect(await screen.findByText('day_two_fan')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('type=vote-4'))).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('containerID=99'))).toBe(false);
  });
});
