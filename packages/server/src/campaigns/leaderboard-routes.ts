// Admin API for leaderboards (admin spec §3 Leaderboard, §5): read, create, patch, soft delete, metadata
// and the init arrangement. The service is leaderboards.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  initArrangementSchema,
  leaderboardInputSchema,
  leaderboardMetadataSchema,
  leaderboardPatchSchema,
  type InitArrangement,
} from '@eventory/domain/campaign';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  assertContainersExist,
  createLeaderboard,
  deleteLeaderboard,
  findLeaderboard,
  readInitArrangement,
  updateLeaderboard,
  writeInitArrangement,
  writeMetadata,
} from './leaderboards.ts';

export function registerLeaderboardRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const configure = { preHandler: app.guard('configurationControl', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/leaderboards/:id', read, async (request) => findLeaderboard(app.db, idOf(request)));

  app.patch('/v1/admin/leaderboards/:id', write, async (request) => {
    const id = idOf(request);
    const body = parseWith(z.record(z.string(), z.unknown()), request.body);
    const parsed = parseWith(leaderboardPatchSchema, body);
    // partial() still fills defaults; a patch changes only the fields it names.
    const patch = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in body)) as typeof parsed;
    return app.db.transaction(async (tx) =>
      updateLeaderboard(tx, await findLeaderboard(tx, id), patch, request.admin.email),
    );
  });

  app.delete('/v1/admin/leaderboards/:id', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction(async (tx) =>
      deleteLeaderboard(tx, await findLeaderboard(tx, id), request.admin.email),
    );
  });

  const saveMetadata = (merge: boolean) => async (request: FastifyRequest) => {
    const id = idOf(request);
    const metadata = parseWith(leaderboardMetadataSchema, request.body);
    return app.db.transaction(async (tx) => {
      const before = await findLeaderboard(tx, id);
      const next = merge ? { ...before.metadata, ...metadata } : metadata;
      return writeMetadata(tx, before, next, request.admin.email);
    });
  };
  app.put('/v1/admin/leaderboards/:id/metadata', configure, saveMetadata(false));
  app.patch('/v1/admin/leaderboards/:id/metadata', configure, saveMetadata(true));

  app.get('/v1/admin/leaderboards/:id/initArrangement', read, async (request): Promise<InitArrangement> => {
    const leaderboard = await findLeaderboard(app.db, idOf(request));
    return { containerIDs: await readInitArrangement(app.db, leaderboard.ID) };
  });

  app.put('/v1/admin/leaderboards/:id/initArrangement', write, async (request): Promise<InitArrangement> => {
    const id = idOf(request);
    const { containerIDs } = parseWith(initArrangementSchema, request.body);
    return app.db.transaction(async (tx) => {
      const leaderboard = await findLeaderboard(tx, id);
      await assertContainersExist(tx, containerIDs);
      await writeInitArrangement(tx, leaderboard, containerIDs, request.admin.email);
      return { containerIDs };
    });
  });

  app.post('/v1/admin/leaderboards', write, async (request) => {
    const input = parseWith(leaderboardInputSchema, request.body);
    return app.db.transaction((tx) => createLeaderboard(tx, input, request.admin.email));
  });
}
