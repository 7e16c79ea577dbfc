// The fetcher kinds of visitor spec §7 a board-like block can read from (decision 0047), as data: which
// kinds exist, how a block names one (`kind:target`) and how each answer becomes leaderboard rows.
import type { FindAllResponse, TopCountPage } from '@eventory/domain/ranking-read';
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';
import type { VoteInfo } from '@eventory/domain/votes';
import { CACHE_STRATEGIES, type CacheStrategy } from './cache/strategies.ts';

/** The kinds built here: the goapi leaderboards, the campaign leaderboard (find-all) and a custom URL. */
export const FETCHER_KINDS = [
  'eventory',
  'mktevent',
  'top-count',
  'voteapi',
  'campaign-leaderboard',
  'custom',
] as const;
export type BuiltInFetcherKind = (typeof FETCHER_KINDS)[number];

/**
 * Kinds another part of the product plugs in through `registerBoardSource` (data/board-sources.ts):
 * the campaign cache and the JSON file. Until one registers, a block naming them shows its error state.
 */
export const EXTENSION_FETCHER_KINDS = ['campaign-cache', 'json-file'] as const;

/** Which data a block reads: a kind, what it reads (container, vote, type, URL) and the cache strategy. */
export interface FetcherSpec {
  kind: string;
  target: string;
  strategy: CacheStrategy;
}

/** Visitor spec §7: leaderboards are cache-then-network; the strategy applies to every kind's GETs. */
export const DEFAULT_FETCHER_STRATEGY: CacheStrategy = 'cacheThenNetwork';

/** Visitor spec §9: find-all pages hold 1000 rows. */
export const FIND_ALL_PAGE_SIZE = 1000;

export const asCacheStrategy = (value: unknown): CacheStrategy =>
  (CACHE_STRATEGIES as readonly unknown[]).includes(value)
    ? (value as CacheStrategy)
    : DEFAULT_FETCHER_STRATEGY;

/**
 * A block's `fetcher` prop: `kind:target` (e.g. `mktevent:vote-3`, `top-count:11,12`, `voteapi:3`,
 * `campaign-leaderboard:container-11`, `custom:/api/…`). Blank means `eventory` on the block's own
 * container; a bare target means eventory too. Unknown kinds are kept, so an extension can answer them.
 */
export function parseFetcherSpec(text: unknown, containerID: string, strategy?: unknown): FetcherSpec {
  const raw = typeof text === 'string' ? text.trim() : '';
  const chosen = asCacheStrategy(strategy);
  const match = /^([a-z][a-z-]*):(.*)$/s.exec(raw);
  if (!match) return { kind: 'eventory', target: raw || containerID.trim(), strategy: chosen };
  const kind = match[1] ?? 'eventory';
  const target = (match[2] ?? '').trim();
  return { kind, target: target || (kind === 'eventory' ? containerID.trim() : ''), strategy: chosen };
}

/** The one key a fetch depends on: a new spec drops the data and loads again. */
export const fetcherKey = (spec: FetcherSpec): string => `${spec.kind}:${spec.target}:${spec.strategy}`;

/** The container whose live channel announces changes (eventory boards only). */
export function liveContainerOf(spec: FetcherSpec): number | undefined {
  if (spec.kind !== 'eventory') return undefined;
  const id = Number(spec.target);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** top-count targets are a comma-separated container list. */
export const containerList = (target: string): string[] =>
  target
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part));

/**
 * A custom URL is our own origin's path or an https address; never another scheme, never a
 * protocol-relative `//host` (it would leave the page's origin unnoticed). Tokens are never sent to it.
 */
export function isAllowedCustomUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https:\/\/[^/\s]+/i.test(url);
}

const emptyUser = (userID = '') => ({ userID, displayName: '', region: '', openID: '', picture: '' });

/** find-all: score from `amount`, rank by position (block spec §7). Next cursor: offset + limit while below total. */
export function rowsFromFindAll(
  answer: FindAllResponse,
  limit: number,
): { rows: LeaderboardRow[]; nextCursor: string } {
  const rows = answer.rows.map((row, index) => ({
    rank: answer.offset + index + 1,
    score: Number(row.amount) || 0,
    userInfo: {
      userID: row.userID ?? '',
      displayName: row.displayName ?? '',
      region: row.region ?? '',
      openID: row.openID ?? '',
      picture: row.picture ?? '',
    },
    meta: {},
  }));
  const next = answer.offset + limit;
  return { rows, nextCursor: rows.length > 0 && next < answer.total ? String(next) : '' };
}

