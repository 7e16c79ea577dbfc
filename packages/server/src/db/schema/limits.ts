// Count state of evaluators: how many events each mapping-key combination has had in a window, for
// the evaluator's own limit and for Count judges. One row per (evaluator, scope, keys, window); the
// engine adds one with an atomic upsert inside the ingest transaction, so concurrent events queue on
// the row and each sees its own count.
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { evaluators } from './campaigns.ts';

export const countLimits = pgTable(
  'count_limits',
  {
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => evaluators.id, { onDelete: 'cascade' }),
    /** 'limit' for the evaluator's own limit; the judge path (judges.0.setting) for a Count judge. */
    scope: text('scope').notNull(),
    /** The mapping keys' values of the event, as a JSON array. */
    keys: text('keys').notNull(),
    /** Unix ms at which the window starts; 0 for a 'total' schedule. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.evaluatorId, t.scope, t.keys, t.windowStart] })],
);
