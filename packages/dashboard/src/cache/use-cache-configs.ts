// The cache configs (admin API GET cache-system/cache-configs) and one cache's value (GET caches/{id}).
import { useQuery } from '@tanstack/react-query';
import type { CacheConfig, CacheValue } from '@eventory/domain/cache-system';
import { useServices } from '../services/use-services.ts';

export const CACHE_KEY = ['cache-system'] as const;

export function useCacheConfigs() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...CACHE_KEY, 'configs'],
    queryFn: ({ signal }) => api.get<{ items: CacheConfig[] }>('cache-system/cache-configs', { signal }),
  });
}

export function useCacheValue(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...CACHE_KEY, 'value', id],
    queryFn: ({ signal }) => api.get<CacheValue>(`cache-system/caches/${id}`, { signal }),
  });
}
