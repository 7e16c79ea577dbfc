// Admin read of a campaign's page as viewers get it (the client view, decision 0068); the service is
// campaign-page.ts.
import type { FastifyInstance } from 'fastify';
import type { PageDocument } from '@eventory/domain/blueprint';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { campaignPageDocument } from './campaign-page.ts';

export function registerCampaignPageRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };

  app.get('/v1/admin/campaigns/:id/page', read, async (request): Promise<PageDocument> =>
    campaignPageDocument(app.db, parseWith(idParamsSchema, request.params, 'id').id),
  );
}
