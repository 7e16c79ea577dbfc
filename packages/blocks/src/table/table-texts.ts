// Texts of the table blocks in the six UI locales.
import type { Locale } from '@eventory/domain/locales';

const en_US = {
  tableLabel: 'Table',
  tableEmptyEditor: 'Table: add a Table.Body holding at least one Table.Row of Table.Col cells.',
  tableCellEditor: 'Cell',
} as const;

export type TableTextKey = keyof typeof en_US;

export const TABLE_TEXTS: Record<Locale, Record<TableTextKey, string>> = {
  zh_TW: {
    tableLabel: '表格',
    tableEmptyEditor: '表格：請加入 Table.Body，並至少放入一列 Table.Row 與 Table.Col 儲存格。',
    tableCellEditor: '儲存格',
  },
  zh_HK: {
    tableLabel: '表格',
    tableEmptyEditor: '表格：請加入 Table.Body，並至少放入一行 Table.Row 及 Table.Col 儲存格。',
    tableCellEditor: '儲存格',
  },
  zh_CN: {
    tableLabel: '表格',
    tableEmptyEditor: '表格：请添加 Table.Body，并至少放入一行 Table.Row 和 Table.Col 单元格。',
    tableCellEditor: '单元格',
  },
  ja: {
    tableLabel: '表',
    tableEmptyEditor: '表：Table.Body を追加し、Table.Col のセルを持つ Table.Row を1行以上入れてください。',
    tableCellEditor: 'セル',
  },
  en_US,
  ar: {
    tableLabel: 'جدول',
    tableEmptyEditor: 'الجدول: أضف Table.Body يضم صفًا واحدًا على الأقل من Table.Row بخلايا Table.Col.',
    tableCellEditor: 'خلية',
  },
};

export const tableText = (locale: Locale, key: TableTextKey): string => TABLE_TEXTS[locale][key];
