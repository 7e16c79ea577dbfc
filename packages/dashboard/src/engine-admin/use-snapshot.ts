import { useQuery } from '@tanstack/react-query';
import { type Snapshot } from '@eventory/domain/container-admin';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_STALE_MS, containerKey, validId } from './engine-api.ts';

export function useSnapshot(containerId: number, snapshotId: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(containerId), 'snapshot', snapshotId],
    staleTime: CONTAINER_STALE_MS,
    queryFn: ({ signal }) =>
      api.get<Snapshot>(`containers/${containerId}/record/snapshots/${snapshotId}`, { signal }),
    enabled: snapshotId !== null && validId(containerId),
  });
}
