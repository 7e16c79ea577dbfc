// Admin API of dynamic timestamps (issue 17 §3, decision 0094); the service is time-references.ts.
// - GET campaigns/{id}/time-references → ResolvedTimeReference[] (campaignControl)
// - PUT campaigns/{id}/time-references {kind, id, field, expression | null} → ResolvedTimeReference[]
//   (dynamicTimestamp with write access; a user without it may still set literal times)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timeReferenceInputSchema, type ResolvedTimeReference } from '@eventory/domain/time-references';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { listTimeReferences, setTimeReference } from './time-references.ts';

export function registerTimeReferenceRoutes(app: FastifyInstance): void {
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get(
    '/v1/admin/campaigns/:id/time-references',
    { preHandler: app.guard('campaignControl') },
    async (request): Promise<ResolvedTimeReference[]> => listTimeReferences(app.db, idOf(request)),
  );

  app.put(
    '/v1/admin/campaigns/:id/time-references',
    { preHandler: app.guard('dynamicTimestamp', { write: true }) },
    async (request): Promise<ResolvedTimeReference[]> => {
      const id = idOf(request);
      const input = parseWith(timeReferenceInputSchema, request.body);
      return app.db.transaction((tx) => setTimeReference(tx, id, input, request.admin.email));
    },
  );
}
