// Admin API of campaign insight (issue 17 §1, §2; decisions 0088–0090); the service is insight.ts. Both
// calls need `insightLink`.
// - GET campaigns/{id}/insight?from&to&bucket: the over-time charts, funnels and variant comparison.
// - GET campaigns/{id}/insight/leaderboards?top: concentration, top contributors, rank movement.
// - GET campaigns/{id}/insight/new-viewers?from&to&bucket: viewers per bucket split by the campaign's
//   new-viewer rule (decision 0098); it also needs `newUserLevel`, which guards the rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { wholeNumberSchema } from '@eventory/domain/ids';
import {
  DEFAULT_INSIGHT_TOP,
  MAX_INSIGHT_TOP,
  insightQuerySchema,
  type InsightAnswer,
  type LeaderboardInsightAnswer,
} from '@eventory/domain/insight';
import type { NewViewersOverTime } from '@eventory/domain/new-viewers';
import { given, idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { campaignInsight, leaderboardInsight } from './insight.ts';
import { newViewersOverTime } from './new-viewers-over-time.ts';

const topQuerySchema = z.object({
  top: given(wholeNumberSchema('top', 1, MAX_INSIGHT_TOP).default(DEFAULT_INSIGHT_TOP)),
});

export function registerInsightRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('insightLink') };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/campaigns/:id/insight', read, async (request): Promise<InsightAnswer> => {
    const id = idOf(request);
    return campaignInsight(app.db, id, parseWith(insightQuerySchema, request.query, 'query'));
  });

  app.get(
    '/v1/admin/campaigns/:id/insight/leaderboards',
    read,
    async (request): Promise<LeaderboardInsightAnswer> => {
      const id = idOf(request);
      return leaderboardInsight(app.db, id, parseWith(topQuerySchema, request.query, 'query').top);
    },
  );

  app.get(
    '/v1/admin/campaigns/:id/insight/new-viewers',
    { preHandler: [app.guard('insightLink'), app.guard('newUserLevel')] },
    async (request): Promise<NewViewersOverTime> => {
      const id = idOf(request);
      return newViewersOverTime(app.db, id, parseWith(insightQuerySchema, request.query, 'query'));
    },
  );
}
