// Worker endpoints (admin spec §7 Workers) and the replay status (§7 Containers):
// - POST worker/containers/{id}/replayv2 (replayContainer): start a replay, answers Preparing at once.
// - POST worker/containers/{id}/replayv2cancel (replayContainer): stop it before its swap.
// - GET containers/{id}/replay-status (campaignControl): Unknown, Preparing or Done, with the job.
// - POST worker/leaderboards/{id}/reset (resetWorker): "reset the worker" of a leaderboard, which here
//   means rebuilding its container's rank index from the records (the truth) and telling live pages.
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { resetLeaderboardWorker, type WorkerReset } from './worker.ts';
import { cancelReplay, failInterruptedReplays, replaysSettled, replayStatus, startReplay } from './replay.ts';

export async function registerWorkerRoutes(app: FastifyInstance): Promise<void> {
  // A replay still Preparing in the database was cut off by a stop or crash: its swap never committed.
  const failed = await failInterruptedReplays(app.db);
  if (failed > 0) app.log.warn({ failed }, 'replays interrupted by the last stop marked Failed');
  app.addHook('onClose', () => replaysSettled(app));

  const replay = { preHandler: app.guard('replayContainer', { write: true }) };

  app.post('/v1/admin/worker/containers/:id/replayv2', replay, async (request, reply) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const status = await startReplay(app, id, request.admin.email);
    return reply.code(202).send(status);
  });

  app.post('/v1/admin/worker/containers/:id/replayv2cancel', replay, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return cancelReplay(app.db, id, request.admin.email);
  });

  app.get(
    '/v1/admin/containers/:id/replay-status',
    { preHandler: app.guard('campaignControl') },
    async (request) => {
      const { id } = parseWith(idParamsSchema, request.params, 'id');
      return replayStatus(app.db, id);
    },
  );

  app.post(
    '/v1/admin/worker/leaderboards/:id/reset',
    { preHandler: app.guard('resetWorker', { write: true }) },
    async (request): Promise<WorkerReset> => {
      const { id } = parseWith(idParamsSchema, request.params, 'id');
      return resetLeaderboardWorker(app, id, request.admin.email);
    },
  );
}
