// Tables of mission rewards (issue 13 §2; decisions/0040-mission-reward-claims.md): what completing a
// mission gives, and each viewer's claim of it — one row per mission and user, so a reward is claimed
// exactly once whatever the number of concurrent requests.
import {
  bigint,
  bigserial,
  index,
  integer,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * When a viewer first reached a normal mission's goal (decision 0078): written by the record write that
 * took their progress from below the goal to it, once per mission and user; the base-mission history
 * counts them per day in the campaign's timezone.
 */
export const missionCompletions = pgTable(
  'mission_completions',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** Unix ms of the scoring event that reached the goal. */
    completedMs: bigint('completed_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.userId] }),
    index('mission_completions_day_idx').on(t.missionId, t.completedMs),
  ],
);
