// Texts of the Buttons and Button blocks in the six UI locales (same shape as visitor-texts.ts).
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from '../i18n/visitor-texts.ts';

const en_US = {
  buttonsLabel: 'Buttons',
  buttonPlaceholder: 'Button',
  buttonLoading: 'Checking…',
  buttonNewWindow: '(opens in a new window)',
  buttonsEmptyEditor: 'Add Button blocks inside Buttons.',
} as const;

export type ButtonTextKey = keyof typeof en_US;

export const BUTTON_TEXTS: Record<Locale, Record<ButtonTextKey, string>> = {
  zh_TW: {
    buttonsLabel: '按鈕',
    buttonPlaceholder: '按鈕',
    buttonLoading: '確認中…',
    buttonNewWindow: '（在新視窗開啟）',
    buttonsEmptyEditor: '請在 Buttons 內加入 Button 區塊。',
  },
  zh_HK: {
    buttonsLabel: '按鈕',
    buttonPlaceholder: '按鈕',
    buttonLoading: '確認中…',
    buttonNewWindow: '（在新視窗開啟）',
    buttonsEmptyEditor: '請在 Buttons 內加入 Button 區塊。',
  },
  zh_CN: {
    buttonsLabel: '按钮',
    buttonPlaceholder: '按钮',
    buttonLoading: '确认中…',
    buttonNewWindow: '（在新窗口打开）',
    buttonsEmptyEditor: '请在 Buttons 内加入 Button 区块。',
  },
  ja: {
    buttonsLabel: 'ボタン',
    buttonPlaceholder: 'ボタン',
    buttonLoading: '確認中…',
    buttonNewWindow: '（新しいウィンドウで開きます）',
    buttonsEmptyEditor: 'Buttons の中に Button ブロックを追加してください。',
  },
  en_US,
  ar: {
    buttonsLabel: 'الأزرار',
    buttonPlaceholder: 'زر',
    buttonLoading: 'جارٍ التحقق…',
    buttonNewWindow: '(يفتح في نافذة جديدة)',
    buttonsEmptyEditor: 'أضف كتل Button داخل Buttons.',
  },
};

export function buttonText(locale: Locale, key: ButtonTextKey, ...values: (string | number)[]): string {
  return fillTemplate(BUTTON_TEXTS[locale]?.[key] ?? BUTTON_TEXTS.zh_TW[key], ...values);
}
