// A campaign's content lists (admin spec §7), each read whole: missions, roadmaps, questionnaires, prizes,
// prize results, tracked leaderboards and the replay status of its containers.
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import { type ContainerReplayStatus } from '@eventory/domain/replay';
import { type LeaderboardTracking } from '@eventory/domain/tracker';
import { type Mission } from '@eventory/domain/missions';
import { type MissionRoadmap } from '@eventory/domain/roadmaps';
import { type Prize, type PrizeResult } from '@eventory/domain/prizes';
import { type Questionnaire } from '@eventory/domain/questionnaires';
import { asPage, contentKey, STALE_MS, validId } from './content-api.ts';

/** What each list holds. */
export interface ContentLists {
  missions: Mission;
  roadmaps: MissionRoadmap;
  questionnaires: Questionnaire;
  prizes: Prize;
  prizeResults: PrizeResult;
  trackerCounts: LeaderboardTracking;
  replayStatus: ContainerReplayStatus;
}

/** Where each list is read, below campaigns/{id}/. */
const PATHS: Record<keyof ContentLists, string> = {
  missions: 'missions',
  roadmaps: 'missionRoadmaps',
  questionnaires: 'questionnaires',
  prizes: 'prizes',
  prizeResults: 'prizeResults',
  trackerCounts: 'tracker/leaderboards',
  replayStatus: 'replay-status',
};

export function useContentList<K extends keyof ContentLists>(campaignId: number, what: K) {
  const { api } = useServices();
  return useQuery({
    queryKey: contentKey(campaignId, what),
    staleTime: STALE_MS,
    queryFn: async ({ signal }) =>
      asPage<ContentLists[K]>(await api.get<unknown>(`campaigns/${campaignId}/${PATHS[what]}`, { signal }))
        .items,
    enabled: validId(campaignId),
  });
}
