// Registrations of viewers (issue 13 §3; decisions/0045-registrations.md): one row per container and
// viewer, so of concurrent submits one inserts and the rest are refused; an admin verifies or rejects it.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { containers } from './campaigns.ts';

export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id),
    userId: text('user_id').notNull(),
    /** processing, verified or rejected. */
    status: text('status').notNull(),
    /** The form values (question key → option key, option keys or text). */
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull().default({}),
    /** The questionnaire the answers were checked against. */
    questionnaireId: integer('questionnaire_id'),
    reviewedBy: text('reviewed_by').notNull().default(''),
    /** Unix seconds of the last verify or reject, 0 before. */
    reviewedAt: bigint('reviewed_at', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_once_idx').on(t.containerId, t.userId),
    index('registrations_container_status_idx').on(t.containerId, t.status, t.id),
  ],
);
