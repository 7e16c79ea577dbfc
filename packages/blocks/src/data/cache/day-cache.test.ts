import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeyFor, createDayCache, expiredStores, readableStores, storeName } from './day-cache.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('day cache stores', () => {
  it('names one store per day with a date prefix', () => {
    expect(storeName(NOW)).toBe('eventory-data-2026-11-21');
    expect(storeName(Date.parse('2026-11-21T23:59:59Z'))).toBe('eventory-data-2026-11-21');
    expect(storeName(Date.parse('2026-11-22T00:00:00Z'))).toBe('eventory-data-2026-11-22');
  });

  it('deletes stores two or more days old and only ours', () => {
    const names = [
      'eventory-data-2026-11-21',
      'eventory-data-2026-11-20',
      'eventory-data-2026-11-19',
      'eventory-data-2026-10-01',
      'someone-else-2026-01-01',
    ];
    expect(expiredStores(names, NOW)).toEqual(['eventory-data-2026-11-19', 'eventory-data-2026-10-01']);
  });

  it('reads today and yesterday, newest first', () => {
    const names = ['eventory-data-2026-11-20', 'eventory-data-2026-11-19', 'eventory-data-2026-11-21'];
    expect(readableStores(names, NOW)).toEqual(['eventory-data-2026-11-21', 'eventory-data-2026-11-20']);
  });

  it('returns the newest value and prunes old stores on first read', async () => {
    const storage = new FakeCacheStorage();
    storage.seed('eventory-data-2026-11-20', 'k', 'yesterday');
    storage.seed('eventory-data-2026-11-21', 'k', 'today');
    storage.seed('eventory-data-2026-11-18', 'k', 'old');
    const cache = createDayCache(
      () => storage,
      () => NOW,
    );
    expect(await cache.read('k')).toBe('today');
    expect([...storage.stores.keys()].sort()).toEqual([
      'eventory-data-2026-11-20',
      'eventory-data-2026-11-21',
    ]);
  });

  it("falls back to yesterday's store and logs 'Cannot find any cache.' on a miss", async () => {
    const storage = new FakeCacheStorage();
    storage.seed('eventory-data-2026-11-20', 'k', 'yesterday');
    const cache = createDayCache(
      () => storage,
      () => NOW,
    );
    expect(await cache.read('k')).toBe('yesterday');
    expect(await cache.read('other')).toBeUndefined();
    expect(console.info).toHaveBeenCalledWith('Cannot find any cache.');
  });

  it("writes into today's store", async () => {
    const storage = new FakeCacheStorage();
    await createDayCache(
      () => storage,
      () => NOW,
    ).write('k', { a: 1 });
    expect(storage.stores.get('eventory-data-2026-11-21')?.get('k')).toBe('{"a":1}');
  });

  it('logs and carries on when storage is unavailable or over quota', async () => {
    const none = createDayCache(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await none.read('k')).toBeUndefined();
    await expect(none.write('k', 1)).resolves.toBeUndefined();
    const storage = new FakeCacheStorage();
    storage.failWrites = true;
    await expect(
      createDayCache(
        () => storage,
        () => NOW,
      ).write('k', 1),
    ).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('cacheKeyFor', () => {
  it('keys a cursor GET on the first three colon-separated parts of the cursor', () => {
    expect(cacheKeyFor('/leaderboards/eventory?containerID=7&count=100&cursor=7:100:200:17000:abc')).toBe(
      '/leaderboards/eventory?containerID=7&count=100&cursor=7%3A100%3A200',
    );
    expect(cacheKeyFor('/leaderboards/eventory?containerID=7&count=100&cursor=7:100:200:999')).toBe(
      cacheKeyFor('/leaderboards/eventory?containerID=7&count=100&cursor=7:100:200:17000:abc'),
    );
  });

  it('leaves other URLs alone', () => {
    expect(cacheKeyFor('/x?containerID=7&cursor=')).toBe('/x?containerID=7&cursor=');
    expect(cacheKeyFor('/x')).toBe('/x');
  });
});
