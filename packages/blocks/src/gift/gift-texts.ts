// Texts of the Gifts and Gift blocks in the six UI locales (same shape as visitor-texts.ts).
import type { Locale } from '@eventory/domain/locales';
import { formatText } from '../i18n/visitor-texts.ts';

const en_US = {
  giftsLabel: 'Gifts',
  giftPoints: '{0, plural, one {# point} other {# points}}',
  giftPlaceholder: 'Gift',
  giftsEmptyEditor: 'Add Gift blocks inside Gifts, one per gift to show.',
  giftsLoadFailed: 'The gift list could not be loaded, so some gift names or icons may be missing.',
  giftsRetry: 'Retry',
} as const;

export type GiftTextKey = keyof typeof en_US;

export const GIFT_TEXTS: Record<Locale, Record<GiftTextKey, string>> = {
  zh_TW: {
    giftsLabel: '禮物',
    giftPoints: '{0} 點',
    giftPlaceholder: '禮物',
    giftsEmptyEditor: '請在 Gifts 內加入 Gift 區塊，每個禮物一個。',
    giftsLoadFailed: '禮物清單載入失敗，部分禮物名稱或圖示可能無法顯示。',
    giftsRetry: '重試',
  },
  zh_HK: {
    giftsLabel: '禮物',
    giftPoints: '{0} 點',
    giftPlaceholder: '禮物',
    giftsEmptyEditor: '請在 Gifts 內加入 Gift 區塊，每份禮物一個。',
    giftsLoadFailed: '禮物清單載入失敗，部分禮物名稱或圖示可能無法顯示。',
    giftsRetry: '重試',
  },
  zh_CN: {
    giftsLabel: '礼物',
    giftPoints: '{0} 点',
    giftPlaceholder: '礼物',
    giftsEmptyEditor: '请在 Gifts 内加入 Gift 区块，每个礼物一个。',
    giftsLoadFailed: '礼物列表加载失败，部分礼物名称或图标可能无法显示。',
    giftsRetry: '重试',
  },
  ja: {
    giftsLabel: 'ギフト',
    giftPoints: '{0} ポイント',
    giftPlaceholder: 'ギフト',
    giftsEmptyEditor: 'Gifts の中に Gift ブロックを、表示するギフトごとに 1 つ追加してください。',
    giftsLoadFailed:
      'ギフト一覧を読み込めなかったため、一部のギフト名やアイコンが表示されない場合があります。',
    giftsRetry: '再試行',
  },
  en_US,
  ar: {
    giftsLabel: 'الهدايا',
    giftPoints:
      '{0, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
    giftPlaceholder: 'هدية',
    giftsEmptyEditor: 'أضف كتل Gift داخل Gifts، كتلة لكل هدية.',
    giftsLoadFailed: 'تعذر تحميل قائمة الهدايا، لذا قد تنقص بعض أسماء الهدايا أو أيقوناتها.',
    giftsRetry: 'إعادة المحاولة',
  },
};

export function giftText(locale: Locale, key: GiftTextKey, ...values: (string | number)[]): string {
  return formatText(locale, GIFT_TEXTS[locale]?.[key] ?? GIFT_TEXTS.zh_TW[key], ...values);
}
