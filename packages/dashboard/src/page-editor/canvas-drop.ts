// Where a block dragged on the canvas lands (issue 14 §2): before or after the block under the pointer,
// or inside it, and, for the keyboard, every place it could go in reading order. The rules that refuse
// a place are the outline's (`tryMove`). Pure: the canvas measures, this decides.
import type { RuleBook } from '@eventory/domain/block-validation';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { findNode, findParent, isWithin, type Placement } from './blueprint-tree.ts';
import { holdsChildren } from './tree-rules.ts';

/** The ids of a block's children once the dragged block has left (indexes of a move count these). */
export function childIdsWithout(tree: BlueprintNode, parentId: string, activeId: string): string[] {
  return (findNode(tree, parentId)?.children ?? [])
    .map((child) => child.id ?? '')
    .filter((id) => id !== activeId);
}

/** The place the block is in now; undefined for the root. */
export function placeOf(tree: BlueprintNode, id: string): Placement | undefined {
  const found = findParent(tree, id);
  return found ? { parentId: found.parent.id ?? '', index: found.index } : undefined;
}

/**
 * Every place the dragged block could be put, in reading order: each gap between the children of every
 * block that may hold children, the dragged block and what it holds left out. The keyboard walks these.
 */
export function dropPlaces(tree: BlueprintNode, activeId: string, book: RuleBook): Placement[] {
  const places: Placement[] = [];
  const visit = (node: BlueprintNode) => {
    if (node.id === activeId || !holdsChildren(node.type, book)) return;
    const children = (node.children ?? []).filter((child) => child.id !== activeId);
    children.forEach((child, index) => {
      places.push({ parentId: node.id ?? '', index });
      visit(child);
    });
    places.push({ parentId: node.id ?? '', index: children.length });
  };
  visit(tree);
  return places;
}

/** What the pointer is over on the canvas. */
export interface CanvasHit {
  /** The innermost block under the pointer. */
  id: string;
  /** Where the pointer is over that block, from its top (0) to its bottom (1). */
  at: number;
  /** How many of the block's children (the dragged one left out) sit above the pointer. */
  childrenAbove: number;
}

/** The share of a block's height, at its top and bottom, that means "before" and "after" it. */
const EDGE = 0.25;

/**
 * The place for a drop at `hit`: before the block (its top edge), after it (its bottom edge) or inside
 * it among its children (a block that may hold children); a block that holds none: before or after by
 * halves. Undefined over the dragged block itself or what it holds.
 */
export function placeAt(
  tree: BlueprintNode,
  activeId: string,
  hit: CanvasHit,
  book: RuleBook,
): Placement | undefined {
  const node = findNode(tree, hit.id);
  if (!node || isWithin(tree, hit.id, activeId)) return undefined;
  const inside = { parentId: hit.id, index: hit.childrenAbove };
  const around = findParent(tree, hit.id);
  if (!around) return holdsChildren(node.type, book) ? inside : undefined;
  const parentId = around.parent.id ?? '';
  const index = childIdsWithout(tree, parentId, activeId).indexOf(hit.id);
  const before = { parentId, index };
  const after = { parentId, index: index + 1 };
  if (!holdsChildren(node.type, book)) return hit.at < 0.5 ? before : after;
  if (hit.at < EDGE) return before;
  if (hit.at > 1 - EDGE) return after;
  return inside;
}

/** The next (step 1) or previous (step -1) place of `places` from `current`, which stays at the ends. */
export function stepPlace(
  places: readonly Placement[],
  current: Placement | undefined,
  step: 1 | -1,
): Placement | undefined {
  const at = current
    ? places.findIndex((p) => p.parentId === current.parentId && p.index === current.index)
    : -1;
  if (at < 0) return places[0];
  return places[Math.max(0, Math.min(places.length - 1, at + step))];
}
