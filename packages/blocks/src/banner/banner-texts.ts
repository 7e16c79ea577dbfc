// Texts of the countdown banner, the background-image container and the wave title in the six UI locales.
// The wave title's default is block catalogue §9's 活動內容; the other locales say the same.
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from '../i18n/visitor-texts.ts';

const en_US = {
  waveTitleDefault: 'Event details',
  bannerLabel: 'Announcement',
  bannerNoTextEditor: 'Type the banner text.',
  backgroundNoImageEditor: 'Set the background image; the blocks inside show on top of it.',
} as const;

export type BannerTextKey = keyof typeof en_US;

export const BANNER_TEXTS: Record<Locale, Record<BannerTextKey, string>> = {
  zh_TW: {
    waveTitleDefault: '活動內容',
    bannerLabel: '公告',
    bannerNoTextEditor: '請輸入橫幅文字。',
    backgroundNoImageEditor: '請設定背景圖片；裡面的區塊會顯示在圖片上。',
  },
  zh_HK: {
    waveTitleDefault: '活動內容',
    bannerLabel: '公告',
    bannerNoTextEditor: '請輸入橫額文字。',
    backgroundNoImageEditor: '請設定背景圖片；裡面的區塊會顯示在圖片上。',
  },
  zh_CN: {
    waveTitleDefault: '活动内容',
    bannerLabel: '公告',
    bannerNoTextEditor: '请输入横幅文字。',
    backgroundNoImageEditor: '请设置背景图片；里面的区块会显示在图片上。',
  },
  ja: {
    waveTitleDefault: 'イベント内容',
    bannerLabel: 'お知らせ',
    bannerNoTextEditor: 'バナーの文字を入力してください。',
    backgroundNoImageEditor: '背景画像を設定してください。中のブロックは画像の上に表示されます。',
  },
  en_US,
  ar: {
    waveTitleDefault: 'تفاصيل الفعالية',
    bannerLabel: 'إعلان',
    bannerNoTextEditor: 'اكتب نص اللافتة.',
    backgroundNoImageEditor: 'اضبط صورة الخلفية؛ تظهر الكتل الموجودة داخلها فوقها.',
  },
};

export function bannerText(locale: Locale, key: BannerTextKey, ...values: (string | number)[]): string {
  return fillTemplate(BANNER_TEXTS[locale]?.[key] ?? BANNER_TEXTS.zh_TW[key], ...values);
}
