// Containers (score stores), evaluators and the leaderboard read contract (admin spec §3, visitor spec §3, §7).
import { z } from 'zod';
import { EVENT_TYPES } from './events.ts';

export const CONTAINER_TYPES = [
  'Leaderboard',
  'SimpleWhitelist',
  'GiftBucket',
  'Whitelist',
  'Table',
  'ArmyBucket',
  'League',
] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export interface Container {
  ID: number;
  type: ContainerType;
  refID: number;
  refContainerType: 'Leaderboard' | 'League';
  groupName: string;
  createTime: number;
  updateTime: number;
}

/** How an evaluator turns a passing event into a score. */
export const scoreCalcSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('field'), field: z.enum(['Point', 'Count']) }),
  z.object({ kind: z.literal('product'), fields: z.tuple([z.literal('Point'), z.literal('Count')]) }),
  z.object({ kind: z.literal('constant'), value: z.number().finite() }),
]);
export type ScoreCalc = z.infer<typeof scoreCalcSchema>;

export const evaluatorInputSchema = z.object({
  targetContainerID: z.number().int().positive(),
  eventType: z
    .number()
    .int()
    .refine((t) => Object.values(EVENT_TYPES).includes(t as never), 'unknown eventType'),
  /** Which event field names the record: ReceiverID, SenderID, StreamerID... */
  resultKey: z.enum(['ReceiverID', 'SenderID', 'StreamerID', 'SubscriberID']),
  /** Constraints (the constraint language comes with the scoring engine); empty = every event counts. */
  judges: z.array(z.unknown()).default([]),
  scoreCalc: scoreCalcSchema.default({ kind: 'field', field: 'Point' }),
  limit: z
    .object({
      mappingKeys: z.array(z.string()).min(1).max(2),
      min: z.number().optional(),
      max: z.number().optional(),
      schedule: z.string().optional(),
    })
    .optional(),
});
export type EvaluatorInput = z.infer<typeof evaluatorInputSchema>;
export interface Evaluator extends EvaluatorInput {
  ID: number;
  createTime: number;
  updateTime: number;
}

/** A user as the platform knows them (visitor spec §3 userInfo). */
export interface UserInfo {
  userID: string;
  displayName: string;
  region: string;
  openID: string;
  picture: string;
}

export interface OnliveInfo {
  streamID: number;
  liveStreamID: number;
}

/** One row of GET /leaderboards/eventory. */
export interface LeaderboardRow {
  rank: number;
  score: number;
  userInfo: UserInfo;
  onliveInfo?: OnliveInfo;
  meta: Record<string, string>;
}

export interface LeaderboardPage {
  data: LeaderboardRow[];
  /** Empty string at the end. */
  nextCursor: string;
}

export const DEFAULT_LEADERBOARD_COUNT = 100;

/** Placeholders for a user the platform does not know (visitor spec §3). */
export const USER_PLACEHOLDERS = { userID: '<User ID>', openID: '<Open ID>', region: '<Region>' } as const;
