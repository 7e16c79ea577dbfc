// Admin API for tags and corporations (admin spec §3 Other entities, §7 Campaigns); the service is tags.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tagInputSchema, type Corporation } from '@eventory/domain/campaign';
import { parseWith } from '../http/validation.ts';
import { createTag, listCorporations, listTags, updateTag, withTagNameGuard } from './tags.ts';

const tagIdParamsSchema = z.object({ ID: z.coerce.number().int().positive('ID must be a positive number') });

export function registerTagRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('tagConfiguration', { write: true }) };

  app.get('/v1/admin/tags/all', read, async () => listTags(app.db));

  app.post('/v1/admin/tags', write, async (request) => {
    const input = parseWith(tagInputSchema, request.body);
    return withTagNameGuard(input.name, () =>
      app.db.transaction((tx) => createTag(tx, input, request.admin.email)),
    );
  });

  app.patch('/v1/admin/tags/:ID', write, async (request) => {
    const { ID } = parseWith(tagIdParamsSchema, request.params, 'ID');
    const patch = parseWith(tagInputSchema.partial(), request.body);
    return withTagNameGuard(patch.name ?? '', () =>
      app.db.transaction((tx) => updateTag(tx, ID, patch, request.admin.email)),
    );
  });

  app.get('/v1/admin/corporations', read, async (): Promise<Corporation[]> => listCorporations(app.db));
}
