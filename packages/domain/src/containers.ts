// Containers (score stores) and evaluators (admin spec §3). The leaderboard read contract is in leaderboard-read.ts.
import { z } from 'zod';
import { evaluatorLimitSchema } from './constraints/model.ts';
import { validateConstraints } from './constraints/validate.ts';
import { EVENT_TYPES } from './events.ts';
import { idSchema } from './ids.ts';
import { scoreSchema } from './input-limits.ts';

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
  z.object({ kind: z.literal('constant'), value: scoreSchema('value') }),
]);
export type ScoreCalc = z.infer<typeof scoreCalcSchema>;

export const evaluatorInputSchema = z.object({
  targetContainerID: idSchema('targetContainerID'),
  eventType: z
    .number()
    .int()
    .refine((t) => Object.values(EVENT_TYPES).includes(t as never), 'unknown eventType'),
  /** Which event field names the record: ReceiverID, SenderID, StreamerID... */
  resultKey: z.enum(['ReceiverID', 'SenderID', 'StreamerID', 'SubscriberID']),
  /** Constraints (constraints/model.ts), all of which must pass; empty = every event counts. */
  judges: z
    .array(z.unknown())
    .default([])
    .superRefine((judges, ctx) => {
      const checked = validateConstraints(judges, []);
      if (!checked.ok)
        for (const p of checked.problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
    }),
  scoreCalc: scoreCalcSchema.default({ kind: 'field', field: 'Point' }),
  /** A count limit per mapping-key values and schedule window (constraints/evaluate.ts countWithin). */
  limit: evaluatorLimitSchema.optional(),
});
export type EvaluatorInput = z.infer<typeof evaluatorInputSchema>;
export interface Evaluator extends EvaluatorInput {
  ID: number;
  createTime: number;
  updateTime: number;
}
