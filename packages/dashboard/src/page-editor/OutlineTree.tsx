// The outline of the blueprint (issue 14 §2): every block in reading order, selected by click or arrow
// keys, moved by drag and drop (pointer or keyboard, @dnd-kit) or Alt+arrows; a drop the structural rules
// refuse is explained while dragging and after. Virtualized (issue 14 §5): only the rows in view (and a
// few either side) exist, so a drag in a 500-block outline renders and measures tens of rows, not all.
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragMoveEvent,
  type DragStartEvent,
  type SensorDescriptor,
  type SensorOptions,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import {
  ancestry,
  findNode,
  flattenTree,
  isWithin,
  type OutlineRow,
  type Placement,
} from './blueprint-tree.ts';
import { catalogueBook } from './catalogue-book.ts';
import { attributeSelector } from './editor-registry.tsx';
import { INDENT_PX, projectDrop } from './outline-drop.ts';
import { OUTLINE_ROW_PX, OutlineItem } from './OutlineItem.tsx';
import { tryMove, type Refusal } from './tree-rules.ts';
import { useProblemText } from './use-problem-text.ts';
import styles from './page-editor.module.css';
import './messages.ts';

interface Drag {
  activeId: string;
  overId: string | undefined;
  levels: number;
}

/** Where a keyboard move (Alt+arrow) sends a row, or undefined when it cannot go that way. */
export function keyboardMove(
  rows: readonly OutlineRow[],
  row: OutlineRow,
  key: string,
): Placement | undefined {
  if (row.parentId === undefined) return undefined;
  const siblings = rows.filter((r) => r.parentId === row.parentId);
  if (key === 'ArrowUp') return row.index > 0 ? { parentId: row.parentId, index: row.index - 1 } : undefined;
  if (key === 'ArrowDown')
    return row.index < siblings.length - 1 ? { parentId: row.parentId, index: row.index + 1 } : undefined;
  if (key === 'ArrowRight') {
    const previous = siblings.find((r) => r.index === row.index - 1);
    return previous ? { parentId: previous.id, index: previous.childCount } : undefined;
  }
  if (key === 'ArrowLeft') {
    const parent = rows.find((r) => r.id === row.parentId);
    if (!parent || parent.parentId === undefined) return undefined;
    return { parentId: parent.parentId, index: parent.index + 1 };
  }
  return undefined;
}

/** Rows rendered beyond each edge of the outline's view: room for a keyboard step or a pointer drag. */
const OVERSCAN_ROWS = 10;

const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

const sameRow = (a: OutlineRow, b: OutlineRow) =>
  a.type === b.type &&
  a.depth === b.depth &&
  a.parentId === b.parentId &&
  a.index === b.index &&
  a.childCount === b.childCount;

