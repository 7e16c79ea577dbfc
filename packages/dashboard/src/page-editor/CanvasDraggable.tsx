// What can be dragged on the canvas (issue 14 §2): any block, with the pointer, and the selected block
// from the keyboard through the bar's move button (Space or Enter picks it up). One dnd-kit draggable:
// which block moves is decided when the drag starts.
import type { KeyboardEventHandler, PointerEventHandler, ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import styles from './page-editor.module.css';
import './messages.ts';

export const CANVAS_DRAG_ID = 'canvas-block';

/** The attribute of the move button: a drag started there moves the selected block. */
export const CANVAS_HANDLE_ATTRIBUTE = 'data-canvas-handle';

export function CanvasDraggable({
  selectedType,
  children,
}: {
  /** The selected block's type when it can be moved (not the page itself). */
  selectedType: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: CANVAS_DRAG_ID });
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  return (
    <>
      {/* Always there, of one height: selecting a block does not shift the page's layout. */}
      <div className={styles.canvasBar}>
        {selectedType !== undefined && (
          <button
            type="button"
            ref={(element) => {
              setNodeRef(element);
              setActivatorNodeRef(element);
            }}
            className={styles.canvasHandle}
            {...{ [CANVAS_HANDLE_ATTRIBUTE]: '' }}
            {...attributes}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
          >
            <span aria-hidden>⠿ </span>
            {t('page-editor.canvasDragBlock', { type: selectedType })}
          </button>
        )}
      </div>
      <div className={styles.canvasBlocks} onPointerDown={onPointerDown}>
        {children}
      </div>
    </>
  );
}
