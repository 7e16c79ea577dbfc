// Admin API for aggregators (admin spec §7 "Evaluators and aggregators"): POST aggregators, PUT and
// DELETE aggregators/{id}, plus reads for the dashboard. Guarded like evaluators (configurationControl).
import type { FastifyInstance } from 'fastify';
import { aggregatorInputSchema, aggregatorListQuerySchema } from '@eventory/domain/aggregators';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  createAggregator,
  deleteAggregator,
  findAggregator,
  listAggregators,
  mirrorBackfill,
  replaceAggregator,
} from './aggregators.ts';

export function registerAggregatorRoutes(app: FastifyInstance): void {
  const write = { preHandler: app.guard('configurationControl', { write: true }) };
  const read = { preHandler: app.guard('configurationControl') };

  app.post('/v1/admin/aggregators', write, async (request) => {
    const input = parseWith(aggregatorInputSchema, request.body);
    const { aggregator, effects } = await app.db.transaction((tx) =>
      createAggregator(tx, input, request.admin.email),
    );
    // The backfill committed: the rank index and live pages follow.
    await mirrorBackfill(app, effects);
    return aggregator;
  });

  app.get('/v1/admin/aggregators', read, async (request) => {
    const q = parseWith(aggregatorListQuerySchema, request.query, 'query');
    return { items: await listAggregators(app.db, q) };
  });

  app.get('/v1/admin/aggregators/:id', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return findAggregator(app.db, id);
  });

  app.put('/v1/admin/aggregators/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const input = parseWith(aggregatorInputSchema, request.body);
    return app.db.transaction((tx) => replaceAggregator(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/aggregators/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return app.db.transaction((tx) => deleteAggregator(tx, id, request.admin.email));
  });
}
