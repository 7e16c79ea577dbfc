// The table blocks' definitions (block catalogue §1, §5): all six share one split chunk (TableFamily.ts).
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { TableColProps } from './TableCol.tsx';
import type { TableProps } from './Table.tsx';

const family = () => import('./TableFamily.ts');

export const tableBlock = defineBlock<TableProps>({
  name: 'Table',
  load: () => family().then((m) => ({ default: m.Table })),
  defaultProps: { caption: '', bordered: true, striped: false },
  rules: BLOCK_RULES.Table,
  fields: {
    caption: { kind: 'text', label: 'Caption (also the name screen readers read)' },
    bordered: { kind: 'boolean', label: 'Cell borders' },
    striped: { kind: 'boolean', label: 'Striped body rows' },
  },
});

export const tableHeaderBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Header',
  load: () => family().then((m) => ({ default: m.TableHeader })),
  rules: BLOCK_RULES['Table.Header'],
});

export const tableBodyBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Body',
  load: () => family().then((m) => ({ default: m.TableBody })),
  rules: BLOCK_RULES['Table.Body'],
});

export const tableFooterBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Footer',
  load: () => family().then((m) => ({ default: m.TableFooter })),
  rules: BLOCK_RULES['Table.Footer'],
});

export const tableRowBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Row',
  load: () => family().then((m) => ({ default: m.TableRow })),
  rules: BLOCK_RULES['Table.Row'],
});

export const tableColBlock = defineBlock<TableColProps>({
  name: 'Table.Col',
  load: () => family().then((m) => ({ default: m.TableCol })),
  defaultProps: { text: '', align: 'start', colSpan: 1, rowSpan: 1 },
  rules: BLOCK_RULES['Table.Col'],
  fields: {
    text: { kind: 'text', label: 'Text' },
    align: { kind: 'select', label: 'Align', options: ['start', 'center', 'end'] },
    colSpan: { kind: 'number', label: 'Columns spanned (1-50)' },
    rowSpan: { kind: 'number', label: 'Rows spanned (1-50)' },
  },
});
