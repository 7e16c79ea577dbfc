// Event types and the test event of the tester (admin spec §3, §7). Codes 1-13 are the spec's;
// 14-19 are ours for the types the spec names without codes.
import { z } from 'zod';
import { isScoreInRange, MAX_SCORE, scoreSchema, textSchema } from './input-limits.ts';
import { EVENT_TYPES } from './event-types.ts';
export * from './event-types.ts';

/** The default source label of test events: the provider's app. */
export const TEST_EVENT_SOURCE = 'eventory-tester';

export const giftEventSchema = z
  .object({
    giftID: textSchema('giftID', { trim: true, min: 1, max: 128 }),
    senderID: textSchema('senderID', { trim: true, min: 1, max: 128 }),
    receiverID: textSchema('receiverID', { trim: true, min: 1, max: 128 }),
    point: scoreSchema('point').min(0, 'point must be 0 or more').default(0),
    count: z.number().int().min(1).max(MAX_SCORE).default(1).optional(),
  })
  .refine((g) => isScoreInRange(g.point * (g.count ?? 1)), {
    path: ['point'],
    message: `point × count must be within ±${MAX_SCORE} (the score range)`,
  });
export type GiftEvent = z.infer<typeof giftEventSchema>;

/** Body of POST /v1/admin/event: one event sent by the tester. */
export const testEventSchema = z.object({
  ID: textSchema('ID', { trim: true, min: 1, max: 128 }),
  source: textSchema('source', { trim: true, min: 1, max: 64 }).default(TEST_EVENT_SOURCE),
  type: z.literal(EVENT_TYPES.Gift).default(EVENT_TYPES.Gift),
  /** Unix milliseconds. */
  timestamp: z.number().int().positive(),
  giftEvent: giftEventSchema,
});
export type TestEvent = z.infer<typeof testEventSchema>;

export interface TestEventResult {
  /** false when the ID had been seen before: acknowledged, nothing changed. */
  accepted: boolean;
  duplicate: boolean;
  /** Records the event changed: container, key, score added. */
  effects: { containerID: number; key: string; scoreAdded: number }[];
}
