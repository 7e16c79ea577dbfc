// Admin API for missions (admin spec §3 Mission, §7 Missions); the service is missions.ts.
// Decisions: docs/decisions/0014-missions-and-roadmaps.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MISSION_REF_TYPES, missionInputSchema, missionRelationshipSchema } from '@eventory/domain/missions';
import { DomainError, notFound } from '@eventory/domain/errors';
import { startReplay } from '../engine/replay.ts';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { findLeaderboard } from './leaderboards.ts';
import {
  campaignMissions,
  campaignOfRef,
  createMission,
  deleteMission,
  findMission,
  missionsByRef,
  moveMission,
  twoDimProgress,
  updateMission,
} from './missions.ts';

export function registerMissionRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('baseMission', { write: true }) };
  const replay = { preHandler: app.guard('replayContainer', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.post('/v1/admin/campaigns/:id/missions', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionInputSchema, request.body);
    return app.db.transaction((tx) =>
      createMission(tx, { refType: 'campaign', refID: id }, input, request.admin.email).catch((error) => {
        if (error instanceof DomainError && error.status === 404) throw notFound('Campaign', id);
        throw error;
      }),
    );
  });

  app.get('/v1/admin/campaigns/:id/missions', read, async (request) => {
    const id = idOf(request);
    await campaignOfRef(app.db, 'campaign', id).catch(() => {
      throw notFound('Campaign', id);
    });
    return campaignMissions(app.db, id);
  });

  app.post('/v1/admin/leaderboards/:id/missions', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionInputSchema, request.body);
    return app.db.transaction(async (tx) => {
      await findLeaderboard(tx, id);
      return createMission(tx, { refType: 'leaderboard', refID: id }, input, request.admin.email);
    });
  });

  app.get('/v1/admin/leaderboards/:id/missions', read, async (request) => {
    const id = idOf(request);
    await findLeaderboard(app.db, id);
    return missionsByRef(app.db, 'leaderboard', id);
  });

  app.get('/v1/admin/missions/:id', read, async (request) => findMission(app.db, idOf(request)));

  app.put('/v1/admin/missions/:id', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionInputSchema, request.body);
    return app.db.transaction((tx) => updateMission(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/missions/:id', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction((tx) => deleteMission(tx, id, request.admin.email));
  });

  app.put('/v1/admin/missions/:id/relationship', write, async (request) => {
    const id = idOf(request);
    const ref = parseWith(missionRelationshipSchema, request.body);
    return app.db.transaction((tx) => moveMission(tx, id, ref, request.admin.email));
  });

  app.post('/v1/admin/missions/:id/replayContainer', replay, async (request, reply) => {
    const mission = await findMission(app.db, idOf(request));
    if (!mission.missionContainerID)
      throw new DomainError('NOT_FOUND', 'leaderboard container not found.', 404, 'missionContainerID');
    const started = await startReplay(app, mission.missionContainerID, request.admin.email);
    void reply.code(202);
    return started;
  });

  app.get('/v1/admin/missionrefs/two-dimensional/refID/:id/userID/:userID', read, async (request) => {
    const { id, userID } = parseWith(
      idParamsSchema.extend({ userID: z.string().trim().min(1, 'userID is required').max(200) }),
      request.params,
      'id',
    );
    const { refType } = parseWith(
      z.object({ refType: z.enum(MISSION_REF_TYPES).default('leaderboard') }),
      request.query,
      'query',
    );
    return twoDimProgress(app.db, refType, id, userID);
  });

  app.get('/v1/admin/missionrefs/:type/refID/:id', read, async (request) => {
    const { type, id } = parseWith(
      idParamsSchema.extend({
        type: z.enum(MISSION_REF_TYPES, { error: `type must be one of ${MISSION_REF_TYPES.join(', ')}` }),
      }),
      request.params,
      'type',
    );
    await campaignOfRef(app.db, type, id);
    return missionsByRef(app.db, type, id);
  });
}
