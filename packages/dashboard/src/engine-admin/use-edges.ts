import { useQuery } from '@tanstack/react-query';
import { type ContainerEdge, type ContainerEdges } from '@eventory/domain/container-admin';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_LIST_STALE_MS, containerKey, validId } from './engine-api.ts';

export function useEdges(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'edges'],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }): Promise<ContainerEdge[]> =>
      (await api.get<ContainerEdges>(`containers/${id}/edges`, { signal })).edges,
    enabled: validId(id),
  });
}
