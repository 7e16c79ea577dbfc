// Dynamic timestamps (issue 17 §3 `dynamicTimestamp`, decision 0094): time fields of a campaign's
// leaderboards and votes that follow another time of the same campaign plus an offset. The entity's own
// column always holds the resolved time: a reference is resolved when it is set and again after every
// write of a campaign, leaderboard or vote time, so the admin API, the visitor API and the scoring
// windows all read resolved times without knowing about references. Writes are change-logged.
import { and, eq } from 'drizzle-orm';
import { leaderboardTimesProblem } from '@eventory/domain/campaign';
import { DomainError } from '@eventory/domain/errors';
import {
  parseTimeExpression,
  resolveTimeReferences,
  timeKey,
  type ResolvedTimeReference,
  type TimeField,
  type TimeReference,
  type TimeReferenceInput,
  type TimeSourceKind,
} from '@eventory/domain/time-references';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import { timeReferences } from '../db/schema/time-references.ts';
import { missionRoadmaps } from '../db/schema/campaign-content.ts';
import { votes } from '../db/schema/votes.ts';
import { remapTimestampQueries, type IdRemap } from '@eventory/domain/campaign-copy';

interface Times {
  startTime: number;
  endTime: number;
}

/** Every literal time of the campaign's entities, by `{kind}:{id}.{field}`. */
async function literalTimes(db: Executor, campaignID: number): Promise<Map<string, number>> {
  const [campaign] = await db
    .select({ startTime: campaigns.startTime, endTime: campaigns.endTime })
    .from(campaigns)
    .where(eq(campaigns.id, campaignID));
  if (!campaign) throw new DomainError('NOT_FOUND', `Campaign ${campaignID} was not found.`, 404, 'id');
  const boards = await db
    .select({ id: leaderboards.id, startTime: leaderboards.startTime, endTime: leaderboards.endTime })
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, campaignID), eq(leaderboards.isDeleted, false)));
  const campaignVotes = await db
    .select({ id: votes.id, startTime: votes.startTime, endTime: votes.endTime })
    .from(votes)
    .where(eq(votes.campaignId, campaignID));
  const roadmaps = await db
    .select({
      id: missionRoadmaps.id,
      startTime: missionRoadmaps.startTime,
      endTime: missionRoadmaps.endTime,
    })
    .from(missionRoadmaps)
    .where(eq(missionRoadmaps.campaignId, campaignID));
  const times = new Map<string, number>();
  const add = (kind: 'campaign' | TimeSourceKind, id: number, t: Times) => {
    times.set(timeKey(kind, id, 'startTime'), t.startTime);
    times.set(timeKey(kind, id, 'endTime'), t.endTime);
  };
  add('campaign', campaignID, campaign);
  for (const b of boards) add('leaderboard', b.id, b);
  for (const v of campaignVotes) add('vote', v.id, v);
  for (const r of roadmaps) add('roadmap', r.id, r);
  return times;
}

async function referencesOf(db: Executor, campaignID: number): Promise<TimeReference[]> {
  const rows = await db.select().from(timeReferences).where(eq(timeReferences.campaignId, campaignID));
  return rows.map((r) => ({ kind: r.kind, id: r.entityId, field: r.field, expression: r.expression }));
}

/** The campaign's references with the time each resolves to. */
export async function listTimeReferences(db: Executor, campaignID: number): Promise<ResolvedTimeReference[]> {
  const literal = await literalTimes(db, campaignID);
  return (await referencesOf(db, campaignID)).map((r) => ({
    ...r,
    resolved: literal.get(timeKey(r.kind, r.id, r.field)) ?? 0,
  }));
}

const invalid = (message: string, field = 'expression') =>
  new DomainError('TIME_REFERENCE_INVALID', `${field}: ${message}`, 400, field);

/**
 * Resolves every reference of the campaign and writes the resolved times that changed into their
 * entities (change-logged). Refuses (400, nothing written: the caller's transaction rolls back) a cycle,
 * an unknown target, or times that break an entity's rule (an end before its start).
 */
