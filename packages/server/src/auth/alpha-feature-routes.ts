// Admin API of alpha features (issue 17 §4 `alpha`, decision 0096); the service is alpha-features.ts.
// `alpha` is held by super admins only (developer has "nearly everything" but not alpha).
// - GET /v1/admin/alpha/features → AlphaFeatureRow[]
// - PUT /v1/admin/alpha/features/{feature}/{environment} {enabled} → AlphaFeatureRow (change-logged)
import type { FastifyInstance } from 'fastify';
import {
  alphaSwitchInputSchema,
  alphaSwitchParamsSchema,
  type AlphaFeatureRow,
} from '@eventory/domain/alpha-features';
import { parseWith } from '../http/validation.ts';
import { listAlphaFeatures, switchAlphaFeature } from './alpha-features.ts';

export function registerAlphaFeatureRoutes(app: FastifyInstance): void {
  app.get(
    '/v1/admin/alpha/features',
    { preHandler: app.guard('alpha') },
    async (): Promise<AlphaFeatureRow[]> => listAlphaFeatures(app.db),
  );

  app.put(
    '/v1/admin/alpha/features/:feature/:environment',
    { preHandler: app.guard('alpha', { write: true }) },
    async (request): Promise<AlphaFeatureRow> => {
      const { feature, environment } = parseWith(alphaSwitchParamsSchema, request.params, 'feature');
      const { enabled } = parseWith(alphaSwitchInputSchema, request.body);
      return app.db.transaction((tx) =>
        switchAlphaFeature(tx, feature, environment, enabled, request.admin.email),
      );
    },
  );
}
