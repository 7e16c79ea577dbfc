// After a write that can move a referenced time (a campaign, leaderboard, vote or roadmap time; decision
// 0094), the server has re-resolved every time that follows it in the same transaction: the dashboard
// reads the campaign's time-bearing lists again so none of them shows a time from before the write.
import { useQueryClient } from '@tanstack/react-query';
import { contentKey } from '../campaign-content/content-api.ts';

export function useRereadTimes(campaignId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        ['campaign', campaignId, 'leaderboards'],
        contentKey(campaignId, 'votes'),
        contentKey(campaignId, 'roadmaps'),
        ['campaign', campaignId, 'time-references'],
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}
