import { useQuery } from '@tanstack/react-query';
import { type Corporation } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import { CAMPAIGN_STALE_MS } from './campaign-api.ts';

export function useCorporations() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['corporations'],
    staleTime: CAMPAIGN_STALE_MS,
    queryFn: ({ signal }) => api.get<Corporation[]>('corporations', { signal }),
  });
}
