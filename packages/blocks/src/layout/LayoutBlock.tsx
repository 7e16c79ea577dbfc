// The LayoutBlock cell of a layout row or column: takes its share of the line by `flex`. Editor mode shows an
// empty cell as a labelled area.
import type { CSSProperties } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { layoutText } from './layout-texts.ts';
import styles from './layout.module.css';

export interface LayoutBlockProps {
  /** Share of the row or column (default 1; 0 = only as wide as the content). */
  flex: number;
  /** A CSS colour (background-color only, so no image can load from here). */
  backgroundColor: string;
  padding: string;
}

export function LayoutBlock({ props, node, children }: BlockRenderProps<LayoutBlockProps>) {
  const { mode, locale } = useRenderContext();
  const flex = Math.max(0, numberProp(props.flex, 1));
  const style: CSSProperties = { flex: flex === 0 ? '0 0 auto' : `${flex} 1 0%` };
  if (props.backgroundColor) style.backgroundColor = stringProp(props.backgroundColor);
  if (props.padding) style.padding = stringProp(props.padding);
  const empty = (node.children ?? []).length === 0;
  return (
    <div className={styles.cell} style={style} data-block="LayoutBlock">
      {mode === 'editor' && empty ? (
        <p className={styles.empty}>{layoutText(locale, 'layoutCellEmptyEditor')}</p>
      ) : (
        children
      )}
    </div>
  );
}
