// The visitor side's one interface to the server, so blocks never know which host or transport answers.
import type { LeaderboardPage, UserInfo } from '@eventory/domain/leaderboard-read';
import type { ContainerSummary, PersonalRank } from '@eventory/domain/ranking-read';
import {
  FOLLOWEE_PAGE_SIZE,
  type FolloweePage,
  type VisitorSignIn,
  type VisitorValidation,
} from '@eventory/domain/visitor-session';
import { authHeaders, type VisitorSession } from '../visitor/visitor-session.ts';
import type { DayCache } from './cache/day-cache.ts';
import { cachedRequest } from './cache/strategies.ts';
import type { BoardPage, SourceRequest } from './board-sources.ts';
import type { FetcherSpec } from './fetcher-kinds.ts';

export interface LeaderboardQuery {
  containerID: string | number;
  count: number;
  /** '' for the first page. */
  cursor: string;
}

export interface DemoVisitor extends UserInfo {
  kind: 'streamer' | 'viewer';
}

export interface LeaderboardRequestOptions {
  signal?: AbortSignal;
  /** Cache-then-network: called with a cached page before the live one arrives. */
  onCached?: (page: LeaderboardPage) => void;
}

export interface BoardPageRequestOptions {
  signal?: AbortSignal;
  /** Cache-then-network: called with a cached page before the live one arrives. */
  onCached?: (page: BoardPage) => void;
}

export interface DataClient {
  getLeaderboard(query: LeaderboardQuery, options?: LeaderboardRequestOptions): Promise<LeaderboardPage>;
  /** One page of a board read with any fetcher kind of visitor spec §7 (decision 0047), under its cache strategy. */
  getBoardPage(
    spec: FetcherSpec,
    page: { count: number; cursor: string },
    options?: BoardPageRequestOptions,
  ): Promise<BoardPage>;
  /** GET /api/v1/public/containers/{containerID}/summary: size and total score, without reading every row. */
  getContainerSummary(containerID: string | number, signal?: AbortSignal): Promise<ContainerSummary>;
  /** Needs a signed-in visitor; answers undefined when nobody is signed in. */
  getPersonalRank(containerID: string | number, signal?: AbortSignal): Promise<PersonalRank | undefined>;
  /** One page of the signed-in visitor's followees (pages of 1000). */
  getFollowees(cursor: string, signal?: AbortSignal): Promise<FolloweePage>;
  validateVisitor(signal?: AbortSignal): Promise<VisitorValidation>;
  listDemoVisitors(signal?: AbortSignal): Promise<DemoVisitor[]>;
  demoSignIn(userID: string): Promise<VisitorSignIn>;
}

/** A failed call: HTTP status (0 for network errors and timeouts) plus the server's errorCode when it sent one. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

/** Visitor spec §7: leaderboard requests time out after 5000 ms. */
export const REQUEST_TIMEOUT_MS = 5000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 0 = no timeout. */
  timeoutMs?: number;
}

export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  // One controller for both the caller's cancel and the timeout (AbortSignal.any is too new for older phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forwardAbort);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        signal: controller.signal,
        headers: {
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      if (timedOut) throw new FetchError(`The request to ${url} timed out.`, 0, 'TIMEOUT');
      throw error;
    }
    if (!response.ok) {
      const failure = (await response.json().catch(() => undefined)) as
        { errorCode?: string; errorMessage?: string } | undefined;
      throw new FetchError(
        failure?.errorMessage ?? `The request to ${url} failed with status ${response.status}.`,
        response.status,
        failure?.errorCode,
      );
    }
    return (await response.json()) as T;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export function getJson<T>(url: string, signal?: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): Promise<T> {
  return requestJson<T>(url, { signal, timeoutMs });
}

export const isTimeout = (error: unknown): boolean =>
  error instanceof FetchError && error.errorCode === 'TIMEOUT';

export const notLoggedIn = () => new FetchError('The user is not logged in.', 401, 'NOT_LOGGED_IN');

export interface HttpDataClientOptions {
  /** Defaults to our own server on the same origin. */
  baseUrl?: string;
  /** The signed-in visitor; calls that need a token refuse without one and sign out on 401. */
  session?: VisitorSession;
  /** The browser cache layer; without one every read goes to the network. */
  cache?: DayCache;
}

