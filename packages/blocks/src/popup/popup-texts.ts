// Texts of the popup modal blocks in the six UI locales.
import type { Locale } from '@eventory/domain/locales';

const en_US = {
  popupLabel: 'Popup',
  popupOpen: 'Open',
  popupClose: 'Close',
  popupPreviewEditor: 'Popup content: visitors see it in a dialog after pressing the trigger.',
  popupEmptyEditor: 'Popup modal: add a Popup.Trigger and a Popup.Content.',
} as const;

export type PopupTextKey = keyof typeof en_US;

export const POPUP_TEXTS: Record<Locale, Record<PopupTextKey, string>> = {
  zh_TW: {
    popupLabel: '彈出視窗',
    popupOpen: '開啟',
    popupClose: '關閉',
    popupPreviewEditor: '彈出內容：訪客按下觸發按鈕後，會在對話框中看到。',
    popupEmptyEditor: '彈出視窗：請加入 Popup.Trigger 與 Popup.Content。',
  },
  zh_HK: {
    popupLabel: '彈出視窗',
    popupOpen: '開啟',
    popupClose: '關閉',
    popupPreviewEditor: '彈出內容：訪客按下觸發按鈕後，會在對話框中看到。',
    popupEmptyEditor: '彈出視窗：請加入 Popup.Trigger 及 Popup.Content。',
  },
  zh_CN: {
    popupLabel: '弹出窗口',
    popupOpen: '打开',
    popupClose: '关闭',
    popupPreviewEditor: '弹出内容：访客按下触发按钮后，会在对话框中看到。',
    popupEmptyEditor: '弹出窗口：请添加 Popup.Trigger 和 Popup.Content。',
  },
  ja: {
    popupLabel: 'ポップアップ',
    popupOpen: '開く',
    popupClose: '閉じる',
    popupPreviewEditor: 'ポップアップの内容：訪問者はトリガーを押すとダイアログで見られます。',
    popupEmptyEditor: 'ポップアップ：Popup.Trigger と Popup.Content を追加してください。',
  },
  en_US,
  ar: {
    popupLabel: 'نافذة منبثقة',
    popupOpen: 'فتح',
    popupClose: 'إغلاق',
    popupPreviewEditor: 'محتوى النافذة المنبثقة: يراه الزوار في مربع حوار بعد الضغط على زر الفتح.',
    popupEmptyEditor: 'نافذة منبثقة: أضف Popup.Trigger و Popup.Content.',
  },
};

export const popupText = (locale: Locale, key: PopupTextKey): string => POPUP_TEXTS[locale][key];
