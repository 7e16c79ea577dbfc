// Admin API for evaluators: the rule that turns matching events into scores of a container.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { evaluatorInputSchema, type Evaluator, type EvaluatorInput } from '@eventory/domain/containers';
import { DomainError } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../db/change-log.ts';
import { containers, evaluators } from '../db/schema/campaigns.ts';
import { assertJudgesSupported } from '../engine/scoring.ts';
import { parseWith } from '../http/validation.ts';
import { toEvaluator } from './campaign-rows.ts';

/** Only what the engine can run is stored, so a stored evaluator never fails at scoring time. */
function checkSupported(input: EvaluatorInput): void {
  assertJudgesSupported(input.judges);
  if (input.limit !== undefined)
    throw new DomainError(
      'UNSUPPORTED_LIMIT',
      'limit is not supported yet: leave it out so every matching event counts.',
      400,
      'limit',
    );
}

export async function createEvaluator(
  tx: Executor,
  input: EvaluatorInput,
  email: string,
): Promise<Evaluator> {
  checkSupported(input);
  const [container] = await tx
    .select({ id: containers.id })
    .from(containers)
    .where(eq(containers.id, input.targetContainerID));
  if (!container)
    throw new DomainError('NOT_FOUND', 'leaderboard container not found.', 404, 'targetContainerID');
  const [row] = await tx
    .insert(evaluators)
    .values({
      targetContainerId: input.targetContainerID,
      eventType: input.eventType,
      resultKey: input.resultKey,
      judges: input.judges,
      scoreCalc: input.scoreCalc,
      limit: input.limit ?? null,
    })
    .returning();
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

export function registerEvaluatorRoutes(app: FastifyInstance): void {
  app.post(
    '/v1/admin/evaluators',
    { preHandler: app.guard('configurationControl', { write: true }) },
    async (request) => {
      const input = parseWith(evaluatorInputSchema, request.body);
      checkSupported(input);
      return app.db.transaction((tx) => createEvaluator(tx, input, request.admin.email));
    },
  );
}
