// Campaigns and leaderboards as the admin API takes and returns them (admin spec §3).
import { z } from 'zod';
import { PROJECT_REGIONS } from './regions.ts';

export const CAMPAIGN_KINDS = [
  'event',
  'simple',
  'lite',
  'surprise',
  'application',
  'offline',
  'daily',
  'gf2021',
  'Config',
] as const;
export const CAMPAIGN_SIZES = ['small', 'medium', 'large'] as const;
export const CAMPAIGN_TIMEZONES = ['GMT-0800', 'GMT+0530', 'GMT+0800', 'GMT+0900'] as const;
export const DURATION_TYPES = ['Forever', 'Duration'] as const;

/** Ids above this use the newer admin API; others the older event API. */
export const NEW_API_MIN_ID = 10000;
export const usesNewerApi = (id: number) => id > NEW_API_MIN_ID;

/** Path segments under /event/ that belong to the visitor API, so no campaign may take them as code name. */
export const RESERVED_CODE_NAMES = [
  'container',
  'registration',
  'user-missions',
  'user-missions-refs',
  'vote',
] as const;

export const codeNameSchema = z
  .string()
  .trim()
  .min(1, 'codeName is required')
  .max(64, 'codeName is at most 64 characters')
  .regex(/^[a-z0-9][a-z0-9-_]*$/, 'codeName may hold lowercase letters, digits, "-" and "_"')
  .refine((v) => !(RESERVED_CODE_NAMES as readonly string[]).includes(v), 'codeName is reserved');

export const campaignInputSchema = z.object({
  codeName: codeNameSchema,
  name: z.string().trim().min(1, 'name is required').max(200),
  designName: z.string().trim().max(200).default(''),
  kind: z.enum(CAMPAIGN_KINDS).default('event'),
  size: z.enum(CAMPAIGN_SIZES).default('medium'),
  timezone: z.enum(CAMPAIGN_TIMEZONES).default('GMT+0800'),
  durationType: z.enum(DURATION_TYPES).default('Duration'),
  regions: z.array(z.enum(PROJECT_REGIONS)).default([]),
  /** Unix seconds. */
  startTime: z.number().int().min(0),
  /** Unix seconds; 0 with durationType Forever. */
  endTime: z.number().int().min(0),
  isPermanent: z.boolean().default(false),
  URL: z.string().default(''),
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export interface Campaign extends CampaignInput {
  ID: number;
  createTime: number;
  updateTime: number;
}

export interface CampaignList {
  events: Campaign[];
  totalCount: number;
}

export const LEADERBOARD_TYPES = ['Normal', 'TwoDim'] as const;

export const leaderboardInputSchema = z.object({
  eventID: z.number().int().positive(),
  groupName: z.string().trim().min(1, 'groupName is required').max(100),
  designName: z.string().trim().default(''),
  type: z.enum(LEADERBOARD_TYPES).default('Normal'),
  startTime: z.number().int().min(0),
  endTime: z.number().int().min(0),
  endTimeCountdown: z.number().int().min(0).default(0),
  giftIDsForAnalyzing: z
    .array(z.string())
    .default([])
    .transform((ids) => ids.map((id) => id.trim()).filter(Boolean)),
});
export type LeaderboardInput = z.infer<typeof leaderboardInputSchema>;

export interface Leaderboard extends LeaderboardInput {
  ID: number;
  isDeleted: boolean;
  /** The Leaderboard container that holds this leaderboard's records. */
  containerID: number;
  metadata: Record<string, string>;
  createTime: number;
  updateTime: number;
}

/** The campaign URL written after create: the event page of the campaign. */
export const campaignUrl = (origin: string, codeName: string) =>
  `${origin.replace(/\/$/, '')}/event/${codeName}`;
