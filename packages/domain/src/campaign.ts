// Campaigns and leaderboards as the admin API takes and returns them (admin spec §3).
import { z } from 'zod';
import { momentSchema } from './id-and-time.ts';
import { PROJECT_REGIONS } from './regions.ts';
import { themeSchema } from './theme.ts';
import { idSchema } from './ids.ts';

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

/** The older API's extraInfo marks an empty corporation or department with 'nil_string' (admin spec §3). */
export const NIL_STRING = 'nil_string';

const extraInfoText = z
  .preprocess((v) => (v === null ? '' : v), z.string().trim().max(100))
  .transform((v) => (v === NIL_STRING ? '' : v))
  .default('');

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
  startTime: momentSchema,
  /** Unix seconds; 0 with durationType Forever. */
  endTime: z.number().int().min(0),
  isPermanent: z.boolean().default(false),
  URL: z.string().default(''),
  scope: z.string().trim().max(100).default(''),
  corporation: extraInfoText,
  department: extraInfoText,
  /** Tag IDs (GET tags/all); each must name a tag. */
  tagIDs: z
    .array(idSchema('tagIDs'))
    .default([])
    .transform((ids) => [...new Set(ids)]),
  theme: themeSchema.default({}),
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
  eventID: idSchema('eventID'),
  groupName: z.string().trim().min(1, 'groupName is required').max(100),
  designName: z.string().trim().default(''),
  type: z.enum(LEADERBOARD_TYPES).default('Normal'),
  startTime: momentSchema,
  /** Written through the admin API a leaderboard always has its own end, after its start (leaderboardTimesProblem). */
  endTime: momentSchema,
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

/** Why a leaderboard's start and end are refused, or undefined: both set, and the end after the start. */
export function leaderboardTimesProblem({ startTime, endTime }: { startTime: number; endTime: number }) {
  if (startTime < 1) return { field: 'startTime', message: 'startTime: a leaderboard needs a start time' };
  if (endTime < 1)
    return { field: 'endTime', message: 'endTime: a leaderboard needs an end time (0 is not a time)' };
  if (endTime <= startTime)
    return { field: 'endTime', message: 'endTime: a leaderboard must end after it starts' };
  return undefined;
}

/** The campaign URL written after create: the event page of the campaign. */
export const campaignUrl = (origin: string, codeName: string) =>
  `${origin.replace(/\/$/, '')}/event/${codeName}`;

/** A leaderboard PATCH: any of the create fields but the campaign; a designName sent empty or null is ''. */
export const leaderboardPatchSchema = leaderboardInputSchema
  .omit({ eventID: true })
  .extend({
    designName: z.preprocess((v) => (v === null ? '' : v), z.string().trim().default('')),
  })
  .partial();
export type LeaderboardPatch = z.infer<typeof leaderboardPatchSchema>;

/** Leaderboard metadata: string values (PUT replaces, PATCH merges). */
export const leaderboardMetadataSchema = z.record(
  z.string().trim().min(1, 'metadata keys are not empty'),
  z.string(),
);

/** The init arrangement (whitelist) of a leaderboard: the containers whose users start on it. */
export const initArrangementSchema = z.object({
  containerIDs: z.array(idSchema('containerIDs')).transform((ids) => [...new Set(ids)]),
});
export type InitArrangement = z.infer<typeof initArrangementSchema>;

/** Saving the init arrangement sets metadata.initWhitelist (admin spec §5). */
export const initWhitelistOf = (containerIDs: readonly number[]): 'True' | 'False' =>
  containerIDs.length > 0 ? 'True' : 'False';

/** The latest change to a campaign or anything it owns (GET campaigns/{id}/last-edit). */
export interface CampaignLastEdit {
  email: string;
  /** Unix seconds. */
  at: number;
  table: string;
  action: 'create' | 'update' | 'delete';
}

export const tagColorSchema = z
  .string()
  .trim()
  .regex(
    /^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})|[a-z]+)$/,
    'color is a hex colour (#1677ff) or a colour name (blue)',
  );
export const tagInputSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(50, 'name is at most 50 characters'),
  color: tagColorSchema,
});
export type TagInput = z.infer<typeof tagInputSchema>;
export interface Tag extends TagInput {
  ID: number;
}

export interface Corporation {
  ID: number;
  name: string;
  departments: string[];
}
