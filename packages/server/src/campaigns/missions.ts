// The mission service (admin spec §3 Mission, §7 Missions): a mission counts each user's progress in a
// container of its own, fed by an evaluator (the mission's eventHandler, validated as any evaluator is).
// The mission, its container and evaluator are born and die together, in the caller's transaction with
// their change-log entries. Where a mission hangs (leaderboard, campaign or roadmap) is its ref; the ref
// decides the mission type. Decisions: docs/decisions/0014-missions-and-roadmaps.md.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  missionTypeOfRef,
  type Mission,
  type MissionInput,
  type MissionRefType,
  type MissionType,
  type TwoDimProgress,
  type UserMissionType,
} from '@eventory/domain/missions';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { missionRefs, missionRoadmaps, missions } from '../db/schema/campaign-content.ts';
import { campaigns, containers, evaluators, recordContributions, records } from '../db/schema/campaigns.ts';
import { toContainer, toEvaluator, unixSeconds } from './campaign-rows.ts';
import { createEvaluator, createScoringContainer, replaceEvaluator, retireScoring } from './evaluators.ts';
import { findLeaderboard } from './leaderboards.ts';
import { remapIds, type IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

/** Mission containers are ranked like leaderboards; refContainerType 'Mission' names their owner. */
export const MISSION_CONTAINER_REF = 'Mission';

type MissionRow = typeof missions.$inferSelect;
type RefRow = typeof missionRefs.$inferSelect;
type EvaluatorRow = typeof evaluators.$inferSelect;

interface MissionBody {
  desc?: Record<string, string>;
  iconURL?: string;
  normalMission?: { goal: number };
}

export function toMission(
  row: MissionRow,
  ref: RefRow | undefined,
  evaluator: EvaluatorRow | undefined,
): Mission {
  const body = row.body as MissionBody;
  const handler = evaluator ? toEvaluator(evaluator) : undefined;
  return {
    id: row.id,
    campaignID: row.campaignId,
    type: row.type as MissionType,
    userMissionType: row.userMissionType as UserMissionType,
    missionContainerID: row.missionContainerId ?? 0,
    evaluatorID: row.evaluatorId ?? 0,
    groupName: row.groupName,
    goal: row.goal,
    desc: body.desc ?? {},
    iconURL: body.iconURL ?? '',
    normalMission: body.normalMission ?? { goal: 0 },
    eventHandler: handler
      ? {
          eventType: handler.eventType,
          resultKey: handler.resultKey,
          judges: handler.judges,
          scoreCalc: handler.scoreCalc,
          ...(handler.limit ? { limit: handler.limit } : {}),
        }
      : { eventType: 1, resultKey: 'ReceiverID', judges: [], scoreCalc: { kind: 'field', field: 'Point' } },
    refType: (ref?.refType as MissionRefType | undefined) ?? null,
    refID: ref?.refId ?? null,
    createTime: unixSeconds(row.createdAt),
    updateTime: unixSeconds(row.updatedAt),
  };
}

/** Missions with their refs and evaluators, in id order. */
export async function loadMissions(db: Executor, rows: MissionRow[]): Promise<Mission[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const refs = await db.select().from(missionRefs).where(inArray(missionRefs.missionId, ids));
  const evaluatorIds = rows.map((r) => r.evaluatorId).filter((e): e is number => e !== null);
  const evaluatorRows =
    evaluatorIds.length === 0
      ? []
      : await db.select().from(evaluators).where(inArray(evaluators.id, evaluatorIds));
  const refOf = new Map(refs.map((r) => [r.missionId, r]));
  const evaluatorOf = new Map(evaluatorRows.map((e) => [e.id, e]));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) =>
      toMission(r, refOf.get(r.id), r.evaluatorId === null ? undefined : evaluatorOf.get(r.evaluatorId)),
    );
}

export async function findMission(db: Executor, id: number): Promise<Mission> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  if (!row) throw notFound('Mission', id);
  const [mission] = await loadMissions(db, [row]);
  return mission!;
}

