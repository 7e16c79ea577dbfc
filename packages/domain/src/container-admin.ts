// The containers admin API (admin spec §3 Containers, §4 Record snapshot source): inputs and answers
// shared by the server and the dashboard. The decisions behind edges, gift-box score and deletion are
// in docs/decisions/0010-container-edges-and-deletion.md and 0011-records-writes-and-snapshots.md.
import { z } from 'zod';
import { CONTAINER_TYPES, type Container } from './containers.ts';
import { idSchema, MAX_ID, wholeNumberSchema } from './ids.ts';
import { MAX_NAME_LENGTH, scoreSchema, textSchema } from './input-limits.ts';

export const SNAPSHOT_SOURCES = [
  'API',
  'EndOfLeaderboard',
  'Aggregator',
  'Replay',
  'RestoreBySnapshot',
] as const;
export type SnapshotSource = (typeof SNAPSHOT_SOURCES)[number];

export const REF_CONTAINER_TYPES = ['Leaderboard', 'League'] as const;

const groupNameSchema = z.string().trim().max(128, 'groupName is at most 128 characters');
const metaSchema = z.record(z.string(), z.unknown());

/** POST containers. refID 0 = not attached to a leaderboard or league. */
export const containerInputSchema = z
  .object({
    type: z.enum(CONTAINER_TYPES),
    refID: wholeNumberSchema('refID', 0, MAX_ID, 'refID must be 0 or an id').default(0),
    refContainerType: z.enum(REF_CONTAINER_TYPES).default('Leaderboard'),
    groupName: groupNameSchema.default(''),
    meta: metaSchema.default({}),
  })
  .strict();
export type ContainerInput = z.infer<typeof containerInputSchema>;

/** PATCH containers/{id}: the group name and the free settings; the type and reference stay. */
export const containerPatchSchema = z
  .object({ groupName: groupNameSchema.optional(), meta: metaSchema.optional() })
  .strict()
  .refine((p) => p.groupName !== undefined || p.meta !== undefined, 'name groupName or meta to change');
export type ContainerPatch = z.infer<typeof containerPatchSchema>;

/** A container as the admin API answers it. */
export interface ContainerDetail extends Container {
  meta: Record<string, unknown>;
}

/** GET containers: by groupName, or by refID with type (the refContainerType). */
export const containerListQuerySchema = z
  .object({
    groupName: z.string().trim().min(1).max(128).optional(),
    refID: idSchema('refID').optional(),
    type: z.enum(REF_CONTAINER_TYPES).optional(),
  })
  .refine((q) => q.groupName !== undefined || q.refID !== undefined, {
    message: 'give groupName, or refID with type',
    path: ['groupName'],
  })
  .refine((q) => (q.refID === undefined) === (q.type === undefined), {
    message: 'refID and type go together',
    path: ['type'],
  });
export type ContainerListQuery = z.infer<typeof containerListQuerySchema>;

/** GET containers/{id}/records: a page in leaderboard order. */
export const recordsQuerySchema = z.object({
  count: wholeNumberSchema('count', 1, 1000).default(100),
  cursor: z.string().max(512).optional(),
});

export interface AdminRecord {
  rank: number;
  key: string;
  score: number;
  lastUpdateMs: number;
  meta: Record<string, string>;
}
export interface RecordsPage {
  /** Records in the container. */
  count: number;
  records: AdminRecord[];
  /** '' when this is the last page. */
  nextCursor: string;
}

export const RECORD_WRITE_MODES = ['set', 'increment', 'keepBest'] as const;
export type RecordWriteMode = (typeof RECORD_WRITE_MODES)[number];
export const MAX_RECORDS_PER_WRITE = 5000;

export const recordInputSchema = z
  .object({
    key: textSchema('key', { trim: true, min: 1, max: 128 }),
    score: scoreSchema('score'),
    /** Unix ms; default now. */
    lastUpdateMs: z.number().int().min(0).max(999_999_999_999_999).optional(),
    /** Replaces the record's meta (bonus, dragon-ball scores...) when given. */
    meta: z.record(textSchema('meta key', { max: MAX_NAME_LENGTH }), textSchema('meta value')).optional(),
  })
  .strict();

/** POST containers/{id}/records. */
export const recordsWriteSchema = z
  .object({
    records: z
      .array(recordInputSchema)
      .min(1, 'give at least one record')
      .max(MAX_RECORDS_PER_WRITE, `at most ${MAX_RECORDS_PER_WRITE} records per write`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((r, i) => {
          if (seen.has(r.key))
            ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `key ${r.key} is given twice` });
          seen.add(r.key);
        });
      }),
    options: z
      .object({ mode: z.enum(RECORD_WRITE_MODES).default('set') })
      .strict()
      .default({ mode: 'set' }),
  })
  .strict();
export type RecordsWrite = z.infer<typeof recordsWriteSchema>;

/**
 * An operator's record write in the event log (issue 30 §3.4, decision 0122): an event of this type, outside
 * EVENT_TYPES so no evaluator scores it, whose payload is a RecordAdjustment. Replay applies it at its place.
 */
export const RECORD_ADJUSTMENT_TYPE = 1000;

