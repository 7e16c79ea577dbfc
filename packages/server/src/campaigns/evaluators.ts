// The evaluator service: the rule that turns matching events into scores of a container, with its judges
// (the constraint language, domain/constraints) and count limit. Find, create, replace, delete, each write
// with its change-log entry in the caller's transaction; missions and the demo seed create theirs here too.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Evaluator, EvaluatorInput } from '@eventory/domain/evaluators';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { containers, evaluators } from '../db/schema/campaigns.ts';
import { countLimits } from '../db/schema/limits.ts';
import { toContainer, toEvaluator } from './campaign-rows.ts';
import { remapIds, type IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

async function assertContainer(tx: Executor, containerID: number): Promise<void> {
  const [container] = await tx
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.id, containerID), eq(containers.isDeleted, false)));
  if (!container)
    throw new DomainError('NOT_FOUND', 'leaderboard container not found.', 404, 'targetContainerID');
}

export async function findEvaluator(tx: Executor, id: number): Promise<Evaluator> {
  const [row] = await tx.select().from(evaluators).where(eq(evaluators.id, id));
  if (!row) throw notFound('evaluator', id);
  return toEvaluator(row);
}

const columnsOf = (input: EvaluatorInput) => ({
  targetContainerId: input.targetContainerID,
  eventType: input.eventType,
  resultKey: input.resultKey,
  judges: input.judges,
  scoreCalc: input.scoreCalc,
  limit: input.limit ?? null,
});

export async function createEvaluator(
  tx: Executor,
  input: EvaluatorInput,
  email: string,
): Promise<Evaluator> {
  await assertContainer(tx, input.targetContainerID);
  const [row] = await tx.insert(evaluators).values(columnsOf(input)).returning();
  if (!row) throw new Error('evaluator insert returned no row');
  const evaluator = toEvaluator(row);
  await recordChange(tx, {
    email,
    table: 'evaluators',
    objId: evaluator.ID,
    action: 'create',
    before: null,
    after: evaluator,
  });
  return evaluator;
}

/**
 * Full replace. Count state is kept: fixing a typo in a judge must not reset today's caps (a changed
 * schedule or mapping key counts in new slots anyway).
 */
export async function replaceEvaluator(
  tx: Executor,
  id: number,
  input: EvaluatorInput,
  email: string,
): Promise<Evaluator> {
  const before = await findEvaluator(tx, id);
  await assertContainer(tx, input.targetContainerID);
  const [row] = await tx
    .update(evaluators)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(evaluators.id, id))
    .returning();
  if (!row) throw notFound('evaluator', id);
  const after = toEvaluator(row);
  await recordChange(tx, { email, table: 'evaluators', objId: id, action: 'update', before, after });
  return after;
}

/** Records it scored stay; its count state goes with it. */
export async function deleteEvaluator(tx: Executor, id: number, email: string): Promise<{ ID: number }> {
  const before = await findEvaluator(tx, id);
  await tx.delete(countLimits).where(eq(countLimits.evaluatorId, id));
  await tx.delete(evaluators).where(eq(evaluators.id, id));
  await recordChange(tx, { email, table: 'evaluators', objId: id, action: 'delete', before, after: null });
  return { ID: id };
}

/**
 * Creates the container a mission or a vote scores into: a Leaderboard referring to its owner, change-logged;
 * `retireScoring` is its undo.
 */
export async function createScoringContainer(
  tx: Executor,
  owner: { refID: number; refContainerType: string; groupName: string; meta: Record<string, unknown> },
  email: string,
): Promise<number> {
  const [container] = await tx
    .insert(containers)
    .values({
      type: 'Leaderboard',
      refId: owner.refID,
      refContainerType: owner.refContainerType,
      groupName: owner.groupName,
      meta: owner.meta,
    })
    .returning();
  if (!container) throw new Error('container insert returned no row');
  await recordChange(tx, {
    email,
    table: 'containers',
    objId: container.id,
    action: 'create',
    before: null,
    after: toContainer(container),
  });
  return container.id;
}

/**
 * Retires what a mission or a vote scores with: its evaluator is deleted (if it still exists) and its container
 * hidden, not dropped, so its records stay for snapshots and the change log. Each step is logged.
 */
export async function retireScoring(
  tx: Executor,
  owned: { evaluatorID: number | null | undefined; containerID: number | null | undefined },
  email: string,
): Promise<void> {
  if (owned.evaluatorID) {
    const [exists] = await tx
      .select({ id: evaluators.id })
      .from(evaluators)
      .where(eq(evaluators.id, owned.evaluatorID));
    if (exists) await deleteEvaluator(tx, owned.evaluatorID, email);
  }
  if (owned.containerID) {
    const [container] = await tx
      .update(containers)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(eq(containers.id, owned.containerID))
      .returning();
    if (container)
      await recordChange(tx, {
        email,
        table: 'containers',
        objId: container.id,
        action: 'delete',
        before: null,
        after: toContainer(container),
      });
  }
}

/** The evaluators that score into a container, in id order. */
export async function containerEvaluators(db: Executor, containerID: number): Promise<Evaluator[]> {
  const rows = await db
    .select()
    .from(evaluators)
    .where(eq(evaluators.targetContainerId, containerID))
    .orderBy(evaluators.id);
  return rows.map(toEvaluator);
}

/** Import: a document's evaluators on the new containers, their judges remapped, each in the change log. */
export async function importEvaluators(
  tx: Executor,
  list: CampaignDocument['evaluators'],
  remap: IdRemap,
  email: string,
): Promise<void> {
  for (const evaluator of list) {
    const [row] = await tx
      .insert(evaluators)
      .values({
        targetContainerId: remap.container.get(evaluator.targetContainerID) ?? evaluator.targetContainerID,
        eventType: evaluator.eventType,
        resultKey: evaluator.resultKey,
        judges: remapIds(evaluator.judges, remap),
        scoreCalc: evaluator.scoreCalc,
        limit: evaluator.limit ?? null,
      })
      .returning();
    if (!row) throw new Error('evaluator insert returned no row');
    await recordCreate(tx, email, 'evaluators', row.id, toEvaluator(row));
  }
}

/** Export: the evaluators scoring into these containers. */
export async function exportEvaluators(
  db: Executor,
  containerIds: readonly number[],
): Promise<CampaignDocument['evaluators']> {
  if (containerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(evaluators)
    .where(inArray(evaluators.targetContainerId, [...containerIds]))
    .orderBy(asc(evaluators.id));
  return rows.map((r) => {
    const { createTime: _ec, updateTime: _eu, ...evaluator } = toEvaluator(r);
    return evaluator;
  });
}
