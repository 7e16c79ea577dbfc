// Containers as the admin API manages them: create, read, patch, soft delete, list by group or owner,
// and the container graph (edges) the campaign diagram draws. See docs/decisions/0010.
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type {
  ContainerDetail,
  ContainerEdge,
  ContainerInput,
  ContainerListQuery,
  ContainerPatch,
} from '@eventory/domain/container-admin';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import { containers, evaluators, leaderboards } from '../db/schema/campaigns.ts';
import { missions, questionnaires } from '../db/schema/campaign-content.ts';
import { aggregators } from '../db/schema/engine-admin.ts';
import { toContainer, type ContainerRow } from '../campaigns/campaign-rows.ts';
import type { IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

export const toContainerDetail = (r: ContainerRow): ContainerDetail => ({ ...toContainer(r), meta: r.meta });

/** A live (not deleted) container row, or 404. `lock` takes the row lock (writes to its records). */
export async function findContainerRow(
  tx: Executor,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ContainerRow> {
  const query = tx
    .select()
    .from(containers)
    .where(and(eq(containers.id, id), eq(containers.isDeleted, false)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('container', id);
  return row;
}

async function assertReference(tx: Executor, input: ContainerInput): Promise<void> {
  if (input.refID === 0) return;
  if (input.refContainerType === 'Leaderboard') {
    const [lb] = await tx
      .select({ id: leaderboards.id })
      .from(leaderboards)
      .where(and(eq(leaderboards.id, input.refID), eq(leaderboards.isDeleted, false)));
    if (!lb)
      throw new DomainError(
        'VALIDATION_ERROR',
        `refID: leaderboard ${input.refID} was not found.`,
        400,
        'refID',
      );
    return;
  }
  const [league] = await tx
    .select({ id: containers.id })
    .from(containers)
    .where(
      and(eq(containers.id, input.refID), eq(containers.type, 'League'), eq(containers.isDeleted, false)),
    );
  if (!league)
    throw new DomainError(
      'VALIDATION_ERROR',
      `refID: league container ${input.refID} was not found.`,
      400,
      'refID',
    );
}

export async function createContainer(
  tx: Executor,
  input: ContainerInput,
  email: string,
): Promise<ContainerDetail> {
  await assertReference(tx, input);
  const [row] = await tx
    .insert(containers)
    .values({
      type: input.type,
      refId: input.refID,
      refContainerType: input.refContainerType,
      groupName: input.groupName,
      meta: input.meta,
    })
    .returning();
  if (!row) throw new Error('container insert returned no row');
  const container = toContainerDetail(row);
  await recordChange(tx, {
    email,
    table: 'containers',
    objId: container.ID,
    action: 'create',
    before: null,
    after: container,
  });
  return container;
}

export async function getContainer(tx: Executor, id: number): Promise<ContainerDetail> {
  return toContainerDetail(await findContainerRow(tx, id));
}

export async function patchContainer(
  tx: Executor,
  id: number,
  patch: ContainerPatch,
  email: string,
): Promise<ContainerDetail> {
  const before = toContainerDetail(await findContainerRow(tx, id, { lock: true }));
  const [row] = await tx
    .update(containers)
    .set({
      ...(patch.groupName !== undefined ? { groupName: patch.groupName } : {}),
      ...(patch.meta !== undefined ? { meta: patch.meta } : {}),
      updatedAt: new Date(),
    })
    .where(eq(containers.id, id))
    .returning();
  if (!row) throw notFound('container', id);
  const after = toContainerDetail(row);
  await recordChange(tx, { email, table: 'containers', objId: id, action: 'update', before, after });
  return after;
}

export async function listContainers(tx: Executor, q: ContainerListQuery): Promise<ContainerDetail[]> {
  const rows = await tx
    .select()
    .from(containers)
    .where(
      and(
        eq(containers.isDeleted, false),
        q.groupName !== undefined ? eq(containers.groupName, q.groupName) : undefined,
        q.refID !== undefined ? eq(containers.refId, q.refID) : undefined,
        q.type !== undefined ? eq(containers.refContainerType, q.type) : undefined,
      ),
    )
    .orderBy(asc(containers.id));
  return rows.map(toContainerDetail);
}

/** Every `setting.containerID === id` inside a judge tree, with its dot path. */
export function judgePathsReading(
  judges: unknown,
  id: number,
  path = 'judges',
): { path: string; field: string }[] {
  const found: { path: string; field: string }[] = [];
  if (Array.isArray(judges)) {
    judges.forEach((node, i) => found.push(...judgePathsReading(node, id, `${path}.${i}`)));
    return found;
  }
  if (typeof judges !== 'object' || judges === null) return found;
  const node = judges as {
    setting?: { containerID?: unknown; kind?: unknown; field?: unknown };
    children?: unknown;
  };
  if (node.setting && node.setting.containerID === id)
    found.push({
      path: `${path}.setting`,
      field: `${String(node.setting.kind)}.${String(node.setting.field)}`,
    });
  if (node.children) found.push(...judgePathsReading(node.children, id, `${path}.children`));
  return found;
}

/**
 * The container's links: evaluators scoring into it, aggregators in and out, judges reading it and
 * what owns it (a live leaderboard, a league container, a mission, a questionnaire).
 */
export async function containerEdges(tx: Executor, id: number): Promise<ContainerEdge[]> {
  const row = await findContainerRow(tx, id);
  const edges: ContainerEdge[] = [];

  const owners = await tx
    .select({ id: leaderboards.id })
    .from(leaderboards)
    .where(and(eq(leaderboards.containerId, id), eq(leaderboards.isDeleted, false)))
    .orderBy(asc(leaderboards.id));
  for (const o of owners)
    edges.push({ direction: 'in', kind: 'owner', ownerType: 'leaderboard', ownerID: o.id });
  if (row.refContainerType === 'League' && row.refId > 0)
    edges.push({ direction: 'in', kind: 'owner', ownerType: 'league', ownerID: row.refId });
  const ownedBy = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.missionContainerId, id))
    .orderBy(asc(missions.id));
  for (const m of ownedBy)
    edges.push({ direction: 'in', kind: 'owner', ownerType: 'mission', ownerID: m.id });
  const asked = await tx
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(eq(questionnaires.containerId, id))
    .orderBy(asc(questionnaires.id));
  for (const q of asked)
    edges.push({ direction: 'in', kind: 'owner', ownerType: 'questionnaire', ownerID: q.id });

  const feeding = await tx
    .select({ id: evaluators.id, eventType: evaluators.eventType, resultKey: evaluators.resultKey })
    .from(evaluators)
    .where(eq(evaluators.targetContainerId, id))
    .orderBy(asc(evaluators.id));
  for (const e of feeding)
    edges.push({
      direction: 'in',
      kind: 'evaluator',
      evaluatorID: e.id,
      eventType: e.eventType,
      resultKey: e.resultKey,
    });

  const rolled = await tx
    .select()
    .from(aggregators)
    .where(or(eq(aggregators.srcContainerId, id), eq(aggregators.targetContainerId, id)))
    .orderBy(asc(aggregators.id));
  for (const a of rolled) {
    if (a.targetContainerId === id)
      edges.push({
        direction: 'in',
        kind: 'aggregator',
        aggregatorID: a.id,
        containerID: a.srcContainerId,
        aggregatorKind: a.kind,
      });
    if (a.srcContainerId === id)
      edges.push({
        direction: 'out',
        kind: 'aggregator',
        aggregatorID: a.id,
        containerID: a.targetContainerId,
        aggregatorKind: a.kind,
      });
  }

  // Judges name containers inside JSON; the text match only narrows the rows the walk looks at.
  const judged = await tx
    .select({ id: evaluators.id, target: evaluators.targetContainerId, judges: evaluators.judges })
    .from(evaluators)
    .where(like(sql<string>`${evaluators.judges}::text`, '%containerID%'))
    .orderBy(asc(evaluators.id));
  for (const e of judged)
    for (const p of judgePathsReading(e.judges, id))
      edges.push({ direction: 'out', kind: 'judge', evaluatorID: e.id, containerID: e.target, ...p });
  return edges;
}

/**
 * Soft delete: the container is hidden (404 everywhere, reads included) and its records stay for the
 * snapshots and the change log. Refused (409) while anything still links to it: delete or re-point
 * the evaluators, aggregators, judges and owners first (the edges list them).
 */
export async function deleteContainer(tx: Executor, id: number, email: string): Promise<{ ID: number }> {
  const before = toContainerDetail(await findContainerRow(tx, id, { lock: true }));
  const edges = await containerEdges(tx, id);
  if (edges.length > 0) {
    const names = edges.map(describeEdge);
    throw new DomainError(
      'CONTAINER_IN_USE',
      `container ${id} is still linked: ${names.slice(0, 5).join('; ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}. Remove those links first (GET containers/${id}/edges).`,
      409,
    );
  }
  await tx.update(containers).set({ isDeleted: true, updatedAt: new Date() }).where(eq(containers.id, id));
  await recordChange(tx, {
    email,
    table: 'containers',
    objId: id,
    action: 'delete',
    before,
    after: null,
  });
  return { ID: id };
}

export function describeEdge(e: ContainerEdge): string {
  switch (e.kind) {
    case 'owner':
      return `owned by ${e.ownerType} ${e.ownerID}`;
    case 'evaluator':
      return `evaluator ${e.evaluatorID} scores event type ${e.eventType} into it`;
    case 'aggregator':
      return e.direction === 'in'
        ? `aggregator ${e.aggregatorID} rolls container ${e.containerID} into it`
        : `aggregator ${e.aggregatorID} rolls it into container ${e.containerID}`;
    case 'judge':
      return `evaluator ${e.evaluatorID} reads it at ${e.path}`;
  }
}

/** Import: a document's containers (a leaderboard's pointing at its new leaderboard), each new id into `ids`. */
export async function importContainers(
  tx: Executor,
  list: CampaignDocument['containers'],
  remap: IdRemap,
  ids: Map<number, number>,
  email: string,
): Promise<void> {
  for (const container of list) {
    const refId =
      container.refContainerType === 'Leaderboard'
        ? (remap.leaderboard.get(container.refID) ?? container.refID)
        : container.refID;
    const [row] = await tx
      .insert(containers)
      .values({
        type: container.type,
        refId,
        refContainerType: container.refContainerType,
        groupName: container.groupName,
      })
      .returning();
    if (!row) throw new Error('container insert returned no row');
    ids.set(container.ID, row.id);
    await recordCreate(tx, email, 'containers', row.id, toContainer(row));
  }
}

/** Export: the containers of these leaderboards. */
export async function exportContainers(
  db: Executor,
  boardIds: readonly number[],
): Promise<CampaignDocument['containers']> {
  if (boardIds.length === 0) return [];
  const rows = await db
    .select()
    .from(containers)
    .where(and(eq(containers.refContainerType, 'Leaderboard'), inArray(containers.refId, [...boardIds])))
    .orderBy(asc(containers.id));
  return rows.map((r) => {
    const { createTime: _cc, updateTime: _cu, ...container } = toContainer(r);
    return container;
  });
}
