// Admin API for leaderboards: a leaderboard is born with the Leaderboard container that holds its
// records, in one transaction, so no leaderboard ever lacks a container. Read, patch, soft delete,
// metadata and the init arrangement (admin spec §3 Leaderboard, §5).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  initArrangementSchema,
  initWhitelistOf,
  leaderboardInputSchema,
  leaderboardMetadataSchema,
  leaderboardTimesProblem,
  leaderboardPatchSchema,
  type InitArrangement,
  type Leaderboard,
  type LeaderboardInput,
} from '@eventory/domain/campaign';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../db/change-log.ts';
import { leaderboardInitArrangements } from '../db/schema/campaign-admin.ts';
import { campaigns, containers, leaderboards } from '../db/schema/campaigns.ts';
import { parseWith } from '../http/validation.ts';
import { toContainer, toLeaderboard } from './campaign-rows.ts';

const idParamsSchema = z.object({
  id: z.coerce.number().int().positive('id must be a positive number'),
});

export const containerNotFound = (field: string) =>
  new DomainError('NOT_FOUND', 'leaderboard container not found.', 404, field);

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
 * Written through this API a leaderboard has a start and its own end after it (docs/decisions/0036).
 * Stored rows with endTime 0 (older data, imports: "ends with its campaign") still read as before.
 */
function checkLeaderboardTimes(input: Pick<LeaderboardInput, 'startTime' | 'endTime'>): void {
  const problem = leaderboardTimesProblem(input);
  if (problem) throw new DomainError('VALIDATION_ERROR', problem.message, 400, problem.field);
}

/** Creates a leaderboard and its container; callers hold the transaction (the demo seed reuses this). */
export async function createLeaderboard(
  tx: Executor,
  input: LeaderboardInput,
  email: string,
): Promise<Leaderboard> {
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
async function writeMetadata(
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

export function registerLeaderboardRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const configure = { preHandler: app.guard('configurationControl', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/leaderboards/:id', read, async (request) => findLeaderboard(app.db, idOf(request)));

  app.patch('/v1/admin/leaderboards/:id', write, async (request) => {
    const id = idOf(request);
    const body = parseWith(z.record(z.string(), z.unknown()), request.body);
    const parsed = parseWith(leaderboardPatchSchema, body);
    // partial() still fills defaults; a patch changes only the fields it names.
    const patch = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in body)) as typeof parsed;
    return app.db.transaction(async (tx) => {
      const before = await findLeaderboard(tx, id);
      const next = { ...before, ...patch };
      // A patch naming no time leaves stored times alone (an older endTime 0 included).
      if ('startTime' in patch || 'endTime' in patch) checkLeaderboardTimes(next);
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
      // The container carries the group name too (GET containers?groupName=).
      if (before.containerID && next.groupName !== before.groupName)
        await tx
          .update(containers)
          .set({ groupName: next.groupName, updatedAt: new Date() })
          .where(eq(containers.id, before.containerID));
      const after = toLeaderboard(row);
      await recordChange(tx, {
        email: request.admin.email,
        table: 'leaderboards',
        objId: id,
        action: 'update',
        before,
        after,
      });
      return after;
    });
  });

  app.delete('/v1/admin/leaderboards/:id', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction(async (tx) => {
      const before = await findLeaderboard(tx, id);
      const [row] = await tx
        .update(leaderboards)
        .set({ isDeleted: true, updatedAt: new Date() })
        .where(eq(leaderboards.id, id))
        .returning();
      if (!row) throw notFound('Leaderboard', id);
      const after = toLeaderboard(row);
      await recordChange(tx, {
        email: request.admin.email,
        table: 'leaderboards',
        objId: id,
        action: 'delete',
        before,
        after,
      });
      return after;
    });
  });

  const saveMetadata = (merge: boolean) => async (request: FastifyRequest) => {
    const id = idOf(request);
    const metadata = parseWith(leaderboardMetadataSchema, request.body);
    return app.db.transaction(async (tx) => {
      const before = await findLeaderboard(tx, id);
      const next = merge ? { ...before.metadata, ...metadata } : metadata;
      return writeMetadata(tx, before, next, request.admin.email);
    });
  };
  app.put('/v1/admin/leaderboards/:id/metadata', configure, saveMetadata(false));
  app.patch('/v1/admin/leaderboards/:id/metadata', configure, saveMetadata(true));

  app.get('/v1/admin/leaderboards/:id/initArrangement', read, async (request): Promise<InitArrangement> => {
    const leaderboard = await findLeaderboard(app.db, idOf(request));
    return { containerIDs: await readInitArrangement(app.db, leaderboard.ID) };
  });

  app.put('/v1/admin/leaderboards/:id/initArrangement', write, async (request): Promise<InitArrangement> => {
    const id = idOf(request);
    const { containerIDs } = parseWith(initArrangementSchema, request.body);
    return app.db.transaction(async (tx) => {
      const leaderboard = await findLeaderboard(tx, id);
      if (containerIDs.length > 0) {
        const found = await tx
          .select({ id: containers.id })
          .from(containers)
          .where(inArray(containers.id, containerIDs));
        const known = new Set(found.map((c) => c.id));
        const missing = containerIDs.findIndex((c) => !known.has(c));
        if (missing >= 0) throw containerNotFound(`containerIDs.${missing}`);
      }
      await writeInitArrangement(tx, leaderboard, containerIDs, request.admin.email);
      return { containerIDs };
    });
  });

  app.post(
    '/v1/admin/leaderboards',
    { preHandler: app.guard('campaignControl', { write: true }) },
    async (request) => {
      const input = parseWith(leaderboardInputSchema, request.body);
      checkLeaderboardTimes(input);
      return app.db.transaction((tx) => createLeaderboard(tx, input, request.admin.email));
    },
  );
}
