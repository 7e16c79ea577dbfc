// The layout blocks' definitions: row and column hold only LayoutBlock cells (block catalogue §5); one split
// chunk for the three.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { LayoutBlockProps } from './LayoutBlock.tsx';
import type { LayoutLineProps } from './LayoutLine.tsx';

export const layoutRowBlock = defineBlock<LayoutLineProps>({
  name: 'LayoutRow',
  ...BLOCK_CATALOGUE.LayoutRow,
  load: () => import('./LayoutLine.tsx').then((m) => ({ default: m.LayoutRow })),
});

export const layoutColumnBlock = defineBlock<LayoutLineProps>({
  name: 'LayoutColumn',
  ...BLOCK_CATALOGUE.LayoutColumn,
  load: () => import('./LayoutLine.tsx').then((m) => ({ default: m.LayoutColumn })),
});

export const layoutBlockBlock = defineBlock<LayoutBlockProps>({
  name: 'LayoutBlock',
  ...BLOCK_CATALOGUE.LayoutBlock,
  load: () => import('./LayoutBlock.tsx').then((m) => ({ default: m.LayoutBlock })),
});
