// The campaign content calls (admin spec §7 Missions, Mission roadmaps, Questionnaires, Prizes, Lookups
// and templates; tracker and replay status) as query hooks, with the shapes the admin API answers with.
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import {
  AWARD_MODES,
  MISSION_TYPES,
  QUESTION_TYPES,
  REPLAY_STATUSES,
  REWARD_TYPES,
  SEND_MODES,
  USER_MISSION_TYPES,
  rewardKindOf,
  type ContainerReplayStatus,
  type LeaderboardTracking,
  type Mission,
  type MissionRoadmap,
  type Prize,
  type PrizeResult,
  type Question,
  type QuestionType,
  type Questionnaire,
  type Tracker,
} from '@eventory/domain/campaign-content';
import type { PrizeItemKind } from '@eventory/domain/permissions';
import { useServices } from '../services/use-services.ts';

export {
  AWARD_MODES,
  MISSION_TYPES,
  QUESTION_TYPES,
  REPLAY_STATUSES,
  REWARD_TYPES,
  SEND_MODES,
  USER_MISSION_TYPES,
  rewardKindOf,
};
export type {
  ContainerReplayStatus,
  LeaderboardTracking,
  Mission,
  MissionRoadmap,
  Prize,
  PrizeResult,
  Question,
  QuestionType,
  Questionnaire,
  Tracker,
};
export type RewardKind = PrizeItemKind;

/** Select and sort questions need at least two options; a text question has none. */
export const MIN_OPTIONS: Record<QuestionType, number> = {
  SingleSelect: 2,
  MultipleSelect: 2,
  Sort: 2,
  Text: 0,
};
export const takesOptions = (type: QuestionType) => type !== 'Text';
export const SNAPSHOT_SOURCES = [
  'API',
  'EndOfLeaderboard',
  'Aggregator',
  'Replay',
  'RestoreBySnapshot',
] as const;

/** A page of a lookup: the rows, the total and where the page starts. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Lists stay fresh 10 s (admin spec §9). */
const STALE_MS = 10_000;
const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Accepts a bare list or a {items,total} page, so a screen reads one shape. */
export function asPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  const page = (data ?? {}) as { items?: T[]; total?: number; totalCount?: number };
  const items = page.items ?? [];
  return { items, total: page.total ?? page.totalCount ?? items.length };
}

export const contentKey = (campaignId: number, what: string) => ['campaign', campaignId, 'content', what];

function useCampaignList<T>(campaignId: number, what: string, path: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: contentKey(campaignId, what),
    staleTime: STALE_MS,
    queryFn: async ({ signal }) => asPage<T>(await api.get<unknown>(path, { signal })).items,
    enabled: validId(campaignId),
  });
}

export const useMissions = (campaignId: number) =>
  useCampaignList<Mission>(campaignId, 'missions', `campaigns/${campaignId}/missions`);
export const useRoadmaps = (campaignId: number) =>
  useCampaignList<MissionRoadmap>(campaignId, 'roadmaps', `campaigns/${campaignId}/missionRoadmaps`);
export const useQuestionnaires = (campaignId: number) =>
  useCampaignList<Questionnaire>(campaignId, 'questionnaires', `campaigns/${campaignId}/questionnaires`);
export const usePrizes = (campaignId: number) =>
  useCampaignList<Prize>(campaignId, 'prizes', `campaigns/${campaignId}/prizes`);
export const usePrizeResults = (campaignId: number) =>
  useCampaignList<PrizeResult>(campaignId, 'prizeResults', `campaigns/${campaignId}/prizeResults`);
export const useTrackerCounts = (campaignId: number) =>
  useCampaignList<LeaderboardTracking>(
    campaignId,
    'trackerCounts',
    `campaigns/${campaignId}/tracker/leaderboards`,
  );
export const useReplayStatus = (campaignId: number) =>
  useCampaignList<ContainerReplayStatus>(campaignId, 'replayStatus', `campaigns/${campaignId}/replay-status`);

export function useTracker(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: contentKey(campaignId, 'tracker'),
    staleTime: STALE_MS,
    queryFn: ({ signal }) => api.get<Tracker>(`campaigns/${campaignId}/tracker`, { signal }),
    enabled: validId(campaignId),
  });
}

/** A paged read: GET with filters and limit/offset (or POST for the snapshot search). */
export function usePagedLookup<T>(
  key: string,
  path: string,
  /** Query text for GET; for POST the JSON body (numbers and lists as they are). */
  filters: Record<string, unknown>,
  page: { limit: number; offset: number },
  options: { method?: 'GET' | 'POST'; enabled?: boolean } = {},
) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookup', key, filters, page],
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    queryFn: async ({ signal }) => {
      const query = { ...filters, limit: page.limit, offset: page.offset };
      const data =
        options.method === 'POST'
          ? await api.post<unknown>(path, compact(query), { signal })
          : await api.get<unknown>(path, {
              signal,
              query: query as Record<string, string | number | undefined>,
            });
      return asPage<T>(data);
    },
  });
}

const compact = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));

/** A text per language in the user's language, else the first one given. */
export const inLanguage = (texts: Partial<Record<string, string>> | undefined, lang: string): string =>
  texts?.[lang] ?? Object.values(texts ?? {}).find((v) => !!v) ?? '';
