// Leaderboard reads ask the platform about the same top users on every refresh, and personal-rank
// reads about any user. A small population (the demo platform) is kept whole in memory, refreshed
// every couple of seconds without holding up reads; a large one goes through a short-lived per-id
// cache (unknown users included) whose misses are batched. Either way a user known to the platform
// shows up, or changes live state, within about two seconds.
import type { OnliveInfo, UserInfo } from '@eventory/domain/leaderboard-read';
import type { Platform, UserKind } from '../platform/platform.ts';

const MAX_ENTRIES = 50_000;
/** Populations up to this size are held whole. */
export const SNAPSHOT_MAX_USERS = 10_000;

class TtlMap<V> {
  private readonly map = new Map<string, { value: V | undefined; until: number }>();
  constructor(private readonly ttlMs: number) {}

  /** Cached answers for ids (undefined value = known unknown) and the ids to fetch. */
  split(ids: readonly string[], now: number): { hits: Map<string, V | undefined>; misses: string[] } {
    const hits = new Map<string, V | undefined>();
    const misses: string[] = [];
    for (const id of ids) {
      const c = this.map.get(id);
      if (c && c.until > now) hits.set(id, c.value);
      else misses.push(id);
    }
    return { hits, misses };
  }

  fill(ids: readonly string[], found: Map<string, V>, now: number): void {
    if (this.map.size > MAX_ENTRIES) this.map.clear();
    for (const id of ids) this.map.set(id, { value: found.get(id), until: now + this.ttlMs });
  }
}

/**
 * Misses of concurrent requests go to the platform as one call per event-loop turn: under load,
 * 32 personal-rank reads cost one platform query instead of 32.
 */
class Coalescer<V> {
  private queued = new Set<string>();
  private waiting: { resolve: (m: Map<string, V>) => void; reject: (e: unknown) => void }[] = [];

  constructor(private readonly fetch: (ids: string[]) => Promise<Map<string, V>>) {}

  load(ids: readonly string[]): Promise<Map<string, V>> {
    for (const id of ids) this.queued.add(id);
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const ids = [...this.queued];
    const waiting = this.waiting;
    this.queued = new Set();
    this.waiting = [];
    try {
      const found = await this.fetch(ids);
      for (const w of waiting) w.resolve(found);
    } catch (err) {
      for (const w of waiting) w.reject(err);
    }
  }
}

async function cached<V>(
  cache: TtlMap<V>,
  ids: readonly string[],
  fetcher: Coalescer<V>,
): Promise<Map<string, V>> {
  const now = Date.now();
  const { hits, misses } = cache.split(ids, now);
  const out = new Map<string, V>();
  for (const [id, v] of hits) if (v !== undefined) out.set(id, v);
  if (misses.length > 0) {
    const found = await fetcher.load(misses);
    cache.fill(misses, found, now);
    for (const id of misses) {
      const v = found.get(id);
      if (v !== undefined) out.set(id, v);
    }
  }
  return out;
}

interface Snapshot {
  at: number;
  /** By lower-cased user id, as the platform matches them. */
  users: Map<string, UserInfo>;
  onlive: Map<string, OnliveInfo>;
}

const pick = <V>(ids: readonly string[], from: Map<string, V>): Map<string, V> => {
  const out = new Map<string, V>();
  for (const id of ids) {
    const v = from.get(id.toLowerCase());
    if (v !== undefined) out.set(id, v);
  }
  return out;
};

export class CachedPlatform implements Platform {
  private snapshot: Snapshot | 'too-big' | undefined;
  private snapshotCheckedAt = 0;
  private refreshing: Promise<void> | undefined;
  private readonly users: TtlMap<UserInfo>;
  private readonly onlive: TtlMap<OnliveInfo>;
  private readonly fetchUsers: Coalescer<UserInfo>;
  private readonly fetchOnlive: Coalescer<OnliveInfo>;

  constructor(
    private readonly inner: Platform,
    private readonly ttl: { usersMs: number; onliveMs: number } = { usersMs: 5_000, onliveMs: 2_000 },
  ) {
    this.users = new TtlMap(ttl.usersMs);
    this.onlive = new TtlMap(ttl.onliveMs);
    this.fetchUsers = new Coalescer((ids) => inner.getUsers(ids));
    this.fetchOnlive = new Coalescer((ids) => inner.getOnliveInfo(ids));
  }

  private async refresh(): Promise<void> {
    const users = await this.inner.listUsers();
    if (users.length > SNAPSHOT_MAX_USERS) {
      this.snapshot = 'too-big';
      return;
    }
    const onlive = await this.inner.getOnliveInfo(users.map((u) => u.userID));
    this.snapshot = {
      at: Date.now(),
      users: new Map(users.map((u) => [u.userID.toLowerCase(), u])),
      onlive: new Map([...onlive].map(([id, o]) => [id.toLowerCase(), o])),
    };
  }

  /** The whole population when it is small; undefined when reads must go per id. */
  private async current(): Promise<Snapshot | undefined> {
    const now = Date.now();
    // A population too big to hold is looked at again only once a minute (listing it is a full scan).
    const every = this.snapshot === 'too-big' ? 60_000 : this.ttl.onliveMs;
    if (now - this.snapshotCheckedAt > every && !this.refreshing) {
      this.snapshotCheckedAt = now;
      // A failed refresh keeps the last snapshot (or, with none yet, the per-id path) and retries later.
      this.refreshing = this.refresh()
        .catch(() => undefined)
        .finally(() => (this.refreshing = undefined));
    }
    // Only the first load is waited for; later refreshes happen behind the reads.
    if (this.snapshot === undefined) await this.refreshing;
    return typeof this.snapshot === 'object' ? this.snapshot : undefined;
  }

  async getUsers(ids: readonly string[]): Promise<Map<string, UserInfo>> {
    const snapshot = await this.current();
    return snapshot ? pick(ids, snapshot.users) : cached(this.users, ids, this.fetchUsers);
  }

  listUsers(kind?: UserKind): Promise<UserInfo[]> {
    return this.inner.listUsers(kind);
  }

  async getOnliveInfo(ids: readonly string[]): Promise<Map<string, OnliveInfo>> {
    const snapshot = await this.current();
    return snapshot ? pick(ids, snapshot.onlive) : cached(this.onlive, ids, this.fetchOnlive);
  }
}
