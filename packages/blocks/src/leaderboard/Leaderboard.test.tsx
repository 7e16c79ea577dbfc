import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const page: LeaderboardPage = {
  data: [
    {
      rank: 2,
      score: 300,
      userInfo: {
        userID: 'u-2',
        displayName: 'Bea',
        region: 'JP',
        openID: 'bea_live',
        picture: '/platform/avatars/u-2.svg',
      },
      meta: {},
    },
    {
      rank: 1,
      score: 12_345,
      userInfo: {
        userID: 'u-1',
        displayName: 'Ann',
        region: 'TW',
        openID: 'ann17',
        picture: '/platform/avatars/u-1.svg',
      },
      onliveInfo: { streamID: 42, liveStreamID: 7 },
      meta: {},
    },
  ],
  nextCursor: '',
};

const board = (
  props: Record<string, unknown> = {},
  rowProps: Record<string, unknown> = {},
): BlueprintNode => ({
  type: 'Page',
  children: [
    {
      type: 'Leaderboard',
      props: { containerID: 9, ...props },
      children: [{ type: 'LeaderboardRow', props: rowProps }],
    },
  ],
});

const respond = (body: unknown, status = 200) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime', locale: Locale = 'zh_TW') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);

const rowTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

// The family's split chunk is transformed on first import; do it before the first test's timeout starts.
beforeAll(() => import('./LeaderboardFamily.ts'), 30_000);

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Leaderboard in runtime mode', () => {
  it('fetches the ranking for its container with count 100', async () => {
    const fetchMock = respond(page);
    vi.stubGlobal('fetch', fetchMock);
    show(board());
    await screen.findByText('ann17');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/leaderboards/eventory?containerID=9&count=100&cursor=');
  });

  it("renders rows in rank order with rank, open ID and score in the '{0} pt' unit", async () => {
    vi.stubGlobal('fetch', respond(page));
    show(board());
    await screen.findByText('ann17');
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('1')).toBeTruthy();
    expect(within(first!).getByText('12.3k pt')).toBeTruthy();
    expect(within(second!).getByText('bea_live')).toBeTruthy();
    expect(within(second!).getByText('300 pt')).toBeTruthy();
  });

  it('uses the row template unit and shows the region when withRegion is on', async () => {
    vi.stubGlobal('fetch', respond(page));
    show(board({ withRegion: true }, { unit: '{0} votes' }));
    await screen.findByText('ann17');
    expect(rowTexts()[0]).toContain('12.3k votes');
    expect(rowTexts()[0]).toContain('TW');
  });

  it('shows a live badge only for a streamer with streamID > 0', async () => {
    vi.stubGlobal('fetch', respond(page));
    show(board());
    await screen.findByText('ann17');
    expect(screen.getAllByText('直播中')).toHaveLength(1);
    expect(rowTexts()[0]).toContain('直播中');
  });

  it('shows round avatars from the user picture', async () => {
    vi.stubGlobal('fetch', respond(page));
    const { container } = show(board());
    await screen.findByText('ann17');
    const avatar = container.querySelector('img');
    expect(avatar?.getAttribute('src')).toBe('/platform/avatars/u-1.svg');
    expect(avatar?.getAttribute('width')).toBe('40');
  });

  it("shows '<Open ID>' and '<Region>' for a user the platform does not know, and keys the row '<User ID>'", async () => {
    vi.stubGlobal('fetch', respond({ data: [{ rank: 1, score: 5, meta: {} }], nextCursor: '' }));
    const { container } = show(board({ withRegion: true }));
    await screen.findByText('<Open ID>');
    expect(screen.getByText('<Region>')).toBeTruthy();
    expect(container.querySelector('[data-user-id="<User ID>"]')).toBeTruthy();
  });

  it('falls back from open ID to display name', async () => {
    vi.stubGlobal(
      'fetch',
      respond({
        data: [
          {
            rank: 1,
            score: 5,
            userInfo: { userID: 'u', displayName: 'Mina', region: 'TW', openID: '', picture: '' },
            meta: {},
          },
        ],
        nextCursor: '',
      }),
    );
    show(board());
    expect(await screen.findByText('Mina')).toBeTruthy();
  });

  it('shows only ranks from minRank to maxRank', async () => {
    const rows = [1, 2, 3, 4].map((rank) => ({
      rank,
      score: 100 - rank,
      userInfo: { userID: `u${rank}`, displayName: '', region: 'TW', openID: `user${rank}`, picture: '' },
      meta: {},
    }));
    vi.stubGlobal('fetch', respond({ data: rows, nextCursor: '' }));
    show(board({ minRank: 2, maxRank: 3 }));
    await screen.findByText('user2');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('user1')).toBeNull();
  });

  it('shows the empty string when nobody is ranked (default: nobody on the board yet)', async () => {
    vi.stubGlobal('fetch', respond({ data: [], nextCursor: '' }));
    show(board());
    expect(await screen.findByText('目前還沒有人上榜')).toBeTruthy();
  });

  it("shows the author's emptyString when set", async () => {
    vi.stubGlobal('fetch', respond({ data: [], nextCursor: '' }));
    show(board({ emptyString: 'Be the first!' }));
    expect(await screen.findByText('Be the first!')).toBeTruthy();
  });

  it('shows a loading state while the ranking loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    show(board(), 'runtime', 'en_US');
    expect(await screen.findByLabelText('Loading the ranking…')).toBeTruthy();
  });

  it('shows an error with a retry button that loads again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ errorCode: 'INTERNAL', errorMessage: 'down' }), { status: 500 }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    show(board(), 'runtime', 'en_US');
    expect(await screen.findByText("Couldn't load the ranking.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ann17')).toBeTruthy();
  });
});

describe('Leaderboard in editor mode', () => {
  it('shows mock rows and makes no fetch', async () => {
    const fetchMock = respond(page);
    vi.stubGlobal('fetch', fetchMock);
    show(board(), 'editor');
    expect(await screen.findByText('streamer_1')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
