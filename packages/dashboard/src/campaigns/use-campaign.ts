import { useQuery } from '@tanstack/react-query';
import { usesNewerApi, type Campaign } from '@eventory/domain/campaign';
import type { OlderEvent } from '@eventory/domain/older-event';
import { useServices } from '../services/use-services.ts';
import { CAMPAIGN_STALE_MS, campaignOfOlderEvent, validId } from './campaign-api.ts';

/** Ids above 10000 use the newer admin API; others the older event API (admin spec §5). */
export function useCampaign(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', id],
    staleTime: CAMPAIGN_STALE_MS,
    queryFn: async ({ signal }) =>
      usesNewerApi(id)
        ? api.get<Campaign>(`campaigns/${id}`, { signal })
        : campaignOfOlderEvent(await api.get<OlderEvent>(`event/${id}`, { signal })),
    enabled: validId(id),
  });
}