/**
 * top-count: each container's leader (count 1 per container), ranked across the containers by score,
 * ties in the order the block lists them; `meta.containerID` says whose leader a row is.
 */
export function rowsFromTopCount(answer: TopCountPage, order: readonly string[]): LeaderboardRow[] {
  const position = (id: number) => {
    const at = order.indexOf(String(id));
    return at < 0 ? order.length : at;
  };
  return answer.data
    .flatMap((entry) => {
      const top = entry.data[0];
      return top ? [{ ...top, meta: { ...top.meta, containerID: String(entry.containerID) } }] : [];
    })
    .sort(
      (a, b) =>
        b.score - a.score || position(Number(a.meta.containerID)) - position(Number(b.meta.containerID)),
    )
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

/** voteapi: the nominees by score (floor(100·percentage) with meta.isPercentage, else total votes). */
export function rowsFromVoteInfo(info: VoteInfo): LeaderboardRow[] {
  return info.nominees
    .map((nominee) => ({
      rank: 0,
      score: info.meta.isPercentage ? Math.floor(100 * nominee.percentage) : nominee.totalVotes,
      userInfo: {
        userID: nominee.userID,
        displayName: nominee.displayName,
        region: nominee.region,
        openID: nominee.openID,
        picture: nominee.picture,
      },
      meta: { totalVotes: String(nominee.totalVotes), percentage: String(nominee.percentage) },
    }))
    .sort((a, b) => b.score - a.score)
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

const LEAGUE_FIELDS = ['description', 'iconURL', 'background', 'leagueID'] as const;

/**
 * One row of a custom (or extension) answer: a leaderboard row as our server sends it, a find-all
 * style `{amount, userID…}`, or a league `{name, picture, description, iconURL, background, leagueID}`
 * whose name shows as the open ID (visitor spec §3). Anything else is dropped.
 */
export function normalizeRow(value: unknown, position: number): LeaderboardRow | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const item = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const user = (item.userInfo && typeof item.userInfo === 'object' ? item.userInfo : item) as Record<
    string,
    unknown
  >;
  const score = Number(item.score ?? item.amount ?? 0);
  const rank = Number(item.rank ?? 0);
  const meta: Record<string, string> = {};
  if (item.meta && typeof item.meta === 'object')
    for (const [k, v] of Object.entries(item.meta as Record<string, unknown>)) meta[k] = text(v);
  for (const field of LEAGUE_FIELDS) if (item[field] !== undefined) meta[field] = text(item[field]);
  const onlive = item.onliveInfo as { streamID?: unknown; liveStreamID?: unknown } | undefined;
  return {
    rank: Number.isFinite(rank) && rank > 0 ? Math.trunc(rank) : position + 1,
    score: Number.isFinite(score) ? score : 0,
    userInfo: {
      ...emptyUser(text(user.userID ?? item.id ?? item.leagueID)),
      displayName: text(user.displayName ?? item.name),
      region: text(user.region),
      openID: text(user.openID ?? item.name),
      picture: text(user.picture),
    },
    ...(onlive
      ? {
          onliveInfo: {
            streamID: Number(onlive.streamID) || 0,
            liveStreamID: Number(onlive.liveStreamID) || 0,
          },
        }
      : {}),
    meta,
  };
}

/** A custom answer: an array of rows, or `{data | rows | streamers: [...], nextCursor?}`. */
export function rowsFromCustom(answer: unknown): { rows: LeaderboardRow[]; nextCursor: string } {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const list = Array.isArray(answer)
    ? answer
    : (([body.data, body.rows, body.streamers].find(Array.isArray) as unknown[] | undefined) ?? []);
  const rows = list.flatMap((item, index) => {
    const row = normalizeRow(item, index);
    return row ? [row] : [];
  });
  return { rows, nextCursor: typeof body.nextCursor === 'string' ? body.nextCursor : '' };
}
