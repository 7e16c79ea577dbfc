// The default tracking sink's server side: validated batches of page analytics stored as rows.
import { z } from 'zod';
import { TRACKING_EVENT_NAMES, TRACKING_LIMITS } from '@eventory/domain/tracking';
import type { Executor } from '../db/client.ts';
import { trackingEvents } from '../db/schema/visitor.ts';

/** Tracking: 64 KB per batch, 120 batches per IP per minute — generous for a page, cheap to enforce. */
export const TRACKING_BODY_LIMIT = 64 * 1024;
export const TRACKING_RATE = { limit: 120, windowMs: 60_000 } as const;

const value = z.union([z.string().max(TRACKING_LIMITS.maxValueLength), z.number().finite(), z.boolean()]);

export const trackingBatchSchema = z.object({
  events: z
    .array(
      z.object({
        name: z.enum(TRACKING_EVENT_NAMES),
        actor: z.string().min(1).max(254),
        page: z.string().max(200).default(''),
        timestamp: z.number().int().positive(),
        properties: z
          .record(z.string().max(64), value)
          .default({})
          .refine((p) => Object.keys(p).length <= TRACKING_LIMITS.maxProperties, {
            message: `at most ${TRACKING_LIMITS.maxProperties} properties`,
          }),
      }),
    )
    .min(1)
    .max(TRACKING_LIMITS.maxEvents),
});

export type TrackingBatchInput = z.output<typeof trackingBatchSchema>;

export async function storeTrackingBatch(db: Executor, batch: TrackingBatchInput): Promise<number> {
  await db.insert(trackingEvents).values(
    batch.events.map((event) => ({
      name: event.name,
      actor: event.actor,
      page: event.page,
      properties: event.properties,
      occurredAt: new Date(event.timestamp),
    })),
  );
  return batch.events.length;
}
