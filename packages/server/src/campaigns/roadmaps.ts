// The mission roadmap service (admin spec §3 Mission roadmap, §7 Mission roadmaps): a dated group of
// missions of one campaign. Every write runs in the caller's transaction with its change-log entry.
import { applyTimeReferences, assertTimesWritable, dropTimeReferencesOf } from './time-references.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { MissionRoadmap, MissionRoadmapInput } from '@eventory/domain/roadmaps';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { missionRefs, missionRoadmaps } from '../db/schema/campaign-content.ts';
import { unixSeconds } from './campaign-rows.ts';
import { assertCampaignExists } from './campaigns.ts';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

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

export async function createRoadmap(
  tx: Executor,
  input: MissionRoadmapInput,
  email: string,
): Promise<MissionRoadmap> {
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
    email,
    table: 'mission_roadmaps',
    objId: roadmap.ID,
    action: 'create',
    before: null,
    after: roadmap,
  });
  return roadmap;
}

export async function campaignRoadmaps(db: Executor, campaignID: number): Promise<MissionRoadmap[]> {
  await assertCampaignExists(db, campaignID, 'id');
  const rows = await db
    .select()
    .from(missionRoadmaps)
    .where(eq(missionRoadmaps.campaignId, campaignID))
    .orderBy(missionRoadmaps.id);
  return rows.map(toRoadmap);
}

export async function updateRoadmap(
  tx: Executor,
  id: number,
  input: MissionRoadmapInput,
  email: string,
): Promise<MissionRoadmap> {
  const before = await findRoadmap(tx, id);
  if (input.campaignID !== before.campaignID)
    throw new DomainError(
      'VALIDATION_ERROR',
      `campaignID: a roadmap stays in its campaign (${before.campaignID}); create a new one instead`,
      400,
      'campaignID',
    );
  await assertTimesWritable(tx, 'roadmap', id, before, input);
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
  await recordChange(tx, { email, table: 'mission_roadmaps', objId: id, action: 'update', before, after });
  await applyTimeReferences(tx, before.campaignID, email);
  return after;
}

/** Refused (409) while missions hang on the roadmap. */
export async function deleteRoadmap(tx: Executor, id: number, email: string): Promise<{ ID: number }> {
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
    email,
    table: 'mission_roadmaps',
    objId: id,
    action: 'delete',
    before,
    after: null,
  });
  // Its own references go; a time that still refers to it refuses the delete (decision 0094).
  await dropTimeReferencesOf(tx, 'roadmap', id);
  await applyTimeReferences(tx, before.campaignID, email);
  return { ID: id };
}

/** Import: a document's roadmaps as rows of `campaignId`, each in the change log; answers old id → new id. */
export async function importRoadmaps(
  tx: Executor,
  campaignId: number,
  list: CampaignDocument['missionRoadmaps'],
  email: string,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const roadmap of list) {
    const [row] = await tx
      .insert(missionRoadmaps)
      .values({
        campaignId,
        groupName: roadmap.groupName,
        startTime: roadmap.startTime,
        endTime: roadmap.endTime,
      })
      .returning();
    if (!row) throw new Error('roadmap insert returned no row');
    ids.set(roadmap.ID, row.id);
    await recordCreate(tx, email, 'mission_roadmaps', row.id, toRoadmap(row));
  }
  return ids;
}

/** Export: the campaign's roadmaps. */
export async function exportRoadmaps(
  db: Executor,
  campaignId: number,
): Promise<CampaignDocument['missionRoadmaps']> {
  const rows = await db
    .select()
    .from(missionRoadmaps)
    .where(eq(missionRoadmaps.campaignId, campaignId))
    .orderBy(asc(missionRoadmaps.id));
  return rows.map((r) => {
    const { ID, groupName, startTime, endTime } = toRoadmap(r);
    return { ID, groupName, startTime, endTime };
  });
}