/** The payload of an adjustment: the write as it was applied (every lastUpdateMs resolved). */
export interface RecordAdjustment {
  containerID: number;
  mode: RecordWriteMode;
  records: Array<{ key: string; score: number; lastUpdateMs: number }>;
}

/** A record as an adjustment meets it: its score and last update (absent: no record yet). */
export interface AdjustedRecord {
  score: number;
  lastUpdateMs: number;
}

/**
 * One record after one adjusted record of a write, as `POST containers/{id}/records` stores it: set takes
 * the score and time given; increment adds (the later time); keepBest keeps the higher score with its time.
 */
export function adjustRecord(
  before: AdjustedRecord | undefined,
  mode: RecordWriteMode,
  given: AdjustedRecord,
): AdjustedRecord {
  if (!before || mode === 'set') return { ...given };
  if (mode === 'increment')
    return {
      score: before.score + given.score,
      lastUpdateMs: Math.max(before.lastUpdateMs, given.lastUpdateMs),
    };
  return given.score > before.score ? { ...given } : before;
}
export interface RecordsWriteResult {
  mode: RecordWriteMode;
  /** The records as stored after the write, in the order given. */
  records: Omit<AdminRecord, 'rank'>[];
}

export interface ClearResult {
  containerID: number;
  removed: number;
  /** The snapshot taken just before clearing (restore it to undo). */
  snapshotID: number;
}

/** GET containers/{id}/record/snapshots. Timestamps are unix seconds, inclusive. */
export const snapshotListQuerySchema = z
  .object({
    fromTimestamp: wholeNumberSchema('fromTimestamp', 0).optional(),
    toTimestamp: wholeNumberSchema('toTimestamp', 0).optional(),
    /** Repeated (sourceType=API&sourceType=Replay) or comma-separated. */
    sourceType: z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter((s) => s !== ''))
      .pipe(z.array(z.enum(SNAPSHOT_SOURCES)))
      .optional(),
    sortByTimestamp: z.enum(['asc', 'desc']).default('desc'),
    limit: wholeNumberSchema('limit', 1, 500).default(100),
  })
  .refine(
    (q) => q.fromTimestamp === undefined || q.toTimestamp === undefined || q.fromTimestamp <= q.toTimestamp,
    { message: 'fromTimestamp is after toTimestamp', path: ['fromTimestamp'] },
  );
export type SnapshotListQuery = z.infer<typeof snapshotListQuerySchema>;

export interface SnapshotRecord {
  key: string;
  score: number;
  lastUpdateMs: number;
  meta: Record<string, string>;
  contributions?: Record<string, number>;
}
export interface SnapshotSummary {
  ID: number;
  containerID: number;
  sourceType: SnapshotSource;
  /** Unix seconds. */
  timestamp: number;
  recordCount: number;
  createdBy: string;
}
export interface Snapshot extends SnapshotSummary {
  records: SnapshotRecord[];
}
export interface RestoreResult {
  containerID: number;
  restoredFrom: number;
  /** The RestoreBySnapshot snapshot of the records the restore replaced (restore it to undo). */
  previousSnapshotID: number;
  recordCount: number;
}

/** One link of the container graph (the campaign diagram). */
export type ContainerEdge =
  /** An evaluator scores events of this type into the container. */
  | { direction: 'in'; kind: 'evaluator'; evaluatorID: number; eventType: number; resultKey: string }
  /** An aggregator rolls another container into this one (in) or this one into another (out). */
  | {
      direction: 'in' | 'out';
      kind: 'aggregator';
      aggregatorID: number;
      containerID: number;
      aggregatorKind: string;
    }
  /** A judge of an evaluator reads this container (path inside its judges, e.g. judges.0.setting). */
  | { direction: 'out'; kind: 'judge'; evaluatorID: number; containerID: number; path: string; field: string }
  /** The leaderboard, league container, mission or questionnaire the container belongs to. */
  | {
      direction: 'in';
      kind: 'owner';
      ownerType: 'leaderboard' | 'league' | 'mission' | 'questionnaire';
      ownerID: number;
    };

export interface ContainerEdges {
  containerID: number;
  edges: ContainerEdge[];
}

export const GIFT_BOX_TARGET_TYPES = ['ReceiverID', 'SenderID'] as const;
export type GiftBoxTargetType = (typeof GIFT_BOX_TARGET_TYPES)[number];

/** POST containers/{id}/gift-box-score. */
export const giftBoxScoreSchema = z
  .object({
    userIDs: z
      .array(z.string().trim().min(1).max(128))
      .min(1, 'give at least one user id')
      .max(500, 'at most 500 user ids'),
    targetType: z.enum(GIFT_BOX_TARGET_TYPES).default('ReceiverID'),
  })
  .strict();
export type GiftBoxScoreInput = z.infer<typeof giftBoxScoreSchema>;

export interface GiftBoxScore {
  userID: string;
  /** The user's record score (ReceiverID) or what they gave in the container (SenderID); 0 when none. */
  score: number;
  /** 1-based among records (ReceiverID) or among senders (SenderID); 0 when the user has none. */
  rank: number;
}
export interface GiftBoxScoreResult {
  containerID: number;
  targetType: GiftBoxTargetType;
  items: GiftBoxScore[];
}
