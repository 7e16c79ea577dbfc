import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpDataClient } from './data-client.ts';
import { parseFetcherSpec } from './fetcher-kinds.ts';
import { campaignCacheUrl, jsonFileUrl } from './ops-board-sources.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const first = { count: 100, cursor: '' };
const row = (userID: string, score: number) => ({ userID, score });

/** A fetch answering each call with the next body. */
function answeringInTurn(...bodies: unknown[]) {
  let call = 0;
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(bodies[Math.min(call++, bodies.length - 1)]), { status: 200 }),
  );
}

const networkOnly = (text: string) => parseFetcherSpec(text, '', 'networkOnly');

describe('campaign-cache fetcher (issue 15 §2)', () => {
  it('reads a cache by name or id and turns an array of rows into the board', async () => {
    const fetchMock = answeringInTurn([row('a', 9), row('b', 4)]);
    vi.stubGlobal('fetch', fetchMock);
    const page = await createHttpDataClient().getBoardPage(networkOnly('campaign-cache:summer.top'), first);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/campaign/cache/summer.top');
    expect(page.rows.map((r) => [r.userInfo.userID, r.score, r.rank])).toEqual([
      ['a', 9, 1],
      ['b', 4, 2],
    ]);
    expect(campaignCacheUrl('12')).toBe('/campaign/cache/12');
  });

  it('replaces {streamers, @timestamp} only with a newer timestamp', async () => {
    const fetchMock = answeringInTurn(
      { streamers: [row('a', 1)], '@timestamp': 100 },
      { streamers: [row('old', 1)], '@timestamp': 90 },
      { streamers: [row('b', 2)], '@timestamp': 101 },
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpDataClient();
    const spec = networkOnly('campaign-cache:live.board');
    const ids = async () => (await client.getBoardPage(spec, first)).rows.map((r) => r.userInfo.userID);
    expect(await ids()).toEqual(['a']);
    expect(await ids()).toEqual(['a']);
    expect(await ids()).toEqual(['b']);
  });

  it('refuses a target that is not a cache name', async () => {
    await expect(
      createHttpDataClient().getBoardPage(networkOnly('campaign-cache:../x'), first),
    ).rejects.toThrow(/cache name or id/);
  });
});

describe('json-file fetcher (issue 15 §4)', () => {
  it('reads campaign/{folder}/{subPath} and ranks streamers by their order', async () => {
    const fetchMock = answeringInTurn({ streamers: [row('z', 1), row('y', 50)] });
    vi.stubGlobal('fetch', fetchMock);
    const page = await createHttpDataClient().getBoardPage(networkOnly('json-file:summer/top.json'), first);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/campaign/summer/top.json');
    expect(page.rows.map((r) => [r.userInfo.userID, r.rank])).toEqual([
      ['z', 1],
      ['y', 2],
    ]);
  });

  it.each([
    '../secret.json',
    'summer/../x.json',
    '/etc/x.json',
    'top.json',
    'summer/top.txt',
    'a//b.json',
    'a/%2e%2e.json',
  ])('refuses %s', (target) => {
    expect(() => jsonFileUrl(target)).toThrow(/folder/);
  });
});