export async function missionsByRef(
  db: Executor,
  refType: MissionRefType,
  refId: number,
): Promise<Mission[]> {
  const refs = await db
    .select({ id: missionRefs.missionId })
    .from(missionRefs)
    .where(and(eq(missionRefs.refType, refType), eq(missionRefs.refId, refId)));
  if (refs.length === 0) return [];
  const rows = await db
    .select()
    .from(missions)
    .where(
      inArray(
        missions.id,
        refs.map((r) => r.id),
      ),
    );
  return loadMissions(db, rows);
}

/** The campaign a ref belongs to; 404 (naming refID) when the ref does not exist. */
export async function campaignOfRef(db: Executor, refType: MissionRefType, refId: number): Promise<number> {
  const missing = (what: string) =>
    new DomainError('NOT_FOUND', `${what} ${refId} was not found.`, 404, 'refID');
  if (refType === 'campaign') {
    const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, refId));
    if (!row) throw missing('Campaign');
    return row.id;
  }
  if (refType === 'leaderboard') {
    try {
      return (await findLeaderboard(db, refId)).eventID;
    } catch {
      throw missing('Leaderboard');
    }
  }
  const [roadmap] = await db
    .select({ campaignId: missionRoadmaps.campaignId })
    .from(missionRoadmaps)
    .where(eq(missionRoadmaps.id, refId));
  if (!roadmap) throw missing('Mission roadmap');
  return roadmap.campaignId;
}

const bodyOf = (input: MissionInput): MissionBody => ({
  desc: input.desc,
  iconURL: input.iconURL,
  normalMission: input.normalMission,
});

/**
 * Creates a mission on a ref, with its container and evaluator; the caller holds the transaction
 * (import reuses this).
 */
export async function createMission(
  tx: Executor,
  ref: { refType: MissionRefType; refID: number },
  input: MissionInput,
  email: string,
): Promise<Mission> {
  const campaignId = await campaignOfRef(tx, ref.refType, ref.refID);
  const [inserted] = await tx
    .insert(missions)
    .values({
      campaignId,
      type: missionTypeOfRef[ref.refType],
      userMissionType: input.userMissionType,
      groupName: input.groupName,
      goal: input.goal,
      body: bodyOf(input) as Record<string, unknown>,
    })
    .returning();
  if (!inserted) throw new Error('mission insert returned no row');
  const containerID = await createScoringContainer(
    tx,
    {
      refID: inserted.id,
      refContainerType: MISSION_CONTAINER_REF,
      groupName: input.groupName,
      meta: { missionID: inserted.id },
    },
    email,
  );
  const evaluator = await createEvaluator(
    tx,
    { ...input.eventHandler, targetContainerID: containerID },
    email,
  );
  await tx
    .update(missions)
    .set({ missionContainerId: containerID, evaluatorId: evaluator.ID })
    .where(eq(missions.id, inserted.id));
  await tx.insert(missionRefs).values({ missionId: inserted.id, refType: ref.refType, refId: ref.refID });
  const mission = await findMission(tx, inserted.id);
  await recordChange(tx, {
    email,
    table: 'missions',
    objId: mission.id,
    action: 'create',
    before: null,
    after: mission,
  });
  return mission;
}

/** The campaign's missions, in id order. */
export async function campaignMissions(db: Executor, campaignID: number): Promise<Mission[]> {
  const rows = await db.select().from(missions).where(eq(missions.campaignId, campaignID));
  return loadMissions(db, rows);
}

