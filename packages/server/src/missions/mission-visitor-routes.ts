// The visitor's mission reads (visitor spec §7; decisions/0039): a leaderboard's missions with a user's
// progress (the leaderboard's mission dropdown, batches of 50 users), the same for any ref, and the
// public mission list of a ref (the editor). Public data, like the ranking they sit next to.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { missionRefTypeSchema, type UserMissionsResponse } from '@eventory/domain/user-missions';
import { parseWith } from '../http/validation.ts';
import { TablePlatform } from '../platform/platform.ts';
import { userMissions } from './user-missions.ts';

const refID = z.coerce
  .number()
  .int('refID must be a whole number')
  .positive('refID must be a positive number')
  .max(2_147_483_647, 'refID is too large');
const userID = z.string().trim().min(1, 'userID is required').max(200, 'userID is at most 200 characters');

export function registerMissionVisitorRoutes(app: FastifyInstance): void {
  const platform = new TablePlatform(app.db);

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
