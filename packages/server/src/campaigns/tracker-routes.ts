// Admin API for a campaign's tracker, the replay status of its containers and recalculate (admin spec §7
// Campaigns); the service is tracker.ts. Decisions: docs/decisions/0016-prizes-and-tracker.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContainerReplayStatus, RecalculateResult } from '@eventory/domain/replay';
import { trackerPatchSchema, type LeaderboardTracking } from '@eventory/domain/tracker';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { assertCampaignExists } from './campaigns.ts';
import {
  campaignReplayStatus,
  leaderboardTracking,
  readTracker,
  recalculateCampaign,
  saveTracker,
} from './tracker.ts';

export function registerTrackerRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const replay = { preHandler: app.guard('replayContainer', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/campaigns/:id/tracker', read, async (request) => {
    const id = idOf(request);
    await assertCampaignExists(app.db, id, 'id');
    return readTracker(app.db, id);
  });

  app.patch('/v1/admin/campaigns/:id/tracker', write, async (request) => {
    const id = idOf(request);
    const patch = parseWith(trackerPatchSchema, request.body);
    return app.db.transaction((tx) => saveTracker(tx, id, patch, request.admin.email));
  });

  app.get(
    '/v1/admin/campaigns/:id/tracker/leaderboards',
    read,
    async (request): Promise<LeaderboardTracking[]> => leaderboardTracking(app.db, idOf(request)),
  );

  app.get('/v1/admin/campaigns/:id/replay-status', read, async (request): Promise<ContainerReplayStatus[]> =>
    campaignReplayStatus(app.db, idOf(request)),
  );

  app.post('/v1/admin/campaigns/:id/recalculate', replay, async (request): Promise<RecalculateResult[]> =>
    recalculateCampaign(app, idOf(request), request.admin.email),
  );
}
