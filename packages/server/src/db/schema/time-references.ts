// Dynamic timestamps (decision 0094): the time fields of a campaign's leaderboards and votes that follow
// another entity's time. The entity's own column keeps the resolved time, rewritten whenever what it
// refers to changes, so every reader (admin, visitor API, scoring windows) sees the resolved value.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

export const timeReferences = pgTable(
  'time_references',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** leaderboard, vote or roadmap. */
    kind: text('kind', { enum: ['leaderboard', 'vote', 'roadmap'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** startTime or endTime. */
    field: text('field', { enum: ['startTime', 'endTime'] }).notNull(),
    /** e.g. "campaign:10001.startTime+3d" (domain/time-references.ts). */
    expression: text('expression').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId, t.field] }),
    index('time_references_campaign_idx').on(t.campaignId),
  ],
);
