import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisitorSignIn } from '@eventory/domain/visitor-session';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession } from '../visitor/visitor-session.ts';
import { createDayCache, storeName } from './cache/day-cache.ts';
import { FakeCacheStorage } from './cache/fake-cache-storage.ts';
import { createHttpDataClient, FetchError, getJson } from './data-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signedIn = () => {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const result: VisitorSignIn = {
    userID: 'u1',
    email: 'ben@demo.eventory.app',
    jwtAccessToken: `${b64url({ alg: 'HS256' })}.${b64url({ exp })}.s`,
    accessToken: 'acc',
    exp,
  };
  session.signIn(result);
  return session;
};

describe('createHttpDataClient', () => {
  it('asks GET /leaderboards/eventory with containerID, count and cursor', async () => {
    const fetchMock = answer(200, { data: [], nextCursor: '' });
    vi.stubGlobal('fetch', fetchMock);
    const page = await createHttpDataClient().getLeaderboard({ containerID: 7, count: 100, cursor: '' });
    expect(page).toEqual({ data: [], nextCursor: '' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/leaderboards/eventory?containerID=7&count=100&cursor=');
  });

  it('retries a timed-out board once without onlive info and without a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        urls.push(url);
        if (urls.length === 1)
          return new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        return Promise.resolve(new Response(JSON.stringify({ data: [], nextCursor: '' })));
      }),
    );
    const pending = createHttpDataClient().getLeaderboard({ containerID: 7, count: 100, cursor: '' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ data: [], nextCursor: '' });
    expect(urls).toHaveLength(2);
    expect(urls[1]).toContain('withoutOnliveInfo=1');
  });

  it('shows a cached board first, then the live one (cache-then-network)', async () => {
    const storage = new FakeCacheStorage();
    storage.seed(storeName(Date.now()), '/leaderboards/eventory?containerID=7&count=100&cursor=', {
      data: [],
      nextCursor: 'cached',
    });
    vi.stubGlobal('fetch', answer(200, { data: [], nextCursor: '' }));
    const onCached = vi.fn();
    const client = createHttpDataClient({ cache: createDayCache(() => storage) });
    const live = await client.getLeaderboard({ containerID: 7, count: 100, cursor: '' }, { onCached });
    expect(onCached).toHaveBeenCalledWith({ data: [], nextCursor: 'cached' });
    expect(live.nextCursor).toBe('');
  });

  it('asks the personal rank with Bearer jwt and accessToken headers', async () => {
    const fetchMock = answer(200, { rank: 3, score: 10, nextScore: 20, userInfo: {} });
    vi.stubGlobal('fetch', fetchMock);
    const session = signedIn();
    const rank = await createHttpDataClient({ session }).getPersonalRank(7);
    expect(rank?.rank).toBe(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/event/container/7/personal/u1');
    expect(init?.headers).toMatchObject({
      authorization: `Bearer ${session.snapshot().user!.jwtAccessToken}`,
      accesstoken: 'acc',
    });
  });

  it('asks no personal rank when nobody is signed in', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    expect(await createHttpDataClient().getPersonalRank(7)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports not logged in for followees without a user', async () => {
    await expect(createHttpDataClient().getFollowees('')).rejects.toMatchObject({
      errorCode: 'NOT_LOGGED_IN',
    });
  });

  it('asks followees in pages of 1000 and signs the visitor out on 401', async () => {
    const fetchMock = answer(401, { errorCode: 'UNAUTHENTICATED', errorMessage: 'token expired' });
    vi.stubGlobal('fetch', fetchMock);
    const session = signedIn();
    await expect(createHttpDataClient({ session }).getFollowees('')).rejects.toBeInstanceOf(FetchError);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/users/u1/followeeIDs?count=1000&cursor=');
    expect(session.snapshot()).toMatchObject({ user: undefined, authError: 'INVALID', hadToken: true });
  });
});

describe('getJson', () => {
  it('throws a FetchError carrying the status and the server errorCode', async () => {
    vi.stubGlobal('fetch', answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Page nope was not found.' }));
    const failure = await getJson('/api/v1/public/pages/nope').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchError);
    expect(failure).toMatchObject({
      status: 404,
      errorCode: 'NOT_FOUND',
      message: 'Page nope was not found.',
    });
  });

  it('gives up after the timeout with status 0 and errorCode TIMEOUT', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    await expect(getJson('/slow', undefined, 10)).rejects.toMatchObject({ status: 0, errorCode: 'TIMEOUT' });
  });

  it('passes the caller cancel through to fetch', async () => {
    let seen: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        seen = init.signal ?? undefined;
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      }),
    );
    const controller = new AbortController();
    const pending = getJson('/x', controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(seen?.aborted).toBe(true);
  });
});
