// Votes (visitor spec §3 "Vote event", §4 "Vote", §7 vote calls, §8 vote errors): a campaign's vote
// event as the admin API takes and answers it, and the visitor shapes of its three calls. Shared by
// the server, the dashboard and the blocks. Decisions: docs/decisions/0038-votes.md.
import { z } from 'zod';
import type { Constraint } from './constraints/model.ts';
import { validateConstraints } from './constraints/validate.ts';
import { VOTE_STATUS_CHUNK, type VoteStatusCode } from './vote-status.ts';
import { MAX_ID, idSchema as namedId } from './ids.ts';

/** Ids are PostgreSQL integers (the one bound, ids.ts). */
export { MAX_ID };
export * from './vote-status.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unixSeconds = z.number().int('must be unix seconds').min(0, 'must be unix seconds (0 or more)');

/** Most nominees a vote lists by hand (a nominee container may hold more; the vote reads its top). */
export const MAX_NOMINEES = 500;
/** A nominee container's top this many records are the nominees. */
export const MAX_CONTAINER_NOMINEES = 1000;
export const MAX_DAILY_QUOTA = 1000;

/**
 * The admin's vote: a topic, nominees (listed user ids, or the users of a nominee container), the
 * period, how scores show, the daily quota per viewer (counted in the campaign's timezone), how many of
 * those one viewer may give one nominee in a day (0 = up to the quota) and the voter rule (judges in
 * the constraint language, evaluated on the vote with SenderID = the viewer; empty = everyone).
 */
const voteFields = {
  topic: z.string().trim().min(1, 'topic is required').max(200, 'topic is at most 200 characters'),
  nomineeIDs: z
    .array(z.string().trim().regex(UUID, 'nomineeIDs: each must be a user id (UUID)'))
    .max(MAX_NOMINEES, `nomineeIDs lists at most ${MAX_NOMINEES} users`)
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  nomineeContainerID: z
    .number()
    .int()
    .positive('nomineeContainerID must be a container id')
    .max(MAX_ID, 'nomineeContainerID must be a container id')
    .nullable()
    .default(null),
  startTime: unixSeconds,
  endTime: unixSeconds,
  meta: z.object({ isPercentage: z.boolean().default(false) }).default({ isPercentage: false }),
  dailyQuota: z
    .number()
    .int('dailyQuota must be a whole number')
    .min(1, `dailyQuota must be 1 to ${MAX_DAILY_QUOTA}`)
    .max(MAX_DAILY_QUOTA, `dailyQuota must be 1 to ${MAX_DAILY_QUOTA}`)
    .default(1),
  votesPerNominee: z
    .number()
    .int('votesPerNominee must be a whole number')
    .min(0, `votesPerNominee must be 0 (up to the quota) to ${MAX_DAILY_QUOTA}`)
    .max(MAX_DAILY_QUOTA, `votesPerNominee must be 0 (up to the quota) to ${MAX_DAILY_QUOTA}`)
    .default(1),
  voterRule: z.array(z.unknown()).default([]),
};

type VoteFields = z.infer<z.ZodObject<typeof voteFields>>;

function checkVote(v: VoteFields, ctx: z.RefinementCtx): void {
  if (v.endTime <= v.startTime)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'endTime must be after startTime' });
  if (v.nomineeIDs.length === 0 && v.nomineeContainerID === null)
    ctx.addIssue({
      code: 'custom',
      path: ['nomineeIDs'],
      message: 'give nominees: nomineeIDs or a nomineeContainerID',
    });
  if (v.nomineeIDs.length > 0 && v.nomineeContainerID !== null)
    ctx.addIssue({
      code: 'custom',
      path: ['nomineeContainerID'],
      message: 'give nomineeIDs or a nomineeContainerID, not both',
    });
  // An empty voter rule means everyone may vote; a given one must be a valid constraint list.
  if (v.voterRule.length > 0) {
    const checked = validateConstraints(v.voterRule, ['voterRule']);
    if (!checked.ok)
      for (const p of checked.problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  }
}

