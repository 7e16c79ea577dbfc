// Admin API for the campaign diagram (admin spec §2 /diagram): one read of the whole graph. The service
// is campaign-diagram.ts; decision docs/decisions/0067-campaign-diagram.md.
import type { FastifyInstance } from 'fastify';
import type { CampaignDiagram } from '@eventory/domain/campaign-diagram';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { campaignDiagram } from './campaign-diagram.ts';

export function registerCampaignDiagramRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignDiagramLink') };

  app.get('/v1/admin/campaigns/:id/diagram', read, async (request): Promise<CampaignDiagram> =>
    campaignDiagram(app.db, parseWith(idParamsSchema, request.params, 'id').id),
  );
}
