// Admin API for evaluators (the service is evaluators.ts). Judges are validated by the input schema, so a
// stored evaluator always evaluates; explain shows ops what one would do with an event.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { evaluatorInputSchema } from '@eventory/domain/evaluators';
import { notFound } from '@eventory/domain/errors';
import { testEventSchema } from '@eventory/domain/events';
import { explainEvaluator } from '../engine/judges.ts';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  containerEvaluators,
  createEvaluator,
  deleteEvaluator,
  findEvaluator,
  replaceEvaluator,
} from './evaluators.ts';
/** An event as POST event takes it, not stored: the ID may be left out and the time defaults to now. */
const explainEventSchema = testEventSchema.extend({
  ID: z.string().trim().max(128).optional(),
  timestamp: z
    .number()
    .int()
    .positive()
    .default(() => Date.now()),
});

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
    return { items: await containerEvaluators(app.db, id) };
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
