// A campaign's votes, as the Votes tab lists them (admin API GET campaigns/{id}/votes).
import { useQuery } from '@tanstack/react-query';
import type { Vote } from '@eventory/domain/votes';
import { useServices } from '../services/use-services.ts';
import { asPage, contentKey } from '../campaign-content/content-api.ts';

export function useVotes(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: contentKey(campaignId, 'votes'),
    staleTime: 10_000,
    queryFn: async ({ signal }) =>
      asPage<Vote>(await api.get<unknown>(`campaigns/${campaignId}/votes`, { signal })).items,
    enabled: Number.isInteger(campaignId) && campaignId > 0,
  });
}
