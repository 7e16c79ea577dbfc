import { useQuery } from '@tanstack/react-query';
import type { PageDocument } from '@eventory/domain/blueprint';
import { useServices } from '../services/use-services.ts';

/** GET campaigns/{id}/page: the page viewers get at /event/{codeName} (saved, or generated). */
export function useCampaignPage(campaignID: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', campaignID, 'page'],
    queryFn: ({ signal }) => api.get<PageDocument>(`campaigns/${campaignID}/page`, { signal }),
    enabled: Number.isInteger(campaignID) && campaignID > 0,
  });
}
