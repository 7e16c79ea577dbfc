// Tables of votes (visitor spec §3 "Vote event"; decisions/0038-votes.md): a campaign's vote events
// and the ledger of cast votes that enforces quotas and idempotency keys. The tally itself is the
// vote's container (records), fed by Vote events through the scoring engine.
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns, containers } from './campaigns.ts';

export const votes = pgTable(
  'votes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The container tallying votes per nominee. */
    containerId: integer('container_id').references(() => containers.id),
    /** The evaluator turning this vote's Vote events into the tally. */
    evaluatorId: integer('evaluator_id'),
    /** Unix seconds; a vote counts from startTime up to (not including) endTime. */
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    /** topic, nomineeIDs, nomineeContainerID, meta, dailyQuota, votesPerNominee, voterRule. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('votes_campaign_idx').on(t.campaignId)],
);

/** One counted vote; a retried request carrying the same key finds its row and counts nothing. */
export const voteCasts = pgTable(
  'vote_casts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    voterId: text('voter_id').notNull(),
    receiverId: text('receiver_id').notNull(),
    /** Unix ms at which the voter's day (in the campaign's timezone) began: quotas count per day. */
    dayStart: bigint('day_start', { mode: 'number' }).notNull(),
    /** The client's idempotency key, or a server-made one when none was sent. */
    requestKey: text('request_key').notNull(),
    /** The Vote event (type 2) this cast became. */
    eventId: text('event_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vote_casts_request_key_idx').on(t.voteId, t.voterId, t.requestKey),
    index('vote_casts_voter_day_idx').on(t.voteId, t.voterId, t.dayStart),
  ],
);
