// How the leaderboard family reads a container: every page of its ranking through the data client
// (cache-then-network), refreshed by the live channel when it is up and by 1 s polling otherwise.
import { useEffect } from 'react';
import type { LeaderboardPage, LeaderboardRow } from '@eventory/domain/leaderboard-read';
import { getJson, type DataClient } from '../data/data-client.ts';
import { fetcherKey, liveContainerOf, parseFetcherSpec, type FetcherSpec } from '../data/fetcher-kinds.ts';
import { shownData } from '../data/fetcher-rules.ts';
import { usePagedFetcher, type PageLoader, type PagedFetcherResult } from '../data/usePagedFetcher.ts';
import { useLiveContainer } from '../data/useLiveContainer.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { CONTRIBUTION_QUERY_COUNT } from './family-rules.ts';

export interface BoardDataOptions {
  containerID: string;
  /** The block's `fetcher` prop (`kind:target`, decision 0047); blank = eventory on containerID. */
  fetcher?: unknown;
  /** The block's cache strategy (visitor spec §7); default cache-then-network. */
  cacheStrategy?: unknown;
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
  /** What the block reads. */
  spec: FetcherSpec;
}

/**
 * One page loader for any fetcher kind. The default eventory board goes through getLeaderboard (its
 * timeout retry); every other kind through getBoardPage, both with the cache layer.
 */
export function boardPageLoader(
  dataClient: DataClient,
  spec: FetcherSpec,
  count: number,
  firstPageOnly = false,
): PageLoader<LeaderboardRow> {
  const last = (nextCursor: string) => (firstPageOnly ? '' : nextCursor);
  if (spec.kind === 'eventory' && spec.strategy === 'cacheThenNetwork')
    return (cursor, signal, onCached) =>
      dataClient
        .getLeaderboard(
          { containerID: spec.target, count, cursor },
          { signal, onCached: (page) => onCached({ items: page.data, nextCursor: last(page.nextCursor) }) },
        )
        .then((page) => ({ items: page.data, nextCursor: last(page.nextCursor) }));
  return (cursor, signal, onCached) =>
    dataClient
      .getBoardPage(
        spec,
        { count, cursor },
        { signal, onCached: (page) => onCached({ items: page.rows, nextCursor: last(page.nextCursor) }) },
      )
      .then((page) => ({ items: page.rows, nextCursor: last(page.nextCursor) }));
}

export function useBoardData({
  containerID,
  fetcher: fetcherProp,
  cacheStrategy,
  count,
  autoRefresh,
  startTime = 0,
  firstPageOnly = false,
}: BoardDataOptions): BoardData {
  const { mode, dataClient } = useRenderContext();
  const editor = mode === 'editor';
  const spec = parseFetcherSpec(fetcherProp, containerID, cacheStrategy);
  const loader = boardPageLoader(dataClient, spec, count, firstPageOnly);
  // Every board follows the engine's live channel (shared per container, so a podium and a list agree; issue
  // 30 §1.2); while the channel is down an auto-refresh board polls (visitor spec §4).
  const live = useLiveContainer(liveContainerOf(spec), !editor);
  const fetcher = usePagedFetcher(loader, {
    key: `${fetcherKey(spec)}:${count}:${firstPageOnly ? 1 : 0}`,
    enabled: spec.target !== '',
    mode,
    autoRefresh: autoRefresh && !live.live,
    startTime: startTime > 0 ? startTime * 1000 : undefined,
  });
  const { refresh } = fetcher;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);
  return { fetcher, rows: shownData(fetcher.data, fetcher.cacheData), spec };
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
