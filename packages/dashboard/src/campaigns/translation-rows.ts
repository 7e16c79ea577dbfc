// The translations editor's rows: one per key with a value per locale, and the PUT body they make.
import { LOCALES, type Locale } from '@eventory/domain/locales';
import { cleanTranslationKey, type TranslationKey } from '@eventory/domain/translations';

export interface TranslationRow {
  key: string;
  values: Record<Locale, string>;
  /** Stored on the server (deleting it needs a call). */
  stored: boolean;
}

export const emptyValues = () => Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export const rowsOf = (keys: readonly TranslationKey[]): TranslationRow[] =>
  keys.map((k) => {
    const values = emptyValues();
    for (const tr of k.translations)
      if ((LOCALES as readonly string[]).includes(tr.locale)) values[tr.locale] = tr.value;
    return { key: k.key, values, stored: true };
  });

/** The PUT body: empty (or blank) values dropped, keys without values dropped (admin spec §5). */
export const saveBodyOf = (rows: readonly TranslationRow[]): { keys: TranslationKey[] } => ({
  keys: rows.flatMap((row) => {
    const cleaned = cleanTranslationKey({
      key: row.key,
      translations: LOCALES.map((locale) => ({ locale, value: row.values[locale] })),
    });
    return cleaned ? [cleaned] : [];
  }),
});
