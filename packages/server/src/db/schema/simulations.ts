// Simulator runs (decision 0056): one row per run, so every process answers its status and a stop
// reaches the process running it (which reads its row every second).
import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

export const simulations = pgTable('simulations', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  rate: integer('rate').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  /** running, stopped, finished or failed. */
  state: text('state').notNull().default('running'),
  sent: bigint('sent', { mode: 'number' }).notNull().default(0),
  error: text('error').notNull().default(''),
  /** The generator's settings (gift, sender and receiver lists, point range, seed). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  startedBy: text('started_by').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
