// The visitor pages' own words in the six UI locales. A plain dictionary instead of i18next keeps the
// event page's first download small (it must stay within 100 KB gzip including React).
import type { Locale } from '@eventory/domain/locales';

/** Texts the specs quote literally; they stay the same in every locale. */
export const SPEC_TEXTS = {
  invalidChildren: 'invalid children',
  notFoundComponent: 'Not found component',
  pageNotFound: '404 not found!',
} as const;

const zh_TW = {
  pageDefaultTitle: '精彩活動進行中',
  pageLoading: '載入中…',
  pageLoadError: '頁面載入失敗，請檢查網路後再試一次。',
  pageNotFoundHint: '找不到這個活動頁面，請確認網址是否正確。',
  retry: '重試',
  leaderboardLabel: '排行榜',
  leaderboardEmpty: '目前還沒有人上榜',
  leaderboardLoading: '排行榜載入中…',
  leaderboardError: '排行榜載入失敗。',
  leaderboardRank: '第 {0} 名',
  live: '直播中',
  blockLoading: '區塊載入中…',
} as const;

export type VisitorTextKey = keyof typeof zh_TW;

export const VISITOR_TEXTS: Record<Locale, Record<VisitorTextKey, string>> = {
  zh_TW,
  zh_HK: {
    pageDefaultTitle: '精彩活動進行中',
    pageLoading: '載入中…',
    pageLoadError: '頁面載入失敗，請檢查網絡後再試一次。',
    pageNotFoundHint: '找不到這個活動頁面，請確認網址是否正確。',
    retry: '重試',
    leaderboardLabel: '排行榜',
    leaderboardEmpty: '目前還沒有人上榜',
    leaderboardLoading: '排行榜載入中…',
    leaderboardError: '排行榜載入失敗。',
    leaderboardRank: '第 {0} 名',
    live: '直播中',
    blockLoading: '區塊載入中…',
  },
  zh_CN: {
    pageDefaultTitle: '精彩活动进行中',
    pageLoading: '加载中…',
    pageLoadError: '页面加载失败，请检查网络后重试。',
    pageNotFoundHint: '找不到这个活动页面，请确认网址是否正确。',
    retry: '重试',
    leaderboardLabel: '排行榜',
    leaderboardEmpty: '目前还没有人上榜',
    leaderboardLoading: '排行榜加载中…',
    leaderboardError: '排行榜加载失败。',
    leaderboardRank: '第 {0} 名',
    live: '直播中',
    blockLoading: '区块加载中…',
  },
  ja: {
    pageDefaultTitle: 'イベント開催中',
    pageLoading: '読み込み中…',
    pageLoadError: 'ページを読み込めませんでした。接続を確認して、もう一度お試しください。',
    pageNotFoundHint: 'このイベントページは見つかりません。URL をご確認ください。',
    retry: '再試行',
    leaderboardLabel: 'ランキング',
    leaderboardEmpty: 'まだランクインしている人はいません',
    leaderboardLoading: 'ランキングを読み込み中…',
    leaderboardError: 'ランキングを読み込めませんでした。',
    leaderboardRank: '{0} 位',
    live: '配信中',
    blockLoading: 'ブロックを読み込み中…',
  },
  en_US: {
    pageDefaultTitle: 'Live events',
    pageLoading: 'Loading…',
    pageLoadError: "We couldn't load this page. Check your connection and try again.",
    pageNotFoundHint: "This event page doesn't exist. Please check the link.",
    retry: 'Try again',
    leaderboardLabel: 'Ranking',
    leaderboardEmpty: 'No one is on the board yet',
    leaderboardLoading: 'Loading the ranking…',
    leaderboardError: "Couldn't load the ranking.",
    leaderboardRank: 'Rank {0}',
    live: 'LIVE',
    blockLoading: 'Loading…',
  },
  ar: {
    pageDefaultTitle: 'فعاليات مباشرة',
    pageLoading: 'جارٍ التحميل…',
    pageLoadError: 'تعذّر تحميل الصفحة. تحقّق من اتصالك وحاول مرة أخرى.',
    pageNotFoundHint: 'صفحة الفعالية هذه غير موجودة. يُرجى التحقق من الرابط.',
    retry: 'إعادة المحاولة',
    leaderboardLabel: 'الترتيب',
    leaderboardEmpty: 'لا أحد في لوحة الترتيب بعد',
    leaderboardLoading: 'جارٍ تحميل الترتيب…',
    leaderboardError: 'تعذّر تحميل الترتيب.',
    leaderboardRank: 'المركز {0}',
    live: 'مباشر',
    blockLoading: 'جارٍ التحميل…',
  },
};

/** Fills `{0}`, `{1}`... in a template (the specs' placeholder style, e.g. the '{0} pt' score unit). */
export function fillTemplate(template: string, ...values: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? whole : String(value);
  });
}

/** The text for a key in a locale, falling back to zh_TW (the default locale). */
export function visitorText(locale: Locale, key: VisitorTextKey, ...values: (string | number)[]): string {
  const template = VISITOR_TEXTS[locale]?.[key] ?? zh_TW[key];
  return fillTemplate(template, ...values);
}
