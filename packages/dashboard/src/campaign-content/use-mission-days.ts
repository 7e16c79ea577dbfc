import { useQuery } from '@tanstack/react-query';
import type { MissionDaysAnswer } from '@eventory/domain/mission-history';
import { useServices } from '../services/use-services.ts';
import { contentKey, STALE_MS, validId } from './content-api.ts';

/** Completions and claims per mission and day (campaign timezone), of one mission or all. */
export function useMissionDays(campaignId: number, missionID: number | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...contentKey(campaignId, 'missionDays'), missionID ?? 'all'],
    staleTime: STALE_MS,
    queryFn: ({ signal }) =>
      api.get<MissionDaysAnswer>(`campaigns/${campaignId}/mission-history/days`, {
        signal,
        query: { missionID },
      }),
    enabled: validId(campaignId),
  });
}
