// The catalogue's structural rules (block catalogue §5) applied to the editor's changes before they
// happen: a drop, an insert or a paste is refused with the rule it would break; the whole tree is
// checked live for the problems list. Pure: the rules come in as a lookup.
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { findStructureProblem, type BlockRules, type StructureProblem } from '@eventory/blocks/editor';
import { findNode, findParent, insertNode, moveNode, type Placement } from './blueprint-tree.ts';

export interface RuleBook {
  /** The block's structural rules; undefined = none. */
  rulesOf(type: string): BlockRules | undefined;
  /** Whether the catalogue knows the type. */
  isKnown(type: string): boolean;
}

export type EditorProblem = StructureProblem | { kind: 'unknownType' };

/** A rule a block breaks: which block (type and id) and what. */
export interface BlockProblem {
  id: string | undefined;
  type: string;
  problem: EditorProblem;
}

function problemOf(
  node: BlueprintNode,
  parentType: string | undefined,
  book: RuleBook,
): EditorProblem | undefined {
  if (!book.isKnown(node.type)) return { kind: 'unknownType' };
  return findStructureProblem(node, book.rulesOf(node.type), parentType);
}

/** Whether a block of `type` may hold children at all (its rules do not say none). */
export function holdsChildren(type: string, book: RuleBook): boolean {
  const rules = book.rulesOf(type);
  return rules?.maxChildren !== 0 && rules?.allowedChildren?.length !== 0;
}

/** Every block of the tree that breaks a rule, in reading order. */
export function findTreeProblems(tree: BlueprintNode, book: RuleBook): BlockProblem[] {
  const problems: BlockProblem[] = [];
  const visit = (node: BlueprintNode, parentType: string | undefined) => {
    const problem = problemOf(node, parentType, book);
    if (problem) problems.push({ id: node.id, type: node.type, problem });
    for (const child of node.children ?? []) visit(child, node.type);
  };
  visit(tree, undefined);
  return problems;
}

/** The problem of the block with `id` in `tree`, checked against its parent there. */
function problemAt(tree: BlueprintNode, id: string | undefined, book: RuleBook): BlockProblem | undefined {
  if (id === undefined) return undefined;
  const node = findNode(tree, id);
  if (!node) return undefined;
  const problem = problemOf(node, findParent(tree, id)?.parent.type, book);
  return problem ? { id, type: node.type, problem } : undefined;
}

/**
 * Why `after` (the tree once the change is made) must not happen, or undefined when it may: the placed
 * block must fit its new parent, and the parent must accept it (allowed types, at most so many).
 * Breaking a minimum elsewhere (the last child leaving) is allowed and shows in the problems list.
 */
function refusalOf(
  before: BlueprintNode,
  after: BlueprintNode,
  placedId: string | undefined,
  parentId: string,
  book: RuleBook,
): BlockProblem | undefined {
  if (after === before) return undefined;
  const placed = problemAt(after, placedId, book);
  // Only what the new place decides: the parent it needs (its own children moved with it).
  if (placed && (placed.problem.kind === 'parentNotAllowed' || placed.problem.kind === 'unknownType'))
    return placed;
  const parent = problemAt(after, parentId, book);
  if (parent && (parent.problem.kind === 'childNotAllowed' || parent.problem.kind === 'tooManyChildren')) {
    // Refuse only what this change brings: the parent may already have broken the rule before.
    const already = problemAt(before, parentId, book);
    if (!already || already.problem.kind !== parent.problem.kind) return parent;
  }
  return undefined;
}

/** Inserting `node` (a new block, a paste) at `to`: the new tree, or the rule it would break. */
export function tryInsert(
  tree: BlueprintNode,
  to: Placement,
  node: BlueprintNode,
  book: RuleBook,
): { tree: BlueprintNode } | { refused: BlockProblem } {
  if (!findNode(tree, to.parentId)) return { tree };
  const after = insertNode(tree, to, node);
  const refused = refusalOf(tree, after, node.id, to.parentId, book);
  return refused ? { refused } : { tree: after };
}

/** Moving block `id` to `to`: the new tree, or the rule it would break. */
export function tryMove(
  tree: BlueprintNode,
  id: string,
  to: Placement,
  book: RuleBook,
): { tree: BlueprintNode } | { refused: BlockProblem } {
  const after = moveNode(tree, id, to);
  const refused = refusalOf(tree, after, id, to.parentId, book);
  return refused ? { refused } : { tree: after };
}

/**
 * Where a new or pasted block goes when the user has a block selected: inside it as its last child
 * when the rules allow, else right after it. Answers the new tree, or the rule the first try breaks.
 */
export function insertNear(
  tree: BlueprintNode,
  selectedId: string | undefined,
  node: BlueprintNode,
  book: RuleBook,
): { tree: BlueprintNode } | { refused: BlockProblem } {
  const targetId = selectedId && findNode(tree, selectedId) ? selectedId : (tree.id ?? '');
  const target = findNode(tree, targetId);
  const inside = tryInsert(tree, { parentId: targetId, index: target?.children?.length ?? 0 }, node, book);
  if ('tree' in inside) return inside;
  const around = findParent(tree, targetId);
  if (!around) return inside;
  const after = tryInsert(tree, { parentId: around.parent.id ?? '', index: around.index + 1 }, node, book);
  return 'tree' in after ? after : inside;
}

/**
 * A new block of `type` as the palette inserts it: with the children its minimum needs (a Leaderboard
 * gets its row, a Switch its Route, Tabs a Tab), chosen from its allowed children or the blocks that
 * must sit in it.
 */
export function starterNode(
  type: string,
  book: RuleBook & { types: readonly string[] },
  makeId: () => string,
  defaults: (type: string) => Record<string, unknown> = () => ({}),
  depth = 0,
): BlueprintNode {
  const node: BlueprintNode = { type, id: makeId(), props: { ...defaults(type) } };
  const rules = book.rulesOf(type);
  const min = rules?.minChildren ?? 0;
  if (min > 0 && depth < 4) {
    const childType =
      rules?.allowedChildren?.[0] ??
      book.types.find((t) => book.rulesOf(t)?.requiredParents?.includes(type)) ??
      'Text';
    node.children = Array.from({ length: min }, () =>
      starterNode(childType, book, makeId, defaults, depth + 1),
    );
  }
  return node;
}
