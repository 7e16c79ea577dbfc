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
  modalNotification: '通知',
  modalOk: '確定',
  modalTokenExpired: '您的登入已過期，請關閉頁面後再試一次。',
  searchPlaceholder: '搜尋',
  searchLabel: '以 Open ID 搜尋',
  searchFollowing: '追蹤中',
  regionAll: '全部',
  regionFilterLabel: '地區',
  leaderboardNoFollower: '您還沒有追蹤任何人',
  leaderboardFollowersNotRanked: '您追蹤的人還沒有上榜',
  leaderboardSearchNotFound: '找不到「{0}」',
  personalRankLabel: '我的排名',
  personalToNext: '再 {0} 分就能往前一名',
  personalTop: '您是第一名！',
  demoSignInOpen: '以示範觀眾登入',
  demoSignInTitle: '獨立版示範登入',
  demoSignInHint: '選一位示範使用者登入，就能看到自己的排名與追蹤的主播。',
  demoViewers: '觀眾',
  demoStreamers: '主播',
  demoSignedInAs: '已以 {0} 登入（示範）',
  demoSignOut: '登出',
  demoClose: '關閉',
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
    modalNotification: '通知',
    modalOk: '確定',
    modalTokenExpired: '你的登入已過期，請關閉頁面後再試一次。',
    searchPlaceholder: '搜尋',
    searchLabel: '以 Open ID 搜尋',
    searchFollowing: '追蹤中',
    regionAll: '全部',
    regionFilterLabel: '地區',
    leaderboardNoFollower: '你還沒有追蹤任何人',
    leaderboardFollowersNotRanked: '你追蹤的人還沒有上榜',
    leaderboardSearchNotFound: '找不到「{0}」',
    personalRankLabel: '我的排名',
    personalToNext: '再 {0} 分就能往前一名',
    personalTop: '你是第一名！',
    demoSignInOpen: '以示範觀眾登入',
    demoSignInTitle: '獨立版示範登入',
    demoSignInHint: '揀一位示範用戶登入，就能看到自己的排名同追蹤的主播。',
    demoViewers: '觀眾',
    demoStreamers: '主播',
    demoSignedInAs: '已以 {0} 登入（示範）',
    demoSignOut: '登出',
    demoClose: '關閉',
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
    modalNotification: '通知',
    modalOk: '确定',
    modalTokenExpired: '您的登录已过期，请关闭页面后重试。',
    searchPlaceholder: '搜索',
    searchLabel: '按 Open ID 搜索',
    searchFollowing: '关注中',
    regionAll: '全部',
    regionFilterLabel: '地区',
    leaderboardNoFollower: '您还没有关注任何人',
    leaderboardFollowersNotRanked: '您关注的人还没有上榜',
    leaderboardSearchNotFound: '找不到“{0}”',
    personalRankLabel: '我的排名',
    personalToNext: '再 {0} 分就能前进一名',
    personalTop: '您是第一名！',
    demoSignInOpen: '以示范观众登录',
    demoSignInTitle: '独立版示范登录',
    demoSignInHint: '选择一位示范用户登录，即可看到自己的排名和关注的主播。',
    demoViewers: '观众',
    demoStreamers: '主播',
    demoSignedInAs: '已以 {0} 登录（示范）',
    demoSignOut: '退出登录',
    demoClose: '关闭',
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
    modalNotification: 'お知らせ',
    modalOk: 'OK',
    modalTokenExpired: 'アクセスの有効期限が切れました。ページを閉じてもう一度お試しください。',
    searchPlaceholder: '検索',
    searchLabel: 'Open ID で検索',
    searchFollowing: 'フォロー中',
    regionAll: 'すべて',
    regionFilterLabel: '地域',
    leaderboardNoFollower: 'まだ誰もフォローしていません',
    leaderboardFollowersNotRanked: 'フォロー中の人はまだランクインしていません',
    leaderboardSearchNotFound: '「{0}」は見つかりませんでした',
    personalRankLabel: '自分の順位',
    personalToNext: 'あと {0} で順位アップ',
    personalTop: '1 位です！',
    demoSignInOpen: 'デモ視聴者としてログイン',
    demoSignInTitle: 'スタンドアロン版デモログイン',
    demoSignInHint: 'デモユーザーを選んでログインすると、自分の順位とフォロー中の配信者が表示されます。',
    demoViewers: '視聴者',
    demoStreamers: '配信者',
    demoSignedInAs: '{0} としてログイン中（デモ）',
    demoSignOut: 'ログアウト',
    demoClose: '閉じる',
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
    modalNotification: 'Notification',
    modalOk: 'OK',
    modalTokenExpired: 'Your access has expired. Please close the page and try again.',
    searchPlaceholder: 'Search',
    searchLabel: 'Search by open ID',
    searchFollowing: 'Following',
    regionAll: 'All',
    regionFilterLabel: 'Region',
    leaderboardNoFollower: "You don't follow anyone yet",
    leaderboardFollowersNotRanked: 'No one you follow is on the board yet',
    leaderboardSearchNotFound: 'No one matches "{0}"',
    personalRankLabel: 'My rank',
    personalToNext: '{0} more to move up',
    personalTop: "You're on top!",
    demoSignInOpen: 'Sign in as a demo viewer',
    demoSignInTitle: 'Standalone demo sign-in',
    demoSignInHint: 'Pick a demo user to see your own rank and the streamers you follow.',
    demoViewers: 'Viewers',
    demoStreamers: 'Streamers',
    demoSignedInAs: 'Signed in as {0} (demo)',
    demoSignOut: 'Sign out',
    demoClose: 'Close',
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
    modalNotification: 'إشعار',
    modalOk: 'موافق',
    modalTokenExpired: 'انتهت صلاحية الوصول. يُرجى إغلاق الصفحة والمحاولة مرة أخرى.',
    searchPlaceholder: 'بحث',
    searchLabel: 'البحث بالمعرّف',
    searchFollowing: 'المتابَعون',
    regionAll: 'الكل',
    regionFilterLabel: 'المنطقة',
    leaderboardNoFollower: 'أنت لا تتابع أحدًا بعد',
    leaderboardFollowersNotRanked: 'لا أحد ممن تتابعهم في لوحة الترتيب بعد',
    leaderboardSearchNotFound: 'لا توجد نتائج لـ «{0}»',
    personalRankLabel: 'ترتيبي',
    personalToNext:
      '{0, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}} للتقدّم مركزًا',
    personalTop: 'أنت في المركز الأول!',
    demoSignInOpen: 'تسجيل الدخول كمشاهد تجريبي',
    demoSignInTitle: 'تسجيل دخول تجريبي (النسخة المستقلة)',
    demoSignInHint: 'اختر مستخدمًا تجريبيًا لرؤية ترتيبك والمذيعين الذين تتابعهم.',
    demoViewers: 'المشاهدون',
    demoStreamers: 'المذيعون',
    demoSignedInAs: 'تم تسجيل الدخول باسم {0} (تجريبي)',
    demoSignOut: 'تسجيل الخروج',
    demoClose: 'إغلاق',
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
  return formatText(locale, template, ...values);
}

