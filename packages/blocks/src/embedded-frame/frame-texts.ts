// Texts of the embedded-frame blocks in the six UI locales.
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from '../i18n/visitor-texts.ts';

const en_US = {
  frameLabel: 'Embedded event page',
  frameEmptyEditor: 'Embedded frame: set the address of an event page.',
  frameRefusedEditor: 'Embedded frame: this address is refused; only pages on {0} can be embedded.',
  framePreviewEditor: 'Embedded frame: {0} (loads for visitors only)',
  frameLoginEditor: 'The frame receives the visitor’s sign-in and may open popups.',
} as const;

export type FrameTextKey = keyof typeof en_US;

export const FRAME_TEXTS: Record<Locale, Record<FrameTextKey, string>> = {
  zh_TW: {
    frameLabel: '嵌入的活動頁',
    frameEmptyEditor: '嵌入框架：請設定活動頁的網址。',
    frameRefusedEditor: '嵌入框架：此網址不被接受，只能嵌入 {0} 上的頁面。',
    framePreviewEditor: '嵌入框架：{0}（僅對訪客載入）',
    frameLoginEditor: '框架會收到訪客的登入狀態，並可開啟彈出視窗。',
  },
  zh_HK: {
    frameLabel: '嵌入的活動頁',
    frameEmptyEditor: '嵌入框架：請設定活動頁的網址。',
    frameRefusedEditor: '嵌入框架：此網址不被接受，只可嵌入 {0} 上的頁面。',
    framePreviewEditor: '嵌入框架：{0}（只會為訪客載入）',
    frameLoginEditor: '框架會收到訪客的登入狀態，並可開啟彈出視窗。',
  },
  zh_CN: {
    frameLabel: '嵌入的活动页',
    frameEmptyEditor: '嵌入框架：请设置活动页的网址。',
    frameRefusedEditor: '嵌入框架：此网址不被接受，只能嵌入 {0} 上的页面。',
    framePreviewEditor: '嵌入框架：{0}（仅对访客加载）',
    frameLoginEditor: '框架会收到访客的登录状态，并可打开弹出窗口。',
  },
  ja: {
    frameLabel: '埋め込みイベントページ',
    frameEmptyEditor: '埋め込みフレーム：イベントページのURLを設定してください。',
    frameRefusedEditor: '埋め込みフレーム：このURLは使えません。{0} のページのみ埋め込めます。',
    framePreviewEditor: '埋め込みフレーム：{0}（訪問者にのみ読み込まれます）',
    frameLoginEditor: 'フレームは訪問者のログイン状態を受け取り、ポップアップを開くことがあります。',
  },
  en_US,
  ar: {
    frameLabel: 'صفحة فعالية مضمّنة',
    frameEmptyEditor: 'إطار مضمّن: حدّد عنوان صفحة الفعالية.',
    frameRefusedEditor: 'إطار مضمّن: هذا العنوان مرفوض؛ لا يمكن تضمين إلا صفحات {0}.',
    framePreviewEditor: 'إطار مضمّن: {0} (يُحمَّل للزوار فقط)',
    frameLoginEditor: 'يتلقى الإطار حالة تسجيل دخول الزائر وقد يفتح نوافذ منبثقة.',
  },
};

export const frameText = (locale: Locale, key: FrameTextKey, ...values: (string | number)[]): string =>
  fillTemplate(FRAME_TEXTS[locale][key], ...values);
