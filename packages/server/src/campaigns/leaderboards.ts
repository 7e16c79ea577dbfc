// The leaderboard service (admin spec §3 Leaderboard, §5): a leaderboard is born with the Leaderboard
// container that holds its records, in one transaction, so no leaderboard ever lacks a container. Find,
// create, update, soft delete, metadata and the init arrangement, each write with its change-log entry in
// the caller's transaction. The newer API, the older event API, import/copy and the demo seed use it.
import { applyTimeReferences, assertTimesWritable, dropTimeReferencesOf } from './time-references.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  initWhitelistOf,
  leaderboardTimesProblem,
  type Leaderboard,
  type LeaderboardInput,
} from '@eventory/domain/campaign';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { leaderboardInitArrangements } from '../db/schema/campaign-admin.ts';
import { campaigns, containers, leaderboards } from '../db/schema/campaigns.ts';
import { toContainer, toLeaderboard } from './campaign-rows.ts';
import type { IdRemap } from '@eventory/domain/campaign-copy';
import { remapIds } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

export const containerNotFound = (field: string) =>
  new DomainError('NOT_FOUND', 'leaderboard container not found.', 404, field);

/**
 * When a leaderboard stops scoring (unix seconds): the earlier of its own end and its campaign's
 * (endTime 0 = with the campaign; a Forever campaign never ends); undefined = never.
 */
export function scoringEnd(
  leaderboard: { endTime: number },
  campaign: { endTime: number; durationType: string },
): number | undefined {
  const ends: number[] = [];
  if (leaderboard.endTime > 0) ends.push(leaderboard.endTime);
  if (campaign.durationType !== 'Forever') ends.push(campaign.endTime);
  return ends.length === 0 ? undefined : Math.min(...ends);
}

/** A leaderboard flagged deleted is gone for the admin API (admin spec §5: hidden). */
export async function findLeaderboard(db: Executor, id: number): Promise<Leaderboard> {
  const [row] = await db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.id, id), eq(leaderboards.isDeleted, false)));
  if (!row) throw notFound('Leaderboard', id);
  return toLeaderboard(row);
}

export async function readInitArrangement(db: Executor, leaderboardId: number): Promise<number[]> {
  const [row] = await db
    .select()
    .from(leaderboardInitArrangements)
    .where(eq(leaderboardInitArrangements.leaderboardId, leaderboardId));
  return row?.containerIds ?? [];
}

/**
 * The newer admin API's rule (docs/decisions/0036): a leaderboard written through it has a start and its
 * own end after it. The older event API, imports and copies keep stored endTime 0 ("with its campaign"),
 * which checkLeaderboardTimes below still takes.
 */
export function requireOwnTimes(times: Pick<LeaderboardInput, 'startTime' | 'endTime'>): void {
  const problem = leaderboardTimesProblem(times);
  if (problem) throw new DomainError('VALIDATION_ERROR', problem.message, 400, problem.field);
}

/** endTime 0 means the leaderboard runs until its campaign ends. */
export function checkLeaderboardTimes(input: Pick<LeaderboardInput, 'startTime' | 'endTime'>): void {
  if (input.endTime !== 0 && input.endTime <= input.startTime)
    throw new DomainError(
      'VALIDATION_ERROR',
      'endTime: a leaderboard must end after it starts (or 0: with its campaign)',
      400,
      'endTime',
    );
}

