// The table blocks' definitions (block catalogue §1, §5): all six share one split chunk (TableFamily.ts).
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { TableColProps } from './TableCol.tsx';
import type { TableProps } from './Table.tsx';

const family = () => import('./TableFamily.ts');

export const tableBlock = defineBlock<TableProps>({
  name: 'Table',
  ...BLOCK_CATALOGUE.Table,
  load: () => family().then((m) => ({ default: m.Table })),
});

export const tableHeaderBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Header',
  ...BLOCK_CATALOGUE['Table.Header'],
  load: () => family().then((m) => ({ default: m.TableHeader })),
});

export const tableBodyBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Body',
  ...BLOCK_CATALOGUE['Table.Body'],
  load: () => family().then((m) => ({ default: m.TableBody })),
});

export const tableFooterBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Footer',
  ...BLOCK_CATALOGUE['Table.Footer'],
  load: () => family().then((m) => ({ default: m.TableFooter })),
});

export const tableRowBlock = defineBlock<Record<string, unknown>>({
  name: 'Table.Row',
  ...BLOCK_CATALOGUE['Table.Row'],
  load: () => family().then((m) => ({ default: m.TableRow })),
});

export const tableColBlock = defineBlock<TableColProps>({
  name: 'Table.Col',
  ...BLOCK_CATALOGUE['Table.Col'],
  load: () => family().then((m) => ({ default: m.TableCol })),
});
