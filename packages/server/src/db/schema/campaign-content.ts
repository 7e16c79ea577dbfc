// Tables of a campaign's content beyond leaderboards (admin spec §3 Mission, Mission roadmap,
// Questionnaire, Prize; §7 tracker, template versions). Entities whose many fields are read and written
// whole keep them in a jsonb `body`; columns hold what the server filters, joins or enforces on.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { campaigns, containers } from './campaigns.ts';

export const missionRoadmaps = pgTable(
  'mission_roadmaps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    groupName: text('group_name').notNull().default(''),
    /** Unix seconds. */
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mission_roadmaps_campaign_idx').on(t.campaignId)],
);

export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** MissionType: Leaderboard 1, Campaign 2, MissionRoadmap 3. */
    type: integer('type').notNull(),
    /** UserMissionType: Normal 0, TwoDim 1. */
    userMissionType: integer('user_mission_type').notNull().default(0),
    /** The container counting each user's progress. */
    missionContainerId: integer('mission_container_id').references(() => containers.id),
    /** The evaluator feeding missionContainerId (its eventHandler). */
    evaluatorId: integer('evaluator_id'),
    groupName: text('group_name').notNull().default(''),
    goal: integer('goal').notNull().default(0),
    /** desc per language, iconURL, normalMission and the rest of the admin fields. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('missions_campaign_idx').on(t.campaignId),
    // Each record write looks its container up here to note mission completions (decision 0078).
    index('missions_container_idx').on(t.missionContainerId),
  ],
);

/** Which leaderboard, campaign or roadmap a mission belongs to (PUT missions/{id}/relationship). */
export const missionRefs = pgTable(
  'mission_refs',
  {
    missionId: integer('mission_id')
      .primaryKey()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** 'leaderboard', 'campaign' or 'missionRoadmap'. */
    refType: text('ref_type').notNull(),
    refId: integer('ref_id').notNull(),
  },
  (t) => [index('mission_refs_ref_idx').on(t.refType, t.refId)],
);

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** Attaches the questionnaire to the leaderboards of this group. */
    groupName: text('group_name').notNull().default(''),
    containerId: integer('container_id').references(() => containers.id),
    evaluatorId: integer('evaluator_id'),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    endTimeCountdown: bigint('end_time_countdown', { mode: 'number' }).notNull().default(0),
    /** eventHandler.constraint and other admin fields. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionnaires_campaign_idx').on(t.campaignId)],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** SingleSelect, MultipleSelect, Sort or Text. */
    type: text('type').notNull(),
    position: integer('position').notNull().default(0),
    /** title per language, options, required and the rest. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('questions_questionnaire_idx').on(t.questionnaireId, t.position)],
);

export const prizes = pgTable(
  'prizes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The leaderboard (or other ref) whose ranking decides the winners. */
    leaderboardId: integer('leaderboard_id'),
    /** RewardType: Avatar 1, Badge 2, DecoSticker 3, ... Gift 100. */
    rewardType: integer('reward_type').notNull(),
    /** Manual or Auto. */
    sendMode: text('send_mode').notNull().default('Manual'),
    /** immutable, mutable, immutablePerUser, mutablePerUser. */
    awardMode: text('award_mode').notNull().default('immutable'),
    /** Unsent or Sent. */
    state: text('state').notNull().default('Unsent'),
    /** scheduledManual 10, scheduledAuto 11, scheduledAwaiting 12, manualIntervention 99; 0 = none. */
    scheduledState: integer('scheduled_state').notNull().default(0),
    /** Rank ranges, item ids, amounts, names per language. */
    setting: jsonb('setting').$type<Record<string, unknown>>().notNull().default({}),
    isDeleted: boolean('is_deleted').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prizes_campaign_idx').on(t.campaignId)],
);

/** One prize given to one user by a send; a recall marks it recalled. */
export const prizeResults = pgTable(
  'prize_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id),
    userId: text('user_id').notNull(),
    rank: integer('rank').notNull(),
    score: bigint('score', { mode: 'number' }).notNull().default(0),
    /** Reward state: Unclaimed 0, Claimed 1. */
    claimState: integer('claim_state').notNull().default(0),
    recalled: boolean('recalled').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prize_results_prize_idx').on(t.prizeId)],
);

/** The tracking settings of a campaign (GET/PATCH campaigns/{id}/tracker). */
export const campaignTrackers = pgTable('campaign_trackers', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved version of a campaign's page template (GET template/{id}/versions). */
export const pageTemplateVersions = pgTable(
  'page_template_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    blueprint: jsonb('blueprint').notNull(),
    references: jsonb('references').$type<Record<string, unknown>>().notNull().default({}),
    translations: jsonb('translations').$type<Record<string, Record<string, string>>>().notNull().default({}),
    editor: text('editor').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_template_versions_campaign_idx').on(t.campaignId, t.savedAt)],
);
