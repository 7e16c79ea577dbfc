// The canvas (issue 14 §2): the real blocks in editor mode (interaction disabled, mock content, no
// claims or votes sent), with hover and selection outlines; a click selects the block under it. Blocks
// are moved by drag and drop (any block with the pointer, the selected one from the keyboard), with the
// outline's rules: the place, or the rule that refuses it, is shown where the block would go.
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragStartEvent,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import type { BlueprintNode, PageType } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import type { PageTexts } from '@eventory/domain/page-texts';
import { catalogue } from '@eventory/blocks/catalogue';
import { findNode, type Placement } from './blueprint-tree.ts';
import { dropPlaces, placeAt, placeOf, stepPlace } from './canvas-drop.ts';
import { hitAt, markOf, type DropMark } from './canvas-geometry.ts';
import { CANVAS_HANDLE_ATTRIBUTE, CanvasDraggable } from './CanvasDraggable.tsx';
import { CanvasDropMark } from './CanvasDropMark.tsx';
import { catalogueBook } from './catalogue-book.ts';
import { attributeSelector, createEditorRegistry, NODE_ATTRIBUTE } from './editor-registry.tsx';
import { FramedPage } from './FramedPage.tsx';
import { tryMove, type Refusal } from './tree-rules.ts';
import { useProblemText } from './use-problem-text.ts';
import styles from './page-editor.module.css';
import './messages.ts';

const editorRegistry = createEditorRegistry(catalogue);

const nodeIdAt = (target: EventTarget | null): string | undefined =>
  target instanceof Element
    ? (target.closest(`[${NODE_ATTRIBUTE}]`)?.getAttribute(NODE_ATTRIBUTE) ?? undefined)
    : undefined;

/** The pointer sensor of the canvas: it starts only on a block that can move, or on the move button. */
class CanvasPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (
        event: ReactPointerEvent,
        options: PointerSensorOptions & { canStart?: (target: EventTarget | null) => boolean },
      ) =>
        options.canStart?.(event.nativeEvent.target) === true &&
        PointerSensor.activators.every((activator) => activator.handler(event, options)),
    },
  ];
}

interface CanvasDrag {
  activeId: string;
  place: Placement | undefined;
  mark: DropMark | undefined;
  keyboard: boolean;
}

const samePlace = (a: Placement | undefined, b: Placement | undefined) =>
  a?.parentId === b?.parentId && a?.index === b?.index;

const outlineRule = (id: string | undefined, rule: string) =>
  id ? `${attributeSelector(NODE_ATTRIBUTE, id)} > * { ${rule} }` : '';

