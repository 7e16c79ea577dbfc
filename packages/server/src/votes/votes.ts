// The vote service (visitor spec §3-§5 and §7-§8 on votes; decisions/0038-votes.md): a campaign's vote
// events with their tally container and evaluator (born, changed and removed together with their
// change-log entries), the nominees' tallies, each viewer's vote statuses, and the cast of one vote:
// checked (period, nominee, voter rule, daily quota, per-nominee limit) and turned into a Vote event
// (type 2) that the scoring engine ingests, exactly once per idempotency key, in the caller's
// transaction. Routes parse, call these and shape; nothing here knows HTTP beyond DomainError.
import {
  applyTimeReferences,
  assertTimesWritable,
  dropTimeReferencesOf,
} from '../campaigns/time-references.ts';
import { newViewerRuleOf } from '../campaigns/new-viewers.ts';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { remapIds, type IdRemap } from '@eventory/domain/campaign-copy';
import type { Constraint } from '@eventory/domain/constraints/model';
import { evaluateConstraints } from '@eventory/domain/constraints/evaluate';
import { windowStart } from '@eventory/domain/constraints/schedule';
import { DomainError, notFound } from '@eventory/domain/errors';
import { EVENT_TYPES } from '@eventory/domain/events';
import {
  MAX_CONTAINER_NOMINEES,
  VOTE_ERRORS,
  VOTE_STATUS,
  type CastVoteResponse,
  type DocumentVote,
  type Vote,
  type VoteErrorCode,
  type VoteInfo,
  type VoteInput,
  type VoteStatus,
  type VoteStatusCode,
} from '@eventory/domain/votes';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { campaigns, containers, evaluators, records } from '../db/schema/campaigns.ts';
import { voteCasts, votes } from '../db/schema/votes.ts';
import { ingestBatchIn } from '../engine/ingest.ts';
import type { RecordEffect } from '../engine/record-effects.ts';
import { DEFAULT_TIMEZONE, dbConstraintContext } from '../engine/judges.ts';
import { toEvaluator, unixSeconds } from '../campaigns/campaign-rows.ts';
import { createScoringContainer, retireScoring } from '../campaigns/evaluators.ts';
import type { Platform } from '../platform/platform.ts';

/** refContainerType of a vote's tally container (its refId is the vote id). */
export const VOTE_CONTAINER_REF = 'Vote';
/** First key of the two-key advisory lock a cast takes per (vote, voter) ('VOTE'). */
const VOTE_LOCK_SPACE = 0x564f5445;

type VoteRow = typeof votes.$inferSelect;

interface VoteBody {
  topic: string;
  nomineeIDs: string[];
  nomineeContainerID: number | null;
  meta: { isPercentage: boolean };
  dailyQuota: number;
  votesPerNominee: number;
  voterRule: Constraint[];
}

export const voteError = (code: VoteErrorCode, status: number, field?: string) =>
  new DomainError(code, VOTE_ERRORS[code], status, field);

export function toVote(row: VoteRow): Vote {
  const body = row.body as unknown as VoteBody;
  return {
    id: row.id,
    campaignID: row.campaignId,
    containerID: row.containerId ?? 0,
    evaluatorID: row.evaluatorId ?? 0,
    topic: body.topic,
    nomineeIDs: body.nomineeIDs ?? [],
    nomineeContainerID: body.nomineeContainerID ?? null,
    startTime: row.startTime,
    endTime: row.endTime,
    meta: { isPercentage: body.meta?.isPercentage ?? false },
    dailyQuota: body.dailyQuota,
    votesPerNominee: body.votesPerNominee,
    voterRule: body.voterRule ?? [],
    createTime: unixSeconds(row.createdAt),
    updateTime: unixSeconds(row.updatedAt),
  };
}

const bodyOf = (input: VoteInput): Record<string, unknown> => ({
  topic: input.topic,
  nomineeIDs: input.nomineeIDs,
  nomineeContainerID: input.nomineeContainerID,
  meta: input.meta,
  dailyQuota: input.dailyQuota,
  votesPerNominee: input.votesPerNominee,
  voterRule: input.voterRule,
});

export async function findVote(db: Executor, id: number): Promise<Vote> {
  const [row] = await db.select().from(votes).where(eq(votes.id, id));
  if (!row) throw notFound('Vote', id);
  return toVote(row);
}

