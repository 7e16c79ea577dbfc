import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import { type Tracker } from '@eventory/domain/tracker';
import { contentKey, STALE_MS, validId } from './content-api.ts';

export function useTracker(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: contentKey(campaignId, 'tracker'),
    staleTime: STALE_MS,
    queryFn: ({ signal }) => api.get<Tracker>(`campaigns/${campaignId}/tracker`, { signal }),
    enabled: validId(campaignId),
  });
}
