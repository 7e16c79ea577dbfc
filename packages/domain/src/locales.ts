// The six UI locales of the dashboard and the event pages; zh_TW is the default and fallback.
export const LOCALES = ['zh_TW', 'zh_HK', 'zh_CN', 'ja', 'en_US', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_TW';

export const isRightToLeft = (locale: Locale): boolean => locale === 'ar';

/** The BCP 47 tag for <html lang> and Intl. */
export const htmlLang = (locale: Locale): string => locale.replace('_', '-');

const ALIASES: Record<string, Locale> = {
  zh: 'zh_TW',
  'zh-tw': 'zh_TW',
  zh_tw: 'zh_TW',
  'zh-hant': 'zh_TW',
  'zh-hk': 'zh_HK',
  zh_hk: 'zh_HK',
  'zh-cn': 'zh_CN',
  zh_cn: 'zh_CN',
  'zh-hans': 'zh_CN',
  ja: 'ja',
  'ja-jp': 'ja',
  ja_jp: 'ja',
  en: 'en_US',
  'en-us': 'en_US',
  en_us: 'en_US',
  ar: 'ar',
};

/** Normalises a user-supplied locale ("zh-tw", "en", "ja_JP"...) to one of LOCALES, or undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  if (ALIASES[key]) return ALIASES[key];
  const base = key.split(/[-_]/)[0] ?? '';
  return ALIASES[base];
}

/** Locale from the `lang` or `locale` query parameter, else the default (zh-tw). */
export function localeFromSearch(search: string): Locale {
  const params = new URLSearchParams(search);
  return parseLocale(params.get('lang')) ?? parseLocale(params.get('locale')) ?? DEFAULT_LOCALE;
}
