// Dashboard texts of the alpha features screen (decision 0096) in the six locales; merged into the
// catalogue under the 'alpha-features' key by i18n/i18n.ts.
import type { Locale } from '@eventory/domain/locales';
import { registerMessages } from '../i18n/area-messages.ts';

const en_US = {
  intro:
    'Unfinished features, switched on per environment by super admins. A feature reads its switch for the environment the server runs in; everything starts off.',
  feature: 'Feature',
  lastChange: 'Last switched',
  never: 'never switched',
  switched: '{{feature}} is now {{state}} in {{environment}}.',
  on: 'on',
  off: 'off',
  campaignInsight: 'Campaign insight (charts)',
  pageVariants: 'A/B page variants',
  relativeTimes: 'Relative times in forms',
  newViewerCount: 'New viewer count',
  switchLabel: '{{feature}} in {{environment}}',
};

export type AlphaFeatureMessages = Record<keyof typeof en_US, string>;

export const ALPHA_FEATURE_MESSAGES: Record<Locale, AlphaFeatureMessages> = {
  zh_TW: {
    intro: '尚未完成的功能，由超級管理員依環境開啟。功能依伺服器所在環境讀取開關；預設全部關閉。',
    feature: '功能',
    lastChange: '最後切換',
    never: '從未切換',
    switched: '{{feature}} 在 {{environment}} 已{{state}}。',
    on: '開啟',
    off: '關閉',
    campaignInsight: '活動洞察（圖表）',
    pageVariants: 'A/B 頁面版本',
    relativeTimes: '表單中的相對時間',
    newViewerCount: '新觀眾人數',
    switchLabel: '{{environment}} 的 {{feature}}',
  },
  zh_HK: {
    intro: '尚未完成的功能，由超級管理員按環境開啟。功能按伺服器所在環境讀取開關；預設全部關閉。',
    feature: '功能',
    lastChange: '最後切換',
    never: '從未切換',
    switched: '{{feature}} 在 {{environment}} 已{{state}}。',
    on: '開啟',
    off: '關閉',
    campaignInsight: '活動洞察（圖表）',
    pageVariants: 'A/B 頁面版本',
    relativeTimes: '表單中的相對時間',
    newViewerCount: '新觀眾人數',
    switchLabel: '{{environment}} 的 {{feature}}',
  },
  zh_CN: {
    intro: '尚未完成的功能，由超级管理员按环境开启。功能按服务器所在环境读取开关；默认全部关闭。',
    feature: '功能',
    lastChange: '最后切换',
    never: '从未切换',
    switched: '{{feature}} 在 {{environment}} 已{{state}}。',
    on: '开启',
    off: '关闭',
    campaignInsight: '活动洞察（图表）',
    pageVariants: 'A/B 页面版本',
    relativeTimes: '表单中的相对时间',
    newViewerCount: '新观众人数',
    switchLabel: '{{environment}} 的 {{feature}}',
  },
  ja: {
    intro:
      '未完成の機能を、スーパー管理者が環境ごとにオンにします。機能はサーバーが動く環境のスイッチを読みます。初期状態はすべてオフです。',
    feature: '機能',
    lastChange: '最終切り替え',
    never: '未切り替え',
    switched: '{{environment}} の {{feature}} を{{state}}にしました。',
    on: 'オン',
    off: 'オフ',
    campaignInsight: 'キャンペーン分析（グラフ）',
    pageVariants: 'A/B ページバリアント',
    relativeTimes: 'フォームの相対時刻',
    newViewerCount: '新規視聴者数',
    switchLabel: '{{environment}} の {{feature}}',
  },
  en_US,
  ar: {
    intro:
      'ميزات غير مكتملة يشغّلها المشرفون العامّون لكل بيئة. تقرأ الميزة مفتاحها للبيئة التي يعمل فيها الخادم؛ كل شيء مطفأ في البداية.',
    feature: 'الميزة',
    lastChange: 'آخر تبديل',
    never: 'لم تُبدَّل قط',
    switched: 'أصبحت {{feature}} {{state}} في {{environment}}.',
    on: 'مشغّلة',
    off: 'مطفأة',
    campaignInsight: 'رؤى الحملة (رسوم بيانية)',
    pageVariants: 'نسخ الصفحة A/B',
    relativeTimes: 'الأوقات النسبية في النماذج',
    newViewerCount: 'عدد المشاهدين الجدد',
    switchLabel: '{{feature}} في {{environment}}',
  },
};

registerMessages('alpha-features', ALPHA_FEATURE_MESSAGES);
