// Containers (score stores) and evaluators (admin spec §3). The leaderboard read contract is in leaderboard-read.ts.
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
