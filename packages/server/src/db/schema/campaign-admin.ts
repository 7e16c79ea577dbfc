// Tables of the campaign admin (admin spec §3): tags, corporations, a campaign's translations and a
// leaderboard's init arrangement.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns, leaderboards } from './campaigns.ts';

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const corporations = pgTable('corporations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  departments: jsonb('departments').$type<string[]>().notNull().default([]),
});

/** One value of one key in one locale. */
export const campaignTranslations = pgTable(
  'campaign_translations',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.key, t.locale] })],
);

/** The containers whose users a leaderboard starts with (its whitelist); metadata.initWhitelist mirrors it. */
export const leaderboardInitArrangements = pgTable('leaderboard_init_arrangements', {
  leaderboardId: integer('leaderboard_id')
    .primaryKey()
    .references(() => leaderboards.id),
  containerIds: jsonb('container_ids').$type<number[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
