// The visitor API's page document route; the service is pages.ts.
import type { FastifyInstance } from 'fastify';
import { pageViewerQuerySchema } from '@eventory/domain/page-variants';
import { given } from '../http/params.ts';
import { viewerCookieOf } from '../http/viewer-cookie.ts';
import { parseWith } from '../http/validation.ts';
import { loadPageDocument } from './pages.ts';
import { z } from 'zod';

// ?userID=&anonymousID= (else the viewer cookie the event page's HTML set) pick the viewer's A/B page
// variant (decision 0091); empty counts as not sent.
const viewerQuerySchema = z.object({
  userID: given(pageViewerQuerySchema.shape.userID),
  anonymousID: given(pageViewerQuerySchema.shape.anonymousID),
});

export function registerPageRoutes(app: FastifyInstance): void {
  app.get('/api/v1/public/pages/:codeName', async (request) => {
    const { codeName } = request.params as { codeName: string };
    const viewer = parseWith(viewerQuerySchema, request.query);
    return loadPageDocument(app.db, codeName.trim().toLowerCase(), {
      ...viewer,
      anonymousID: viewer.anonymousID ?? viewerCookieOf(request),
    });
  });
}