const PLURAL_START = /\{(\d+),\s*plural,/g;
const PLURAL_FORM = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The index just past the brace that closes the one at `open`; -1 when unbalanced. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The forms of an ICU plural's body ('one {# point} other {# points}'), by selector. */
function pluralForms(body: string): Map<string, string> {
  const forms = new Map<string, string>();
  let at = 0;
  for (;;) {
    PLURAL_FORM.lastIndex = at;
    const match = PLURAL_FORM.exec(body);
    if (!match?.[1]) return forms;
    const open = at + match[0].length - 1;
    const end = closingBrace(body, open);
    if (end < 0) return forms;
    forms.set(match[1], body.slice(open + 1, end - 1));
    at = end;
  }
}

/** The form for `value`: an exact '=n', else the locale's plural category, else 'other'. */
function pluralChoice(locale: Locale, forms: Map<string, string>, value: string | number): string {
  const count = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(count)) return forms.get('other') ?? '';
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale.replace('_', '-'));
    pluralRules.set(locale, rules);
  }
  return forms.get(`=${count}`) ?? forms.get(rules.select(count)) ?? forms.get('other') ?? '';
}

/**
 * A text in `locale` with its values: ICU plurals first ('{0, plural, one {# point} other {# points}}', by the
 * locale's plural rules from Intl, '#' standing for the value; issue 30 §1.7), then '{n}' placeholders.
 */
export function formatText(locale: Locale, template: string, ...values: (string | number)[]): string {
  let text = '';
  let at = 0;
  for (;;) {
    PLURAL_START.lastIndex = at;
    const match = PLURAL_START.exec(template);
    const end = match ? closingBrace(template, match.index) : -1;
    if (!match || end < 0) return fillTemplate(text + template.slice(at), ...values);
    const value = values[Number(match[1])];
    const forms = pluralForms(template.slice(match.index + match[0].length, end - 1));
    const chosen = value === undefined ? '' : pluralChoice(locale, forms, value).replace(/#/g, String(value));
    text += template.slice(at, match.index) + chosen;
    at = end;
  }
}
