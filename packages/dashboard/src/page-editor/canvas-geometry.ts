// The canvas measured for a drag (issue 14 §2): the block under a point, and the box that marks a place
// (a line before or after a block, or the whole block when the place is inside it, still empty). Boxes
// are in the canvas content's coordinates, so a mark scrolls with the blocks.
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Placement } from './blueprint-tree.ts';
import { childIdsWithout, type CanvasHit } from './canvas-drop.ts';
import { attributeSelector, NODE_ATTRIBUTE } from './editor-registry.tsx';

export interface CanvasBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where a place is shown: a line (height 0) or, inside an empty block, the block's box. */
export interface DropMark {
  box: CanvasBox;
  inside: boolean;
}

/** A framed block's own element (the frame has no box). */
const blockElement = (canvas: Element, id: string) =>
  canvas.querySelector(`${attributeSelector(NODE_ATTRIBUTE, id)} > *`);

function boxIn(canvas: HTMLElement, element: Element): CanvasBox {
  const rect = element.getBoundingClientRect();
  const frame = canvas.getBoundingClientRect();
  return {
    top: rect.top - frame.top + canvas.scrollTop,
    left: rect.left - frame.left + canvas.scrollLeft,
    width: rect.width,
    height: rect.height,
  };
}

/** The innermost block of the canvas under the viewport point (x, y), and where over it. */
export function hitAt(
  canvas: HTMLElement,
  tree: BlueprintNode,
  activeId: string,
  x: number,
  y: number,
): CanvasHit | undefined {
  for (const element of canvas.ownerDocument.elementsFromPoint(x, y)) {
    const frame = element.closest(`[${NODE_ATTRIBUTE}]`);
    const own = frame?.firstElementChild;
    if (!frame || !own || !canvas.contains(frame)) continue;
    const id = frame.getAttribute(NODE_ATTRIBUTE) ?? '';
    const rect = own.getBoundingClientRect();
    const childrenAbove = childIdsWithout(tree, id, activeId).filter((childId) => {
      const child = blockElement(canvas, childId)?.getBoundingClientRect();
      return child !== undefined && child.top + child.height / 2 < y;
    }).length;
    return { id, at: rect.height > 0 ? (y - rect.top) / rect.height : 0.5, childrenAbove };
  }
  return undefined;
}

/** How the place is marked: above the block it goes before, under the one it follows, or its parent. */
export function markOf(
  canvas: HTMLElement,
  tree: BlueprintNode,
  activeId: string,
  place: Placement,
): DropMark | undefined {
  const children = childIdsWithout(tree, place.parentId, activeId);
  const next = children[place.index];
  const nextElement = next === undefined ? null : blockElement(canvas, next);
  if (nextElement) return { box: { ...boxIn(canvas, nextElement), height: 0 }, inside: false };
  const previous = children[place.index - 1];
  const previousElement = previous === undefined ? null : blockElement(canvas, previous);
  if (previousElement) {
    const box = boxIn(canvas, previousElement);
    return { box: { ...box, top: box.top + box.height, height: 0 }, inside: false };
  }
  const parent = blockElement(canvas, place.parentId);
  return parent ? { box: boxIn(canvas, parent), inside: true } : undefined;
}
