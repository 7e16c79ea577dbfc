// Pure operations on a page blueprint (issue 14 §2, §6): every node addressed by its id, every change
// answered as a new tree. Only the nodes on the path to a change are copied, so unchanged subtrees keep
// their identity (the history and the canvas rely on it).
import type { BlueprintNode } from '@eventory/domain/blueprint';

/** Makes a fresh block id; tests pass a counter. */
export type MakeId = () => string;

export const makeBlockId: MakeId = () => `b-${Math.random().toString(36).slice(2, 10)}`;

/** Where a node sits: its parent's id (undefined at the root) and its index among the parent's children. */
export interface Placement {
  parentId: string;
  index: number;
}

/** Every node with an id, unique in the tree: missing or repeated ids are replaced. */
export function withIds(tree: BlueprintNode, makeId: MakeId = makeBlockId): BlueprintNode {
  const seen = new Set<string>();
  const visit = (node: BlueprintNode): BlueprintNode => {
    let id = node.id;
    if (!id || seen.has(id)) {
      do id = makeId();
      while (seen.has(id));
    }
    seen.add(id);
    const children = node.children?.map(visit);
    const changed =
      id !== node.id || (children !== undefined && children.some((c, i) => c !== node.children?.[i]));
    if (!changed) return node;
    return children ? { ...node, id, children } : { ...node, id };
  };
  return visit(tree);
}

export function countBlocks(node: BlueprintNode): number {
  return 1 + (node.children ?? []).reduce((n, child) => n + countBlocks(child), 0);
}

export function findNode(tree: BlueprintNode, id: string): BlueprintNode | undefined {
  if (tree.id === id) return tree;
  for (const child of tree.children ?? []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The node's parent and its index there; undefined for the root or an unknown id. */
export function findParent(
  tree: BlueprintNode,
  id: string,
): { parent: BlueprintNode; index: number } | undefined {
  const children = tree.children ?? [];
  const index = children.findIndex((child) => child.id === id);
  if (index >= 0) return { parent: tree, index };
  for (const child of children) {
    const found = findParent(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The chain of nodes from the root down to the node (both included); empty for an unknown id. */
export function ancestry(tree: BlueprintNode, id: string): BlueprintNode[] {
  if (tree.id === id) return [tree];
  for (const child of tree.children ?? []) {
    const below = ancestry(child, id);
    if (below.length > 0) return [tree, ...below];
  }
  return [];
}

/** The server's way of naming a block (`children.2.children.0`); '' is the root. */
export function blockPath(tree: BlueprintNode, id: string): string | undefined {
  const chain = ancestry(tree, id);
  if (chain.length === 0) return undefined;
  const parts: string[] = [];
  for (let i = 1; i < chain.length; i++) {
    const index = chain[i - 1]?.children?.indexOf(chain[i] as BlueprintNode) ?? -1;
    parts.push(`children.${index}`);
  }
  return parts.join('.');
}

/** Rebuilds the path to the node with `id`, replacing it by `change(node)`; the same tree if not found. */
function replaceNode(
  tree: BlueprintNode,
  id: string,
  change: (node: BlueprintNode) => BlueprintNode,
): BlueprintNode {
  if (tree.id === id) return change(tree);
  const children = tree.children;
  if (!children) return tree;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as BlueprintNode;
    const next = replaceNode(child, id, change);
    if (next !== child) {
      const copy = children.slice();
      copy[i] = next;
      return { ...tree, children: copy };
    }
  }
  return tree;
}

/** `node` inserted as child `index` of `parentId` (clamped to the ends). */
export function insertNode(
  tree: BlueprintNode,
  { parentId, index }: Placement,
  node: BlueprintNode,
): BlueprintNode {
  return replaceNode(tree, parentId, (parent) => {
    const children = (parent.children ?? []).slice();
    children.splice(Math.max(0, Math.min(index, children.length)), 0, node);
    return { ...parent, children };
  });
}

/** The tree without the node (and its subtree); the root stays. */
export function removeNode(tree: BlueprintNode, id: string): BlueprintNode {
  const found = findParent(tree, id);
  if (!found) return tree;
  return replaceNode(tree, found.parent.id ?? '', (parent) => ({
    ...parent,
    children: (parent.children ?? []).filter((child) => child.id !== id),
  }));
}

/** True when `id` is `ancestorId` or sits below it. */
export function isWithin(tree: BlueprintNode, id: string, ancestorId: string): boolean {
  const ancestor = findNode(tree, ancestorId);
  return ancestor !== undefined && findNode(ancestor, id) !== undefined;
}

/**
 * The node moved to child `index` of `parentId`, the index counted in the parent's children once the
 * node has left its old place. The same tree when the move is impossible (the root, into itself).
 */
export function moveNode(tree: BlueprintNode, id: string, to: Placement): BlueprintNode {
  const node = findNode(tree, id);
  if (!node || tree.id === id || isWithin(tree, to.parentId, id)) return tree;
  const from = findParent(tree, id);
  if (from && from.parent.id === to.parentId && from.index === to.index) return tree;
  return insertNode(removeNode(tree, id), to, node);
}

/** A deep copy of the subtree where every node gets a fresh id (paste, duplicate). */
export function cloneWithNewIds(node: BlueprintNode, makeId: MakeId = makeBlockId): BlueprintNode {
  const copy: BlueprintNode = { ...node, id: makeId() };
  if (node.props) copy.props = structuredClone(node.props);
  if (node.children) copy.children = node.children.map((child) => cloneWithNewIds(child, makeId));
  return copy;
}

/** A copy of the node placed right after it; answers the new tree and the copy's id. */
export function duplicateNode(
  tree: BlueprintNode,
  id: string,
  makeId: MakeId = makeBlockId,
): { tree: BlueprintNode; id: string | undefined } {
  const found = findParent(tree, id);
  const node = findNode(tree, id);
  if (!found || !node) return { tree, id: undefined };
  const copy = cloneWithNewIds(node, makeId);
  return {
    tree: insertNode(tree, { parentId: found.parent.id ?? '', index: found.index + 1 }, copy),
    id: copy.id,
  };
}

/** The node's props with `patch` applied; a value of undefined removes the prop. */
export function updateProps(tree: BlueprintNode, id: string, patch: Record<string, unknown>): BlueprintNode {
  return replaceNode(tree, id, (node) => {
    const props: Record<string, unknown> = { ...node.props };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete props[key];
      else props[key] = value;
    }
    return { ...node, props };
  });
}

/** One row of the outline: the node in reading order with its depth and place. */
export interface OutlineRow {
  id: string;
  type: string;
  depth: number;
  parentId: string | undefined;
  index: number;
  childCount: number;
}

/** The tree in reading order (pre-order); the children of collapsed nodes are left out. */
export function flattenTree(tree: BlueprintNode, collapsed: ReadonlySet<string> = new Set()): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const visit = (node: BlueprintNode, depth: number, parentId: string | undefined, index: number) => {
    const id = node.id ?? '';
    rows.push({ id, type: node.type, depth, parentId, index, childCount: node.children?.length ?? 0 });
    if (collapsed.has(id)) return;
    node.children?.forEach((child, i) => visit(child, depth + 1, id, i));
  };
  visit(tree, 0, undefined, 0);
  return rows;
}
