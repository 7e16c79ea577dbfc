import { useQuery } from '@tanstack/react-query';
import { type RecordsPage } from '@eventory/domain/container-admin';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_STALE_MS, containerKey, validId } from './engine-api.ts';

export function useRecords(id: number, count: number, cursor: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'records', { count, cursor }],
    staleTime: CONTAINER_STALE_MS,
    queryFn: ({ signal }) =>
      api.get<RecordsPage>(`containers/${id}/records`, { signal, query: { count, cursor } }),
    enabled: validId(id),
  });
}
