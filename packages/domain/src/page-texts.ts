// A block's text that names a text of the page's dictionaries (issue 14 §2, decision 0072): `{{key}}`
// in a text prop reads as that key's text in the viewer's locale, else in zh_TW, else stays as written.
// Tiny on purpose: the event page runs it for every text prop it renders.
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/** locale → key → text: a project's dictionaries, a page document's translations. */
export type PageTexts = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

const REFERENCE = /\{\{([^{}]+)\}\}/g;

/** How a text prop names the dictionary key `key`. */
export const dictionaryReference = (key: string): string => `{{${key}}}`;

/** The key a text names when it is exactly one reference (what the editor's key picker shows), else undefined. */
export function referencedKey(text: string): string | undefined {
  const match = /^\{\{([^{}]+)\}\}$/.exec(text);
  return match?.[1]?.trim() || undefined;
}

/** The text of `key` in `locale`, else zh_TW; an empty text counts as missing. */
export function pageText(texts: PageTexts, locale: Locale, key: string): string | undefined {
  return texts[locale]?.[key] || texts[DEFAULT_LOCALE]?.[key] || undefined;
}

/** `text` with every `{{key}}` the dictionaries know replaced by its text in `locale`; unknown keys stay. */
export function resolvePageText(text: string, texts: PageTexts, locale: Locale): string {
  if (!text.includes('{{')) return text;
  return text.replace(REFERENCE, (raw, key: string) => pageText(texts, locale, key.trim()) ?? raw);
}
