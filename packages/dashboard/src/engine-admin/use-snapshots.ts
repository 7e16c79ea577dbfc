import { useQuery } from '@tanstack/react-query';
import { type SnapshotSummary } from '@eventory/domain/container-admin';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_LIST_STALE_MS, containerKey, type SnapshotQuery, itemsOf, validId } from './engine-api.ts';

export function useSnapshots(id: number, query: SnapshotQuery, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'snapshots', query],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<SnapshotSummary[] | { items: SnapshotSummary[] }>(`containers/${id}/record/snapshots`, {
          signal,
          query: {
            fromTimestamp: query.fromTimestamp,
            toTimestamp: query.toTimestamp,
            sourceType: query.sourceType.join(',') || undefined,
            sortByTimestamp: query.sortByTimestamp,
          },
        }),
      ),
    enabled: enabled && validId(id),
  });
}
