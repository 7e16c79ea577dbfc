// Where a block dragged on the canvas would go (issue 14 §2): a line between blocks or the outline of an
// empty block, with the place or the rule that refuses it written right there.
import { useEffect, useRef } from 'react';
import type { DropMark } from './canvas-geometry.ts';
import styles from './page-editor.module.css';

export function CanvasDropMark({
  mark,
  text,
  refused,
  follow,
}: {
  mark: DropMark;
  text: string;
  refused: boolean;
  /** Scroll the mark into view (a keyboard drag steps through places out of sight). */
  follow: boolean;
}) {
  const line = useRef<HTMLDivElement>(null);
  const { top, left, width, height } = mark.box;
  useEffect(() => {
    if (follow) line.current?.scrollIntoView?.({ block: 'nearest' });
  }, [follow, top, left]);
  return (
    <>
      <div
        ref={line}
        aria-hidden
        className={`${mark.inside ? styles.dropInside : styles.dropLine} ${refused ? styles.dropRefused : ''}`}
        style={{ top, left, width, height }}
      />
      <div
        aria-hidden
        className={`${styles.dropLabel} ${refused ? styles.dropLabelRefused : ''}`}
        style={{ top: top + height + 2, left }}
        data-testid={refused ? 'canvas-drop-refused' : 'canvas-drop'}
      >
        {text}
      </div>
    </>
  );
}
