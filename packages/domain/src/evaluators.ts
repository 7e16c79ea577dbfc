// Evaluators (admin spec §3): the rule that turns an event of one type into a score on a container, and
// what explaining an evaluator against an event answers (POST evaluators/{id}/explain).
import { z } from 'zod';
import type { CountVerdict, TraceEntry } from './constraints/evaluate.ts';
import { evaluatorLimitSchema } from './constraints/model.ts';
import { validateConstraints } from './constraints/validate.ts';
import { EVENT_TYPES } from './events.ts';

/** The event field that names the record an evaluator scores. */
export const RESULT_KEYS = ['ReceiverID', 'SenderID', 'StreamerID', 'SubscriberID'] as const;
export type ResultKey = (typeof RESULT_KEYS)[number];

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
  resultKey: z.enum(RESULT_KEYS),
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

/** What the evaluator would do with an event, and why, without storing or counting anything. */
export interface Explanation {
  evaluatorID: number;
  passed: boolean;
  scoreWouldAdd: number;
  resultKey: { field: string; key: string | null };
  eventType: { expected: number; given: number; matches: boolean };
  window: { inside: boolean; reason: string };
  judges: TraceEntry[];
  limit?: CountVerdict & { min?: number; max?: number };
}
