// The older admin API's inputs, and a campaign in its shape (domain/older-event.ts, admin spec §3 "Event
// (older and newer admin APIs)").
import { z } from 'zod';
import {
  campaignInputSchema,
  NEW_API_MIN_ID,
  NIL_STRING,
  type Campaign,
  type CampaignInput,
  type Leaderboard,
} from '@eventory/domain/campaign';
import { pagingQuery } from '../http/params.ts';
import type { OlderEvent, OlderLeaderboard, OlderQuestionnaire } from '@eventory/domain/older-event';
import type { TranslationKey } from '@eventory/domain/translations';
import { translationKeySchema } from '@eventory/domain/translations';

/** The highest id the older API hands out (ids above it belong to the newer API, decision 0004). */
export const OLDER_MAX_ID = NEW_API_MIN_ID;

/** An empty extraInfo value travels as 'nil_string' in the older API. */
export const toNil = (v: string) => (v === '' ? NIL_STRING : v);

export function toOlderLeaderboard(lb: Leaderboard): Required<OlderLeaderboard> {
  return {
    id: lb.ID,
    groupName: lb.groupName,
    designName: lb.designName,
    giftIDs: lb.giftIDsForAnalyzing,
    isDeleted: lb.isDeleted,
    containerID: lb.containerID,
    startTime: lb.startTime,
    endTime: lb.endTime,
    endTimeCountdown: lb.endTimeCountdown,
    type: lb.type,
    metadata: lb.metadata,
  };
}

export function toOlderEvent(
  campaign: Campaign,
  leaderboards: Leaderboard[],
  questionnaires: OlderQuestionnaire[],
  translations: TranslationKey[],
): OlderEvent {
  const { ID, corporation, department, ...rest } = campaign;
  return {
    id: ID,
    ...rest,
    leaderboards: leaderboards.map(toOlderLeaderboard),
    questionnaires,
    extraInfo: { corporation: toNil(corporation), department: toNil(department) },
    translations,
  };
}

const extraInfoSchema = z
  .object({
    corporation: campaignInputSchema.shape.corporation,
    department: campaignInputSchema.shape.department,
  })
  .partial();

/** POST event/: a campaign in the older shape (extraInfo instead of corporation/department). */
export const olderEventInputSchema = campaignInputSchema
  .omit({ corporation: true, department: true })
  .extend({
    extraInfo: extraInfoSchema.default({}),
    translations: z.array(translationKeySchema).default([]),
  });

/** PATCH event/{id}: any of the fields; extraInfo may name one of the two. */
export const olderEventPatchSchema = campaignInputSchema
  .omit({ corporation: true, department: true })
  .partial()
  .extend({ extraInfo: extraInfoSchema.optional() });

/** The older input as the campaign columns take it. */
export function campaignInputOf(input: z.infer<typeof olderEventInputSchema>): CampaignInput {
  const { extraInfo, translations: _t, ...rest } = input;
  return { ...rest, corporation: extraInfo.corporation ?? '', department: extraInfo.department ?? '' };
}

const giftIDs = z.array(z.string()).transform((ids) => ids.map((id) => id.trim()).filter(Boolean));

/** POST event/{id}/leaderboard: times default to the campaign's. */
export const olderLeaderboardInputSchema = z.object({
  groupName: z.string().trim().min(1, 'groupName is required').max(100),
  designName: z.preprocess((v) => (v === null ? '' : v), z.string().trim().default('')),
  giftIDs: giftIDs.default([]),
  type: z.enum(['Normal', 'TwoDim']).default('Normal'),
  startTime: z.number().int().min(0).optional(),
  endTime: z.number().int().min(0).optional(),
});

/** PATCH event/{id}/leaderboard: the leaderboard named by id, with the fields to change. */
export const olderLeaderboardPatchSchema = z.object({
  id: z.number().int().positive('id must be a positive number'),
  groupName: z.string().trim().min(1, 'groupName is required').max(100).optional(),
  designName: z.preprocess((v) => (v === null ? '' : v), z.string().trim()).optional(),
  giftIDs: giftIDs.optional(),
  startTime: z.number().int().min(0).optional(),
  endTime: z.number().int().min(0).optional(),
});

/** A leaderboard's gift bucket: the gifts whose points it counts. */
export const giftBucketInputSchema = z.object({ giftIDs });

export interface GiftBucket {
  leaderboardID: number;
  /** The GiftBucket container holding the list. */
  containerID: number;
  giftIDs: string[];
}

export const olderSearchSchema = z.object({
  codeName: z.string().trim().default(''),
  ...pagingQuery({ defaultLimit: 20, maxLimit: 500 }),
});
