// Tables of the engine's admin side (admin spec §3 Containers, Aggregators, Record snapshots, Workers):
// aggregators rolling a source container into a target, record snapshots and replay jobs.
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns, containers } from './campaigns.ts';

/** A source container rolled into a target container (docs/engine.md, Aggregators). */
export const aggregators = pgTable(
  'aggregators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    srcContainerId: integer('src_container_id')
      .notNull()
      .references(() => containers.id),
    targetContainerId: integer('target_container_id')
      .notNull()
      .references(() => containers.id),
    /** 'sum' (per key) or 'group' (teams re-ranked by summed score); further settings in config. */
    kind: text('kind').notNull().default('sum'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aggregators_src_idx').on(t.srcContainerId)],
);

/** A copy of a container's records at one moment; restorable (admin spec §4 Record snapshot source). */
export const recordSnapshots = pgTable(
  'record_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id),
    /** API, EndOfLeaderboard, Aggregator, Replay or RestoreBySnapshot. */
    sourceType: text('source_type').notNull(),
    /** Unix seconds at which it was taken. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    recordCount: integer('record_count').notNull(),
    /** [{key, score, lastUpdateMs, meta, contributions?}] */
    records: jsonb('records').$type<unknown[]>().notNull(),
    createdBy: text('created_by').notNull().default(''),
  },
  (t) => [index('record_snapshots_container_idx').on(t.containerId, t.timestamp)],
);

/** One replay of a container from the event log (admin spec §4 Replay status: Unknown, Preparing, Done). */
export const replayJobs = pgTable(
  'replay_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id),
    /** Preparing, Done or Cancel (Processing states of the spec map onto these). */
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull().default(''),
    eventsReplayed: integer('events_replayed').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The multiple replay this job is one step of (decision 0077); null for a single replay. */
    batchId: bigint('batch_id', { mode: 'number' }),
  },
  (t) => [
    index('replay_jobs_container_idx').on(t.containerId, t.id),
    index('replay_jobs_batch_idx').on(t.batchId),
  ],
);

/**
 * A multiple replay (issue 17 §4, decision 0077): several containers of a campaign replayed one after
 * another in one job, with one status (Preparing, Done, Cancel, Failed) and one cancel.
 */
export const replayBatches = pgTable(
  'replay_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The containers, in the order they are replayed. */
    containerIds: jsonb('container_ids').$type<number[]>().notNull(),
    status: text('status').notNull(),
    /** Why a container got no replay (it was being replayed already, had nothing to replay...), by id. */
    skipped: jsonb('skipped').$type<Record<string, string>>().notNull().default({}),
    requestedBy: text('requested_by').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('replay_batches_campaign_idx').on(t.campaignId, t.id)],
);
