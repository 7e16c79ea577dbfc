// Alpha feature switches (decision 0096): one row per feature and environment a super admin switched;
// a missing row is off.
import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const alphaFeatures = pgTable(
  'alpha_features',
  {
    feature: text('feature').notNull(),
    environment: text('environment').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feature, t.environment] })],
);
