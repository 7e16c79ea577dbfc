// Admin API of the multiple replay (issue 17 §4 `multipleReplay`, decision 0077); the service is
// multiple-replay.ts. Every call needs `multipleReplay` (developer and super admin).
// - POST campaigns/{id}/multiple-replays {containerIDs}: starts one job over those containers (202).
// - GET campaigns/{id}/multiple-replays: the latest ones, newest first, each with its steps.
// - POST multiple-replays/{id}/cancel: stops it (the container being replayed keeps its records).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { multipleReplayInputSchema, type MultipleReplayView } from '@eventory/domain/replay';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  campaignMultipleReplays,
  cancelMultipleReplay,
  failInterruptedMultipleReplays,
  multipleReplaysSettled,
  startMultipleReplay,
} from './multiple-replay.ts';

export async function registerMultipleReplayRoutes(app: FastifyInstance): Promise<void> {
  const failed = await failInterruptedMultipleReplays(app.db);
  if (failed > 0) app.log.warn({ failed }, 'multiple replays interrupted by the last stop marked Failed');
  app.addHook('onClose', () => multipleReplaysSettled(app));

  const read = { preHandler: app.guard('multipleReplay') };
  const write = { preHandler: app.guard('multipleReplay', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.post('/v1/admin/campaigns/:id/multiple-replays', write, async (request, reply) => {
    const id = idOf(request);
    const input = parseWith(multipleReplayInputSchema, request.body);
    return reply.code(202).send(await startMultipleReplay(app, id, input, request.admin.email));
  });

  app.get('/v1/admin/campaigns/:id/multiple-replays', read, async (request): Promise<MultipleReplayView[]> =>
    campaignMultipleReplays(app.db, idOf(request)),
  );

  app.post('/v1/admin/multiple-replays/:id/cancel', write, async (request): Promise<MultipleReplayView> => {
    const id = idOf(request);
    return app.db.transaction((tx) => cancelMultipleReplay(tx, id, request.admin.email));
  });
}
