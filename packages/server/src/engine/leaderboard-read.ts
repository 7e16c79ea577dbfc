// The public leaderboard reads, served from the rank index (ranking/): one page of a container in
// rank order with the platform's user info, continued by an opaque cursor (see cursor.ts). No read
// counts or sorts the records table; the contributions of the dropdown come from their own index.
import { and, asc, desc, eq } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import {
  USER_PLACEHOLDERS,
  type LeaderboardPage,
  type LeaderboardRow,
  type UserInfo,
} from '@eventory/domain/leaderboard-read';
import type { Executor } from '../db/client.ts';
import { containers, recordContributions } from '../db/schema/campaigns.ts';
import type { Platform } from '../platform/platform.ts';
import { PLACEHOLDER_AVATAR_PATH } from '../platform/avatar.ts';
import type { RankIndex, RankedEntry } from '../ranking/rank-index.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { CachedPlatform } from './platform-cache.ts';

/** The context of the public reads: user info cached over the platform, container and page caches. */
export const readContextOf = (db: Executor, ranking: RankIndex, platform: Platform): ReadContext => ({
  db,
  ranking,
  platform: new CachedPlatform(platform),
  containers: new ContainerDirectory(db),
  pages: new PageCache(),
});

export interface ReadContext {
  db: Executor;
  ranking: RankIndex;
  platform: Platform;
  containers: ContainerDirectory;
  pages: PageCache;
}

/**
 * Serialized pages, valid while the container's index version is unchanged (memory backend; Redis
 * answers no version, so nothing is cached there) and for at most ttlMs, the live state's lifetime.
 * The top page is what every visitor polls; between two scoring events it is built once.
 */
export class PageCache {
  private readonly map = new Map<string, { version: number; until: number; body: string }>();
  constructor(private readonly ttlMs = 1000) {}

  async get(
    ranking: RankIndex,
    containerID: number,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<string> {
    const version = ranking.version(containerID);
    const now = Date.now();
    const hit = this.map.get(key);
    if (hit && version !== undefined && hit.version === version && hit.until > now) return hit.body;
    const body = JSON.stringify(await build());
    if (version !== undefined && ranking.version(containerID) === version) {
      if (this.map.size >= 1000) this.map.clear();
      this.map.set(key, { version, until: now + this.ttlMs, body });
    }
    return body;
  }
}

export interface LeaderboardQuery {
  containerID: number;
  count: number;
  /** '' or absent = first page. */
  cursor?: string;
  withOnliveInfo: boolean;
  /** 1-based, inclusive; 0 = no limit. */
  minRank?: number;
  maxRank?: number;
}

/** A record key the platform does not know: the key stays the user id, the rest are the placeholders. */
export const placeholderUser = (key: string): UserInfo => ({
  userID: key,
  displayName: USER_PLACEHOLDERS.openID,
  region: USER_PLACEHOLDERS.region,
  openID: USER_PLACEHOLDERS.openID,
  picture: PLACEHOLDER_AVATAR_PATH,
});

/**
 * Which container ids exist (not soft-deleted). A container seen is known for 5 s, so only unknown ids
 * and every 5 s a known one cost a primary-key lookup; a deleted container reads as not found after that.
 */
export class ContainerDirectory {
  private readonly known = new Map<number, number>();
  constructor(private readonly db: Executor) {}

  async exists(containerID: number): Promise<boolean> {
    if ((this.known.get(containerID) ?? 0) > Date.now()) return true;
    const [found] = await this.db
      .select({ id: containers.id })
      .from(containers)
      .where(and(eq(containers.id, containerID), eq(containers.isDeleted, false)));
    if (found) this.known.set(containerID, Date.now() + 5000);
    else this.known.delete(containerID);
    return found !== undefined;
  }