/** Full replace of a mission's settings and event handler (its container keeps its records); logged. */
export async function updateMission(
  tx: Executor,
  id: number,
  input: MissionInput,
  email: string,
): Promise<Mission> {
  const before = await findMission(tx, id);
  let evaluatorId = before.evaluatorID;
  if (before.missionContainerID) {
    const handler = { ...input.eventHandler, targetContainerID: before.missionContainerID };
    evaluatorId = evaluatorId
      ? (await replaceEvaluator(tx, evaluatorId, handler, email)).ID
      : (await createEvaluator(tx, handler, email)).ID;
    await tx
      .update(containers)
      .set({ groupName: input.groupName, updatedAt: new Date() })
      .where(eq(containers.id, before.missionContainerID));
  }
  await tx
    .update(missions)
    .set({
      userMissionType: input.userMissionType,
      groupName: input.groupName,
      goal: input.goal,
      body: bodyOf(input) as Record<string, unknown>,
      evaluatorId: evaluatorId || null,
      updatedAt: new Date(),
    })
    .where(eq(missions.id, id));
  const after = await findMission(tx, id);
  await recordChange(tx, { email, table: 'missions', objId: id, action: 'update', before, after });
  return after;
}

/** Deletes a mission with its evaluator; its container is hidden, not dropped (records stay). Logged. */
export async function deleteMission(tx: Executor, id: number, email: string): Promise<{ id: number }> {
  const before = await findMission(tx, id);
  await retireScoring(tx, { evaluatorID: before.evaluatorID, containerID: before.missionContainerID }, email);
  await tx.delete(missionRefs).where(eq(missionRefs.missionId, id));
  await tx.delete(missions).where(eq(missions.id, id));
  await recordChange(tx, { email, table: 'missions', objId: id, action: 'delete', before, after: null });
  return { id };
}

/** Moves a mission to another ref of its campaign (the ref decides its type); logged. */
export async function moveMission(
  tx: Executor,
  id: number,
  ref: { refType: MissionRefType; refID: number },
  email: string,
): Promise<Mission> {
  const before = await findMission(tx, id);
  const campaignId = await campaignOfRef(tx, ref.refType, ref.refID);
  if (campaignId !== before.campaignID)
    throw new DomainError(
      'VALIDATION_ERROR',
      `refID: ${ref.refType} ${ref.refID} belongs to campaign ${campaignId}, not to the mission's campaign ${before.campaignID}`,
      400,
      'refID',
    );
  await tx
    .insert(missionRefs)
    .values({ missionId: id, refType: ref.refType, refId: ref.refID })
    .onConflictDoUpdate({
      target: missionRefs.missionId,
      set: { refType: ref.refType, refId: ref.refID },
    });
  await tx
    .update(missions)
    .set({ type: missionTypeOfRef[ref.refType], updatedAt: new Date() })
    .where(eq(missions.id, id));
  const after = await findMission(tx, id);
  await recordChange(tx, { email, table: 'missions', objId: id, action: 'update', before, after });
  return after;
}

/** A user's progress in the two-dimensional missions of a ref, with who contributed to it. */
export async function twoDimProgress(
  db: Executor,
  refType: MissionRefType,
  refId: number,
  userID: string,
): Promise<TwoDimProgress[]> {
  await campaignOfRef(db, refType, refId);
  const twoDim = (await missionsByRef(db, refType, refId)).filter((m) => m.userMissionType === 1);
  const progress: TwoDimProgress[] = [];
  for (const mission of twoDim) {
    const [record] = mission.missionContainerID
      ? await db
          .select({ score: records.score })
          .from(records)
          .where(and(eq(records.containerId, mission.missionContainerID), eq(records.key, userID)))
      : [];
    const contributions = mission.missionContainerID
      ? await db
          .select({ senderID: recordContributions.senderId, score: recordContributions.score })
          .from(recordContributions)
          .where(
            and(
              eq(recordContributions.containerId, mission.missionContainerID),
              eq(recordContributions.key, userID),
            ),
          )
          .orderBy(desc(recordContributions.score), asc(recordContributions.senderId))
      : [];
    const score = record?.score ?? 0;
    progress.push({
      missionID: mission.id,
      missionContainerID: mission.missionContainerID,
      goal: mission.goal,
      score,
      completed: mission.goal > 0 && score >= mission.goal,
      contributions,
    });
  }
  return progress;
}

