// A container's summary (GET /api/v1/public/containers/{id}/summary): size, total and top score from the
// server's rank index, re-read 1 s after each answer, so a total never pages through every row.
import type { ContainerSummary } from '@eventory/domain/ranking-read';
import { useFetcher, type FetcherResult } from '../data/useFetcher.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { AUTO_REFRESH_MS } from './leaderboard-props.ts';

export function useContainerSummary(containerID: string, enabled: boolean): FetcherResult<ContainerSummary> {
  const { mode, dataClient } = useRenderContext();
  return useFetcher((signal) => dataClient.getContainerSummary(containerID, signal), {
    key: containerID,
    enabled: enabled && mode !== 'editor' && /^\d+$/.test(containerID),
    refreshAfterMs: AUTO_REFRESH_MS,
  });
}