export async function listVotes(db: Executor, campaignID: number): Promise<Vote[]> {
  await requireCampaign(db, campaignID);
  const rows = await db.select().from(votes).where(eq(votes.campaignId, campaignID)).orderBy(votes.id);
  return rows.map(toVote);
}

async function requireCampaign(db: Executor, campaignID: number): Promise<{ timezone: string }> {
  const [row] = await db
    .select({ timezone: campaigns.timezone })
    .from(campaigns)
    .where(eq(campaigns.id, campaignID));
  if (!row) throw notFound('Campaign', campaignID);
  return row;
}

async function requireNomineeContainer(db: Executor, containerID: number | null): Promise<void> {
  if (containerID === null) return;
  const [row] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.id, containerID), eq(containers.isDeleted, false)));
  if (!row)
    throw new DomainError(
      'NOT_FOUND',
      `nomineeContainerID: container ${containerID} was not found.`,
      404,
      'nomineeContainerID',
    );
}

/** The evaluator of a vote: its Vote events (VoteID = the vote) add Count to the receiver's tally. */
const tallyEvaluator = (voteID: number, containerID: number) => ({
  targetContainerId: containerID,
  eventType: EVENT_TYPES.Vote,
  resultKey: 'ReceiverID',
  judges: [
    { logic: 'IS', setting: { kind: 'Event', field: 'VoteID', operator: 'EQ', value: String(voteID) } },
  ],
  scoreCalc: { kind: 'field', field: 'Count' },
  limit: null,
});

/** Creates a vote with its tally container and evaluator; the caller holds the transaction (import reuses it). */
export async function createVote(
  tx: Executor,
  campaignID: number,
  input: VoteInput,
  email: string,
): Promise<Vote> {
  await requireCampaign(tx, campaignID);
  await requireNomineeContainer(tx, input.nomineeContainerID);
  const [inserted] = await tx
    .insert(votes)
    .values({
      campaignId: campaignID,
      startTime: input.startTime,
      endTime: input.endTime,
      body: bodyOf(input),
    })
    .returning();
  if (!inserted) throw new Error('vote insert returned no row');
  const containerID = await createScoringContainer(
    tx,
    {
      refID: inserted.id,
      refContainerType: VOTE_CONTAINER_REF,
      groupName: input.topic,
      meta: { voteID: inserted.id },
    },
    email,
  );
  const [evaluator] = await tx
    .insert(evaluators)
    .values(tallyEvaluator(inserted.id, containerID))
    .returning();
  if (!evaluator) throw new Error('evaluator insert returned no row');
  await recordChange(tx, {
    email,
    table: 'evaluators',
    objId: evaluator.id,
    action: 'create',
    before: null,
    after: toEvaluator(evaluator),
  });
  await tx
    .update(votes)
    .set({ containerId: containerID, evaluatorId: evaluator.id })
    .where(eq(votes.id, inserted.id));
  const vote = await findVote(tx, inserted.id);
  await recordChange(tx, {
    email,
    table: 'votes',
    objId: vote.id,
    action: 'create',
    before: null,
    after: vote,
  });
  return vote;
}

/** Full replace of the admin's fields; the tally (container, evaluator, cast votes) stays. */
export async function updateVote(tx: Executor, id: number, input: VoteInput, email: string): Promise<Vote> {
  const before = await findVote(tx, id);
  await requireNomineeContainer(tx, input.nomineeContainerID);
  await assertTimesWritable(tx, 'vote', id, before, input);
  await tx
    .update(votes)
    .set({ startTime: input.startTime, endTime: input.endTime, body: bodyOf(input), updatedAt: new Date() })
    .where(eq(votes.id, id));
  if (before.containerID)
    await tx
      .update(containers)
      .set({ groupName: input.topic, updatedAt: new Date() })
      .where(eq(containers.id, before.containerID));
  const after = await findVote(tx, id);
  await recordChange(tx, { email, table: 'votes', objId: id, action: 'update', before, after });
  await applyTimeReferences(tx, before.campaignID, email);
  return after;
}

