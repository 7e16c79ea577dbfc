// The layout blocks' definitions: row and column hold only LayoutBlock cells (block catalogue §5); one split
// chunk for the three.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { LayoutBlockProps } from './LayoutBlock.tsx';
import { LAYOUT_ALIGNS } from './layout-aligns.ts';
import type { LayoutLineProps } from './LayoutLine.tsx';

const lineFields = {
  gap: { kind: 'number', label: 'Gap between cells (px)' },
  align: { kind: 'select', label: 'Align cells', options: LAYOUT_ALIGNS },
  wrap: { kind: 'boolean', label: 'Wrap onto more lines (rows only)' },
} as const;

export const layoutRowBlock = defineBlock<LayoutLineProps>({
  name: 'LayoutRow',
  load: () => import('./LayoutLine.tsx').then((m) => ({ default: m.LayoutRow })),
  defaultProps: { gap: 8, align: 'stretch', wrap: false },
  rules: BLOCK_RULES.LayoutRow,
  fields: lineFields,
});

export const layoutColumnBlock = defineBlock<LayoutLineProps>({
  name: 'LayoutColumn',
  load: () => import('./LayoutLine.tsx').then((m) => ({ default: m.LayoutColumn })),
  defaultProps: { gap: 8, align: 'stretch', wrap: false },
  rules: BLOCK_RULES.LayoutColumn,
  fields: lineFields,
});

export const layoutBlockBlock = defineBlock<LayoutBlockProps>({
  name: 'LayoutBlock',
  load: () => import('./LayoutBlock.tsx').then((m) => ({ default: m.LayoutBlock })),
  defaultProps: { flex: 1, backgroundColor: '', padding: '' },
  rules: BLOCK_RULES.LayoutBlock,
  fields: {
    flex: { kind: 'number', label: 'Share of the row or column (0 = as wide as its content)' },
    backgroundColor: { kind: 'text', label: 'Background colour (CSS)' },
    padding: { kind: 'text', label: 'Padding (CSS)' },
  },
});
