// Tables of the campaign slice: the host platform's users, campaigns and their leaderboards,
// containers (score stores) with their evaluators, the event log and the records the engine keeps.
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The host platform's users as this server knows them (demo population; a real platform client later). */
export const platformUsers = pgTable(
  'platform_users',
  {
    userId: uuid('user_id').primaryKey(),
    displayName: text('display_name').notNull(),
    openId: text('open_id').notNull(),
    picture: text('picture').notNull().default(''),
    region: text('region').notNull(),
    kind: text('kind', { enum: ['streamer', 'viewer'] }).notNull(),
    /** > 0 while the user streams live. */
    streamId: bigint('stream_id', { mode: 'number' }).notNull().default(0),
    liveStreamId: bigint('live_stream_id', { mode: 'number' }).notNull().default(0),
    /** When the platform account was made (new-viewer rules by account age, decision 0095). */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The platform's user level (new-viewer rules by level; the Level judge). */
    level: integer('level').notNull().default(1),
  },
  (t) => [index('platform_users_kind_idx').on(t.kind, t.openId)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    // Ids start above NEW_API_MIN_ID so every campaign made here uses the newer admin API.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10001 }),
    codeName: text('code_name').notNull().unique(),
    name: text('name').notNull(),
    designName: text('design_name').notNull().default(''),
    kind: text('kind').notNull(),
    size: text('size').notNull(),
    timezone: text('timezone').notNull(),
    durationType: text('duration_type').notNull(),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    /** Unix seconds. */
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    /** Unix seconds; ignored when durationType is Forever. */
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    isPermanent: boolean('is_permanent').notNull().default(false),
    url: text('url').notNull().default(''),
    scope: text('scope').notNull().default(''),
    corporation: text('corporation').notNull().default(''),
    department: text('department').notNull().default(''),
    /** Tag IDs (campaign_admin tags); a list, so the tag filter is one containment test. */
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The campaign list (bench/campaign-list.mjs): running campaigns (Forever or ending later), regions and tag.
    index('campaigns_end_time_idx').on(t.endTime),
    index('campaigns_duration_type_idx').on(t.durationType),
    index('campaigns_regions_idx').using('gin', t.regions.op('jsonb_path_ops')),
    index('campaigns_tag_ids_idx').using('gin', t.tagIds.op('jsonb_path_ops')),
    // The text filters (ILIKE '%text%') over the whole history: trigram indexes (pg_trgm, migration 0003).
    index('campaigns_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('campaigns_code_name_trgm_idx').using('gin', t.codeName.op('gin_trgm_ops')),
    index('campaigns_design_name_trgm_idx').using('gin', t.designName.op('gin_trgm_ops')),
  ],
);

export const leaderboards = pgTable(
  'leaderboards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => campaigns.id),
    groupName: text('group_name').notNull(),
    designName: text('design_name').notNull().default(''),
    type: text('type').notNull().default('Normal'),
    /** Unix seconds. */
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    /** Unix seconds; 0 = ends with the campaign. */
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    endTimeCountdown: bigint('end_time_countdown', { mode: 'number' }).notNull().default(0),
    giftIds: jsonb('gift_ids').$type<string[]>().notNull().default([]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Set in the same transaction that creates the leaderboard's container. */
    containerId: integer('container_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leaderboards_event_idx').on(t.eventId)],
);

export const containers = pgTable(
  'containers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    refId: integer('ref_id').notNull(),
    refContainerType: text('ref_container_type').notNull(),
    groupName: text('group_name').notNull().default(''),
    /** Free settings of the container (a name, a League's tiers, a Table's columns). */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** DELETE containers/{id} hides the container; its records stay for snapshots and the change log. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('containers_ref_idx').on(t.refContainerType, t.refId)],
);

export const evaluators = pgTable(
  'evaluators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    targetContainerId: integer('target_container_id')
      .notNull()
      .references(() => containers.id),
    eventType: integer('event_type').notNull(),
    resultKey: text('result_key').notNull(),
    judges: jsonb('judges').$type<unknown[]>().notNull().default([]),
    scoreCalc: jsonb('score_calc').notNull(),
    limit: jsonb('limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evaluators_event_type_idx').on(t.eventType)],
);

/** The durable event log; the primary key on the event ID makes ingestion exactly-once. */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    type: integer('type').notNull(),
    source: text('source').notNull(),
    /** Unix milliseconds, as the event says. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Order of arrival in the log: the gift-bucket crawler follows it from a mark (decision 0054). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('events_seq_idx').on(t.seq)],
);

/**
 * How far the applier has scored the event log (docs/engine.md): one row, advanced in the same transaction as
 * the effects of the events up to it, so a restart resumes after it and nothing is applied twice.
 */
export const applyPosition = pgTable('apply_position', {
  id: integer('id').primaryKey(),
  /** events.seq of the last event applied (0: none). */
  appliedSeq: bigint('applied_seq', { mode: 'number' }).notNull(),
});

/**
 * Events acknowledged into the log but refused when applied: they would take a record past the score range
 * (decision 0032). Removed from the log (they count nothing) and kept here to be reported.
 */
export const eventRefusals = pgTable('event_refusals', {
  eventId: text('event_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  type: integer('type').notNull(),
  source: text('source').notNull(),
  timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  payload: jsonb('payload').notNull(),
  field: text('field').notNull(),
  message: text('message').notNull(),
  refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One scored key (a user) in a container. */
export const records = pgTable(
  'records',
  {
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id),
    key: text('key').notNull(),
    score: doublePrecision('score').notNull().default(0),
    /** Unix milliseconds of the latest event that scored; earlier wins ties. */
    lastUpdateMs: bigint('last_update_ms', { mode: 'number' }).notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
  },
  // The primary key only: the rank index answers the leaderboard order (score desc, earlier last update, key),
  // so no btree over score makes every score update rewrite a second index (decision 0086).
  (t) => [primaryKey({ columns: [t.containerId, t.key] })],
);

/** How much each sender contributed to a record (the contribution dropdown). */
export const recordContributions = pgTable(
  'record_contributions',
  {
    containerId: integer('container_id').notNull(),
    key: text('key').notNull(),
    senderId: text('sender_id').notNull(),
    score: doublePrecision('score').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.containerId, t.key, t.senderId] }),
    index('record_contributions_rank_idx').on(t.containerId, t.key, t.score.desc()),
  ],
);

/** The stored page of a campaign; without one the page is generated from its leaderboards. */
export const pageTemplates = pgTable('page_templates', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id),
  blueprint: jsonb('blueprint').notNull(),
  references: jsonb('references').$type<Record<string, unknown>>().notNull().default({}),
  translations: jsonb('translations').$type<Record<string, Record<string, string>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
