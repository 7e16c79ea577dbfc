import { useQuery } from '@tanstack/react-query';
import { usesNewerApi, type Leaderboard } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import type { OlderLeaderboard } from '@eventory/domain/older-event';
import { LIST_STALE_MS, leaderboardOfOlder, validId } from './campaign-api.ts';

export function useCampaignLeaderboards(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', id, 'leaderboards'],
    staleTime: LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      usesNewerApi(id)
        ? api.get<Leaderboard[]>(`campaigns/${id}/leaderboards`, { signal })
        : (await api.get<OlderLeaderboard[]>(`event/${id}/leaderboard`, { signal })).map((lb) =>
            leaderboardOfOlder(id, lb),
          ),
    enabled: validId(id),
  });
}
