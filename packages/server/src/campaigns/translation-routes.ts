// A campaign's translations (admin spec §3 Translation, §5: a save drops empty values and keys left
// without values). One change-log entry per save, on the campaign, with the keys before and after.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  byLocaleOrder,
  cleanTranslationKey,
  translationSaveSchema,
  type TranslationKey,
} from '@eventory/domain/translations';
import type { Locale } from '@eventory/domain/locales';
import { DomainError } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { campaignTranslations } from '../db/schema/campaign-admin.ts';
import { parseWith } from '../http/validation.ts';
import { idParamsSchema } from '../http/params.ts';
import { findCampaign } from './campaign-routes.ts';

export async function readTranslations(
  db: Executor,
  campaignId: number,
  keys?: readonly string[],
): Promise<TranslationKey[]> {
  if (keys?.length === 0) return [];
  const rows = await db
    .select()
    .from(campaignTranslations)
    .where(
      and(
        eq(campaignTranslations.campaignId, campaignId),
        keys ? inArray(campaignTranslations.key, [...keys]) : undefined,
      ),
    )
    .orderBy(asc(campaignTranslations.key));
  const byKey = new Map<string, TranslationKey>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { key: row.key, translations: [] };
    entry.translations.push({ locale: row.locale as Locale, value: row.value });
    byKey.set(row.key, entry);
  }
  for (const entry of byKey.values()) entry.translations.sort(byLocaleOrder);
  return [...byKey.values()];
}

/** Replaces the given keys' values (cleaned; a key left empty is removed); the caller holds the transaction. */
export async function writeTranslations(
  tx: Executor,
  campaignId: number,
  keys: readonly TranslationKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(campaignTranslations).where(
    and(
      eq(campaignTranslations.campaignId, campaignId),
      inArray(
        campaignTranslations.key,
        keys.map((k) => k.key),
      ),
    ),
  );
  const rows = keys
    .map(cleanTranslationKey)
    .flatMap((k) => (k ? k.translations.map((t) => ({ campaignId, key: k.key, ...t })) : []));
  if (rows.length > 0) await tx.insert(campaignTranslations).values(rows);
}

const keyParamsSchema = idParamsSchema.extend({ key: z.string().trim().min(1, 'key is required') });

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
      const names = keys.map((k) => k.key);
      const before = await readTranslations(tx, id, names);
      await writeTranslations(tx, id, keys);
      const after = await readTranslations(tx, id, names);
      await recordChange(tx, {
        email: request.admin.email,
        table: 'translations',
        objId: id,
        action: 'update',
        before,
        after,
      });
      return readTranslations(tx, id);
    });
  });

  app.delete('/v1/admin/campaigns/:id/translations/:key', write, async (request) => {
    const { id, key } = parseWith(keyParamsSchema, request.params, 'key');
    return app.db.transaction(async (tx) => {
      await findCampaign(tx, id);
      const before = await readTranslations(tx, id, [key]);
      if (before.length === 0)
        throw new DomainError('NOT_FOUND', `Translation key "${key}" was not found.`, 404, 'key');
      await tx
        .delete(campaignTranslations)
        .where(and(eq(campaignTranslations.campaignId, id), eq(campaignTranslations.key, key)));
      await recordChange(tx, {
        email: request.admin.email,
        table: 'translations',
        objId: id,
        action: 'delete',
        before,
        after: [],
      });
      return readTranslations(tx, id);
    });
  });
}
