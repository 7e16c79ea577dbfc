// Gift buckets (decision 0054): the crawler's one row (config and mark) and the buckets, each with its
// own mark and a GiftBucket container holding its pool.
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { containers } from './campaigns.ts';

/** One row (id 1): the crawler's config as PATCH gift-bucket/config writes it, and its mark. */
export const giftBucketCrawler = pgTable('gift_bucket_crawler', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  tickInterval: integer('tick_interval').notNull().default(100),
  ensureIdContinuous: boolean('ensure_id_continuous').notNull().default(false),
  accumulatorInterval: integer('accumulator_interval').notNull().default(1000),
  batchSize: integer('batch_size').notNull().default(500),
  /** The last event (events.seq) new buckets start after; reset-mark moves it. */
  mark: bigint('mark', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const giftBuckets = pgTable('gift_buckets', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** GiftID, SenderID or ReceiverID: what the pool is keyed by. */
  type: text('type').notNull(),
  state: text('state').notNull().default('BeStable'),
  /** Only these gifts count; empty: every gift. */
  giftIds: jsonb('gift_ids').$type<string[]>().notNull().default([]),
  containerId: integer('container_id')
    .notNull()
    .references(() => containers.id),
  /** The last event (events.seq) taken into the pool. */
  mark: bigint('mark', { mode: 'number' }).notNull().default(0),
  /** Set by recalculate: the head of the log when it was asked; Recalculating until the mark passes it. */
  recalculateTo: bigint('recalculate_to', { mode: 'number' }),
  /** Unix ms of the last gift taken in (0 = none). */
  lastGiftAt: bigint('last_gift_at', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
