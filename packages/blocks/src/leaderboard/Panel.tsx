// The Panel block: a card holding a podium or a board (the daily container's Panel).
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import type { PanelProps } from './widget-props.ts';
import styles from './widgets.module.css';

/** A card holding a podium or a board (the daily container's Panel). */
export function Panel({ props, children }: BlockRenderProps<PanelProps>) {
  const title = stringProp(props.title).trim();
  return (
    <section className={styles.panel} data-block="Panel" aria-label={title || undefined}>
      {title && <h3 className={styles.panelTitle}>{title}</h3>}
      {children}
    </section>
  );
}
