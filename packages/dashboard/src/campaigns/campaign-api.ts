// The campaign admin's calls (admin spec §7 Campaigns, Leaderboards, Evaluators) as query hooks.
import { useQuery } from '@tanstack/react-query';
import type { Campaign, CampaignList, Leaderboard } from '@eventory/domain/campaign';
import { useServices } from '../app/services.ts';

export interface CampaignListQuery {
  limit: number;
  offset: number;
  codeName: string;
  showEnded: boolean;
}

export function useCampaignList(query: CampaignListQuery) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaigns', query],
    queryFn: ({ signal }) =>
      api.get<CampaignList>('campaigns', {
        signal,
        query: { ...query, codeName: query.codeName.trim(), showEnded: query.showEnded || undefined },
      }),
  });
}

export function useCampaign(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', id],
    queryFn: ({ signal }) => api.get<Campaign>(`campaigns/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCampaignLeaderboards(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', id, 'leaderboards'],
    queryFn: ({ signal }) => api.get<Leaderboard[]>(`campaigns/${id}/leaderboards`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The event page of a campaign: its stored URL, else /event/{codeName} on this host. */
export const eventPageUrl = (campaign: Pick<Campaign, 'URL' | 'codeName'>) =>
  campaign.URL || `${window.location.origin}/event/${campaign.codeName}`;
