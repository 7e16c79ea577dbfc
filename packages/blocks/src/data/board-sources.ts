// How each fetcher kind reads one page of a board (decision 0047). Every kind goes through the same
// `request`, which applies the block's cache strategy (GETs only; a POST is always network-only).
// Extension point: another part of the product adds a kind (campaign-cache, json-file) with
// `registerBoardSource(kind, loader)`; blocks then name it in their `fetcher` prop like any other.
import type { FindAllResponse, TopCountPage } from '@eventory/domain/ranking-read';
import type { LeaderboardPage, LeaderboardRow } from '@eventory/domain/leaderboard-read';
import type { VotingEventResponse } from '@eventory/domain/votes';
import type { CacheStrategy } from './cache/strategies.ts';
import {
  containerList,
  FIND_ALL_PAGE_SIZE,
  isAllowedCustomUrl,
  rowsFromCustom,
  rowsFromFindAll,
  rowsFromTopCount,
  rowsFromVoteInfo,
  type FetcherSpec,
} from './fetcher-kinds.ts';

export interface BoardPage {
  rows: LeaderboardRow[];
  /** '' at the end. */
  nextCursor: string;
}

export interface SourceRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  strategy: CacheStrategy;
  signal?: AbortSignal;
  /** Cache-then-network: the cached answer before the live one. */
  onCached?: (value: T) => void;
}

/** The data client's transport: base URL, timeout and the cache layer applied. */
export type SourceRequest = <T>(url: string, options: SourceRequestOptions<T>) => Promise<T>;

export interface BoardSourceContext {
  cursor: string;
  count: number;
  request: SourceRequest;
  signal?: AbortSignal;
  onCached?: (page: BoardPage) => void;
}

export type BoardSourceLoader = (spec: FetcherSpec, context: BoardSourceContext) => Promise<BoardPage>;

/** A kind the data cannot be read with (unknown, or a target it refuses). Blocks show their error state. */
export class FetcherSpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetcherSpecError';
  }
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

const requireTarget = (spec: FetcherSpec, what: string): string => {
  if (!spec.target) throw new FetcherSpecError(`The ${spec.kind} fetcher needs ${what}.`);
  return spec.target;
};

const fromPage = (page: LeaderboardPage): BoardPage => ({ rows: page.data, nextCursor: page.nextCursor });

const BUILT_IN: Record<string, BoardSourceLoader> = {
  eventory: (spec, { cursor, count, request, signal, onCached }) =>
    request<LeaderboardPage>(
      `/leaderboards/eventory?${query({ containerID: requireTarget(spec, 'a container'), count: String(count), cursor })}`,
      { strategy: spec.strategy, signal, onCached: onCached && ((page) => onCached(fromPage(page))) },
    ).then(fromPage),

  // A vote's tally is `vote-{voteID}`; a container's board `container-{id}` (or a bare id).
  mktevent: (spec, { cursor, count, request, signal, onCached }) =>
    request<LeaderboardPage>(
      `/leaderboards/mktevent?${query({ type: requireTarget(spec, 'a type'), count: String(count), cursor, onliveInfo: '1' })}`,
      { strategy: spec.strategy, signal, onCached: onCached && ((page) => onCached(fromPage(page))) },
    ).then(fromPage),

  // Visitor spec §7: the top-count variant asks count=1 per container.
  'top-count': (spec, { request, signal, onCached }) => {
    const ids = containerList(requireTarget(spec, 'containers'));
    if (ids.length === 0) throw new FetcherSpecError('The top-count fetcher needs container ids.');
    const toPage = (answer: TopCountPage): BoardPage => ({
      rows: rowsFromTopCount(answer, ids),
      nextCursor: '',
    });
    return request<TopCountPage>(
      `/leaderboards/eventory/top-count?${query({ containerIDs: ids.join(','), count: '1' })}`,
      { strategy: spec.strategy, signal, onCached: onCached && ((answer) => onCached(toPage(answer))) },
    ).then(toPage);
  },

  voteapi: (spec, { request, signal, onCached }) => {
    const voteID = requireTarget(spec, 'a vote id');
    if (!/^\d+$/.test(voteID)) throw new FetcherSpecError('The voteapi fetcher needs a vote id.');
    const toPage = (answer: VotingEventResponse): BoardPage => ({
      rows: answer.voteInfo[0] ? rowsFromVoteInfo(answer.voteInfo[0]) : [],
      nextCursor: '',
    });
    return request<VotingEventResponse>(`/votingEvent/${voteID}`, {
      strategy: spec.strategy,
      signal,
      onCached: onCached && ((answer) => onCached(toPage(answer))),
    }).then(toPage);
  },

  // Block spec §7: POST {type, limit 1000, offset}; the next offset is offset + limit. A POST: network only.
  'campaign-leaderboard': (spec, { cursor, request, signal }) => {
    const offset = /^\d+$/.test(cursor) ? Number(cursor) : 0;
    return request<FindAllResponse>('/api/campaign/leaderboard/find-all', {
      method: 'POST',
      body: { type: requireTarget(spec, 'a type'), limit: FIND_ALL_PAGE_SIZE, offset },
      strategy: spec.strategy,
      signal,
    }).then((answer) => rowsFromFindAll(answer, FIND_ALL_PAGE_SIZE));
  },

  // `custom:[post ]/path?…`: our origin's path or an https address, read without the visitor's token.
  custom: (spec, { cursor, request, signal, onCached }) => {
    const target = requireTarget(spec, 'a URL');
    const post = /^post\s+/i.exec(target);
    const url = post ? target.slice(post[0].length).trim() : target;
    if (!isAllowedCustomUrl(url))
      throw new FetcherSpecError('A custom fetcher reads a path of this site or an https address.');
    const withCursor = cursor ? `${url}${url.includes('?') ? '&' : '?'}${query({ cursor })}` : url;
    return request<unknown>(withCursor, {
      method: post ? 'POST' : 'GET',
      ...(post ? { body: {} } : {}),
      strategy: spec.strategy,
      signal,
      onCached: onCached && ((answer) => onCached(rowsFromCustom(answer))),
    }).then(rowsFromCustom);
  },
};

const extensions = new Map<string, BoardSourceLoader>();

/** Adds a fetcher kind (campaign-cache, json-file…). A built-in kind cannot be replaced. */
export function registerBoardSource(kind: string, loader: BoardSourceLoader): void {
  if (kind in BUILT_IN) throw new Error(`The ${kind} fetcher is built in.`);
  extensions.set(kind, loader);
}

/** Reads one page of `spec` through `context.request` (with the cache layer of the data client). */
export function loadBoardPage(spec: FetcherSpec, context: BoardSourceContext): Promise<BoardPage> {
  const loader = BUILT_IN[spec.kind] ?? extensions.get(spec.kind);
  if (!loader) return Promise.reject(new FetcherSpecError(`No fetcher of kind '${spec.kind}'.`));
  try {
    return loader(spec, context);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