/**
 * Import, first step: a document's missions as rows of `campaignId`, each with its new container (the id into
 * `containerIds`, so every container id is known before any judge is remapped); answers old id → new id.
 */
export async function importMissions(
  tx: Executor,
  campaignId: number,
  list: CampaignDocument['missions'],
  containerIds: Map<number, number>,
  email: string,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const mission of list) {
    const [row] = await tx
      .insert(missions)
      .values({
        campaignId,
        type: missionTypeOfRef[mission.refType],
        userMissionType: mission.userMissionType,
        groupName: mission.groupName,
        goal: mission.goal,
        body: { desc: mission.desc, iconURL: mission.iconURL, normalMission: mission.normalMission },
      })
      .returning({ id: missions.id });
    if (!row) throw new Error('mission insert returned no row');
    ids.set(mission.ID, row.id);
    const [container] = await tx
      .insert(containers)
      .values({
        type: 'Leaderboard',
        refId: row.id,
        refContainerType: MISSION_CONTAINER_REF,
        groupName: mission.groupName,
        meta: { missionID: row.id },
      })
      .returning();
    if (!container) throw new Error('container insert returned no row');
    containerIds.set(mission.missionContainerID, container.id);
    await recordCreate(tx, email, 'containers', container.id, toContainer(container));
  }
  return ids;
}

/** Import, once every new id is known: each mission's evaluator, container and reference, in the change log. */
export async function completeImportedMissions(
  tx: Executor,
  campaignId: number,
  list: CampaignDocument['missions'],
  ids: { missions: ReadonlyMap<number, number>; roadmaps: ReadonlyMap<number, number>; remap: IdRemap },
  email: string,
): Promise<void> {
  const { remap } = ids;
  for (const mission of list) {
    const id = ids.missions.get(mission.ID) ?? 0;
    const refID =
      mission.refType === 'campaign'
        ? campaignId
        : mission.refType === 'leaderboard'
          ? (remap.leaderboard.get(mission.refID) ?? mission.refID)
          : (ids.roadmaps.get(mission.refID) ?? mission.refID);
    const handler = mission.eventHandler;
    const [evaluator] = await tx
      .insert(evaluators)
      .values({
        targetContainerId: remap.container.get(mission.missionContainerID) ?? 0,
        eventType: handler.eventType,
        resultKey: handler.resultKey,
        judges: remapIds(handler.judges, remap),
        scoreCalc: handler.scoreCalc,
        limit: handler.limit ?? null,
      })
      .returning();
    if (!evaluator) throw new Error('evaluator insert returned no row');
    await recordCreate(tx, email, 'evaluators', evaluator.id, toEvaluator(evaluator));
    await tx
      .update(missions)
      .set({ missionContainerId: remap.container.get(mission.missionContainerID), evaluatorId: evaluator.id })
      .where(eq(missions.id, id));
    await tx.insert(missionRefs).values({ missionId: id, refType: mission.refType, refId: refID });
    await recordCreate(tx, email, 'missions', id, await findMission(tx, id));
  }
}

/** Export: the campaign's missions; like deleted leaderboards themselves, those on one are left out. */
export async function exportMissions(
  db: Executor,
  campaignId: number,
  boardIds: ReadonlySet<number>,
): Promise<CampaignDocument['missions']> {
  const rows = await db.select().from(missions).where(eq(missions.campaignId, campaignId));
  const list = (await loadMissions(db, rows)).filter(
    (m) => m.missionContainerID && m.refType && (m.refType !== 'leaderboard' || boardIds.has(m.refID ?? 0)),
  );
  return list.map((m) => ({
    ID: m.id,
    userMissionType: m.userMissionType,
    groupName: m.groupName,
    goal: m.goal,
    desc: m.desc,
    iconURL: m.iconURL,
    normalMission: m.normalMission,
    eventHandler: m.eventHandler,
    missionContainerID: m.missionContainerID,
    refType: m.refType!,
    refID: m.refID!,
  }));
}
