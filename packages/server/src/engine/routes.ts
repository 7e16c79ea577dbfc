// Engine endpoints: the tester's event ingestion (admin) and the public leaderboard read.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LEADERBOARD_COUNT } from '@eventory/domain/leaderboard-read';
import { testEventSchema } from '@eventory/domain/events';
import { recordChange } from '../db/change-log.ts';
import { parseWith } from '../http/validation.ts';
import type { Platform } from '../platform/platform.ts';
import { ingestEventIn } from './ingest.ts';
import { readLeaderboard } from './leaderboard-read.ts';

export const MAX_LEADERBOARD_COUNT = 1000;

const given = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

export const leaderboardQuerySchema = z.object({
  containerID: given(
    z.coerce
      .number({ error: 'containerID is required' })
      .int('containerID must be a whole number')
      .positive('containerID must be a positive number'),
  ),
  count: given(
    z.coerce
      .number()
      .int()
      .min(1, 'count must be 1 to 1000')
      .max(MAX_LEADERBOARD_COUNT, 'count must be 1 to 1000')
      .default(DEFAULT_LEADERBOARD_COUNT),
  ),
  cursor: z.string().default(''),
  withoutOnliveInfo: given(z.enum(['true', 'false', '1', '0']).default('false')).transform(
    (v) => v === 'true' || v === '1',
  ),
});

export function registerEngineRoutes(app: FastifyInstance, platform: Platform): void {
  app.post('/v1/admin/event', { preHandler: app.guard('tester', { write: true }) }, async (request) => {
    const event = parseWith(testEventSchema, request.body);
    return app.db.transaction(async (tx) => {
      const result = await ingestEventIn(tx, event);
      // A duplicate changed nothing, so it leaves no entry either.
      if (result.accepted)
        await recordChange(tx, {
          email: request.admin.email,
          table: 'events',
          objId: event.ID,
          action: 'create',
          before: null,
          after: { ...event, effects: result.effects },
        });
      return result;
    });
  });

  app.get('/leaderboards/eventory', async (request) => {
    const q = parseWith(leaderboardQuerySchema, request.query, 'query');
    return readLeaderboard(app.db, platform, {
      containerID: q.containerID,
      count: q.count,
      cursor: q.cursor,
      withOnliveInfo: !q.withoutOnliveInfo,
    });
  });
}
