// A campaign's translations (admin spec §3 Translation, §5: a save drops empty values and keys left
// without values). One change-log entry per save, on the campaign, with the keys before and after. The
// newer campaign API, the older event API and import/copy use this service.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { byLocaleOrder, cleanTranslationKey, type TranslationKey } from '@eventory/domain/translations';
import type { Locale } from '@eventory/domain/locales';
import { DomainError } from '@eventory/domain/errors';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { campaignTranslations } from '../db/schema/campaign-admin.ts';

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

/** Saves keys (a whole key at a time), logged; answers every key of the campaign. Caller holds the transaction. */
export async function saveTranslations(
  tx: Executor,
  campaignId: number,
  keys: readonly TranslationKey[],
  email: string,
): Promise<TranslationKey[]> {
  const names = keys.map((k) => k.key);
  const before = await readTranslations(tx, campaignId, names);
  await writeTranslations(tx, campaignId, keys);
  const after = await readTranslations(tx, campaignId, names);
  await recordChange(tx, {
    email,
    table: 'translations',
    objId: campaignId,
    action: 'update',
    before,
    after,
  });
  return readTranslations(tx, campaignId);
}

/** Deletes one key (404 when it has no value), logged; answers every key left. Caller holds the transaction. */
export async function deleteTranslationKey(
  tx: Executor,
  campaignId: number,
  key: string,
  email: string,
): Promise<TranslationKey[]> {
  const before = await readTranslations(tx, campaignId, [key]);
  if (before.length === 0)
    throw new DomainError('NOT_FOUND', `Translation key "${key}" was not found.`, 404, 'key');
  await tx
    .delete(campaignTranslations)
    .where(and(eq(campaignTranslations.campaignId, campaignId), eq(campaignTranslations.key, key)));
  await recordChange(tx, {
    email,
    table: 'translations',
    objId: campaignId,
    action: 'delete',
    before,
    after: [],
  });
  return readTranslations(tx, campaignId);
}

/** Import: a document's translations as `campaignId`'s, in the change log. */
export async function importTranslations(
  tx: Executor,
  campaignId: number,
  translations: readonly TranslationKey[],
  email: string,
): Promise<void> {
  if (translations.length === 0) return;
  await writeTranslations(tx, campaignId, translations);
  await recordCreate(tx, email, 'translations', campaignId, await readTranslations(tx, campaignId));
}