export function EditorCanvas({
  tree,
  pageType,
  locale,
  dictionaries,
  selectedId,
  onSelect,
  onMove,
  onRefuse,
}: {
  tree: BlueprintNode;
  pageType: PageType;
  locale: Locale;
  /** The page's texts, which text props read by `{{key}}` (decision 0072). */
  dictionaries?: PageTexts;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onMove: (id: string, to: Placement) => void;
  onRefuse: (refusal: Refusal) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [hoveredId, setHoveredId] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<CanvasDrag>();
  // The drag as last set: dnd-kit's callbacks and the pointer listener run before the next render. Kept
  // after the drop, for the announcement dnd-kit asks for once the drop is handled.
  const dragNow = useRef<CanvasDrag>(undefined);
  const show = (next: CanvasDrag | undefined) => {
    dragNow.current = next;
    setDrag(next);
  };
  const movableId = selectedId !== undefined && selectedId !== tree.id ? selectedId : undefined;
  const typeOf = (id: string | undefined) => (id === undefined ? '' : (findNode(tree, id)?.type ?? id));

  const outcomeOf = (current: CanvasDrag | undefined) => {
    if (!current?.place) return undefined;
    const outcome = tryMove(tree, current.activeId, current.place, catalogueBook);
    return 'refused' in outcome
      ? { refused: outcome.refused, moved: false }
      : { refused: undefined, moved: outcome.tree !== tree };
  };
  const describe = (current: CanvasDrag | undefined) => {
    if (!current) return '';
    const outcome = outcomeOf(current);
    if (outcome?.refused) return problemText(outcome.refused);
    return current.place
      ? t('page-editor.announceOver', {
          type: typeOf(current.activeId),
          parent: typeOf(current.place.parentId),
          position: current.place.index + 1,
        })
      : t('page-editor.announceNowhere', { type: typeOf(current.activeId) });
  };
  const goTo = (current: CanvasDrag, place: Placement | undefined) => {
    if (samePlace(place, current.place)) return;
    const mark = place && box.current ? markOf(box.current, tree, current.activeId, place) : undefined;
    show({ ...current, place, mark });
  };

  const onHandle = (target: EventTarget | null) =>
    target instanceof Element && target.closest(`[${CANVAS_HANDLE_ATTRIBUTE}]`) !== null;
  const canStart = (target: EventTarget | null) => {
    const id = nodeIdAt(target);
    return onHandle(target) || (id !== undefined && id !== tree.id);
  };
  const start = ({ activatorEvent }: DragStartEvent) => {
    const keyboard = activatorEvent instanceof KeyboardEvent;
    const activeId =
      keyboard || onHandle(activatorEvent.target) ? movableId : nodeIdAt(activatorEvent.target);
    if (activeId === undefined || activeId === tree.id) {
      show(undefined);
      return;
    }
    const current = { activeId, place: undefined, mark: undefined, keyboard };
    if (keyboard) goTo(current, placeOf(tree, activeId));
    else show(current);
  };
  const followPointer = ({ clientX, clientY }: globalThis.PointerEvent) => {
    const current = dragNow.current;
    if (!current || !box.current) return;
    const hit = hitAt(box.current, tree, current.activeId, clientX, clientY);
    goTo(current, hit ? placeAt(tree, current.activeId, hit, catalogueBook) : undefined);
  };
  // The keyboard walks the places in reading order (up: the one before, down: the one after).
  const step = (event: KeyboardEvent) => {
    const current = dragNow.current;
    const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (!current || direction === 0) return;
    event.preventDefault();
    goTo(current, stepPlace(dropPlaces(tree, current.activeId, catalogueBook), current.place, direction));
  };
  const end = () => {
    const current = dragNow.current;
    const outcome = outcomeOf(current);
    setDrag(undefined);
    if (!current?.place || !outcome) return;
    if (outcome.refused) onRefuse(outcome.refused);
    else if (outcome.moved) onMove(current.activeId, current.place);
  };
  const announcements: Announcements = {
    onDragStart: () => t('page-editor.announcePickedUp', { type: typeOf(dragNow.current?.activeId) }),
    onDragOver: () => undefined,
    onDragEnd: () => {
      const outcome = outcomeOf(dragNow.current);
      return outcome?.refused
        ? problemText(outcome.refused)
        : t('page-editor.announceDropped', { type: typeOf(dragNow.current?.activeId) });
    },
    onDragCancel: () => t('page-editor.announceCancelled', { type: typeOf(dragNow.current?.activeId) }),
  };

  // Handlers that never change, calling the latest closures (the sensors keep their options).
  const latest = useRef({ canStart, step, followPointer });
  latest.current = { canStart, step, followPointer };
  const sensors = useSensors(
    useSensor(CanvasPointerSensor, {
      activationConstraint: { distance: 4 },
      canStart: (target: EventTarget | null) => latest.current.canStart(target),
    }),
    useSensor(KeyboardSensor, {
      coordinateGetter: (event) => {
        latest.current.step(event);
        return undefined;
      },
    }),
  );

  // A pointer drag follows the pointer: the block under it gives the place.
  const pointerDragId = drag && !drag.keyboard ? drag.activeId : undefined;
  useEffect(() => {
    if (pointerDragId === undefined) return;
    const follow = (event: globalThis.PointerEvent) => latest.current.followPointer(event);
    window.addEventListener('pointermove', follow);
    return () => window.removeEventListener('pointermove', follow);
  }, [pointerDragId]);

  // A block selected in the outline is brought into view here.
  useEffect(() => {
    if (!selectedId) return;
    const element = box.current?.querySelector(`${attributeSelector(NODE_ATTRIBUTE, selectedId)} > *`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  // Interaction is disabled: the canvas takes every click before the blocks and selects instead.
  const select = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const id = nodeIdAt(event.target);
    if (id) onSelect(id);
  };

  return (
    <div
      ref={box}
      className={styles.canvas}
      role="region"
      aria-label={t('page-editor.canvas')}
      data-testid="editor-canvas"
      onClickCapture={select}
      onSubmitCapture={(event) => event.preventDefault()}
      onMouseOver={(event) => setHoveredId(nodeIdAt(event.target))}
      onMouseLeave={() => setHoveredId(undefined)}
    >
      <style>
        {outlineRule(
          hoveredId !== selectedId ? hoveredId : undefined,
          'outline: 1px dashed #1677ff; outline-offset: -1px;',
        )}
        {outlineRule(selectedId, 'outline: 2px solid #1677ff; outline-offset: -2px;')}
      </style>
      <DndContext
        sensors={sensors}
        onDragStart={start}
        onDragEnd={end}
        onDragCancel={() => setDrag(undefined)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('page-editor.canvasDragInstructions') },
        }}
      >
        <CanvasDraggable selectedType={movableId === undefined ? undefined : typeOf(movableId)}>
          <FramedPage
            tree={tree}
            pageType={pageType}
            mode="editor"
            registry={editorRegistry}
            locale={locale}
            dictionaries={dictionaries}
          />
        </CanvasDraggable>
      </DndContext>
      {drag?.mark && (
        <CanvasDropMark
          mark={drag.mark}
          text={describe(drag)}
          refused={outcomeOf(drag)?.refused !== undefined}
          follow={drag.keyboard}
        />
      )}
      <div role="status" className={styles.visuallyHidden} data-testid="canvas-drop-status">
        {describe(drag)}
      </div>
    </div>
  );
}