export async function applyTimeReferences(tx: Executor, campaignID: number, email: string): Promise<void> {
  const references = await referencesOf(tx, campaignID);
  if (references.length === 0) return;
  const literal = await literalTimes(tx, campaignID);
  const outcome = resolveTimeReferences(references, (key) => literal.get(key));
  if ('problem' in outcome)
    throw invalid(
      `${timeKey(outcome.reference.kind, outcome.reference.id, outcome.reference.field)}: ${outcome.problem}`,
    );
  const changed = new Map<string, { kind: TimeSourceKind; id: number; before: Times; after: Times }>();
  for (const ref of references) {
    const key = timeKey(ref.kind, ref.id, ref.field);
    const value = outcome.resolved.get(key);
    if (value === undefined || value === literal.get(key)) continue;
    const entityKey = `${ref.kind}:${ref.id}`;
    const entry = changed.get(entityKey) ?? {
      kind: ref.kind,
      id: ref.id,
      before: {
        startTime: literal.get(timeKey(ref.kind, ref.id, 'startTime')) ?? 0,
        endTime: literal.get(timeKey(ref.kind, ref.id, 'endTime')) ?? 0,
      },
      after: {
        startTime: literal.get(timeKey(ref.kind, ref.id, 'startTime')) ?? 0,
        endTime: literal.get(timeKey(ref.kind, ref.id, 'endTime')) ?? 0,
      },
    };
    entry.after[ref.field] = value;
    changed.set(entityKey, entry);
  }
  for (const { kind, id, before, after } of changed.values()) {
    if (kind === 'leaderboard') {
      const problem = leaderboardTimesProblem(after);
      if (problem) throw invalid(`leaderboard ${id} would be refused: ${problem.message}`);
      await tx
        .update(leaderboards)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(leaderboards.id, id));
    } else if (kind === 'vote') {
      if (after.endTime <= after.startTime)
        throw invalid(`vote ${id} would be refused: endTime: a vote must end after it starts`);
      await tx
        .update(votes)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(votes.id, id));
    } else {
      if (after.endTime <= after.startTime)
        throw invalid(`roadmap ${id} would be refused: endTime: a roadmap must end after it starts`);
      await tx
        .update(missionRoadmaps)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(missionRoadmaps.id, id));
    }
    await recordChange(tx, {
      email,
      table: kind === 'leaderboard' ? 'leaderboards' : kind === 'vote' ? 'votes' : 'mission_roadmaps',
      objId: id,
      action: 'update',
      before: { ...before, reason: 'time reference' },
      after: { ...after, reason: 'time reference' },
    });
  }
}

/**
 * Refuses a direct write of a time that follows a reference (400 TIME_FOLLOWS_REFERENCE naming the
 * field): the reference decides it until it is removed. Writing the same value again passes.
 */
export async function assertTimesWritable(
  tx: Executor,
  kind: TimeSourceKind,
  id: number,
  before: Times,
  next: Times,
): Promise<void> {
  const rows = await tx
    .select({ field: timeReferences.field, expression: timeReferences.expression })
    .from(timeReferences)
    .where(and(eq(timeReferences.kind, kind), eq(timeReferences.entityId, id)));
  for (const r of rows)
    if (before[r.field] !== next[r.field])
      throw new DomainError(
        'TIME_FOLLOWS_REFERENCE',
        `${r.field}: follows ${r.expression}; change that time or remove the reference to set ${r.field} by hand.`,
        400,
        r.field,
      );
}

async function entityCampaign(tx: Executor, kind: TimeSourceKind, id: number): Promise<number | undefined> {
  if (kind === 'leaderboard') {
    const [row] = await tx
      .select({ campaignID: leaderboards.eventId })
      .from(leaderboards)
      .where(and(eq(leaderboards.id, id), eq(leaderboards.isDeleted, false)));
    return row?.campaignID;
  }
  if (kind === 'roadmap') {
    const [row] = await tx
      .select({ campaignID: missionRoadmaps.campaignId })
      .from(missionRoadmaps)
      .where(eq(missionRoadmaps.id, id));
    return row?.campaignID;
  }
  const [row] = await tx.select({ campaignID: votes.campaignId }).from(votes).where(eq(votes.id, id));
  return row?.campaignID;
}

