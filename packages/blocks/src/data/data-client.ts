// The visitor side's one interface to the server, so blocks never know which host or transport answers.
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';

export interface LeaderboardQuery {
  containerID: string | number;
  count: number;
  /** '' for the first page. */
  cursor: string;
}

export interface DataClient {
  getLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<LeaderboardPage>;
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

export async function getJson<T>(
  url: string,
  signal?: AbortSignal,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<T> {
  // One controller for both the caller's cancel and the timeout (AbortSignal.any is too new for older phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forwardAbort);
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    } catch (error) {
      if (timedOut) throw new FetchError(`The request to ${url} timed out.`, 0, 'TIMEOUT');
      throw error;
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as
        { errorCode?: string; errorMessage?: string } | undefined;
      throw new FetchError(
        body?.errorMessage ?? `The request to ${url} failed with status ${response.status}.`,
        response.status,
        body?.errorCode,
      );
    }
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Talks to our own server: same origin by default. */
export function createHttpDataClient(baseUrl = ''): DataClient {
  return {
    getLeaderboard({ containerID, count, cursor }, signal) {
      const query = new URLSearchParams({ containerID: String(containerID), count: String(count), cursor });
      return getJson<LeaderboardPage>(`${baseUrl}/leaderboards/eventory?${query}`, signal);
    },
  };
}
