// Admin API of new viewers (issue 17 §4 newUserLevel, decision 0095); the service is new-viewers.ts.
// Every call needs `newUserLevel` (developer, super admin); the rule's write with write access.
// - GET campaigns/{id}/new-viewer-rule → NewViewerSetting
// - PUT campaigns/{id}/new-viewer-rule {rule: {basis, atMost} | null} → NewViewerSetting (change-logged)
// - GET campaigns/{id}/new-viewers → NewViewerCount (for insight)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  newViewerRuleSchema,
  type NewViewerCount,
  type NewViewerSetting,
} from '@eventory/domain/new-viewers';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { countNewViewers, findNewViewerSetting, setNewViewerRule } from './new-viewers.ts';

const ruleBodySchema = z.object({ rule: newViewerRuleSchema.nullable() });

export function registerNewViewerRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('newUserLevel') };
  const write = { preHandler: app.guard('newUserLevel', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/campaigns/:id/new-viewer-rule', read, async (request): Promise<NewViewerSetting> =>
    findNewViewerSetting(app.db, idOf(request)),
  );

  app.put('/v1/admin/campaigns/:id/new-viewer-rule', write, async (request): Promise<NewViewerSetting> => {
    const id = idOf(request);
    const { rule } = parseWith(ruleBodySchema, request.body);
    return app.db.transaction((tx) => setNewViewerRule(tx, id, rule, request.admin.email));
  });

  app.get('/v1/admin/campaigns/:id/new-viewers', read, async (request): Promise<NewViewerCount> =>
    countNewViewers(app.db, idOf(request)),
  );
}
