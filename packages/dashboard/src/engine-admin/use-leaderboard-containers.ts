import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_LIST_STALE_MS, type AdminContainer, itemsOf, validId } from './engine-api.ts';

/** The containers hanging off a leaderboard (refID = the leaderboard's ID). */
export function useLeaderboardContainers(leaderboardId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['containers', { refID: leaderboardId, type: 'Leaderboard' }],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<AdminContainer[] | { items: AdminContainer[] }>('containers', {
          signal,
          query: { refID: leaderboardId, type: 'Leaderboard' },
        }),
      ),
    enabled: validId(leaderboardId),
  });
}
