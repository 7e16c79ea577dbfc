// Admin API for prizes (admin spec §3 Prize, §7 Prizes); the service is prizes.ts.
// Decisions: docs/decisions/0016-prizes-and-tracker.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { prizeActionSchema, prizeInputSchema } from '@eventory/domain/prizes';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  campaignPrizeResults,
  campaignPrizes,
  createPrize,
  deletePrize,
  recallPrize,
  sendPrizeByHand,
  updatePrizeSetting,
} from './prizes.ts';
import { idSchema } from '@eventory/domain/ids';
import { PRIZE_ITEM_KINDS, prizeItemPermission } from '@eventory/domain/permissions';

const resultsQuerySchema = z.object({ prizeID: idSchema('prizeID').optional() });

export function registerPrizeRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  // Each write also needs the prize's item kind permission (prizeItem{Kind}), checked by the service.
  const write = {
    preHandler: app.guard('prizeSetting', {
      write: true,
      alsoChecks: PRIZE_ITEM_KINDS.map(prizeItemPermission),
    }),
  };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.post('/v1/admin/campaigns/:id/prize', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(prizeInputSchema, request.body);
    return app.db.transaction((tx) => createPrize(tx, id, input, request.admin));
  });

  app.get('/v1/admin/campaigns/:id/prizes', read, async (request) => campaignPrizes(app.db, idOf(request)));

  app.get('/v1/admin/campaigns/:id/prizeResults', read, async (request) => {
    const id = idOf(request);
    const { prizeID } = parseWith(resultsQuerySchema, request.query, 'query');
    return campaignPrizeResults(app.db, id, prizeID);
  });

  app.put('/v1/admin/prizes/:id/setting', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(prizeInputSchema, request.body);
    return app.db.transaction((tx) => updatePrizeSetting(tx, id, input, request.admin));
  });

  app.delete('/v1/admin/prizes/:id/setting', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction((tx) => deletePrize(tx, id, request.admin));
  });

  app.post('/v1/admin/prizes/send', write, async (request) => {
    const { prizeID } = parseWith(prizeActionSchema, request.body);
    return sendPrizeByHand(app.db, app.ranking, prizeID, request.admin);
  });

  app.post('/v1/admin/prizes/recall', write, async (request) => {
    const { prizeID } = parseWith(prizeActionSchema, request.body);
    return app.db.transaction((tx) => recallPrize(tx, prizeID, request.admin));
  });
}