/**
 * Sets (or with a null expression removes) the reference of one time field of a campaign's leaderboard
 * or vote, resolves the campaign's references and answers them. The referenced entity must belong to the
 * same campaign; cycles and unknown ids are refused (400 naming `expression`).
 */
export async function setTimeReference(
  tx: Executor,
  campaignID: number,
  input: TimeReferenceInput,
  email: string,
): Promise<ResolvedTimeReference[]> {
  const owner = await entityCampaign(tx, input.kind, input.id);
  if (owner !== campaignID)
    throw new DomainError(
      'NOT_FOUND',
      `${input.kind} ${input.id} is not part of campaign ${campaignID}.`,
      404,
      'id',
    );
  const where = and(
    eq(timeReferences.kind, input.kind),
    eq(timeReferences.entityId, input.id),
    eq(timeReferences.field, input.field),
  );
  const [before] = await tx.select().from(timeReferences).where(where);
  if (input.expression === null) {
    if (!before) return listTimeReferences(tx, campaignID);
    await tx.delete(timeReferences).where(where);
  } else {
    const e = parseTimeExpression(input.expression);
    if ('problem' in e) throw invalid(e.problem);
    if (e.kind === 'campaign' ? e.id !== campaignID : (await entityCampaign(tx, e.kind, e.id)) !== campaignID)
      throw invalid(
        `${e.kind} ${e.id} is not part of campaign ${campaignID}; refer to times of the same campaign`,
      );
    const values = { expression: input.expression, updatedBy: email, updatedAt: new Date() };
    await tx
      .insert(timeReferences)
      .values({ campaignId: campaignID, kind: input.kind, entityId: input.id, field: input.field, ...values })
      .onConflictDoUpdate({
        target: [timeReferences.kind, timeReferences.entityId, timeReferences.field],
        set: values,
      });
  }
  await recordChange(tx, {
    email,
    table: 'time_references',
    objId: timeKey(input.kind, input.id, input.field),
    action: !before ? 'create' : input.expression === null ? 'delete' : 'update',
    before: before?.expression ?? null,
    after: input.expression,
  });
  await applyTimeReferences(tx, campaignID, email);
  return listTimeReferences(tx, campaignID);
}

/** Copies references into a copied or imported campaign, their ids already remapped by the caller. */
export async function insertTimeReferences(
  tx: Executor,
  campaignID: number,
  references: readonly TimeReference[],
  email: string,
): Promise<void> {
  for (const r of references) {
    await tx.insert(timeReferences).values({
      campaignId: campaignID,
      kind: r.kind,
      entityId: r.id,
      field: r.field as TimeField,
      expression: r.expression,
      updatedBy: email,
    });
    await recordChange(tx, {
      email,
      table: 'time_references',
      objId: timeKey(r.kind, r.id, r.field),
      action: 'create',
      before: null,
      after: r.expression,
    });
  }
  await applyTimeReferences(tx, campaignID, email);
}

/** Removes the references of a deleted leaderboard or vote (its own fields no longer follow anything). */
export async function dropTimeReferencesOf(tx: Executor, kind: TimeSourceKind, id: number): Promise<void> {
  await tx.delete(timeReferences).where(and(eq(timeReferences.kind, kind), eq(timeReferences.entityId, id)));
}

export { referencesOf as campaignTimeReferences };

/**
 * Import: the time references of a copy name the copy's entities and their expressions the new ids (decision
 * 0094); those of entities left out go.
 */
export async function importTimeReferences(
  tx: Executor,
  campaignId: number,
  references: readonly TimeReference[],
  ids: { remap: IdRemap; roadmaps: ReadonlyMap<number, number> },
  email: string,
): Promise<void> {
  const { remap, roadmaps } = ids;
  await insertTimeReferences(
    tx,
    campaignId,
    references.flatMap((r) => {
      const id = r.kind === 'roadmap' ? roadmaps.get(r.id) : remap[r.kind].get(r.id);
      const expression = remapTimestampQueries(r.expression, remap).replace(
        /\broadmap:(\d+)/,
        (_whole, old: string) => `roadmap:${roadmaps.get(Number(old)) ?? old}`,
      );
      return id === undefined ? [] : [{ ...r, id, expression }];
    }),
    email,
  );
}
