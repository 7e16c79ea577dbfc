// Campaign content texts per language, as the flat form fields `{prefix}_{locale}` edit them.
import { LOCALES } from '@eventory/domain/locales';

export type PerLanguage<P extends string> = { [K in `${P}_${(typeof LOCALES)[number]}`]: string };

export const perLanguageValues = <P extends string>(prefix: P, texts: Record<string, string> | undefined) =>
  Object.fromEntries(LOCALES.map((l) => [`${prefix}_${l}`, texts?.[l] ?? ''])) as PerLanguage<P>;

export const perLanguageTexts = (prefix: string, values: object): Record<string, string> => {
  const texts: Record<string, string> = {};
  for (const l of LOCALES) {
    const v = String((values as Record<string, unknown>)[`${prefix}_${l}`] ?? '').trim();
    if (v) texts[l] = v;
  }
  return texts;
};
