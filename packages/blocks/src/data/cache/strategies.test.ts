import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDayCache, storeName } from './day-cache.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';
import { cachedRequest, effectiveStrategy, normalizeMethod } from './strategies.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const TODAY = storeName(NOW);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const setup = () => {
  const storage = new FakeCacheStorage();
  storage.seed(TODAY, '/data', 'cached');
  return {
    storage,
    cache: createDayCache(
      () => storage,
      () => NOW,
    ),
  };
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('cache strategies', () => {
  it('cacheFirst answers from the cache without the network', async () => {
    const { cache } = setup();
    const network = vi.fn(async () => 'live');
    expect(await cachedRequest(cache, { url: '/data', strategy: 'cacheFirst', network })).toBe('cached');
    expect(network).not.toHaveBeenCalled();
  });

  it('cacheFirst goes to the network on a miss and stores the answer', async () => {
    const { cache, storage } = setup();
    expect(
      await cachedRequest(cache, { url: '/new', strategy: 'cacheFirst', network: async () => 'live' }),
    ).toBe('live');
    await settle();
    expect(storage.stores.get(TODAY)?.get('/new')).toBe('"live"');
  });

  it('cacheThenNetwork shows the cached value first, then answers with the network', async () => {
    const { cache, storage } = setup();
    const onCached = vi.fn();
    const value = await cachedRequest(cache, {
      url: '/data',
      strategy: 'cacheThenNetwork',
      network: async () => 'live',
      onCached,
    });
    expect(onCached).toHaveBeenCalledWith('cached');
    expect(value).toBe('live');
    await settle();
    expect(storage.stores.get(TODAY)?.get('/data')).toBe('"live"');
  });

  it('networkFirst uses the cache only when the network fails', async () => {
    const { cache } = setup();
    expect(
      await cachedRequest(cache, { url: '/data', strategy: 'networkFirst', network: async () => 'live' }),
    ).toBe('live');
    const offline = async (): Promise<string> => {
      throw new Error('offline');
    };
    expect(await cachedRequest(cache, { url: '/data', strategy: 'networkFirst', network: offline })).toBe(
      'live',
    );
    await expect(
      cachedRequest(cache, { url: '/none', strategy: 'networkFirst', network: offline }),
    ).rejects.toThrow('offline');
  });

  it('networkOnly never touches the cache', async () => {
    const { cache, storage } = setup();
    expect(
      await cachedRequest(cache, { url: '/data', strategy: 'networkOnly', network: async () => 'live' }),
    ).toBe('live');
    await settle();
    expect(storage.stores.get(TODAY)?.get('/data')).toBe('"cached"');
  });

  it('sends non-GET requests to the network whatever the strategy', async () => {
    const { cache } = setup();
    expect(effectiveStrategy('cacheFirst', 'post')).toBe('networkOnly');
    expect(effectiveStrategy('cacheFirst', 'PUT')).toBe('networkOnly');
    expect(effectiveStrategy('cacheFirst', 'get')).toBe('cacheFirst');
    expect(
      await cachedRequest(cache, {
        url: '/data',
        method: 'post',
        strategy: 'cacheFirst',
        network: async () => 'live',
      }),
    ).toBe('live');
  });

  it('knows get, post and put; anything else is get', () => {
    expect(normalizeMethod('POST')).toBe('post');
    expect(normalizeMethod('put')).toBe('put');
    expect(normalizeMethod('delete')).toBe('get');
    expect(normalizeMethod(undefined)).toBe('get');
  });
});
