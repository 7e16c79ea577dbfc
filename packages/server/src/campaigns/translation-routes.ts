// Admin API for a campaign's translations (admin spec §3 Translation); the service is translations.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { translationSaveSchema } from '@eventory/domain/translations';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { findCampaign } from './campaigns.ts';
import { deleteTranslationKey, readTranslations, saveTranslations } from './translations.ts';

const translationKeyParamsSchema = idParamsSchema.extend({
  key: z.string().trim().min(1, 'key is required'),
});

export function registerTranslationRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };

  app.get('/v1/admin/campaigns/:id/translations', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    await findCampaign(app.db, id);
    return readTranslations(app.db, id);
  });

  app.put('/v1/admin/campaigns/:id/translations', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const { keys } = parseWith(translationSaveSchema, request.body);
    return app.db.transaction(async (tx) => {
      await findCampaign(tx, id);
      return saveTranslations(tx, id, keys, request.admin.email);
    });
  });

  app.delete('/v1/admin/campaigns/:id/translations/:key', write, async (request) => {
    const { id, key } = parseWith(translationKeyParamsSchema, request.params, 'key');
    return app.db.transaction(async (tx) => {
      await findCampaign(tx, id);
      return deleteTranslationKey(tx, id, key, request.admin.email);
    });
  });
}
