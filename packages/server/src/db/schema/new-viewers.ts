// Which viewers count as new in a campaign (decision 0095): one rule per campaign, none = nobody is new.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

export const campaignNewViewerRules = pgTable('campaign_new_viewer_rules', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  /** accountAge (days since the platform account was made) or level (the platform's user level). */
  basis: text('basis', { enum: ['accountAge', 'level'] }).notNull(),
  /** New while the account age in days, or the level, is at most this. */
  atMost: integer('at_most').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
