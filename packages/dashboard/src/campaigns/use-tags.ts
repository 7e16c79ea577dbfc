import { useQuery } from '@tanstack/react-query';
import { type Tag } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import { LIST_STALE_MS } from './campaign-api.ts';

export function useTags() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['tags'],
    staleTime: LIST_STALE_MS,
    queryFn: ({ signal }) => api.get<Tag[]>('tags/all', { signal }),
  });
}
