// The browser cache layer of visitor spec §7: one Cache Storage store per day named with a date prefix,
// stores two or more days old deleted, reads newest to oldest. Storage problems (unavailable, quota)
// are logged only; callers then use the network.

/** The part of the Cache Storage API the layer uses (window.caches; a fake in tests). */
export interface CacheStorageLike {
  keys(): Promise<string[]>;
  open(name: string): Promise<CacheLike>;
  delete(name: string): Promise<boolean>;
}

export interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

export const CACHE_STORE_PREFIX = 'eventory-data-';
const DAY_MS = 86_400_000;
/** Stores this many days old or older are deleted. */
export const CACHE_MAX_AGE_DAYS = 2;

const pad = (n: number) => String(n).padStart(2, '0');
/** The UTC date a timestamp falls on, YYYY-MM-DD. */
export const cacheDate = (nowMs: number): string => {
  const d = new Date(nowMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** e.g. 'eventory-data-2026-11-21'. */
export const storeName = (nowMs: number): string => `${CACHE_STORE_PREFIX}${cacheDate(nowMs)}`;

/** Days between a store's date and today's, or undefined for names that are not ours. */
export function storeAgeDays(name: string, nowMs: number): number | undefined {
  if (!name.startsWith(CACHE_STORE_PREFIX)) return undefined;
  const day = Date.parse(`${name.slice(CACHE_STORE_PREFIX.length)}T00:00:00Z`);
  if (Number.isNaN(day)) return undefined;
  return Math.floor((Date.parse(`${cacheDate(nowMs)}T00:00:00Z`) - day) / DAY_MS);
}

/** Our stores still worth reading, newest first. */
export function readableStores(names: readonly string[], nowMs: number): string[] {
  return names
    .filter((name) => {
      const age = storeAgeDays(name, nowMs);
      return age !== undefined && age < CACHE_MAX_AGE_DAYS && age >= 0;
    })
    .sort()
    .reverse();
}

/** Our stores to delete: two or more days old. */
export const expiredStores = (names: readonly string[], nowMs: number): string[] =>
  names.filter((name) => (storeAgeDays(name, nowMs) ?? -1) >= CACHE_MAX_AGE_DAYS);

export interface DayCache {
  /** The newest stored value for `key`, or undefined (also when storage fails). */
  read<T>(key: string): Promise<T | undefined>;
  /** Stores `value` in today's store; failures are logged only. */
  write(key: string, value: unknown): Promise<void>;
}

export function createDayCache(
  storage: () => CacheStorageLike | undefined,
  now: () => number = Date.now,
): DayCache {
  let pruned: Promise<void> | undefined;
  const available = (): CacheStorageLike | undefined => {
    try {
      return storage();
    } catch (error) {
      console.warn('Cache storage is not available; using the network.', error);
      return undefined;
    }
  };
  const prune = (caches: CacheStorageLike) => {
    pruned ??= caches
      .keys()
      .then((names) => Promise.all(expiredStores(names, now()).map((name) => caches.delete(name))))
      .then(
        () => undefined,
        (error: unknown) => console.warn('Could not delete old cache stores.', error),
      );
    return pruned;
  };

  return {
    async read<T>(key: string): Promise<T | undefined> {
      const caches = available();
      if (!caches) return undefined;
      try {
        await prune(caches);
        for (const name of readableStores(await caches.keys(), now())) {
          const hit = await (await caches.open(name)).match(key);
          if (hit) return (await hit.json()) as T;
        }
        console.info('Cannot find any cache.');
      } catch (error) {
        console.warn('Reading the cache failed; using the network.', error);
      }
      return undefined;
    },
    async write(key, value) {
      const caches = available();
      if (!caches) return;
      try {
        const store = await caches.open(storeName(now()));
        await store.put(
          key,
          new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
        );
      } catch (error) {
        // QuotaExceededError included: the page keeps working from the network.
        console.warn('Writing the cache failed.', error);
      }
    },
  };
}

/** The browser's Cache Storage, when the page has one (secure contexts only). */
export const browserCacheStorage = (): CacheStorageLike | undefined =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as CacheStorageLike);

/**
 * The cache key of a GET: its URL, with a cursor parameter cut to its first three colon-separated
 * parts, so pages of the same board share keys across the cursor's volatile tail.
 */
export function cacheKeyFor(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  const params = new URLSearchParams(query);
  const cursor = params.get('cursor');
  if (cursor) params.set('cursor', cursor.split(':').slice(0, 3).join(':'));
  return `${path}?${params.toString()}`;
}
