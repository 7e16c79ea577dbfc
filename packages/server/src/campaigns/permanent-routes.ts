// Admin API of the permanent-leaderboard area (admin spec §6, issue 15 §6): the campaigns flagged
// permanent, where the four Permanent roles act. Reads need `permanentLeaderboard`; editing a leaderboard
// needs it with write access in the permanent area (PermanentBaseControl, PermanentReplayControl,
// developer); a replay needs `replayContainer` there too (PermanentReplayOnly may replay, not edit).
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@eventory/domain/errors';
import { leaderboardPatchSchema } from '@eventory/domain/campaign';
import { hasPermission } from '@eventory/domain/permissions';
import { startReplay } from '../engine/replay.ts';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { updateLeaderboard } from './leaderboards.ts';
import { assertPermanentContainer, findPermanentLeaderboard, listPermanentCampaigns } from './permanent.ts';

export function registerPermanentRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('permanentLeaderboard') };
  const edit = { preHandler: app.guard('permanentLeaderboard', { write: true, area: 'permanent' }) };
  const replay = { preHandler: app.guard('replayContainer', { write: true, area: 'permanent' }) };

  app.get('/v1/admin/permanent/campaigns', read, async () => listPermanentCampaigns(app.db));

  app.get('/v1/admin/permanent/leaderboards/:id', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return findPermanentLeaderboard(app.db, id);
  });

  app.patch('/v1/admin/permanent/leaderboards/:id', edit, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const patch = parseWith(leaderboardPatchSchema, request.body);
    return app.db.transaction(async (tx) =>
      updateLeaderboard(tx, await findPermanentLeaderboard(tx, id), patch, request.admin.email),
    );
  });

  app.post('/v1/admin/permanent/containers/:id/replay', replay, async (request, reply) => {
    // replayContainer alone is also a regular role's (ReplayOnly): the area needs its own permission too.
    if (!hasPermission(request.admin, 'permanentLeaderboard'))
      throw new DomainError(
        'FORBIDDEN',
        'You need the "permanentLeaderboard" permission to replay a permanent leaderboard.',
        403,
      );
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    await assertPermanentContainer(app.db, id);
    return reply.code(202).send(await startReplay(app, id, request.admin.email));
  });
}