/** Talks to our own server: same origin by default. */
export function createHttpDataClient(options: HttpDataClientOptions = {}): DataClient {
  const { baseUrl = '', session, cache } = options;

  const leaderboardUrl = ({ containerID, count, cursor }: LeaderboardQuery, withoutOnliveInfo: boolean) => {
    const query = new URLSearchParams({ containerID: String(containerID), count: String(count), cursor });
    if (withoutOnliveInfo) query.set('withoutOnliveInfo', '1');
    return `${baseUrl}/leaderboards/eventory?${query}`;
  };

  /** A call with the visitor's token; a 401 (or 420 'token invalid') signs the visitor out. */
  const authed = async <T>(url: string, signal?: AbortSignal): Promise<T> => {
    const user = session?.snapshot().user;
    if (!user) throw notLoggedIn();
    try {
      return await requestJson<T>(url, { signal, headers: authHeaders(user) });
    } catch (error) {
      if (error instanceof FetchError) session?.reportResponse(error.status, error.message);
      throw error;
    }
  };

  /** Every fetcher kind's transport: our origin by default, the cache layer applied (GETs only). */
  const sourceRequest: SourceRequest = (url, { method = 'GET', body, strategy, signal, onCached }) => {
    const full = url.startsWith('/') ? `${baseUrl}${url}` : url;
    const network = () => requestJson<never>(full, { method, body, signal });
    if (!cache) return network();
    return cachedRequest(cache, { url: full, method, strategy, network, onCached });
  };

  const client: DataClient = {
    async getLeaderboard(query, { signal, onCached } = {}) {
      const url = leaderboardUrl(query, false);
      // Visitor spec §4: a timed-out board is asked once more without live info and without a timeout.
      const network = () =>
        requestJson<LeaderboardPage>(url, { signal }).catch((error: unknown) => {
          if (!isTimeout(error) || signal?.aborted) throw error;
          return requestJson<LeaderboardPage>(leaderboardUrl(query, true), { signal, timeoutMs: 0 });
        });
      if (!cache) return network();
      return cachedRequest(cache, { url, strategy: 'cacheThenNetwork', network, onCached });
    },
    getBoardPage(spec, { count, cursor }, { signal, onCached } = {}) {
      // The eventory board keeps its timeout retry (visitor spec §4) when it uses the default strategy.
      if (spec.kind === 'eventory' && spec.strategy === 'cacheThenNetwork' && /^\d+$/.test(spec.target))
        return client
          .getLeaderboard(
            { containerID: spec.target, count, cursor },
            {
              signal,
              onCached: onCached && ((page) => onCached({ rows: page.data, nextCursor: page.nextCursor })),
            },
          )
          .then((page) => ({ rows: page.data, nextCursor: page.nextCursor }));
      // Its own chunk: only pages with another fetcher kind download the kinds' readers (the ops
      // tools' kinds, campaign-cache and json-file, registered with them).
      return import('./ops-board-sources.ts').then(({ loadBoardPage }) =>
        loadBoardPage(spec, { cursor, count, request: sourceRequest, signal, onCached }),
      );
    },
    getContainerSummary(containerID, signal) {
      // Network first: a summary is small and changes every second; the cached one only covers an outage.
      return sourceRequest<ContainerSummary>(
        `/api/v1/public/containers/${encodeURIComponent(String(containerID))}/summary`,
        { strategy: 'networkFirst', signal },
      );
    },
    async getPersonalRank(containerID, signal) {
      const user = session?.snapshot().user;
      if (!user) return undefined;
      const path = `/event/container/${encodeURIComponent(String(containerID))}/personal/${encodeURIComponent(user.userID)}`;
      return authed<PersonalRank>(`${baseUrl}${path}`, signal);
    },
    getFollowees(cursor, signal) {
      const user = session?.snapshot().user;
      if (!user) return Promise.reject(notLoggedIn());
      const query = new URLSearchParams({ count: String(FOLLOWEE_PAGE_SIZE), cursor });
      return authed<FolloweePage>(
        `${baseUrl}/users/${encodeURIComponent(user.userID)}/followeeIDs?${query}`,
        signal,
      );
    },
    validateVisitor(signal) {
      return authed<VisitorValidation>(`${baseUrl}/api/v1/cube/auth/validate`, signal);
    },
    async listDemoVisitors(signal) {
      const answer = await requestJson<{ items: DemoVisitor[] }>(`${baseUrl}/api/v1/visitor/demo-users`, {
        signal,
      });
      return answer.items;
    },
    demoSignIn(userID) {
      return requestJson<VisitorSignIn>(`${baseUrl}/api/v1/visitor/demo-sign-in`, {
        method: 'POST',
        body: { userID },
      });
    },
  };
  return client;
}
