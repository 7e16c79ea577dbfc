import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerBoardSource } from './board-sources.ts';
import { createDayCache, storeName } from './cache/day-cache.ts';
import { FakeCacheStorage } from './cache/fake-cache-storage.ts';
import { createHttpDataClient } from './data-client.ts';
import { parseFetcherSpec } from './fetcher-kinds.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answering = (body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200 }));

const first = { count: 100, cursor: '' };

describe('getBoardPage: each fetcher kind of visitor spec §7', () => {
  it('mktevent asks type, count, cursor and onliveInfo=1', async () => {
    const fetchMock = answering({ data: [], nextCursor: 'c2' });
    vi.stubGlobal('fetch', fetchMock);
    const page = await createHttpDataClient().getBoardPage(parseFetcherSpec('mktevent:vote-3', ''), first);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/leaderboards/mktevent?type=vote-3&count=100&cursor=&onliveInfo=1',
    );
    expect(page).toEqual({ rows: [], nextCursor: 'c2' });
  });

  it('top-count asks count=1 per container', async () => {
    const fetchMock = answering({ data: [] });
    vi.stubGlobal('fetch', fetchMock);
    await createHttpDataClient().getBoardPage(parseFetcherSpec('top-count:11, 12', ''), first);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/leaderboards/eventory/top-count?containerIDs=11%2C12&count=1',
    );
  });

  it('voteapi reads GET /votingEvent/{voteID}', async () => {
    const fetchMock = answering({ voteInfo: [] });
    vi.stubGlobal('fetch', fetchMock);
    const page = await createHttpDataClient().getBoardPage(parseFetcherSpec('voteapi:5', ''), first);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/votingEvent/5');
    expect(page.rows).toEqual([]);
  });

  it('campaign-leaderboard POSTs find-all with limit 1000 and the offset from the cursor', async () => {
    const fetchMock = answering({ rows: [], offset: 1000, total: 1000 });
    vi.stubGlobal('fetch', fetchMock);
    await createHttpDataClient().getBoardPage(parseFetcherSpec('campaign-leaderboard:container-4', ''), {
      count: 100,
      cursor: '1000',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/campaign/leaderboard/find-all');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ type: 'container-4', limit: 1000, offset: 1000 });
  });

  it('custom reads an allowed URL without the visitor’s token and refuses others', async () => {
    const fetchMock = answering([{ userID: 'a', score: 2 }]);
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpDataClient();
    const page = await client.getBoardPage(parseFetcherSpec('custom:/api/board?x=1', ''), {
      count: 100,
      cursor: 'k',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/board?x=1&cursor=k');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();
    expect(page.rows[0]?.score).toBe(2);
    await expect(client.getBoardPage(parseFetcherSpec('custom://evil.example', ''), first)).rejects.toThrow(
      /path of this site/,
    );
  });

  it('an unknown kind fails (the block shows its error), an extension kind answers once registered', async () => {
    const client = createHttpDataClient();
    await expect(client.getBoardPage(parseFetcherSpec('sheet:a/b', ''), first)).rejects.toThrow(
      /No fetcher of kind 'sheet'/,
    );
    registerBoardSource('sheet', async (spec) => ({
      rows: [
        {
          rank: 1,
          score: 1,
          userInfo: { userID: spec.target, displayName: '', region: '', openID: '', picture: '' },
          meta: {},
        },
      ],
      nextCursor: '',
    }));
    const page = await client.getBoardPage(parseFetcherSpec('sheet:a/b', ''), first);
    expect(page.rows[0]?.userInfo.userID).toBe('a/b');
    expect(() => registerBoardSource('eventory', async () => ({ rows: [], nextCursor: '' }))).toThrow();
  });

  it('applies the cache layer to every kind: cache-then-network shows the cached page first', async () => {
    const storage = new FakeCacheStorage();
    storage.seed(storeName(Date.now()), '/leaderboards/mktevent?type=vote-3&count=100&cursor=&onliveInfo=1', {
      data: [],
      nextCursor: 'cached',
    });
    vi.stubGlobal('fetch', answering({ data: [], nextCursor: '' }));
    const onCached = vi.fn();
    const client = createHttpDataClient({ cache: createDayCache(() => storage) });
    const live = await client.getBoardPage(parseFetcherSpec('mktevent:vote-3', ''), first, { onCached });
    expect(onCached).toHaveBeenCalledWith({ rows: [], nextCursor: 'cached' });
    expect(live.nextCursor).toBe('');
  });

  it('cacheFirst answers from the cache without asking the network', async () => {
    const storage = new FakeCacheStorage();
    storage.seed(storeName(Date.now()), '/votingEvent/5', { voteInfo: [] });
    const fetchMock = answering({ voteInfo: [] });
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpDataClient({ cache: createDayCache(() => storage) });
    await client.getBoardPage(parseFetcherSpec('voteapi:5', '', 'cacheFirst'), first);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a container summary', async () => {
    const fetchMock = answering({ containerID: 4, size: 2, totalScore: 30, topScore: 20, updatedAt: 1 });
    vi.stubGlobal('fetch', fetchMock);
    const summary = await createHttpDataClient().getContainerSummary(4);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/public/containers/4/summary');
    expect(summary.totalScore).toBe(30);
  });
});

describe('getContainerSummary with the cache layer', () => {
  it('answers the cached summary when the network fails (network first)', async () => {
    const storage = new FakeCacheStorage();
    storage.seed(storeName(Date.now()), '/api/v1/public/containers/4/summary', {
      containerID: 4,
      size: 1,
      totalScore: 12,
      topScore: 12,
      updatedAt: 1,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const client = createHttpDataClient({ cache: createDayCache(() => storage) });
    expect((await client.getContainerSummary(4)).totalScore).toBe(12);
  });
});
