// Worker endpoints (admin spec §7 Workers) and the replay status (§7 Containers):
// - POST worker/containers/{id}/replayv2 (replayContainer): start a replay, answers Preparing at once.
// - POST worker/containers/{id}/replayv2cancel (replayContainer): stop it before its swap.
// - GET containers/{id}/replay-status (campaignControl): Unknown, Preparing or Done, with the job.
// - POST worker/leaderboards/{id}/reset (resetWorker): "reset the worker" of a leaderboard, which here
//   means rebuilding its container's rank index from the records (the truth) and telling live pages.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '@eventory/domain/errors';
import { idParamsSchema } from '../http/params.ts';
import { recordChange } from '../change-log/change-log.ts';
import { leaderboards } from '../db/schema/campaigns.ts';
import { remirrorContainer } from '../containers/record-store.ts';
import { parseWith } from '../http/validation.ts';
import { cancelReplay, failInterruptedReplays, replaysSettled, replayStatus, startReplay } from './replay.ts';

export interface WorkerReset {
  leaderboardID: number;
  containerID: number;
  /** Records now in the rank index for the container. */
  entries: number;
}

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
      const [lb] = await app.db
        .select({ containerId: leaderboards.containerId, isDeleted: leaderboards.isDeleted })
        .from(leaderboards)
        .where(eq(leaderboards.id, id));
      if (!lb || lb.isDeleted || lb.containerId === null) throw notFound('leaderboard', id);
      await remirrorContainer(app, lb.containerId);
      const entries = await app.ranking.size(lb.containerId);
      await recordChange(app.db, {
        email: request.admin.email,
        table: 'worker',
        objId: id,
        action: 'update',
        before: null,
        after: { action: 'ResetWorkerByLeaderboard', containerID: lb.containerId, entries },
      });
      return { leaderboardID: id, containerID: lb.containerId, entries };
    },
  );
}