/** Removes the vote and its evaluator; its container is hidden (records stay for snapshots), its casts go. */
export async function deleteVote(tx: Executor, id: number, email: string): Promise<{ id: number }> {
  const before = await findVote(tx, id);
  await retireScoring(tx, { evaluatorID: before.evaluatorID, containerID: before.containerID }, email);
  await tx.delete(voteCasts).where(eq(voteCasts.voteId, id));
  await tx.delete(votes).where(eq(votes.id, id));
  await recordChange(tx, { email, table: 'votes', objId: id, action: 'delete', before, after: null });
  await dropTimeReferencesOf(tx, 'vote', id);
  await applyTimeReferences(tx, before.campaignID, email);
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Nominees and tallies

/** The vote's nominees in their listed order, or a nominee container's users by score. */
export async function nomineesOf(db: Executor, vote: Vote): Promise<string[]> {
  if (vote.nomineeContainerID === null) return vote.nomineeIDs;
  const rows = await db
    .select({ key: records.key })
    .from(records)
    .where(eq(records.containerId, vote.nomineeContainerID))
    .orderBy(desc(records.score), records.key)
    .limit(MAX_CONTAINER_NOMINEES);
  return rows.map((r) => r.key);
}

/** The nominee a receiverID names (its stored spelling), or undefined when it names none. */
async function nomineeNamed(db: Executor, vote: Vote, receiverID: string): Promise<string | undefined> {
  if (vote.nomineeContainerID === null) return vote.nomineeIDs.find((id) => id === receiverID.toLowerCase());
  const [row] = await db
    .select({ key: records.key })
    .from(records)
    .where(and(eq(records.containerId, vote.nomineeContainerID), eq(records.key, receiverID)));
  return row?.key;
}

async function tallies(db: Executor, vote: Vote, keys?: string[]): Promise<Map<string, number>> {
  if (!vote.containerID || keys?.length === 0) return new Map();
  const rows = await db
    .select({ key: records.key, score: records.score })
    .from(records)
    .where(
      keys
        ? and(eq(records.containerId, vote.containerID), inArray(records.key, keys))
        : eq(records.containerId, vote.containerID),
    );
  return new Map(rows.map((r) => [r.key, r.score]));
}

/** GET votingEvent/{voteID}: the vote with each nominee's votes, share and platform user info. */
export async function votingEvent(db: Executor, platform: Platform, voteID: number): Promise<VoteInfo> {
  const vote = await findVote(db, voteID);
  const nominees = await nomineesOf(db, vote);
  const [tally, users] = await Promise.all([tallies(db, vote), platform.getUsers(nominees)]);
  // Votes for a nominee since removed still count toward the whole (a share of every vote cast).
  const total = [...tally.values()].reduce((sum, v) => sum + v, 0);
  return {
    voteID: vote.id,
    topic: vote.topic,
    nominees: nominees.map((userID) => {
      const user = users.get(userID);
      const totalVotes = tally.get(userID) ?? 0;
      return {
        userID,
        totalVotes,
        percentage: total > 0 ? totalVotes / total : 0,
        displayName: user?.displayName ?? '',
        openID: user?.openID ?? '',
        picture: user?.picture ?? '',
        region: user?.region ?? '',
      };
    }),
    startTime: vote.startTime,
    endTime: vote.endTime,
    meta: vote.meta,
    dailyQuota: vote.dailyQuota,
    votesPerNominee: vote.votesPerNominee,
    totalVotes: total,
  };
}

/** The tally container of a vote (the board /leaderboards/mktevent?type=vote-{id} reads). */
export async function voteContainerID(db: Executor, voteID: number): Promise<number> {
  const vote = await findVote(db, voteID);
  return vote.containerID;
}

// ---------------------------------------------------------------------------------------------
// Statuses and casting

const inPeriod = (vote: Vote, nowMs: number) => nowMs >= vote.startTime * 1000 && nowMs < vote.endTime * 1000;

async function timezoneOf(db: Executor, vote: Vote): Promise<string> {
  const [row] = await db
    .select({ timezone: campaigns.timezone })
    .from(campaigns)
    .where(eq(campaigns.id, vote.campaignID));
  return row?.timezone ?? DEFAULT_TIMEZONE;
}

/** Does the voter meet the vote's voter rule? Evaluated on the vote as a Vote event, counting nothing. */
async function voterQualifies(
  db: Executor,
  vote: Vote,
  voterID: string,
  receiverID: string,
  timezone: string,
  nowMs: number,
): Promise<boolean> {
  if (vote.voterRule.length === 0) return true;
  const outcome = await evaluateConstraints(
    vote.voterRule,
    {
      type: EVENT_TYPES.Vote,
      timestamp: nowMs,
      fields: {
        VoteID: String(vote.id),
        SenderID: voterID,
        ReceiverID: receiverID,
        StreamerID: receiverID,
        Count: 1,
      },
    },
    // NewUser in a voter rule reads the vote's own campaign rule (decision 0095).
    {
      ...dbConstraintContext(db, vote.evaluatorID, timezone, 'peek'),
      newViewerRule: () => newViewerRuleOf(db, vote.campaignID),
    },
  );
  return outcome.passed;
}

/** The voter's casts today: in all, and per receiver. */
async function castsToday(
  db: Executor,
  voteID: number,
  voterID: string,
  dayStart: number,
): Promise<{ total: number; byReceiver: Map<string, number> }> {
  const rows = await db
    .select({ receiverId: voteCasts.receiverId, n: count() })
    .from(voteCasts)
    .where(
      and(eq(voteCasts.voteId, voteID), eq(voteCasts.voterId, voterID), eq(voteCasts.dayStart, dayStart)),
    )
    .groupBy(voteCasts.receiverId);
  const byReceiver = new Map(rows.map((r) => [r.receiverId, Number(r.n)]));
  return { total: [...byReceiver.values()].reduce((s, n) => s + n, 0), byReceiver };
}

const nomineeLimitReached = (vote: Vote, given: number) =>
  vote.votesPerNominee > 0 && given >= vote.votesPerNominee;

/**
 * Each target's status for this viewer (visitor spec §3): 4 without a viewer, 5 outside the period,
 * 6 for a target that is not a nominee, 1 when a click would count, 2 when it would not (no vote left
 * today, nominee limit reached, or the voter rule not met).
 */
export async function voteStatuses(
  db: Executor,
  voteID: number,
  voterID: string | undefined,
  targetUserIDs: string[],
  nowMs: number,
): Promise<VoteStatus[]> {
  const vote = await findVote(db, voteID);
  const senderID = voterID ?? '';
  const answer = (receiverID: string, status: VoteStatusCode): VoteStatus => ({
    senderID,
    receiverID,
    status,
  });
  if (voterID === undefined) return targetUserIDs.map((id) => answer(id, VOTE_STATUS.NotLoggedIn));
  if (!inPeriod(vote, nowMs)) return targetUserIDs.map((id) => answer(id, VOTE_STATUS.Pending));
  const timezone = await timezoneOf(db, vote);
  const today = await castsToday(db, vote.id, voterID, windowStart(nowMs, 'daily', timezone));
  const quotaLeft = today.total < vote.dailyQuota;
  const nominees = new Set(
    vote.nomineeContainerID === null
      ? vote.nomineeIDs
      : (
          await db
            .select({ key: records.key })
            .from(records)
            .where(and(eq(records.containerId, vote.nomineeContainerID), inArray(records.key, targetUserIDs)))
        ).map((r) => r.key),
  );
  const canonical = (id: string) => (vote.nomineeContainerID === null ? id.toLowerCase() : id);
  // The voter rule may read the receiver; it is evaluated per nominee only when one is set.
  const results: VoteStatus[] = [];
  for (const target of targetUserIDs) {
    const nominee = canonical(target);
    if (!nominees.has(nominee)) results.push(answer(target, VOTE_STATUS.Error));
    else if (!quotaLeft || nomineeLimitReached(vote, today.byReceiver.get(nominee) ?? 0))
      results.push(answer(target, VOTE_STATUS.Opened));
    else if (!(await voterQualifies(db, vote, voterID, nominee, timezone, nowMs)))
      results.push(answer(target, VOTE_STATUS.Opened));
    else results.push(answer(target, VOTE_STATUS.CanVote));
  }
  return results;
}

export interface CastOutcome {
  response: CastVoteResponse;
  /** Record effects to mirror into the rank index once the transaction has committed. */
  effects: RecordEffect[];
}

/**
 * Casts one vote in the caller's transaction. Casts of one viewer on one vote queue on an advisory
 * lock, so the quota is read and spent by one cast at a time; a repeated request key answers the vote
 * it counted before and counts nothing.
 */
export async function castVote(
  tx: Executor,
  voteID: number,
  voterID: string,
  receiverID: string,
  requestKey: string | undefined,
  nowMs: number,
): Promise<CastOutcome> {
  const vote = await findVote(tx, voteID);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${VOTE_LOCK_SPACE}, hashtext(${`${vote.id}:${voterID}`}))`,
  );
  const timezone = await timezoneOf(tx, vote);
  const dayStart = windowStart(nowMs, 'daily', timezone);
  const totalOf = async (key: string) => (await tallies(tx, vote, [key])).get(key) ?? 0;

  if (requestKey !== undefined) {
    const [earlier] = await tx
      .select()
      .from(voteCasts)
      .where(
        and(
          eq(voteCasts.voteId, vote.id),
          eq(voteCasts.voterId, voterID),
          eq(voteCasts.requestKey, requestKey),
        ),
      );
    if (earlier) {
      const today = await castsToday(tx, vote.id, voterID, dayStart);
      return {
        response: {
          voteID: vote.id,
          senderID: voterID,
          receiverID: earlier.receiverId,
          counted: false,
          votesLeftToday: Math.max(0, vote.dailyQuota - today.total),
          totalVotes: await totalOf(earlier.receiverId),
        },
        effects: [],
      };
    }
  }

  if (!inPeriod(vote, nowMs)) throw voteError('NOT_IN_PERIOD', 409);
  const nominee = await nomineeNamed(tx, vote, receiverID);
  if (nominee === undefined) throw voteError('NOT_A_NOMINEE', 400, 'receiverID');
  if (!(await voterQualifies(tx, vote, voterID, nominee, timezone, nowMs)))
    throw voteError('SENDER_UNQUALIFIED', 403);
  const today = await castsToday(tx, vote.id, voterID, dayStart);
  if (today.total >= vote.dailyQuota) throw voteError('VOTE_QUOTA_USED', 409);
  if (nomineeLimitReached(vote, today.byReceiver.get(nominee) ?? 0))
    throw voteError('NOMINEE_LIMIT_REACHED', 409, 'receiverID');

  const key = requestKey ?? `server:${randomUUID()}`;
  const eventId = `vote:${vote.id}:${randomUUID()}`;
  await tx.insert(voteCasts).values({
    voteId: vote.id,
    voterId: voterID,
    receiverId: nominee,
    dayStart,
    requestKey: key,
    eventId,
  });
  const outcome = await ingestBatchIn(tx, [
    {
      ID: eventId,
      type: EVENT_TYPES.Vote,
      typeName: 'Vote',
      timestamp: nowMs,
      source: 'event-page',
      fields: { VoteID: String(vote.id), SenderID: voterID, ReceiverID: nominee, Count: 1 },
    },
  ]);
  return {
    response: {
      voteID: vote.id,
      senderID: voterID,
      receiverID: nominee,
      counted: true,
      votesLeftToday: Math.max(0, vote.dailyQuota - today.total - 1),
      totalVotes: await totalOf(nominee),
    },
    effects: outcome.applied,
  };
}

// ---------------------------------------------------------------------------------------------
// Export, import and copy (transfer/campaign-transfer.ts)

/** The campaign's votes as the export document holds them: settings and tally container id, no tallies. */
export async function exportVotes(db: Executor, campaignID: number): Promise<DocumentVote[]> {
  const rows = await db.select().from(votes).where(eq(votes.campaignId, campaignID)).orderBy(votes.id);
  return rows
    .filter((r) => r.containerId !== null)
    .map((r) => {
      const {
        id,
        containerID,
        campaignID: _c,
        evaluatorID: _e,
        createTime: _ct,
        updateTime: _ut,
        ...fields
      } = toVote(r);
      return { ID: id, containerID, ...fields };
    });
}

/**
 * Writes the document's votes into a new campaign, each with a new tally container and evaluator
 * (change-logged as a created vote); ids naming the document's containers are remapped, and the new
 * vote and container ids are added to the remap so the page template that follows points at them.
 */
export async function importVotes(
  tx: Executor,
  campaignID: number,
  list: readonly DocumentVote[],
  remap: IdRemap & { container: Map<number, number>; vote: Map<number, number> },
  email: string,
): Promise<void> {
  for (const { ID, containerID, ...fields } of list) {
    const vote = await createVote(
      tx,
      campaignID,
      {
        ...fields,
        nomineeContainerID:
          fields.nomineeContainerID === null
            ? null
            : (remap.container.get(fields.nomineeContainerID) ?? fields.nomineeContainerID),
        voterRule: remapIds(fields.voterRule, remap),
      },
      email,
    );
    remap.container.set(containerID, vote.containerID);
    remap.vote.set(ID, vote.id);
  }
}
