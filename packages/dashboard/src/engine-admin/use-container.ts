import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_STALE_MS, containerKey, type AdminContainer, validId } from './engine-api.ts';

export function useContainer(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: containerKey(id),
    staleTime: CONTAINER_STALE_MS,
    queryFn: ({ signal }) => api.get<AdminContainer>(`containers/${id}`, { signal }),
    enabled: validId(id),
  });
}
