// The cache strategies of visitor spec §7. Non-GET requests always go to the network.
import type { DayCache } from './day-cache.ts';
import { cacheKeyFor } from './day-cache.ts';

import { CACHE_STRATEGIES } from '@eventory/domain/block-catalogue';

export { CACHE_STRATEGIES };
export type CacheStrategy = (typeof CACHE_STRATEGIES)[number];

export type HttpMethod = 'get' | 'post' | 'put';

/** The fetcher knows get, post and put; anything else falls back to get (visitor spec §4). */
export const normalizeMethod = (method: string | undefined): HttpMethod => {
  const lower = (method ?? 'get').toLowerCase();
  return lower === 'post' || lower === 'put' ? lower : 'get';
};

export const effectiveStrategy = (strategy: CacheStrategy, method: string | undefined): CacheStrategy =>
  normalizeMethod(method) === 'get' ? strategy : 'networkOnly';

export interface CachedRequest<T> {
  url: string;
  method?: string;
  strategy: CacheStrategy;
  network: () => Promise<T>;
  /** cacheThenNetwork: called with the cached value before the network answers. */
  onCached?: (value: T) => void;
}

/** Runs one request under its strategy; the promise settles with what the caller should show last. */
export async function cachedRequest<T>(cache: DayCache, request: CachedRequest<T>): Promise<T> {
  const strategy = effectiveStrategy(request.strategy, request.method);
  const key = cacheKeyFor(request.url);
  const fromNetwork = async () => {
    const value = await request.network();
    if (strategy !== 'networkOnly') void cache.write(key, value);
    return value;
  };
  switch (strategy) {
    case 'networkOnly':
      return request.network();
    case 'cacheFirst': {
      const hit = await cache.read<T>(key);
      return hit !== undefined ? hit : fromNetwork();
    }
    case 'cacheThenNetwork': {
      const network = fromNetwork();
      // Handled here too: a network failure (or a cancel) while the cache is read is not an unhandled rejection;
      // the caller still receives it from the returned promise.
      network.catch(() => {});
      const hit = await cache.read<T>(key);
      if (hit !== undefined) request.onCached?.(hit);
      return network;
    }
    case 'networkFirst':
      try {
        return await fromNetwork();
      } catch (error) {
        const hit = await cache.read<T>(key);
        if (hit !== undefined) return hit;
        throw error;
      }
  }
}
