import { useQuery } from '@tanstack/react-query';
import { type CampaignLastEdit } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import { LIST_STALE_MS, validId } from './campaign-api.ts';

export function useCampaignLastEdit(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', id, 'last-edit'],
    staleTime: LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      (await api.get<CampaignLastEdit | null>(`campaigns/${id}/last-edit`, { signal })) ?? null,
    enabled: validId(id),
  });
}
