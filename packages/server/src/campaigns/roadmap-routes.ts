// Admin API for mission roadmaps (admin spec §3 Mission roadmap, §7 Mission roadmaps): a dated group of
// missions of one campaign. Guarded by missionRoadmap (developer-only, docs/permissions.md).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  missionInputSchema,
  missionRoadmapInputSchema,
  type MissionRoadmap,
} from '@eventory/domain/campaign-content';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../db/change-log.ts';
import { missionRefs, missionRoadmaps } from '../db/schema/campaign-content.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { parseWith } from '../http/validation.ts';
import { unixSeconds } from './campaign-rows.ts';
import { createMission } from './mission-routes.ts';
import { idSchema } from '@eventory/domain/ids';

const idParamsSchema = z.object({ id: idSchema('id') });

type RoadmapRow = typeof missionRoadmaps.$inferSelect;

export const toRoadmap = (r: RoadmapRow): MissionRoadmap => ({
  ID: r.id,
  campaignID: r.campaignId,
  groupName: r.groupName,
  startTime: r.startTime,
  endTime: r.endTime,
  createTime: unixSeconds(r.createdAt),
  updateTime: unixSeconds(r.updatedAt),
});

export async function findRoadmap(db: Executor, id: number): Promise<MissionRoadmap> {
  const [row] = await db.select().from(missionRoadmaps).where(eq(missionRoadmaps.id, id));
  if (!row) throw notFound('Mission roadmap', id);
  return toRoadmap(row);
}

export async function assertCampaignExists(
  db: Executor,
  campaignID: number,
  field = 'campaignID',
): Promise<void> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignID));
  if (!row) throw new DomainError('NOT_FOUND', `Campaign ${campaignID} was not found.`, 404, field);
}

export function registerRoadmapRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('missionRoadmap', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.post('/v1/admin/missionRoadmaps', write, async (request) => {
    const input = parseWith(missionRoadmapInputSchema, request.body);
    return app.db.transaction(async (tx) => {
      await assertCampaignExists(tx, input.campaignID);
      const [row] = await tx
        .insert(missionRoadmaps)
        .values({
          campaignId: input.campaignID,
          groupName: input.groupName,
          startTime: input.startTime,
          endTime: input.endTime,
        })
        .returning();
      if (!row) throw new Error('roadmap insert returned no row');
      const roadmap = toRoadmap(row);
      await recordChange(tx, {
        email: request.admin.email,
        table: 'mission_roadmaps',
        objId: roadmap.ID,
        action: 'create',
        before: null,
        after: roadmap,
      });
      return roadmap;
    });
  });

  app.get('/v1/admin/missionRoadmaps/:id', read, async (request) => findRoadmap(app.db, idOf(request)));

  app.get('/v1/admin/campaigns/:id/missionRoadmaps', read, async (request) => {
    const id = idOf(request);
    await assertCampaignExists(app.db, id, 'id');
    const rows = await app.db
      .select()
      .from(missionRoadmaps)
      .where(eq(missionRoadmaps.campaignId, id))
      .orderBy(missionRoadmaps.id);
    return rows.map(toRoadmap);
  });

  app.put('/v1/admin/missionRoadmaps/:id', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionRoadmapInputSchema, request.body);
    return app.db.transaction(async (tx) => {
      const before = await findRoadmap(tx, id);
      if (input.campaignID !== before.campaignID)
        throw new DomainError(
          'VALIDATION_ERROR',
          `campaignID: a roadmap stays in its campaign (${before.campaignID}); create a new one instead`,
          400,
          'campaignID',
        );
      const [row] = await tx
        .update(missionRoadmaps)
        .set({
          groupName: input.groupName,
          startTime: input.startTime,
          endTime: input.endTime,
          updatedAt: new Date(),
        })
        .where(eq(missionRoadmaps.id, id))
        .returning();
      if (!row) throw notFound('Mission roadmap', id);
      const after = toRoadmap(row);
      await recordChange(tx, {
        email: request.admin.email,
        table: 'mission_roadmaps',
        objId: id,
        action: 'update',
        before,
        after,
      });
      return after;
    });
  });

  app.delete('/v1/admin/missionRoadmaps/:id', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction(async (tx) => {
      const before = await findRoadmap(tx, id);
      const onThis = await tx
        .select({ id: missionRefs.missionId })
        .from(missionRefs)
        .where(and(eq(missionRefs.refType, 'missionRoadmap'), eq(missionRefs.refId, id)));
      const missionIds = onThis.map((r) => r.id);
      if (missionIds.length > 0)
        throw new DomainError(
          'ROADMAP_HAS_MISSIONS',
          `Mission roadmap ${id} still has missions ${missionIds.join(', ')}; delete them or move them (PUT missions/{id}/relationship) first.`,
          409,
        );
      await tx.delete(missionRoadmaps).where(eq(missionRoadmaps.id, id));
      await recordChange(tx, {
        email: request.admin.email,
        table: 'mission_roadmaps',
        objId: id,
        action: 'delete',
        before,
        after: null,
      });
      return { ID: id };
    });
  });

  app.post('/v1/admin/missionRoadmaps/:id/missions', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionInputSchema, request.body);
    return app.db.transaction(async (tx) => {
      await findRoadmap(tx, id);
      return createMission(tx, { refType: 'missionRoadmap', refID: id }, input, request.admin.email);
    });
  });
}
