// Table.Col: one cell, holding its text and any blocks placed in it. In the header it is a column heading.
// Editor mode marks an empty cell so the author can see and select it.
import { Children } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useTableSection } from './table-section.ts';
import { tableText } from './table-texts.ts';
import styles from './table.module.css';

export interface TableColProps {
  text: string;
  align: 'start' | 'center' | 'end';
  colSpan: number;
  rowSpan: number;
}

const ALIGNS = new Set(['start', 'center', 'end']);
/** Spans beyond this are an author's typo, not a table. */
const MAX_SPAN = 50;
const span = (value: unknown) => Math.min(MAX_SPAN, Math.max(1, Math.trunc(numberProp(value, 1))));

export function TableCol({ props, children }: BlockRenderProps<TableColProps>) {
  const { mode, locale } = useRenderContext();
  const section = useTableSection();
  const text = stringProp(props.text);
  const align = ALIGNS.has(String(props.align)) ? String(props.align) : 'start';
  const empty = !text && Children.count(children) === 0;
  const content = (
    <>
      {text ? <span dir="auto">{text}</span> : null}
      {children}
      {empty && mode === 'editor' ? (
        <span className={styles.cellPlaceholder}>{tableText(locale, 'tableCellEditor')}</span>
      ) : null}
    </>
  );
  const cell = {
    colSpan: span(props.colSpan),
    rowSpan: span(props.rowSpan),
    style: { textAlign: align as 'start' | 'center' | 'end' },
  };
  return section === 'header' ? (
    <th scope="col" {...cell}>
      {content}
    </th>
  ) : (
    <td {...cell}>{content}</td>
  );
}