  async require(containerID: number): Promise<void> {
    if (!(await this.exists(containerID)))
      throw new DomainError('NOT_FOUND', `Container ${containerID} was not found.`, 404, 'containerID');
  }
}

/** Ranked entries as rows: user info from the platform (placeholders when unknown), live state if asked. */
export async function toRows(
  platform: Platform,
  entries: readonly RankedEntry[],
  withOnliveInfo: boolean,
): Promise<LeaderboardRow[]> {
  const keys = entries.map((e) => e.key);
  const [users, onlive] = await Promise.all([
    keys.length > 0 ? platform.getUsers(keys) : new Map<string, UserInfo>(),
    withOnliveInfo && keys.length > 0 ? platform.getOnliveInfo(keys) : undefined,
  ]);
  return entries.map((e) => {
    const row: LeaderboardRow = {
      rank: e.rank,
      score: e.score,
      userInfo: users.get(e.key) ?? placeholderUser(e.key),
      meta: {},
    };
    if (withOnliveInfo) row.onliveInfo = onlive?.get(e.key) ?? { streamID: 0, liveStreamID: 0 };
    return row;
  });
}

/**
 * Where the page after a cursor starts (0-based offset). The cursor's row, if it still has the score
 * and last update it had when served, continues right after its current rank, so rows that moved
 * above it are not served twice; otherwise the carried rank is used.
 */
async function offsetAfter(ctx: ReadContext, containerID: number, cursor: string): Promise<number> {
  const after = decodeCursor(cursor);
  const now = await ctx.ranking.rankOf(containerID, after.key);
  if (now && now.score === after.score && now.lastUpdateMs === after.lastUpdateMs) return now.rank;
  return after.rank;
}

/** Pages starting deeper than this many rows are built each time. */
export const CACHED_PAGES_DEPTH = 1000;

/** The page as JSON text, from the page cache when the container has not changed. */
export async function readLeaderboardJson(ctx: ReadContext, q: LeaderboardQuery): Promise<string> {
  const offset = await startOf(ctx, q);
  // Only the first pages are hot; a deep page is rarely asked twice before the board changes.
  if (offset >= CACHED_PAGES_DEPTH) return JSON.stringify(await pageAt(ctx, q, offset));
  const key = `${q.containerID}|${offset}|${q.count}|${q.maxRank ?? 0}|${q.withOnliveInfo ? 1 : 0}`;
  return ctx.pages.get(ctx.ranking, q.containerID, key, () => pageAt(ctx, q, offset));
}

export async function readLeaderboard(ctx: ReadContext, q: LeaderboardQuery): Promise<LeaderboardPage> {
  return pageAt(ctx, q, await startOf(ctx, q));
}

async function startOf(ctx: ReadContext, q: LeaderboardQuery): Promise<number> {
  // A cursor is checked before the container, so a malformed one is always 400.
  if (q.cursor) decodeCursor(q.cursor);
  await ctx.containers.require(q.containerID);
  const minOffset = q.minRank ? q.minRank - 1 : 0;
  return Math.max(q.cursor ? await offsetAfter(ctx, q.containerID, q.cursor) : 0, minOffset);
}

async function pageAt(ctx: ReadContext, q: LeaderboardQuery, offset: number): Promise<LeaderboardPage> {
  // One row past the page tells whether another page exists.
  let want = q.count + 1;
  if (q.maxRank) want = Math.min(want, q.maxRank - offset);
  const entries = want > 0 ? await ctx.ranking.range(q.containerID, offset, want) : [];
  const page = entries.slice(0, q.count);
  const data = await toRows(ctx.platform, page, q.withOnliveInfo);
  const last = page.at(-1);
  const nextCursor =
    entries.length > q.count && last
      ? encodeCursor({ score: last.score, lastUpdateMs: last.lastUpdateMs, key: last.key, rank: last.rank })
      : '';
  return { data, nextCursor };
}

export const MAX_SUBKEYS = 100;

/**
 * The contribution dropdown (visitor spec §7 "Contribution lookup": subkeys [userID], count 100):
 * for each listed record key, its senders ranked by what they contributed (then sender id), as rows
 * with meta.subkey naming the record. Not paged: nextCursor is ''.
 */
export async function readContributions(
  ctx: ReadContext,
  q: { containerID: number; subkeys: readonly string[]; count: number; withOnliveInfo: boolean },
): Promise<LeaderboardPage> {
  await ctx.containers.require(q.containerID);
  const data: LeaderboardRow[] = [];
  for (const subkey of new Set(q.subkeys)) {
    const senders = await ctx.db
      .select({ key: recordContributions.senderId, score: recordContributions.score })
      .from(recordContributions)
      .where(and(eq(recordContributions.containerId, q.containerID), eq(recordContributions.key, subkey)))
      .orderBy(desc(recordContributions.score), asc(recordContributions.senderId))
      .limit(q.count);
    const rows = await toRows(
      ctx.platform,
      senders.map((s, i) => ({ key: s.key, score: s.score, lastUpdateMs: 0, rank: i + 1 })),
      q.withOnliveInfo,
    );
    for (const row of rows) data.push({ ...row, meta: { subkey } });
  }
  return { data, nextCursor: '' };
}
