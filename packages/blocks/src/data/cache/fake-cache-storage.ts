// An in-memory Cache Storage for tests (jsdom and node have none).
import type { CacheLike, CacheStorageLike } from './day-cache.ts';

export class FakeCacheStorage implements CacheStorageLike {
  stores = new Map<string, Map<string, string>>();
  failWrites = false;

  async keys() {
    return [...this.stores.keys()];
  }
  async open(name: string): Promise<CacheLike> {
    const store = this.stores.get(name) ?? new Map<string, string>();
    this.stores.set(name, store);
    return {
      match: async (key) => {
        const body = store.get(key);
        return body === undefined ? undefined : new Response(body);
      },
      put: async (key, response) => {
        if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
        store.set(key, await response.text());
      },
    };
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  seed(name: string, key: string, value: unknown) {
    const store = this.stores.get(name) ?? new Map<string, string>();
    store.set(key, JSON.stringify(value));
    this.stores.set(name, store);
  }
}
