import { useQuery, type keepPreviousData } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import type { CampaignList } from '@eventory/domain/campaign';
import { LIST_STALE_MS, type CampaignListQuery } from './campaign-api.ts';

export function useCampaignList(
  query: CampaignListQuery,
  options: { placeholderData?: typeof keepPreviousData } = {},
) {
  const { api } = useServices();
  return useQuery({
    ...options,
    queryKey: ['campaigns', query],
    staleTime: LIST_STALE_MS,
    // The query's signal aborts an outdated request when the filters move on (admin spec §7: cancellable).
    queryFn: ({ signal }) =>
      api.get<CampaignList>('campaigns', {
        signal,
        query: {
          limit: query.limit,
          offset: query.offset,
          codeName: query.codeName.trim(),
          designName: query.designName.trim(),
          regions: query.regions.join(',') || undefined,
          showEnded: query.showEnded || undefined,
        },
      }),
  });
}
