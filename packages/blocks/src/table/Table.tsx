// Table (block catalogue §1, §5; decision 0063): header, body (at least one row), footer, rows and cells.
// The table scrolls sideways inside its own region when it is wider than the page.
import { Children } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { tableText } from './table-texts.ts';
import styles from './table.module.css';

export interface TableProps {
  /** Shown above the table and read as its name. */
  caption: string;
  bordered: boolean;
  striped: boolean;
}

export function Table({ props, children }: BlockRenderProps<TableProps>) {
  const { mode, locale } = useRenderContext();
  const caption = stringProp(props.caption).trim();
  if (Children.count(children) === 0) {
    return mode === 'editor' ? (
      <div className={styles.empty} data-block="Table">
        {tableText(locale, 'tableEmptyEditor')}
      </div>
    ) : null;
  }
  const classes = [
    styles.table,
    booleanProp(props.bordered, true) ? styles.bordered : '',
    booleanProp(props.striped, false) ? styles.striped : '',
  ].join(' ');
  return (
    <div
      className={styles.scroller}
      data-block="Table"
      role="region"
      aria-label={caption || tableText(locale, 'tableLabel')}
      // A wide table must be scrollable from the keyboard too.
      tabIndex={0}
    >
      <table className={classes}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
