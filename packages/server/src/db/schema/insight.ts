// Insight rollups (issue 17 §1, decision 0088): sums and unique-count sketches per minute of the event log
// and the tracking events, kept current by the built-in insightRollup job from marks (insight_marks).
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One sum per (scope, metric, dimension, grain, bucket): grain 1 answers minute charts, 60 hour and day
 * charts in whole-hour timezones, 15 the others. Scopes: `type:{eventType}` (the event log: metrics
 * events, point, count, pointCount) and `page:{codeName}` (tracking events: metric = event name,
 * dimension = variant, path and section joined by a tab).
 */
export const insightRollups = pgTable(
  'insight_rollups',
  {
    scope: text('scope').notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    /** Minutes per bucket: 1, 15 or 60 (decision 0088). */
    grain: integer('grain').notNull(),
    /** UTC start of the bucket, unix ms. */
    bucketMs: bigint('bucket_ms', { mode: 'number' }).notNull(),
    value: doublePrecision('value').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.metric, table.dimension, table.grain, table.bucketMs] }),
    // An answer reads one grain of its scopes over a range, every metric and dimension (decision 0099).
    index('insight_rollups_scope_grain_bucket_idx').on(table.scope, table.grain, table.bucketMs),
  ],
);

/**
 * One HyperLogLog sketch (decision 0089) per (scope, metric, dimension, grain, bucket), at the same
 * grains as the sums.
 */
export const insightUniques = pgTable(
  'insight_uniques',
  {
    scope: text('scope').notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    /** Minutes per bucket: 1, 15 or 60. */
    grain: integer('grain').notNull(),
    bucketMs: bigint('bucket_ms', { mode: 'number' }).notNull(),
    /** The sketch's registers, base64. */
    registers: text('registers').notNull(),
    /**
     * The sketch's unique count as the rollup job wrote it, so a bucket of one stored sketch is counted
     * without reading its registers (decision 0099); null on rows written before the column.
     */
    estimate: integer('estimate'),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.metric, table.dimension, table.grain, table.bucketMs] }),
    index('insight_uniques_scope_grain_bucket_idx').on(table.scope, table.grain, table.bucketMs),
  ],
);

/** How far the rollups have read: `events` (events.seq) and `tracking` (tracking_events.id). */
export const insightMarks = pgTable('insight_marks', {
  source: text('source').primaryKey(),
  mark: bigint('mark', { mode: 'number' }).notNull().default(0),
});
