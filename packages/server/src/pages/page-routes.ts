// The visitor API's page document route; the service is pages.ts.
import type { FastifyInstance } from 'fastify';
import { loadPageDocument } from './pages.ts';

export function registerPageRoutes(app: FastifyInstance): void {
  app.get('/api/v1/public/pages/:codeName', async (request) => {
    const { codeName } = request.params as { codeName: string };
    return loadPageDocument(app.db, codeName.trim().toLowerCase());
  });
}
