// Visitor-side tables: who follows whom on the standalone product (demo followees) and the
// analytics events the event pages send (visitor spec §7 Tracking).
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One follow: `userId` follows `followeeId`. Seeded lazily for demo viewers by the visitor module. */
export const visitorFollowees = pgTable(
  'visitor_followees',
  {
    userId: uuid('user_id').notNull(),
    followeeId: uuid('followee_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.followeeId] })],
);

/** One analytics event as a page sent it; `actor` is the viewer's email or 'guest'. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    actor: text('actor').notNull(),
    page: text('page').notNull().default(''),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** When the page says it happened. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_events_name_occurred_idx').on(table.name, table.occurredAt)],
);
