// Tables of mission rewards (issue 13 §2; decisions/0040-mission-reward-claims.md): what completing a
// mission gives, and each viewer's claim of it — one row per mission and user, so a reward is claimed
// exactly once whatever the number of concurrent requests.
import { bigserial, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { missions } from './campaign-content.ts';

export const missionRewards = pgTable('mission_rewards', {
  missionId: integer('mission_id')
    .primaryKey()
    .references(() => missions.id, { onDelete: 'cascade' }),
  /** RewardType: Avatar 1, Badge 2, ... Gift 100. */
  prizeType: integer('prize_type').notNull(),
  itemId: text('item_id').notNull(),
  itemIconUrl: text('item_icon_url').notNull().default(''),
  itemCount: integer('item_count').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const missionRewardClaims = pgTable(
  'mission_reward_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The reward as it was when claimed. */
    prizeType: integer('prize_type').notNull(),
    itemId: text('item_id').notNull(),
    itemCount: integer('item_count').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mission_reward_claims_once_idx').on(t.missionId, t.userId)],
);
