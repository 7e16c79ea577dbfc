import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpDataClient, FetchError, getJson } from './data-client.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('createHttpDataClient', () => {
  it('asks GET /leaderboards/eventory with containerID, count and cursor', async () => {
    const fetchMock = answer(200, { data: [], nextCursor: '' });
    vi.stubGlobal('fetch', fetchMock);
    const page = await createHttpDataClient().getLeaderboard({ containerID: 7, count: 100, cursor: '' });
    expect(page).toEqual({ data: [], nextCursor: '' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/leaderboards/eventory?containerID=7&count=100&cursor=');
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
