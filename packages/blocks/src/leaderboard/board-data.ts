// How the leaderboard family reads a container: every page of its ranking through the data client
// (cache-then-network), refreshed by the live channel when it is up and by 1 s polling otherwise.
import { useEffect } from 'react';
import type { LeaderboardPage, LeaderboardRow } from '@eventory/domain/leaderboard-read';
import { getJson } from '../data/data-client.ts';
import { shownData } from '../data/fetcher-rules.ts';
import { usePagedFetcher, type PageLoader, type PagedFetcherResult } from '../data/usePagedFetcher.ts';
import { useLiveContainer } from '../data/useLiveContainer.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { CONTRIBUTION_QUERY_COUNT } from './family-rules.ts';

export interface BoardDataOptions {
  containerID: string;
  count: number;
  autoRefresh: boolean;
  /** Unix seconds; 0 = none. */
  startTime?: number;
  /** Load only the first page (the podium needs its top N only). */
  firstPageOnly?: boolean;
}

export interface BoardData {
  fetcher: PagedFetcherResult<LeaderboardRow>;
  /** Live data, else the cached first page; undefined before the first answer. */
  rows: readonly LeaderboardRow[] | undefined;
}

export function useBoardData({
  containerID,
  count,
  autoRefresh,
  startTime = 0,
  firstPageOnly = false,
}: BoardDataOptions): BoardData {
  const { mode, dataClient } = useRenderContext();
  const editor = mode === 'editor';
  const loader: PageLoader<LeaderboardRow> = (cursor, signal, onCached) =>
    dataClient
      .getLeaderboard(
        { containerID, count, cursor },
        { signal, onCached: (page) => onCached({ items: page.data, nextCursor: page.nextCursor }) },
      )
      .then((page) => ({ items: page.data, nextCursor: firstPageOnly ? '' : page.nextCursor }));
  const numericID = Number(containerID);
  const live = useLiveContainer(
    Number.isSafeInteger(numericID) && numericID > 0 ? numericID : undefined,
    autoRefresh && !editor,
  );
  const fetcher = usePagedFetcher(loader, {
    key: `${containerID}:${count}:${firstPageOnly ? 1 : 0}`,
    enabled: containerID !== '',
    mode,
    autoRefresh: autoRefresh && !live.live,
    startTime: startTime > 0 ? startTime * 1000 : undefined,
  });
  const { refresh } = fetcher;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);
  return { fetcher, rows: shownData(fetcher.data, fetcher.cacheData) };
}

/**
 * Visitor spec §7 "Contribution lookup": GET /leaderboards/eventory with containerID, count 100 and
 * subkeys [userID]; the answer's rows are the user's contributors, largest first.
 */
export function fetchContributions(
  containerID: string,
  userID: string,
  signal?: AbortSignal,
): Promise<LeaderboardRow[]> {
  const query = new URLSearchParams({
    containerID,
    count: String(CONTRIBUTION_QUERY_COUNT),
    subkeys: userID,
  });
  return getJson<LeaderboardPage>(`/leaderboards/eventory?${query}`, signal).then((page) => page.data);
}
