// Texts of the scratch-off sticker in the six UI locales; scratchOffErrorLogin is visitor spec §8's key
// ("Please sign in 17LIVE first", shared with the vote login error).
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from '../i18n/visitor-texts.ts';

const en_US = {
  stickerLabel: 'Open the scratch-off card',
  stickerNewWindow: '(opens in a new window)',
  stickerChecking: 'Checking your sign-in…',
  scratchOffErrorLogin: 'Please sign in 17LIVE first',
  stickerNoUrlEditor: 'Set the url the sticker opens.',
} as const;

export type StickerTextKey = keyof typeof en_US;

export const STICKER_TEXTS: Record<Locale, Record<StickerTextKey, string>> = {
  zh_TW: {
    stickerLabel: '打開刮刮卡',
    stickerNewWindow: '（在新視窗開啟）',
    stickerChecking: '正在確認登入狀態…',
    scratchOffErrorLogin: '請先登入 17LIVE',
    stickerNoUrlEditor: '請設定貼紙要開啟的網址。',
  },
  zh_HK: {
    stickerLabel: '打開刮刮卡',
    stickerNewWindow: '（在新視窗開啟）',
    stickerChecking: '正在確認登入狀態…',
    scratchOffErrorLogin: '請先登入 17LIVE',
    stickerNoUrlEditor: '請設定貼紙要開啟的網址。',
  },
  zh_CN: {
    stickerLabel: '打开刮刮卡',
    stickerNewWindow: '（在新窗口打开）',
    stickerChecking: '正在确认登录状态…',
    scratchOffErrorLogin: '请先登录 17LIVE',
    stickerNoUrlEditor: '请设置贴纸要打开的网址。',
  },
  ja: {
    stickerLabel: 'スクラッチカードを開く',
    stickerNewWindow: '（新しいウィンドウで開きます）',
    stickerChecking: 'ログイン状態を確認しています…',
    scratchOffErrorLogin: 'まず 17LIVE にログインしてください',
    stickerNoUrlEditor: 'ステッカーが開く URL を設定してください。',
  },
  en_US,
  ar: {
    stickerLabel: 'افتح بطاقة الخدش',
    stickerNewWindow: '(يفتح في نافذة جديدة)',
    stickerChecking: 'جارٍ التحقق من تسجيل الدخول…',
    scratchOffErrorLogin: 'يرجى تسجيل الدخول إلى 17LIVE أولاً',
    stickerNoUrlEditor: 'اضبط الرابط الذي يفتحه الملصق.',
  },
};

export function stickerText(locale: Locale, key: StickerTextKey, ...values: (string | number)[]): string {
  return fillTemplate(STICKER_TEXTS[locale]?.[key] ?? STICKER_TEXTS.zh_TW[key], ...values);
}