/** Creates a leaderboard and its container; callers hold the transaction (the demo seed reuses this). */
export async function createLeaderboard(
  tx: Executor,
  input: LeaderboardInput,
  email: string,
): Promise<Leaderboard> {
  checkLeaderboardTimes(input);
  const [campaign] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, input.eventID));
  if (!campaign)
    throw new DomainError('NOT_FOUND', `Campaign ${input.eventID} was not found.`, 404, 'eventID');
  const [inserted] = await tx
    .insert(leaderboards)
    .values({
      eventId: input.eventID,
      groupName: input.groupName,
      designName: input.designName,
      type: input.type,
      startTime: input.startTime,
      endTime: input.endTime,
      endTimeCountdown: input.endTimeCountdown,
      giftIds: input.giftIDsForAnalyzing,
    })
    .returning();
  if (!inserted) throw new Error('leaderboard insert returned no row');
  const [container] = await tx
    .insert(containers)
    .values({
      type: 'Leaderboard',
      refId: inserted.id,
      refContainerType: 'Leaderboard',
      groupName: input.groupName,
    })
    .returning();
  if (!container) throw new Error('container insert returned no row');
  const [row] = await tx
    .update(leaderboards)
    .set({ containerId: container.id })
    .where(eq(leaderboards.id, inserted.id))
    .returning();
  if (!row) throw new Error('leaderboard update returned no row');
  const leaderboard = toLeaderboard(row);
  await recordChange(tx, {
    email,
    table: 'leaderboards',
    objId: leaderboard.ID,
    action: 'create',
    before: null,
    after: leaderboard,
  });
  await recordChange(tx, {
    email,
    table: 'containers',
    objId: container.id,
    action: 'create',
    before: null,
    after: toContainer(container),
  });
  return leaderboard;
}

/** Writes a leaderboard's metadata, logged; the caller holds the transaction. */
export async function writeMetadata(
  tx: Executor,
  before: Leaderboard,
  metadata: Record<string, string>,
  email: string,
): Promise<Leaderboard> {
  const [row] = await tx
    .update(leaderboards)
    .set({ metadata, updatedAt: new Date() })
    .where(eq(leaderboards.id, before.ID))
    .returning();
  if (!row) throw notFound('Leaderboard', before.ID);
  const after = toLeaderboard(row);
  await recordChange(tx, { email, table: 'leaderboards', objId: before.ID, action: 'update', before, after });
  return after;
}

/** Stores a leaderboard's init arrangement and mirrors it in metadata.initWhitelist; caller holds the transaction. */
export async function writeInitArrangement(
  tx: Executor,
  leaderboard: Leaderboard,
  containerIDs: number[],
  email: string,
): Promise<void> {
  const beforeIds = await readInitArrangement(tx, leaderboard.ID);
  await tx
    .insert(leaderboardInitArrangements)
    .values({ leaderboardId: leaderboard.ID, containerIds: containerIDs })
    .onConflictDoUpdate({
      target: leaderboardInitArrangements.leaderboardId,
      set: { containerIds: containerIDs, updatedAt: new Date() },
    });
  await recordChange(tx, {
    email,
    table: 'leaderboard_init_arrangements',
    objId: leaderboard.ID,
    action: 'update',
    before: { containerIDs: beforeIds },
    after: { containerIDs },
  });
  await writeMetadata(
    tx,
    leaderboard,
    { ...leaderboard.metadata, initWhitelist: initWhitelistOf(containerIDs) },
    email,
  );
}

type LeaderboardFields = Omit<LeaderboardInput, 'eventID'>;

/**
 * Changes the fields a patch names of a found leaderboard (its container carries the group name too:
 * GET containers?groupName=), logged; the caller holds the transaction.
 */
export async function updateLeaderboard(
  tx: Executor,
  before: Leaderboard,
  patch: Partial<LeaderboardFields>,
  email: string,
): Promise<Leaderboard> {
  const id = before.ID;
  const next = { ...before, ...patch };
  checkLeaderboardTimes(next);
  await assertTimesWritable(tx, 'leaderboard', id, before, next);
  const [row] = await tx
    .update(leaderboards)
    .set({
      groupName: next.groupName,
      designName: next.designName,
      type: next.type,
      startTime: next.startTime,
      endTime: next.endTime,
      endTimeCountdown: next.endTimeCountdown,
      giftIds: next.giftIDsForAnalyzing,
      updatedAt: new Date(),
    })
    .where(eq(leaderboards.id, id))
    .returning();
  if (!row) throw notFound('Leaderboard', id);
  if (before.containerID && next.groupName !== before.groupName)
    await tx
      .update(containers)
      .set({ groupName: next.groupName, updatedAt: new Date() })
      .where(eq(containers.id, before.containerID));
  const after = toLeaderboard(row);
  await recordChange(tx, { email, table: 'leaderboards', objId: id, action: 'update', before, after });
  await applyTimeReferences(tx, before.eventID, email);
  return after;
}

