// Admin API of a campaign's A/B page variants (issue 17 §2, decision 0091); the service is page-variants.ts.
// - GET campaigns/{id}/page-variants: the variants in order (campaignControl: whoever opens the campaign).
// - PUT campaigns/{id}/page-variants {variants}: replaces the whole set (abTestGroup: ABTester, developer).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageVariantSetSchema, type PageVariantsAnswer } from '@eventory/domain/page-variants';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { listPageVariants, replacePageVariants } from './page-variants.ts';

export function registerPageVariantRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('abTestGroup', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/campaigns/:id/page-variants', read, async (request): Promise<PageVariantsAnswer> =>
    listPageVariants(app.db, idOf(request)),
  );

  app.put('/v1/admin/campaigns/:id/page-variants', write, async (request): Promise<PageVariantsAnswer> => {
    const id = idOf(request);
    const { variants } = parseWith(pageVariantSetSchema, request.body);
    return app.db.transaction((tx) => replacePageVariants(tx, id, variants, request.admin.email));
  });
}
