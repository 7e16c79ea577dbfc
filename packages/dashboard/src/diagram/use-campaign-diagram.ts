import { useQuery } from '@tanstack/react-query';
import type { CampaignDiagram } from '@eventory/domain/campaign-diagram';
import { useServices } from '../services/use-services.ts';

/** GET campaigns/{id}/diagram: the campaign's whole graph in one call. */
export function useCampaignDiagram(campaignID: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', campaignID, 'diagram'],
    queryFn: ({ signal }) => api.get<CampaignDiagram>(`campaigns/${campaignID}/diagram`, { signal }),
    enabled: Number.isInteger(campaignID) && campaignID > 0,
  });
}