export function OutlineTree({
  tree,
  selectedId,
  problems,
  onSelect,
  onMove,
  onRefuse,
  onRemove,
}: {
  tree: BlueprintNode;
  selectedId: string | undefined;
  /** Block id → what rule it breaks, in words. */
  problems: ReadonlyMap<string, readonly string[]>;
  onSelect: (id: string) => void;
  onMove: (id: string, to: Placement) => void;
  onRefuse: (refusal: Refusal) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [drag, setDrag] = useState<Drag>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  // While a block is dragged its children travel with it, hidden.
  const draggedId = drag?.activeId;
  const hidden = useMemo(
    () => (draggedId ? new Set([...collapsed, draggedId]) : collapsed),
    [collapsed, draggedId],
  );
  // A block selected elsewhere (the canvas) is shown: its collapsed ancestors open.
  useEffect(() => {
    if (!selectedId) return;
    const above = ancestry(tree, selectedId)
      .slice(0, -1)
      .map((node) => node.id);
    setCollapsed((before) =>
      above.some((id) => id !== undefined && before.has(id))
        ? new Set([...before].filter((id) => !above.includes(id)))
        : before,
    );
  }, [selectedId, tree]);
  const toggle = (id: string) => {
    // Collapsing the block that holds the selection selects the block itself.
    if (!collapsed.has(id) && selectedId && selectedId !== id && isWithin(tree, selectedId, id)) onSelect(id);
    setCollapsed((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  // Rows that did not change keep their object, so their (memoized) items do not render again on an edit.
  const previousRows = useRef(new Map<string, OutlineRow>());
  const rows = useMemo(() => {
    const next = flattenTree(tree, hidden).map((row) => {
      const before = previousRows.current.get(row.id);
      return before && sameRow(before, row) ? before : row;
    });
    previousRows.current = new Map(next.map((row) => [row.id, row]));
    return next;
  }, [tree, hidden]);
  const idList = rows.map((r) => r.id).join('\n');
  const itemIds = useMemo(() => idList.split('\n'), [idList]);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The dragged row stays rendered while it is scrolled out of view (dnd-kit holds its node).
  const activeIndex = draggedId === undefined ? -1 : rows.findIndex((row) => row.id === draggedId);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => OUTLINE_ROW_PX,
    overscan: OVERSCAN_ROWS,
    // A scroll renders the new rows with the next update, not synchronously inside the scroll event.
    useFlushSync: false,
    // An outline not laid out yet (no height) shows a window's height of rows.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
    initialRect: { width: 0, height: window.innerHeight },
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex < 0 || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((a, b) => a - b);
    },
  });
  const items = virtualizer.getVirtualItems();
  // A row asked to take the focus (arrow keys, Home/End) takes it once it is rendered.
  const focusWanted = useRef<string>(undefined);
  useEffect(() => {
    const id = focusWanted.current;
    const element = id && document.querySelector<HTMLElement>(attributeSelector('data-outline-id', id));
    if (element) {
      focusWanted.current = undefined;
      element.focus();
    }
  });
  // The selected block's row is scrolled into view (selected on the canvas, or moved).
  const selectedIndex = selectedId === undefined ? -1 : rows.findIndex((row) => row.id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex);
  }, [selectedIndex, virtualizer]);

  // Where the drag would put the block and the rule that refuses it. The announcements ask with the
  // event's own over and the latest sideways offset: they come before this renders with the new state.
  const outcomeOf = (activeId: string, overId: string | undefined, levels: number) => {
    const projection = overId ? projectDrop(rows, activeId, overId, levels) : undefined;
    const outcome = projection ? tryMove(tree, activeId, projection, catalogueBook) : undefined;
    return { projection, refusal: outcome && 'refused' in outcome ? outcome.refused : undefined };
  };
  const { projection, refusal } = drag
    ? outcomeOf(drag.activeId, drag.overId, drag.levels)
    : { projection: undefined, refusal: undefined };
  const levels = useRef(0);

  const typeOf = (id: unknown) => (typeof id === 'string' ? (findNode(tree, id)?.type ?? id) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('page-editor.announcePickedUp', { type: typeOf(active.id) }),
    onDragOver: ({ active, over }) => {
      const now = outcomeOf(String(active.id), over ? String(over.id) : undefined, levels.current);
      if (now.refusal) return problemText(now.refusal);
      return now.projection
        ? t('page-editor.announceOver', {
            type: typeOf(active.id),
            parent: typeOf(now.projection.parentId),
            position: now.projection.index + 1,
          })
        : t('page-editor.announceNowhere', { type: typeOf(active.id) });
    },
    onDragEnd: ({ active }) =>
      refusal ? problemText(refusal) : t('page-editor.announceDropped', { type: typeOf(active.id) }),
    onDragCancel: ({ active }) => t('page-editor.announceCancelled', { type: typeOf(active.id) }),
  };

  const start = ({ active }: DragStartEvent) => {
    levels.current = 0;
    setDrag({ activeId: String(active.id), overId: String(active.id), levels: 0 });
  };
  const follow = ({ active, over, delta }: DragMoveEvent) => {
    levels.current = Math.round(delta.x / INDENT_PX);
    setDrag({
      activeId: String(active.id),
      overId: over ? String(over.id) : undefined,
      levels: levels.current,
    });
  };
  const end = () => {
    if (drag && projection) {
      if (refusal) onRefuse(refusal);
      else onMove(drag.activeId, projection);
    }
    setDrag(undefined);
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>, row: OutlineRow) => {
    const position = rows.findIndex((r) => r.id === row.id);
    const focus = (id: string | undefined) => {
      if (!id) return;
      onSelect(id);
      // The row of the selected block takes the focus once rendered with tabIndex 0 (the effect above).
      focusWanted.current = id;
    };
    if (event.altKey && event.key.startsWith('Arrow')) {
      event.preventDefault();
      const to = keyboardMove(rows, row, event.key);
      if (to) {
        onMove(row.id, to);
        focus(row.id);
      }
      return;
    }
    const open = row.childCount > 0 && !collapsed.has(row.id);
    if (event.key === 'ArrowRight' && row.childCount > 0) {
      if (open) focus(rows[position + 1]?.id);
      else toggle(row.id);
    } else if (event.key === 'ArrowLeft') {
      if (open) toggle(row.id);
      else focus(row.parentId);
    } else if (event.key === 'ArrowDown') focus(rows[position + 1]?.id);
    else if (event.key === 'ArrowUp') focus(rows[position - 1]?.id);
    else if (event.key === 'Home') focus(rows[0]?.id);
    else if (event.key === 'End') focus(rows.at(-1)?.id);
    else if (event.key === 'Delete') onRemove(row.id);
    else return;
    event.preventDefault();
  };

  // Handlers that never change, calling the latest closures: the list below renders again only when
  // its rows, the selection, the problems or the drag change, not on every edit of a prop.
  const latest = useRef({ start, follow, end, keyDown, announcements, toggle });
  latest.current = { start, follow, end, keyDown, announcements, toggle };
  const stable = useMemo(
    () => ({
      start: (event: DragStartEvent) => latest.current.start(event),
      follow: (event: DragMoveEvent) => latest.current.follow(event),
      end: () => latest.current.end(),
      cancel: () => setDrag(undefined),
      toggle: (id: string) => latest.current.toggle(id),
      keyDown: (event: KeyboardEvent<HTMLDivElement>, row: OutlineRow) => latest.current.keyDown(event, row),
      announcements: {
        onDragStart: (a) => latest.current.announcements.onDragStart(a),
        onDragOver: (a) => latest.current.announcements.onDragOver(a),
        onDragEnd: (a) => latest.current.announcements.onDragEnd(a),
        onDragCancel: (a) => latest.current.announcements.onDragCancel(a),
      } satisfies Announcements,
    }),
    [],
  );

  return (
    <nav aria-label={t('page-editor.outline')} className={styles.outline}>
      <OutlineList
        scroller={scroller}
        rows={rows}
        items={items}
        totalSize={virtualizer.getTotalSize()}
        itemIds={itemIds}
        selectedId={selectedId}
        problems={problems}
        collapsed={collapsed}
        activeId={drag?.activeId}
        activeDepth={projection?.depth}
        refused={refusal !== undefined}
        sensors={sensors}
        handlers={stable}
        instructions={t('page-editor.dragInstructions')}
        label={t('page-editor.outline')}
        onSelect={onSelect}
      />
      {drag && refusal && (
        <Alert type="error" showIcon role="alert" data-testid="drop-refused" message={problemText(refusal)} />
      )}
    </nav>
  );
}

