// The dashboard's i18next instance and the per-locale antd and dayjs settings (admin spec §1: zh_TW is
// the default and fallback; ar is right-to-left).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
import antdZhTW from 'antd/locale/zh_TW';
import antdZhHK from 'antd/locale/zh_HK';
import antdZhCN from 'antd/locale/zh_CN';
import antdJa from 'antd/locale/ja_JP';
import antdEn from 'antd/locale/en_US';
import antdAr from 'antd/locale/ar_EG';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import 'dayjs/locale/ar';
import { DEFAULT_LOCALE, htmlLang, isRightToLeft, LOCALES, type Locale } from '@eventory/domain/locales';
import { en_US, type Messages } from './en_US.ts';
import { zh_TW } from './zh_TW.ts';
import { zh_HK } from './zh_HK.ts';
import { zh_CN } from './zh_CN.ts';
import { ja } from './ja.ts';
import { ar } from './ar.ts';
import { followRegistrations, registeredMessages, type AreaTexts } from './area-messages.ts';

const BASE: Record<Locale, Messages> = { zh_TW, zh_HK, zh_CN, ja, en_US, ar };

/** The whole catalogue of one locale: the base texts plus each area registered so far. */
export function catalogue(locale: Locale): Messages & Record<string, AreaTexts> {
  return { ...BASE[locale], ...registeredMessages(locale) };
}

/** Language names in their own language, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  zh_TW: '繁體中文（台灣）',
  zh_HK: '繁體中文（香港）',
  zh_CN: '简体中文',
  ja: '日本語',
  en_US: 'English',
  ar: 'العربية',
};

// antd ships its locales as CommonJS; depending on the bundler the default import is the module object.
const unwrap = (m: AntdLocale | { default: AntdLocale }): AntdLocale =>
  'default' in m && typeof m.default === 'object' ? m.default : (m as AntdLocale);

export const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  zh_TW: unwrap(antdZhTW),
  zh_HK: unwrap(antdZhHK),
  zh_CN: unwrap(antdZhCN),
  ja: unwrap(antdJa),
  en_US: unwrap(antdEn),
  ar: unwrap(antdAr),
};

const DAYJS_LOCALES: Record<Locale, string> = {
  zh_TW: 'zh-tw',
  zh_HK: 'zh-hk',
  zh_CN: 'zh-cn',
  ja: 'ja',
  en_US: 'en',
  ar: 'ar',
};

export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: catalogue(l) }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  followRegistrations(instance);
  return instance;
}

/** <html lang dir> and dayjs follow the locale; ar is right-to-left. */
export function applyDocumentLocale(locale: Locale, doc: Document = document) {
  doc.documentElement.lang = htmlLang(locale);
  doc.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  dayjs.locale(DAYJS_LOCALES[locale]);
}
