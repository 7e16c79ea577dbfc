// Admin API for evaluators: the rule that turns matching events into scores of a container, with its
// judges (the constraint language, domain/constraints) and count limit. Judges are validated by the
// input schema, so a stored evaluator always evaluates; explain shows ops what one would do with an event.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { evaluatorInputSchema, type Evaluator, type EvaluatorInput } from '@eventory/domain/containers';
import { DomainError, notFound } from '@eventory/domain/errors';
import { testEventSchema } from '@eventory/domain/events';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { containers, evaluators } from '../db/schema/campaigns.ts';
import { countLimits } from '../db/schema/limits.ts';
import { explainEvaluator } from '../engine/judges.ts';
import { parseWith } from '../http/validation.ts';
import { idParamsSchema } from '../http/params.ts';
import { toEvaluator } from './campaign-rows.ts';

/** An event as POST event takes it, not stored: the ID may be left out and the time defaults to now. */
export const explainEventSchema = testEventSchema.extend({
  ID: z.string().trim().max(128).optional(),
  timestamp: z
    .number()
    .int()
    .positive()
    .default(() => Date.now()),
});

async function assertContainer(tx: Executor, containerID: number): Promise<void> {
  const [container] = await tx
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.id, containerID), eq(containers.isDeleted, false)));
  if (!container)
    throw new DomainError('NOT_FOUND', 'leaderboard container not found.', 404, 'targetContainerID');
}

async function findEvaluator(tx: Executor, id: number): Promise<Evaluator> {
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

export function registerEvaluatorRoutes(app: FastifyInstance): void {
  const write = { preHandler: app.guard('configurationControl', { write: true }) };
  const read = { preHandler: app.guard('configurationControl') };

  app.post('/v1/admin/evaluators', write, async (request) => {
    const input = parseWith(evaluatorInputSchema, request.body);
    return app.db.transaction((tx) => createEvaluator(tx, input, request.admin.email));
  });

  app.get('/v1/admin/evaluators/:id', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return findEvaluator(app.db, id);
  });

  app.put('/v1/admin/evaluators/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const input = parseWith(evaluatorInputSchema, request.body);
    return app.db.transaction((tx) => replaceEvaluator(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/evaluators/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return app.db.transaction((tx) => deleteEvaluator(tx, id, request.admin.email));
  });

  app.get('/v1/admin/containers/:id/evaluators', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const rows = await app.db
      .select()
      .from(evaluators)
      .where(eq(evaluators.targetContainerId, id))
      .orderBy(evaluators.id);
    return { items: rows.map(toEvaluator) };
  });

  // Reads records and count state, stores and counts nothing: safe on a live campaign.
  app.post('/v1/admin/evaluators/:id/explain', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const event = parseWith(explainEventSchema, request.body);
    const explanation = await explainEvaluator(app.db, id, event);
    if (!explanation) throw notFound('evaluator', id);
    return explanation;
  });
}
