// Texts of the layout row, column and cell (editor mode only) in the six UI locales.
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from '../i18n/visitor-texts.ts';

const en_US = {
  layoutEmptyEditor: 'Empty {0}: add LayoutBlock cells to it.',
  layoutCellEmptyEditor: 'Empty cell: add blocks to it.',
  layoutRow: 'row',
  layoutColumn: 'column',
} as const;

export type LayoutTextKey = keyof typeof en_US;

export const LAYOUT_TEXTS: Record<Locale, Record<LayoutTextKey, string>> = {
  zh_TW: {
    layoutEmptyEditor: '空的{0}：請加入 LayoutBlock 格子。',
    layoutCellEmptyEditor: '空的格子：請加入區塊。',
    layoutRow: '橫列',
    layoutColumn: '直欄',
  },
  zh_HK: {
    layoutEmptyEditor: '空的{0}：請加入 LayoutBlock 格子。',
    layoutCellEmptyEditor: '空的格子：請加入區塊。',
    layoutRow: '橫列',
    layoutColumn: '直欄',
  },
  zh_CN: {
    layoutEmptyEditor: '空的{0}：请加入 LayoutBlock 格子。',
    layoutCellEmptyEditor: '空的格子：请加入区块。',
    layoutRow: '横行',
    layoutColumn: '竖列',
  },
  ja: {
    layoutEmptyEditor: '空の{0}：LayoutBlock のセルを追加してください。',
    layoutCellEmptyEditor: '空のセル：ブロックを追加してください。',
    layoutRow: '行',
    layoutColumn: '列',
  },
  en_US,
  ar: {
    layoutEmptyEditor: '{0} فارغ: أضف إليه خلايا LayoutBlock.',
    layoutCellEmptyEditor: 'خلية فارغة: أضف إليها كتلًا.',
    layoutRow: 'صف',
    layoutColumn: 'عمود',
  },
};

export function layoutText(locale: Locale, key: LayoutTextKey, ...values: (string | number)[]): string {
  return fillTemplate(LAYOUT_TEXTS[locale]?.[key] ?? LAYOUT_TEXTS.zh_TW[key], ...values);
}
