// One block in the outline: selectable, draggable by its handle (pointer or keyboard, dnd-kit), and
// marked when it breaks rules (each one in its tooltip). Plain elements only: every rendered row renders again at each step of a
// drag. One line of a fixed height, so the virtualized outline knows where each row is without measuring.
import { memo, type KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { OutlineRow } from './blueprint-tree.ts';
import { INDENT_PX } from './outline-drop.ts';
import styles from './page-editor.module.css';
import './messages.ts';

/** The height of one outline row (the `.outlineRow` style). */
export const OUTLINE_ROW_PX = 28;

export const OutlineItem = memo(function OutlineItem({
  row,
  setSize,
  depth,
  selected,
  problems,
  expanded,
  dropRefused,
  onSelect,
  onToggle,
  onKeyDown,
}: {
  row: OutlineRow;
  /** How many blocks the row's parent holds (only the rows in view exist, so it is told). */
  setSize: number;
  /** The depth shown: the projected one while the row is being dragged. */
  depth: number;
  selected: boolean;
  /** The rules the block breaks, in words; undefined or empty when it keeps them all. */
  problems: readonly string[] | undefined;
  /** Undefined for a block without children. */
  expanded: boolean | undefined;
  dropRefused: boolean;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: OutlineRow) => void;
}) {
  const { t } = useTranslation();
  const root = row.depth === 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, disabled: root });
  const classes = [
    styles.outlineRow,
    selected ? styles.outlineSelected : '',
    isDragging ? styles.outlineDragging : '',
    isDragging && dropRefused ? styles.outlineRefused : '',
  ].join(' ');
  return (
    <li
      ref={setNodeRef}
      role="none"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`outline-${row.id}`}
    >
      <div
        role="treeitem"
        aria-level={depth + 1}
        aria-posinset={row.index + 1}
        aria-setsize={setSize}
        aria-selected={selected}
        aria-expanded={expanded}
        tabIndex={selected ? 0 : -1}
        className={classes}
        style={{ paddingInlineStart: 4 + depth * INDENT_PX }}
        data-outline-id={row.id}
        onClick={() => onSelect(row.id)}
        onKeyDown={(event) => onKeyDown(event, row)}
      >
        {!root && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.dragHandle}
            aria-label={t('page-editor.dragBlock', { type: row.type })}
            {...attributes}
            {...listeners}
            tabIndex={selected ? 0 : -1}
          >
            <span aria-hidden>⠿</span>
          </button>
        )}
        {expanded !== undefined && (
          <button
            type="button"
            tabIndex={-1}
            className={styles.outlineToggle}
            aria-label={t(expanded ? 'page-editor.collapseBlock' : 'page-editor.expandBlock', {
              type: row.type,
            })}
            onClick={(event) => {
              event.stopPropagation();
              onToggle(row.id);
            }}
          >
            <span aria-hidden>{expanded ? '▾' : '▸'}</span>
          </button>
        )}
        <span className={styles.outlineType} data-outline-type>
          {row.type}
        </span>
        {row.childCount > 0 && <span className={styles.outlineCount}>{row.childCount}</span>}
        {problems && problems.length > 0 && (
          <span
            className={styles.outlineProblem}
            role="img"
            aria-label={problems.join(' ')}
            title={problems.join('\n')}
          >
            ⚠{problems.length > 1 ? ` ${problems.length}` : ''}
          </span>
        )}
      </div>
    </li>
  );
});
