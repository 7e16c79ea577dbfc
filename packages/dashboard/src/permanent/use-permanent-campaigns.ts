// The permanent campaigns with their leaderboards (GET permanent/campaigns).
import { useQuery } from '@tanstack/react-query';
import type { PermanentCampaign } from '@eventory/domain/permanent';
import { useServices } from '../services/use-services.ts';

export const PERMANENT_KEY = ['permanent-campaigns'] as const;

export function usePermanentCampaigns() {
  const { api } = useServices();
  return useQuery({
    queryKey: PERMANENT_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: PermanentCampaign[] }>('permanent/campaigns', { signal })).items,
  });
}
