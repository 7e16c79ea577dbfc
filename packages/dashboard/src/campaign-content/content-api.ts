// The campaign content calls (admin spec §7 Missions, Mission roadmaps, Questionnaires, Prizes, Lookups
// and templates; tracker and replay status): the shapes the admin API answers with and what the query hooks
// share. The hooks: use-content-list.ts, use-tracker.ts, use-paged-lookup.ts.
import {
  AWARD_MODES,
  REWARD_TYPES,
  SEND_MODES,
  rewardKindOf,
  type Prize,
  type PrizeResult,
} from '@eventory/domain/prizes';
import { MISSION_TYPES, USER_MISSION_TYPES, type Mission } from '@eventory/domain/missions';
import {
  QUESTION_TYPES,
  type Question,
  type QuestionType,
  type Questionnaire,
} from '@eventory/domain/questionnaires';
import { REPLAY_STATUSES, type ContainerReplayStatus } from '@eventory/domain/replay';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import type { LeaderboardTracking, Tracker } from '@eventory/domain/tracker';
import type { PrizeItemKind } from '@eventory/domain/permissions';

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
export const STALE_MS = 10_000;
export const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Accepts a bare list or a {items,total} page, so a screen reads one shape. */
export function asPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  const page = (data ?? {}) as { items?: T[]; total?: number; totalCount?: number };
  const items = page.items ?? [];
  return { items, total: page.total ?? page.totalCount ?? items.length };
}

export const contentKey = (campaignId: number, what: string) => ['campaign', campaignId, 'content', what];

/** A text per language in the user's language, else the first one given. */
export const inLanguage = (texts: Partial<Record<string, string>> | undefined, lang: string): string =>
  texts?.[lang] ?? Object.values(texts ?? {}).find((v) => !!v) ?? '';
