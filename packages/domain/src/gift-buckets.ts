// Gift buckets (admin spec §3 "Gift bucket config", "Gift bucket", §4 "Gift bucket states", §7 "Gift
// bucket"): a crawler follows the gift event log from a mark and accumulates each gift into the pool of
// every bucket it belongs to. A bucket's pool is a GiftBucket container, so the GiftBucket constraint
// item reads it. Shared by the server and the dashboard. Decisions: docs/decisions/0054-gift-buckets.md.
import { z } from 'zod';
import { MAX_NAME_LENGTH, textSchema } from './input-limits.ts';

/** Updating: gifts arrived lately; BeStable: caught up and quiet; Recalculating: rebuilding from the start of the log; Chasing: more than one batch behind. */
export const GIFT_BUCKET_STATES = ['Updating', 'BeStable', 'Recalculating', 'Chasing'] as const;
export type GiftBucketState = (typeof GIFT_BUCKET_STATES)[number];

/** What a pool is keyed by: the gift, its sender or its receiver. */
export const GIFT_BUCKET_TYPES = ['GiftID', 'SenderID', 'ReceiverID'] as const;
export type GiftBucketType = (typeof GIFT_BUCKET_TYPES)[number];

export const GIFT_BUCKET_DEFAULTS = {
  enabled: false,
  tickInterval: 100,
  ensureIdContinuous: false,
  accumulatorInterval: 1000,
  batchSize: 500,
} as const;

export const GIFT_BUCKET_LIMITS = {
  tickInterval: { min: 20, max: 60_000 },
  accumulatorInterval: { min: 100, max: 3_600_000 },
  batchSize: { min: 1, max: 5_000 },
} as const;

/** A gap in the log (ensureIdContinuous) is waited on while the event after it is younger than this. */
export const GIFT_BUCKET_GAP_WAIT_MS = 10_000;

const whole = (name: keyof typeof GIFT_BUCKET_LIMITS) => {
  const { min, max } = GIFT_BUCKET_LIMITS[name];
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export interface GiftBucketConfig {
  enabled: boolean;
  /** Milliseconds between two crawler ticks. */
  tickInterval: number;
  /** Wait on a gap in the event log instead of reading past it (see GIFT_BUCKET_GAP_WAIT_MS). */
  ensureIdContinuous: boolean;
  /** Milliseconds without a new gift after which an Updating bucket is BeStable. */
  accumulatorInterval: number;
  /** Most events one tick reads per bucket group. */
  batchSize: number;
}

/** The crawler as GET gift-bucket/config answers it: the config, its mark and the head of the log. */
export interface GiftBucketCrawler extends GiftBucketConfig {
  /** The last event (log sequence number) the following buckets have taken in. */
  mark: number;
  /** The newest event of the log. */
  head: number;
  updateTime: number;
}

export const giftBucketConfigPatchSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    tickInterval: whole('tickInterval'),
    ensureIdContinuous: z.boolean({ error: 'ensureIdContinuous must be true or false' }),
    accumulatorInterval: whole('accumulatorInterval'),
    batchSize: whole('batchSize'),
  })
  .partial()
  .strict();
export type GiftBucketConfigPatch = z.infer<typeof giftBucketConfigPatchSchema>;

/** POST crawler/reset-mark: where the crawler goes on from; no mark = the head of the log (skip the backlog). */
export const resetMarkSchema = z
  .object({
    mark: z
      .number({ error: 'mark must be a whole number, 0 or more' })
      .int('mark must be a whole number, 0 or more')
      .min(0, 'mark must be a whole number, 0 or more')
      .max(Number.MAX_SAFE_INTEGER, 'mark is too large')
      .optional(),
  })
  .strict()
  .default({});

const giftIDs = z
  .array(textSchema('giftIDs', { trim: true, min: 1, max: 128 }), {
    error: 'giftIDs must be a list of gift ids',
  })
  .max(1000, 'giftIDs lists at most 1000 gifts')
  .transform((ids) => [...new Set(ids)]);

const bucketFields = {
  name: textSchema('name', { trim: true, min: 1, max: MAX_NAME_LENGTH }),
  type: z.enum(GIFT_BUCKET_TYPES, { error: `type must be one of ${GIFT_BUCKET_TYPES.join(', ')}` }),
  /** Only these gifts count; empty: every gift. */
  giftIDs: giftIDs.default([]),
};

export const giftBucketInputSchema = z.object(bucketFields).strict();
export type GiftBucketInput = z.infer<typeof giftBucketInputSchema>;

export const giftBucketPatchSchema = z
  .object({ name: bucketFields.name, giftIDs })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'name or giftIDs is required' });
export type GiftBucketPatch = z.infer<typeof giftBucketPatchSchema>;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const bucketParamsSchema = z.object({
  uuid: z.string().regex(UUID_PATTERN, 'uuid must be a bucket uuid'),
});

export interface GiftBucketPoolRow {
  key: string;
  /** Points accumulated: Point × Count of every gift taken in. */
  score: number;
  lastUpdateMs: number;
}

export interface GiftBucket {
  uuid: string;
  name: string;
  type: GiftBucketType;
  state: GiftBucketState;
  giftIDs: string[];
  /** The GiftBucket container holding the pool. */
  containerID: number;
  /** The last event this bucket has taken in. */
  mark: number;
  /** Unix ms of the last gift taken in; 0 = none yet. */
  lastGiftAt: number;
  createTime: number;
  updateTime: number;
}

/** A bucket as GET gift-bucket/buckets lists it: with the size and points of its pool. */
export interface GiftBucketSummary extends GiftBucket {
  /** Keys in the pool and their points summed. */
  poolSize: number;
  poolTotal: number;
}

export interface GiftBucketDetail extends GiftBucketSummary {
  /** The top of the pool by points (up to 100 rows). */
  pool: GiftBucketPoolRow[];
}

export const POOL_TOP = 100;

/** The state a bucket shows (pure: the server's crawler and the tests apply it). */
export function bucketStateOf(input: {
  recalculating: boolean;
  behind: number;
  batchSize: number;
  sinceLastGiftMs: number;
  accumulatorInterval: number;
}): GiftBucketState {
  if (input.recalculating) return 'Recalculating';
  if (input.behind > input.batchSize) return 'Chasing';
  if (input.sinceLastGiftMs < input.accumulatorInterval) return 'Updating';
  return 'BeStable';
}

/** The gift's pool key for a bucket type, and whether the bucket takes it in. */
export function poolKeyOf(
  bucket: { type: GiftBucketType; giftIDs: readonly string[] },
  fields: Record<string, unknown>,
): string | undefined {
  const gift = fields.GiftID;
  if (gift === undefined || gift === null) return undefined;
  if (bucket.giftIDs.length > 0 && !bucket.giftIDs.includes(String(gift))) return undefined;
  const key = fields[bucket.type];
  return key === undefined || key === null || key === '' ? undefined : String(key);
}

/** Points of one gift: Point × Count (Count defaults to 1). */
export function giftPoints(fields: Record<string, unknown>): number {
  const point = Number(fields.Point ?? 0);
  const count = Number(fields.Count ?? 1);
  const value = (Number.isFinite(point) ? point : 0) * (Number.isFinite(count) ? count : 1);
  return Number.isFinite(value) ? value : 0;
}