export const voteInputSchema = z
  .object(voteFields)
  .superRefine(checkVote)
  .transform((v) => ({ ...v, voterRule: v.voterRule as Constraint[] }));
export type VoteInput = z.infer<typeof voteInputSchema>;

/** A vote in the campaign export document: its fields with its id and tally container at export. */
export const documentVoteSchema = z
  .object({
    ...voteFields,
    ID: namedId('ID'),
    containerID: namedId('containerID'),
  })
  .superRefine(checkVote)
  .transform((v) => ({ ...v, voterRule: v.voterRule as Constraint[] }));
export type DocumentVote = z.infer<typeof documentVoteSchema>;

export interface Vote extends VoteInput {
  id: number;
  campaignID: number;
  /** The container tallying the votes: one record per nominee, score = votes received. */
  containerID: number;
  /** The evaluator turning this vote's Vote events (type 2) into the tally. */
  evaluatorID: number;
  createTime: number;
  updateTime: number;
}

/** `type` of /leaderboards/mktevent naming a vote's tally (visitor spec §7). */
export const voteBoardType = (voteID: number) => `vote-${voteID}`;

// ---------------------------------------------------------------------------------------------
// Visitor calls

/** GET /votingEvent/{voteID}: one nominee with the vote's tally and the platform's user info. */
export interface VoteNominee {
  userID: string;
  totalVotes: number;
  /** Share of all votes of this vote, 0..1 (the page shows floor(100·percentage) when meta.isPercentage). */
  percentage: number;
  displayName: string;
  openID: string;
  picture: string;
  region: string;
}

export interface VoteInfo {
  voteID: number;
  topic: string;
  nominees: VoteNominee[];
  startTime: number;
  endTime: number;
  meta: { isPercentage: boolean };
  dailyQuota: number;
  votesPerNominee: number;
  totalVotes: number;
}

export interface VotingEventResponse {
  voteInfo: [VoteInfo];
}

export const voteStatusQuerySchema = z.object({
  targetUserIDs: z
    .array(z.string().trim().min(1, 'targetUserIDs: an id is empty').max(200))
    .min(1, 'targetUserIDs lists at least one user')
    .max(VOTE_STATUS_CHUNK, `targetUserIDs lists at most ${VOTE_STATUS_CHUNK} users (send chunks of 100)`),
});

export interface VoteStatus {
  senderID: string;
  receiverID: string;
  status: VoteStatusCode;
}

export interface VoteStatusResponse {
  data: { results: VoteStatus[] };
}

export const castVoteSchema = z.object({
  receiverID: z
    .string()
    .trim()
    .min(1, 'receiverID is required')
    .max(200, 'receiverID is at most 200 characters'),
});

/** POST /event/vote/{id}: the counted vote (or, for a retried idempotency key, the one counted before). */
export interface CastVoteResponse {
  voteID: number;
  senderID: string;
  receiverID: string;
  /** False when this request repeated an idempotency key: the earlier vote stands, nothing new counted. */
  counted: boolean;
  /** The viewer's votes left today after this one. */
  votesLeftToday: number;
  /** The receiver's votes after this one. */
  totalVotes: number;
}

/**
 * Error codes and messages of the vote calls (visitor spec §8): the page picks its modal by errorCode;
 * the messages are the spec's strings where it names one.
 */
export const VOTE_ERRORS = {
  INVALID_TOKEN: 'invalid token',
  EXPIRED_TOKEN: 'expired token',
  SENDER_UNQUALIFIED: 'sender unqualified',
  VOTE_QUOTA_USED: 'You already completed all the votes today.',
  NOMINEE_LIMIT_REACHED: 'You already gave this nominee all the votes you may give today.',
  NOT_IN_PERIOD: 'not in period',
  NOT_A_NOMINEE: 'receiverID is not a nominee of this vote',
} as const;
export type VoteErrorCode = keyof typeof VOTE_ERRORS;
