// The visitor's mission reads (visitor spec §7; decisions/0039): a leaderboard's missions with a user's
// progress (the leaderboard's mission dropdown, batches of 50 users), the same for any ref, and the
// public mission list of a ref (the editor). Public data, like the ranking they sit next to.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import {
  CLAIM_ERRORS,
  claimRewardSchema,
  type ClaimRewardResponse,
  type RewardStateResponse,
} from '@eventory/domain/mission-rewards';
import { missionRefTypeSchema, type UserMissionsResponse } from '@eventory/domain/user-missions';
import { parseWith } from '../http/validation.ts';
import { TablePlatform } from '../platform/platform.ts';
import { bearerOf, deriveVisitorKey, verifyVisitorToken } from '../auth/visitor-token.ts';
import { claimMissionReward, rewardState } from './mission-rewards.ts';
import { userMissions } from './user-missions.ts';

const refID = z.coerce
  .number()
  .int('refID must be a whole number')
  .positive('refID must be a positive number')
  .max(2_147_483_647, 'refID is too large');
const userID = z.string().trim().min(1, 'userID is required').max(200, 'userID is at most 200 characters');

export function registerMissionVisitorRoutes(app: FastifyInstance): void {
  const platform = new TablePlatform(app.db);
  const key = deriveVisitorKey(app.sessionKey);
  const missionOf = (params: unknown) =>
    parseWith(z.object({ missionID: refID }), params, 'params').missionID;

  app.get('/api/v1/public/missions/:missionID/reward', async (request): Promise<RewardStateResponse> => {
    const missionID = missionOf(request.params);
    const q = parseWith(z.object({ userID }), request.query, 'query');
    return rewardState(app.db, missionID, q.userID);
  });

  // Claims need the signed-in viewer, and only for themselves.
  app.put('/api/v1/public/missions/:missionID/claimReward', async (request): Promise<ClaimRewardResponse> => {
    const missionID = missionOf(request.params);
    const body = parseWith(claimRewardSchema, request.body ?? {});
    const viewer = await verifyVisitorToken(key, bearerOf(request.headers));
    if (viewer.userID.toLowerCase() !== body.userID.toLowerCase()) {
      const e = CLAIM_ERRORS.NOT_YOUR_REWARD;
      throw new DomainError(e.errorCode, e.message, e.status, 'userID');
    }
    return app.db.transaction((tx) => claimMissionReward(tx, platform, missionID, body.userID, Date.now()));
  });

  app.get('/event/user-missions/:leaderboardID/:userID', async (request): Promise<UserMissionsResponse> => {
    const p = parseWith(z.object({ leaderboardID: refID, userID }), request.params, 'params');
    return {
      data: { missions: await userMissions(app.db, platform, 'leaderboard', p.leaderboardID, p.userID) },
    };
  });

  app.get(
    '/event/user-missions-refs/:refType/refID/:refID/userID/:userID',
    async (request): Promise<UserMissionsResponse> => {
      const p = parseWith(
        z.object({ refType: missionRefTypeSchema, refID, userID }),
        request.params,
        'params',
      );
      return { data: { missions: await userMissions(app.db, platform, p.refType, p.refID, p.userID) } };
    },
  );

  app.get('/missionrefs/:refType/refID/:refID', async (request): Promise<UserMissionsResponse> => {
    const p = parseWith(z.object({ refType: missionRefTypeSchema, refID }), request.params, 'params');
    return { data: { missions: await userMissions(app.db, platform, p.refType, p.refID, undefined) } };
  });
}
