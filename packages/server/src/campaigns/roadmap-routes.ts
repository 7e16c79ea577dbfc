// Admin API for mission roadmaps (admin spec §3 Mission roadmap, §7 Mission roadmaps); the service is
// roadmaps.ts. Guarded by missionRoadmap (developer-only, docs/permissions.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { missionInputSchema } from '@eventory/domain/missions';
import { missionRoadmapInputSchema } from '@eventory/domain/roadmaps';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { createMission } from './missions.ts';
import { campaignRoadmaps, createRoadmap, deleteRoadmap, findRoadmap, updateRoadmap } from './roadmaps.ts';

export function registerRoadmapRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('missionRoadmap', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.post('/v1/admin/missionRoadmaps', write, async (request) => {
    const input = parseWith(missionRoadmapInputSchema, request.body);
    return app.db.transaction((tx) => createRoadmap(tx, input, request.admin.email));
  });

  app.get('/v1/admin/missionRoadmaps/:id', read, async (request) => findRoadmap(app.db, idOf(request)));

  app.get('/v1/admin/campaigns/:id/missionRoadmaps', read, async (request) =>
    campaignRoadmaps(app.db, idOf(request)),
  );

  app.put('/v1/admin/missionRoadmaps/:id', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionRoadmapInputSchema, request.body);
    return app.db.transaction((tx) => updateRoadmap(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/missionRoadmaps/:id', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction((tx) => deleteRoadmap(tx, id, request.admin.email));
  });

  app.post('/v1/admin/missionRoadmaps/:id/missions', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(missionInputSchema, request.body);
    return app.db.transaction(async (tx) => {
      await findRoadmap(tx, id);
      return createMission(tx, { refType: 'missionRoadmap', refID: id }, input, request.admin.email);
    });
  });
}
