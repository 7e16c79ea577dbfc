import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightBucket, InsightAnswer, LeaderboardInsightAnswer } from '@eventory/domain/insight';
import { useServices } from '../services/use-services.ts';

/** GET campaigns/{id}/insight: the over-time charts, funnels and variants of [from, to). */
export function useCampaignInsight(
  campaignID: number,
  range: { from: number; to: number; bucket: InsightBucket } | undefined,
) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', campaignID, 'insight', range],
    queryFn: ({ signal }) =>
      api.get<InsightAnswer>(
        `campaigns/${campaignID}/insight?from=${range!.from}&to=${range!.to}&bucket=${range!.bucket}`,
        { signal },
      ),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET campaigns/{id}/insight/leaderboards: concentration, top contributors and rank movement. */
export function useLeaderboardInsight(campaignID: number, top: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', campaignID, 'insight', 'leaderboards', top],
    queryFn: ({ signal }) =>
      api.get<LeaderboardInsightAnswer>(`campaigns/${campaignID}/insight/leaderboards?top=${top}`, {
        signal,
      }),
  });
}
