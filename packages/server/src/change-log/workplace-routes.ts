// The Workplace page's data (decision 0097): GET /v1/admin/workplace/recent-changes answers the signed-in
// admin's own latest change-log entries. Needs `dashboardSystem` (every role).
import type { FastifyInstance } from 'fastify';
import { WORKPLACE_RECENT_CHANGES, type WorkplaceRecentChanges } from '@eventory/domain/workplace';
import { recentChangesBy } from './change-log.ts';

export function registerWorkplaceRoutes(app: FastifyInstance): void {
  app.get(
    '/v1/admin/workplace/recent-changes',
    { preHandler: app.guard('dashboardSystem') },
    async (request): Promise<WorkplaceRecentChanges> => ({
      items: await recentChangesBy(app.db, request.admin.email, WORKPLACE_RECENT_CHANGES),
    }),
  );
}
