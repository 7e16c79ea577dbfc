// Admin API of the base-mission history (issue 17 §4 `baseMissionHistory`, decision 0078); the service is
// mission-history.ts. Both calls need `baseMissionHistory` (ToolsControl, developer, super admin).
// - GET campaigns/{id}/mission-history/changes?missionID&limit&offset: change-log entries, newest first.
// - GET campaigns/{id}/mission-history/days?missionID: completions and claims per day (campaign timezone).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@eventory/domain/ids';
import {
  MISSION_CHANGES_DEFAULT_LIMIT,
  MISSION_CHANGES_MAX_LIMIT,
  type MissionChangesPage,
  type MissionDaysAnswer,
} from '@eventory/domain/mission-history';
import { given, idParamsSchema, pagingQuery } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { missionChanges, missionDays } from './mission-history.ts';

const missionQuery = { missionID: given(idSchema('missionID').optional()) };
const changesQuerySchema = z.object({
  ...pagingQuery({
    defaultLimit: MISSION_CHANGES_DEFAULT_LIMIT,
    maxLimit: MISSION_CHANGES_MAX_LIMIT,
  }),
  ...missionQuery,
});
const daysQuerySchema = z.object(missionQuery);

export function registerMissionHistoryRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('baseMissionHistory') };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get(
    '/v1/admin/campaigns/:id/mission-history/changes',
    read,
    async (request): Promise<MissionChangesPage> => {
      const id = idOf(request);
      return missionChanges(app.db, id, parseWith(changesQuerySchema, request.query, 'query'));
    },
  );

  app.get(
    '/v1/admin/campaigns/:id/mission-history/days',
    read,
    async (request): Promise<MissionDaysAnswer> => {
      const id = idOf(request);
      return missionDays(app.db, id, parseWith(daysQuerySchema, request.query, 'query'));
    },
  );
}
