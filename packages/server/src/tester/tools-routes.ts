// The Tools page (decision 0097): GET /v1/admin/tools/overview, needs `toolsControl` (ToolsControl,
// developer, super admin); the service is tools-overview.ts.
import type { FastifyInstance } from 'fastify';
import type { ToolsOverview } from '@eventory/domain/tools-overview';
import { toolsOverview } from './tools-overview.ts';

export function registerToolsRoutes(app: FastifyInstance): void {
  app.get(
    '/v1/admin/tools/overview',
    { preHandler: app.guard('toolsControl') },
    async (): Promise<ToolsOverview> => toolsOverview(app.db),
  );
}
