// Texts of the navigation and leaderboard-family blocks (tabs, switch, daily tabs, dropdown, podium,
// group, dragon balls) in the six UI locales. Same shape as visitor-texts.ts; kept apart so helpers
// adding blocks do not edit one dictionary at once.
import type { Locale } from '@eventory/domain/locales';
import { formatText } from './visitor-texts.ts';

/** Texts the specs quote literally; the same in every locale. */
export const NAVIGATION_SPEC_TEXTS = {
  emptyContent: 'empty content',
  /** Block spec §4: the daily board's empty seat. */
  emptySeat: '空席',
  /** Block spec §9: the podium's rank label. */
  topN: 'Top {0}',
} as const;

const en_US = {
  tabsLabel: 'Page sections',
  newWindow: '(opens in a new window)',
  dailyTabsLabel: 'Days',
  dropdownOpen: 'open',
  dropdownClose: 'close',
  contributionTitle: 'Top contributors',
  contributionEmpty: 'No contributions yet',
  contributionError: 'Contributions could not be loaded.',
  bonusUnit: '{0} bonus',
  bonusDetail: 'Bonus',
  podiumLabel: 'Top streamers',
  totalLabel: 'Total',
  poolLabel: 'Prize pool',
  groupLabel: 'Teams',
  teamMembers: '{0, plural, one {# member} other {# members}}',
  dragonBallsLabel: 'Dragon balls',
  dragonBallsCollected: '{0} of {1} collected',
  openProfile: "Open {0}'s profile",
  watchLive: 'Watch {0} live',
  rankGroupLabel: 'Rankings',
} as const;

export type NavigationTextKey = keyof typeof en_US;

export const NAVIGATION_TEXTS: Record<Locale, Record<NavigationTextKey, string>> = {
  zh_TW: {
    tabsLabel: '頁面分頁',
    newWindow: '（在新視窗開啟）',
    dailyTabsLabel: '日期',
    dropdownOpen: '展開',
    dropdownClose: '收合',
    contributionTitle: '貢獻排行',
    contributionEmpty: '目前還沒有貢獻',
    contributionError: '貢獻資料載入失敗。',
    bonusUnit: '加成 {0}',
    bonusDetail: '加成',
    podiumLabel: '前幾名主播',
    totalLabel: '總計',
    poolLabel: '獎金池',
    groupLabel: '隊伍',
    teamMembers: '{0} 位成員',
    dragonBallsLabel: '龍珠',
    dragonBallsCollected: '已收集 {0} / {1}',
    openProfile: '開啟 {0} 的個人頁面',
    watchLive: '觀看 {0} 的直播',
    rankGroupLabel: '排行分類',
  },
  zh_HK: {
    tabsLabel: '頁面分頁',
    newWindow: '（在新視窗開啟）',
    dailyTabsLabel: '日期',
    dropdownOpen: '展開',
    dropdownClose: '收起',
    contributionTitle: '貢獻排行',
    contributionEmpty: '暫時未有貢獻',
    contributionError: '貢獻資料載入失敗。',
    bonusUnit: '加成 {0}',
    bonusDetail: '加成',
    podiumLabel: '頭幾名主播',
    totalLabel: '總計',
    poolLabel: '獎金池',
    groupLabel: '隊伍',
    teamMembers: '{0} 位成員',
    dragonBallsLabel: '龍珠',
    dragonBallsCollected: '已收集 {0} / {1}',
    openProfile: '開啟 {0} 的個人頁面',
    watchLive: '觀看 {0} 的直播',
    rankGroupLabel: '排行分類',
  },
  zh_CN: {
    tabsLabel: '页面分页',
    newWindow: '（在新窗口打开）',
    dailyTabsLabel: '日期',
    dropdownOpen: '展开',
    dropdownClose: '收起',
    contributionTitle: '贡献排行',
    contributionEmpty: '目前还没有贡献',
    contributionError: '贡献数据加载失败。',
    bonusUnit: '加成 {0}',
    bonusDetail: '加成',
    podiumLabel: '前几名主播',
    totalLabel: '总计',
    poolLabel: '奖金池',
    groupLabel: '队伍',
    teamMembers: '{0} 位成员',
    dragonBallsLabel: '龙珠',
    dragonBallsCollected: '已收集 {0} / {1}',
    openProfile: '打开 {0} 的个人主页',
    watchLive: '观看 {0} 的直播',
    rankGroupLabel: '排行分类',
  },
  ja: {
    tabsLabel: 'ページ内タブ',
    newWindow: '（新しいウィンドウで開きます）',
    dailyTabsLabel: '日付',
    dropdownOpen: '開く',
    dropdownClose: '閉じる',
    contributionTitle: '貢献ランキング',
    contributionEmpty: 'まだ貢献はありません',
    contributionError: '貢献データを読み込めませんでした。',
    bonusUnit: 'ボーナス {0}',
    bonusDetail: 'ボーナス',
    podiumLabel: '上位ライバー',
    totalLabel: '合計',
    poolLabel: '賞金プール',
    groupLabel: 'チーム',
    teamMembers: 'メンバー {0} 人',
    dragonBallsLabel: 'ドラゴンボール',
    dragonBallsCollected: '{1} 個中 {0} 個獲得',
    openProfile: '{0} のプロフィールを開く',
    watchLive: '{0} のライブを見る',
    rankGroupLabel: 'ランキング一覧',
  },
  en_US,
  ar: {
    tabsLabel: 'أقسام الصفحة',
    newWindow: '(يفتح في نافذة جديدة)',
    dailyTabsLabel: 'الأيام',
    dropdownOpen: 'فتح',
    dropdownClose: 'إغلاق',
    contributionTitle: 'أكبر الداعمين',
    contributionEmpty: 'لا توجد مساهمات بعد',
    contributionError: 'تعذّر تحميل المساهمات.',
    bonusUnit: '{0} مكافأة',
    bonusDetail: 'المكافأة',
    podiumLabel: 'أفضل المذيعين',
    totalLabel: 'المجموع',
    poolLabel: 'مجمع الجوائز',
    groupLabel: 'الفرق',
    teamMembers:
      '{0, plural, zero {# عضو} one {عضو واحد} two {عضوان} few {# أعضاء} many {# عضوًا} other {# عضو}}',
    dragonBallsLabel: 'كرات التنين',
    dragonBallsCollected: 'تم جمع {0} من {1}',
    openProfile: 'فتح الملف الشخصي لـ {0}',
    watchLive: 'مشاهدة البث المباشر لـ {0}',
    rankGroupLabel: 'التصنيفات',
  },
};

/** The text for a key in a locale, falling back to zh_TW. */
export function navigationText(
  locale: Locale,
  key: NavigationTextKey,
  ...values: (string | number)[]
): string {
  const template = NAVIGATION_TEXTS[locale]?.[key] ?? NAVIGATION_TEXTS.zh_TW[key];
  return formatText(locale, template, ...values);
}
