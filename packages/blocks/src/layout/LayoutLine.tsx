// Layout row and column (block catalogue §5: they hold only LayoutBlock cells). A row lays its cells side by
// side (mirrored right to left), a column one under another. Editor mode shows an empty one as a labelled area.
import type { CSSProperties } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { layoutAlign, type LayoutAlign } from './layout-aligns.ts';
import { layoutText } from './layout-texts.ts';
import styles from './layout.module.css';

export interface LayoutLineProps {
  /** Space between cells in px (default 8). */
  gap: number;
  /** Cross-axis alignment of the cells. */
  align: LayoutAlign;
  /** A row wraps its cells onto more lines when they do not fit. */
  wrap: boolean;
}

function LayoutLine({
  direction,
  props,
  node,
  children,
}: BlockRenderProps<LayoutLineProps> & { direction: 'row' | 'column' }) {
  const { mode, locale } = useRenderContext();
  const empty = (node.children ?? []).length === 0;
  const align = layoutAlign(props.align);
  const style: CSSProperties = {
    gap: `${Math.max(0, numberProp(props.gap, 8))}px`,
    alignItems: align === 'start' || align === 'end' ? `flex-${align}` : align,
    flexWrap: direction === 'row' && booleanProp(props.wrap, false) ? 'wrap' : 'nowrap',
  };
  const block = direction === 'row' ? 'LayoutRow' : 'LayoutColumn';
  return (
    <div className={`${styles.line} ${styles[direction]}`} style={style} data-block={block}>
      {mode === 'editor' && empty ? (
        <p className={styles.empty}>
          {layoutText(
            locale,
            'layoutEmptyEditor',
            layoutText(locale, direction === 'row' ? 'layoutRow' : 'layoutColumn'),
          )}
        </p>
      ) : (
        children
      )}
    </div>
  );
}

export function LayoutRow(props: BlockRenderProps<LayoutLineProps>) {
  return <LayoutLine direction="row" {...props} />;
}

export function LayoutColumn(props: BlockRenderProps<LayoutLineProps>) {
  return <LayoutLine direction="column" {...props} />;
}
