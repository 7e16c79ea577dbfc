// The debug role preview (decision 0097): GET /v1/admin/debug/role-preview?roles=a,b answers what those
// roles grant (permissions, read-only, ranking levels). Needs `debug`, like the debug role switch.
import type { FastifyInstance } from 'fastify';
import { previewRoles, rolePreviewQuerySchema, type RolePreview } from '@eventory/domain/role-preview';
import { parseWith } from '../http/validation.ts';

export function registerDebugRoutes(app: FastifyInstance): void {
  app.get(
    '/v1/admin/debug/role-preview',
    { preHandler: app.guard('debug') },
    async (request): Promise<RolePreview> => {
      const { roles } = parseWith(rolePreviewQuerySchema, request.query, 'roles');
      return previewRoles(roles);
    },
  );
}
