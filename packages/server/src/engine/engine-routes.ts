// Engine endpoints: the tester's event ingestion (admin) and the public leaderboard read.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LEADERBOARD_COUNT } from '@eventory/domain/leaderboard-read';
import { testEventSchema } from '@eventory/domain/events';
import { parseWith } from '../http/validation.ts';
import { ingestTestEvent } from './test-event.ts';
import { mirrorCommittedEffects } from './mirror.ts';
import { MAX_SUBKEYS, readContributions, readLeaderboardJson, type ReadContext } from './leaderboard-read.ts';
import { containerIdSchema, flag, MAX_LEADERBOARD_COUNT, rankLimit } from './query-schemas.ts';
import { given } from '../http/params.ts';
import { wholeNumberSchema } from '@eventory/domain/ids';

/** subkeys as a repeated parameter, a comma list or a JSON array of ids. */
const subkeysSchema = z
  .preprocess(
    (v) => {
      const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((p) => {
        const text = String(p).trim();
        if (text.startsWith('[')) {
          try {
            const parsed: unknown = JSON.parse(text);
            if (Array.isArray(parsed)) return parsed.map(String);
          } catch {
            /* not JSON: a comma list */
          }
        }
        return text.split(',');
      });
      return parts.map((p) => p.trim()).filter((p) => p.length > 0);
    },
    z.array(z.string()).max(MAX_SUBKEYS, `subkeys lists at most ${MAX_SUBKEYS} ids`),
  )
  .default([]);

export const leaderboardQuerySchema = z
  .object({
    containerID: containerIdSchema,
    count: given(wholeNumberSchema('count', 1, MAX_LEADERBOARD_COUNT).default(DEFAULT_LEADERBOARD_COUNT)),
    cursor: z.string().default(''),
    withoutOnliveInfo: flag('withoutOnliveInfo', 'false'),
    minRank: rankLimit('minRank'),
    maxRank: rankLimit('maxRank'),
    subkeys: subkeysSchema,
  })
  .refine((q) => !q.maxRank || q.maxRank >= q.minRank, {
    path: ['maxRank'],
    message: 'maxRank must be 0 (no limit) or at least minRank',
  });

export function registerEngineRoutes(app: FastifyInstance, ctx: ReadContext): void {
  app.post('/v1/admin/event', { preHandler: app.guard('tester', { write: true }) }, async (request) => {
    const event = parseWith(testEventSchema, request.body);
    const { result, applied } = await ingestTestEvent(app.db, event, request.admin.email);
    // Only once committed: the records are the truth the index mirrors.
    await mirrorCommittedEffects(app, request.log, applied);
    return result;
  });

  app.get('/leaderboards/eventory', async (request, reply) => {
    const q = parseWith(leaderboardQuerySchema, request.query, 'query');
    if (q.subkeys.length > 0)
      return readContributions(ctx, {
        containerID: q.containerID,
        subkeys: q.subkeys,
        count: q.count,
        withOnliveInfo: !q.withoutOnliveInfo,
      });
    const body = await readLeaderboardJson(ctx, {
      containerID: q.containerID,
      count: q.count,
      cursor: q.cursor,
      withOnliveInfo: !q.withoutOnliveInfo,
      minRank: q.minRank,
      maxRank: q.maxRank,
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
