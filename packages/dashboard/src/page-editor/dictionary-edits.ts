// Edits of a project's dictionaries (locale → key → text) as the dictionary editor makes them (decision
// 0072). Pure: each answers a new object. A key lives while any locale holds it; a new key starts as an
// empty zh_TW text (the default locale), and an emptied text of another locale is dropped.
import { DEFAULT_LOCALE, type Locale } from '@eventory/domain/locales';
import type { Dictionaries } from './project-service.ts';

/** The longest key the server takes (domain editor-projects dictionariesSchema). */
export const MAX_DICTIONARY_KEY = 200;

/** Every key of any locale, sorted. */
export const dictionaryKeysOf = (dictionaries: Dictionaries): string[] =>
  [...new Set(Object.values(dictionaries).flatMap((texts) => Object.keys(texts)))].sort();

/** Why `key` cannot be added, or undefined. */
export function newKeyProblem(
  dictionaries: Dictionaries,
  key: string,
): 'empty' | 'tooLong' | 'braces' | 'taken' | undefined {
  if (key === '') return 'empty';
  if (key.length > MAX_DICTIONARY_KEY) return 'tooLong';
  // `{{key}}` could not name it.
  if (/[{}]/.test(key)) return 'braces';
  if (dictionaryKeysOf(dictionaries).includes(key)) return 'taken';
  return undefined;
}

export const addDictionaryKey = (dictionaries: Dictionaries, key: string): Dictionaries => ({
  ...dictionaries,
  [DEFAULT_LOCALE]: { ...dictionaries[DEFAULT_LOCALE], [key]: dictionaries[DEFAULT_LOCALE]?.[key] ?? '' },
});

export function setDictionaryText(
  dictionaries: Dictionaries,
  locale: Locale,
  key: string,
  text: string,
): Dictionaries {
  const { [key]: _old, ...others } = dictionaries[locale] ?? {};
  const texts = text === '' && locale !== DEFAULT_LOCALE ? others : { ...others, [key]: text };
  const { [locale]: _texts, ...rest } = dictionaries;
  return Object.keys(texts).length > 0 ? { ...rest, [locale]: texts } : rest;
}

export function removeDictionaryKey(dictionaries: Dictionaries, key: string): Dictionaries {
  const next: Dictionaries = {};
  for (const [locale, texts] of Object.entries(dictionaries)) {
    const { [key]: _removed, ...kept } = texts;
    if (Object.keys(kept).length > 0) next[locale] = kept;
  }
  return next;
}
