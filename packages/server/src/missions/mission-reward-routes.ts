// Admin API for a mission's reward (decisions/0040): read, set (create or replace) and remove, each write
// one transaction with its change-log entry. Missions themselves stay in campaigns/mission-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REWARD_CLAIMS_DEFAULT_LIMIT,
  REWARD_CLAIMS_MAX_LIMIT,
  missionRewardSchema,
  type MissionRewardClaimsPage,
} from '@eventory/domain/mission-rewards';
import { idSchema } from '@eventory/domain/ids';
import { given, pagingQuery } from '../http/params.ts';
import { TablePlatform } from '../platform/platform.ts';
import { parseWith } from '../http/validation.ts';
import {
  campaignRewardClaims,
  deleteMissionReward,
  missionReward,
  setMissionReward,
} from './mission-rewards.ts';

const claimsQuerySchema = z.object({
  ...pagingQuery({ defaultLimit: REWARD_CLAIMS_DEFAULT_LIMIT, maxLimit: REWARD_CLAIMS_MAX_LIMIT }),
  missionID: given(idSchema('missionID').optional()),
});

const idParamsSchema = z.object({
  id: z.coerce.number().int().positive('id must be a positive number').max(2_147_483_647, 'id is too large'),
});

export function registerMissionRewardRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('baseMission', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  // The rewards viewers claimed in a campaign: the prize screens' "granted by missions" list (decisions/0043).
  const platform = new TablePlatform(app.db);
  app.get(
    '/v1/admin/campaigns/:id/missionRewardClaims',
    read,
    async (request): Promise<MissionRewardClaimsPage> => {
      const id = idOf(request);
      const query = parseWith(claimsQuerySchema, request.query, 'query');
      return campaignRewardClaims(app.db, platform, id, query);
    },
  );

  app.get('/v1/admin/missions/:id/reward', read, async (request) => missionReward(app.db, idOf(request)));

  app.put('/v1/admin/missions/:id/reward', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionRewardSchema, request.body);
    return app.db.transaction((tx) => setMissionReward(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/missions/:id/reward', write, async (request) =>
    app.db.transaction((tx) => deleteMissionReward(tx, idOf(request), request.admin.email)),
  );
}
