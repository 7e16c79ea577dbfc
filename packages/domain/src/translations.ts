// Translations of a campaign (admin spec §3 Translation, §5): keys, each with a value per locale.
import { z } from 'zod';
import { LOCALES, parseLocale, type Locale } from './locales.ts';

export interface TranslationValue {
  locale: Locale;
  value: string;
}
export interface TranslationKey {
  key: string;
  translations: TranslationValue[];
}

const localeSchema = z
  .string()
  .transform((v) => parseLocale(v) ?? '')
  .refine((v) => v !== '', `locale must be one of ${LOCALES.join(', ')}`)
  .transform((v) => v as Locale);

export const translationKeySchema = z
  .object({
    key: z.string().trim().min(1, 'key is required').max(200, 'key is at most 200 characters'),
    translations: z.array(z.object({ locale: localeSchema, value: z.string() })).default([]),
  })
  .superRefine((k, ctx) => {
    const seen = new Set<string>();
    k.translations.forEach((t, i) => {
      if (seen.has(t.locale))
        ctx.addIssue({
          code: 'custom',
          path: ['translations', i, 'locale'],
          message: `locale ${t.locale} is given twice for key "${k.key}"`,
        });
      seen.add(t.locale);
    });
  });

export const translationSaveSchema = z
  .object({ keys: z.array(translationKeySchema) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.keys.forEach((k, i) => {
      if (seen.has(k.key))
        ctx.addIssue({ code: 'custom', path: ['keys', i, 'key'], message: `key "${k.key}" is given twice` });
      seen.add(k.key);
    });
  });
export type TranslationSave = z.infer<typeof translationSaveSchema>;

/**
 * What a save keeps (admin spec §5): values that are empty (or only blanks) are dropped, and a key
 * left without values is dropped too (for a stored key: removed).
 */
export function cleanTranslationKey(key: TranslationKey): TranslationKey | undefined {
  const translations = key.translations.filter((t) => t.value.trim() !== '');
  return translations.length === 0 ? undefined : { key: key.key, translations };
}

/** Orders values as LOCALES does, so answers and exports compare equal whatever the save order. */
export const byLocaleOrder = (a: TranslationValue, b: TranslationValue) =>
  LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale);