/** Flags a found leaderboard deleted (hidden; its container and records stay), logged. */
export async function deleteLeaderboard(
  tx: Executor,
  before: Leaderboard,
  email: string,
): Promise<Leaderboard> {
  const id = before.ID;
  const [row] = await tx
    .update(leaderboards)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(eq(leaderboards.id, id))
    .returning();
  if (!row) throw notFound('Leaderboard', id);
  const after = toLeaderboard(row);
  await recordChange(tx, { email, table: 'leaderboards', objId: id, action: 'delete', before, after });
  // Its own references go; a time that still refers to it refuses the delete (decision 0094).
  await dropTimeReferencesOf(tx, 'leaderboard', id);
  await applyTimeReferences(tx, before.eventID, email);
  return after;
}

/** Every container id must exist (404 naming the first missing one's place in the list). */
export async function assertContainersExist(tx: Executor, containerIDs: readonly number[]): Promise<void> {
  if (containerIDs.length === 0) return;
  const found = await tx
    .select({ id: containers.id })
    .from(containers)
    .where(inArray(containers.id, [...containerIDs]));
  const known = new Set(found.map((c) => c.id));
  const missing = containerIDs.findIndex((c) => !known.has(c));
  if (missing >= 0) throw containerNotFound(`containerIDs.${missing}`);
}

/**
 * Import, first step: a document's leaderboards as rows of `campaignId`, each new id into `ids`. Their container,
 * metadata and first arrangement name containers, so they wait for `completeImportedLeaderboards`.
 */
export async function importLeaderboards(
  tx: Executor,
  campaignId: number,
  boards: CampaignDocument['leaderboards'],
  ids: Map<number, number>,
): Promise<void> {
  for (const board of boards) {
    const [row] = await tx
      .insert(leaderboards)
      .values({
        eventId: campaignId,
        groupName: board.groupName,
        designName: board.designName,
        type: board.type,
        startTime: board.startTime,
        endTime: board.endTime,
        endTimeCountdown: board.endTimeCountdown,
        giftIds: board.giftIDsForAnalyzing,
      })
      .returning({ id: leaderboards.id });
    if (!row) throw new Error('leaderboard insert returned no row');
    ids.set(board.ID, row.id);
  }
}

/** Import, once every new id is known: each leaderboard's container, metadata and first arrangement, remapped. */
export async function completeImportedLeaderboards(
  tx: Executor,
  boards: CampaignDocument['leaderboards'],
  remap: IdRemap,
  email: string,
): Promise<void> {
  for (const board of boards) {
    const id = remap.leaderboard.get(board.ID) ?? 0;
    const [row] = await tx
      .update(leaderboards)
      .set({
        containerId: remap.container.get(board.containerID) ?? board.containerID,
        metadata: remapIds(board.metadata, remap),
      })
      .where(eq(leaderboards.id, id))
      .returning();
    if (!row) throw new Error('leaderboard update returned no row');
    await recordCreate(tx, email, 'leaderboards', id, toLeaderboard(row));
    if (board.initContainerIDs.length > 0) {
      const containerIds = board.initContainerIDs.map((c) => remap.container.get(c) ?? c);
      await tx.insert(leaderboardInitArrangements).values({ leaderboardId: id, containerIds });
      await recordCreate(tx, email, 'leaderboard_init_arrangements', id, { containerIDs: containerIds });
    }
  }
}

/** Export: the campaign's leaderboards (deleted ones left out), each with its first arrangement. */
export async function exportLeaderboards(
  db: Executor,
  campaignId: number,
): Promise<CampaignDocument['leaderboards']> {
  const rows = await db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, campaignId), eq(leaderboards.isDeleted, false)))
    .orderBy(asc(leaderboards.id));
  const boards = [];
  for (const row of rows) {
    const { ID: boardId, containerID, metadata, ...board } = toLeaderboard(row);
    const { eventID: _e, isDeleted: _d, createTime: _bc, updateTime: _bu, ...fields } = board;
    boards.push({
      ID: boardId,
      ...fields,
      containerID,
      metadata,
      initContainerIDs: await readInitArrangement(db, boardId),
    });
  }
  return boards;
}
