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
import { ENGINE_ADMIN_MESSAGES } from '../engine-admin/messages.ts';
import { CAMPAIGN_CONTENT_MESSAGES } from '../campaign-content/messages.ts';
import { VOTE_MESSAGES } from '../votes/messages.ts';
import { STORAGE_MESSAGES } from '../storage/messages.ts';
import { CACHE_MESSAGES } from '../cache/messages.ts';
import { FUNCTION_MESSAGES } from '../functions/messages.ts';
import { REGISTRATION_MESSAGES } from '../registrations/messages.ts';
import { JOB_SYSTEM_MESSAGES } from '../job-system/messages.ts';
import { GIFT_BUCKET_MESSAGES } from '../gift-buckets/messages.ts';
import { TESTER_TOOL_MESSAGES } from '../tester/messages.ts';
import { SIGN_IN_SYSTEM_MESSAGES } from '../sign-in-system/messages.ts';
import { PERMANENT_MESSAGES } from '../permanent/messages.ts';
import { DIAGRAM_MESSAGES } from '../diagram/messages.ts';
import { INSIGHT_MESSAGES } from '../insight/messages.ts';
import { EVENTORY_CLIENT_MESSAGES } from '../eventory-client/messages.ts';
import { SHADOW_EVENTORY_MESSAGES } from '../shadow-eventory/messages.ts';
import { PAGE_EDITOR_MESSAGES } from '../page-editor/messages.ts';
import { PAGE_VARIANT_MESSAGES } from '../page-variants/messages.ts';
import { ALPHA_FEATURE_MESSAGES } from '../alpha-features/messages.ts';
import { TOOLS_MESSAGES } from '../tools/messages.ts';
import { NEW_VIEWER_MESSAGES } from '../new-viewers/messages.ts';
import { TIME_REFERENCE_MESSAGES } from '../time-references/messages.ts';

const BASE: Record<Locale, Messages> = { zh_TW, zh_HK, zh_CN, ja, en_US, ar };

/** The whole catalogue per locale: the base texts plus each area's own namespace file. */
export const MESSAGES = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    {
      ...BASE[l],
      'engine-admin': ENGINE_ADMIN_MESSAGES[l],
      'campaign-content': CAMPAIGN_CONTENT_MESSAGES[l],
      votes: VOTE_MESSAGES[l],
      storage: STORAGE_MESSAGES[l],
      cache: CACHE_MESSAGES[l],
      functions: FUNCTION_MESSAGES[l],
      registrations: REGISTRATION_MESSAGES[l],
      'job-system': JOB_SYSTEM_MESSAGES[l],
      'gift-buckets': GIFT_BUCKET_MESSAGES[l],
      'tester-tools': TESTER_TOOL_MESSAGES[l],
      'sign-in-system': SIGN_IN_SYSTEM_MESSAGES[l],
      permanent: PERMANENT_MESSAGES[l],
      diagram: DIAGRAM_MESSAGES[l],
      insight: INSIGHT_MESSAGES[l],
      'eventory-client': EVENTORY_CLIENT_MESSAGES[l],
      'shadow-eventory': SHADOW_EVENTORY_MESSAGES[l],
      'page-editor': PAGE_EDITOR_MESSAGES[l],
      'page-variants': PAGE_VARIANT_MESSAGES[l],
      'alpha-features': ALPHA_FEATURE_MESSAGES[l],
      tools: TOOLS_MESSAGES[l],
      'new-viewers': NEW_VIEWER_MESSAGES[l],
      'time-references': TIME_REFERENCE_MESSAGES[l],
    },
  ]),
) as Record<
  Locale,
  Messages & {
    'engine-admin': (typeof ENGINE_ADMIN_MESSAGES)['en_US'];
    'campaign-content': (typeof CAMPAIGN_CONTENT_MESSAGES)['en_US'];
    votes: (typeof VOTE_MESSAGES)['en_US'];
    storage: (typeof STORAGE_MESSAGES)['en_US'];
    cache: (typeof CACHE_MESSAGES)['en_US'];
    functions: (typeof FUNCTION_MESSAGES)['en_US'];
    registrations: (typeof REGISTRATION_MESSAGES)['en_US'];
    'job-system': (typeof JOB_SYSTEM_MESSAGES)['en_US'];
    'gift-buckets': (typeof GIFT_BUCKET_MESSAGES)['en_US'];
    'tester-tools': (typeof TESTER_TOOL_MESSAGES)['en_US'];
    'sign-in-system': (typeof SIGN_IN_SYSTEM_MESSAGES)['en_US'];
    permanent: (typeof PERMANENT_MESSAGES)['en_US'];
    diagram: (typeof DIAGRAM_MESSAGES)['en_US'];
    insight: (typeof INSIGHT_MESSAGES)['en_US'];
    'eventory-client': (typeof EVENTORY_CLIENT_MESSAGES)['en_US'];
    'shadow-eventory': (typeof SHADOW_EVENTORY_MESSAGES)['en_US'];
    'page-editor': (typeof PAGE_EDITOR_MESSAGES)['en_US'];
    'page-variants': (typeof PAGE_VARIANT_MESSAGES)['en_US'];
    'alpha-features': (typeof ALPHA_FEATURE_MESSAGES)['en_US'];
    tools: (typeof TOOLS_MESSAGES)['en_US'];
    'new-viewers': (typeof NEW_VIEWER_MESSAGES)['en_US'];
    'time-references': (typeof TIME_REFERENCE_MESSAGES)['en_US'];
  }
>;

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
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: MESSAGES[l] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** <html lang dir> and dayjs follow the locale; ar is right-to-left. */
export function applyDocumentLocale(locale: Locale, doc: Document = document) {
  doc.documentElement.lang = htmlLang(locale);
  doc.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  dayjs.locale(DAYJS_LOCALES[locale]);
}
