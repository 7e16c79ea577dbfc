// Admin API for a campaign's page template and its versions (admin spec §7 Template editor, Lookups and
// templates); the service is templates.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, pagingQuery } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  assertCampaign,
  findPageTemplate,
  savePageTemplate,
  templateSaveSchema,
  templateVersions,
  type PageTemplate,
  type PageTemplateVersion,
} from './templates.ts';

const campaignParamsSchema = z.object({
  campaignId: z.coerce.number().int().positive('campaignId must be a positive number'),
});
const TEMPLATE_VERSIONS_DEFAULT_LIMIT = 20;
const TEMPLATE_VERSIONS_MAX_LIMIT = 100;
const versionsQuerySchema = z.object(
  pagingQuery({ defaultLimit: TEMPLATE_VERSIONS_DEFAULT_LIMIT, maxLimit: TEMPLATE_VERSIONS_MAX_LIMIT }),
);

export function registerTemplateRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('layoutConfiguration', { write: true }) };

  app.get('/v1/admin/template/:id', read, async (request): Promise<PageTemplate> => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return findPageTemplate(app.db, id);
  });

  app.put('/v1/admin/template/:campaignId', write, async (request): Promise<PageTemplate> => {
    const { campaignId } = parseWith(campaignParamsSchema, request.params, 'campaignId');
    const input = parseWith(templateSaveSchema, request.body);
    return app.db.transaction(async (tx) => {
      await assertCampaign(tx, campaignId);
      return savePageTemplate(tx, campaignId, input, request.admin.email);
    });
  });

  app.get(
    '/v1/admin/template/:id/versions',
    read,
    async (request): Promise<{ items: PageTemplateVersion[]; total: number }> => {
      const { id } = parseWith(idParamsSchema, request.params, 'id');
      const paging = parseWith(versionsQuerySchema, request.query, 'query');
      return templateVersions(app.db, id, paging);
    },
  );
}
