import { useQuery } from '@tanstack/react-query';
import { usesNewerApi } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import {
  type AdminCampaign,
  CAMPAIGN_STALE_MS,
  type OlderEvent,
  campaignOfOlderEvent,
  validId,
} from './campaign-api.ts';

/** Ids above 10000 use the newer admin API; others the older event API (admin spec §5). */
export function useCampaign(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', id],
    staleTime: CAMPAIGN_STALE_MS,
    queryFn: async ({ signal }) =>
      usesNewerApi(id)
        ? api.get<AdminCampaign>(`campaigns/${id}`, { signal })
        : campaignOfOlderEvent(await api.get<OlderEvent>(`event/${id}`, { signal })),
    enabled: validId(id),
  });
}