interface OutlineListProps {
  scroller: RefObject<HTMLDivElement | null>;
  rows: readonly OutlineRow[];
  /** The rows rendered: those in view, a few either side, and the dragged one. */
  items: VirtualItem[];
  totalSize: number;
  itemIds: string[];
  selectedId: string | undefined;
  problems: ReadonlyMap<string, readonly string[]>;
  collapsed: ReadonlySet<string>;
  activeId: string | undefined;
  activeDepth: number | undefined;
  refused: boolean;
  sensors: SensorDescriptor<SensorOptions>[];
  handlers: {
    start: (event: DragStartEvent) => void;
    follow: (event: DragMoveEvent) => void;
    end: () => void;
    cancel: () => void;
    toggle: (id: string) => void;
    keyDown: (event: KeyboardEvent<HTMLDivElement>, row: OutlineRow) => void;
    announcements: Announcements;
  };
  instructions: string;
  label: string;
  onSelect: (id: string) => void;
}

const OutlineList = memo(function OutlineList({
  scroller,
  rows,
  items,
  totalSize,
  itemIds,
  selectedId,
  problems,
  collapsed,
  activeId,
  activeDepth,
  refused,
  sensors,
  handlers,
  instructions,
  label,
  onSelect,
}: OutlineListProps) {
  const rowById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={handlers.start}
      onDragMove={handlers.follow}
      onDragOver={handlers.follow}
      onDragEnd={handlers.end}
      onDragCancel={handlers.cancel}
      accessibility={{
        announcements: handlers.announcements,
        screenReaderInstructions: { draggable: instructions },
      }}
    >
      <SortableContext items={itemIds} strategy={verticalListSortingStrategy}>
        <div ref={scroller} className={styles.outlineScroll}>
          <ul
            role="tree"
            aria-label={label}
            className={styles.outlineList}
            style={{
              paddingBlockStart: items[0]?.start ?? 0,
              paddingBlockEnd: totalSize - (items.at(-1)?.end ?? 0),
            }}
          >
            {items.map(({ index }) => {
              const row = rows[index] as OutlineRow;
              return (
                <OutlineItem
                  key={row.id}
                  row={row}
                  setSize={row.parentId === undefined ? 1 : (rowById.get(row.parentId)?.childCount ?? 1)}
                  depth={activeId === row.id && activeDepth !== undefined ? activeDepth : row.depth}
                  selected={row.id === selectedId}
                  problems={problems.get(row.id)}
                  expanded={row.childCount > 0 ? !collapsed.has(row.id) : undefined}
                  dropRefused={activeId === row.id && refused}
                  onSelect={onSelect}
                  onToggle={handlers.toggle}
                  onKeyDown={handlers.keyDown}
                />
              );
            })}
          </ul>
        </div>
      </SortableContext>
    </DndContext>
  );
});
