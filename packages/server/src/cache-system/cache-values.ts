// Where cache values live (decisions/0052-cache-system.md): Redis when REDIS_URL is set (every server
// process sees one value; Redis expires it), else the cache_values table (expiry checked on read).
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Executor } from '../db/client.ts';
import { cacheValues } from '../db/schema/cache-system.ts';

export interface StoredValue {
  value: string;
  /** Unix seconds of the write. */
  updatedAt: number;
}

/** The config a value belongs to: its row id (table) and uuid (Redis key). */
export interface CacheRef {
  id: number;
  uuid: string;
}

export interface CacheValueStore {
  get(db: Executor, ref: CacheRef): Promise<StoredValue | undefined>;
  /** ttlSeconds 0: no expiry. */
  set(db: Executor, ref: CacheRef, value: string, ttlSeconds: number): Promise<StoredValue>;
  clear(db: Executor, ref: CacheRef): Promise<void>;
  close(): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export class TableCacheValues implements CacheValueStore {
  async get(db: Executor, { id }: CacheRef): Promise<StoredValue | undefined> {
    const [row] = await db.select().from(cacheValues).where(eq(cacheValues.configId, id));
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    return { value: row.value, updatedAt: Math.floor(row.updatedAt.getTime() / 1000) };
  }

  async set(db: Executor, { id }: CacheRef, value: string, ttlSeconds: number): Promise<StoredValue> {
    const now = new Date();
    const expiresAt = ttlSeconds > 0 ? new Date(now.getTime() + ttlSeconds * 1000) : null;
    await db
      .insert(cacheValues)
      .values({ configId: id, value, updatedAt: now, expiresAt })
      .onConflictDoUpdate({ target: cacheValues.configId, set: { value, updatedAt: now, expiresAt } });
    return { value, updatedAt: Math.floor(now.getTime() / 1000) };
  }

  async clear(db: Executor, { id }: CacheRef): Promise<void> {
    await db.delete(cacheValues).where(eq(cacheValues.configId, id));
  }

  async close(): Promise<void> {}
}

export class RedisCacheValues implements CacheValueStore {
  private readonly redis: Redis;
  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  private key = (uuid: string) => `eventory:cache:${uuid}`;

  async get(_: Executor, { uuid }: CacheRef): Promise<StoredValue | undefined> {
    const raw = await this.redis.get(this.key(uuid));
    if (raw === null) return undefined;
    try {
      const stored = JSON.parse(raw) as StoredValue;
      return typeof stored.value === 'string' ? stored : undefined;
    } catch {
      return undefined;
    }
  }

  async set(_: Executor, { uuid }: CacheRef, value: string, ttlSeconds: number): Promise<StoredValue> {
    const stored = { value, updatedAt: nowSeconds() };
    const body = JSON.stringify(stored);
    if (ttlSeconds > 0) await this.redis.set(this.key(uuid), body, 'EX', ttlSeconds);
    else await this.redis.set(this.key(uuid), body);
    return stored;
  }

  async clear(_: Executor, { uuid }: CacheRef): Promise<void> {
    await this.redis.del(this.key(uuid));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
