// The catalogue's structural rules (block catalogue §5) applied to the editor's changes before they
// happen: a drop, an insert or a paste is refused with the rule it would break; the whole tree is
// checked live for the problems list, by the domain's one check the server's save runs too
// (`@eventory/domain/block-validation`, issue 29 §3). Pure: the rules come in as a rule book.
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { blockProblems, type BlockProblem, type RuleBook } from '@eventory/domain/block-validation';
import { findNode, findParent, insertNode, moveNode, type Placement } from './blueprint-tree.ts';

/** A change the rules refuse: the block (type and id) that would break one, and which. */
export interface Refusal {
  id: string | undefined;
  type: string;
  problem: BlockProblem;
}

/** Whether a block of `type` may hold children at all (its rules do not say none). */
export function holdsChildren(type: string, book: RuleBook): boolean {
  const rules = book.rulesOf(type);
  return rules?.maxChildren !== 0 && rules?.allowedChildren?.length !== 0;
}

/** The problems of the block with `id` in `tree`, checked against its parent there. */
function problemsAt(tree: BlueprintNode, id: string | undefined, book: RuleBook) {
  const node = id === undefined ? undefined : findNode(tree, id);
  if (id === undefined || !node) return { node, problems: [] as BlockProblem[] };
  return { node, problems: blockProblems(node, findParent(tree, id)?.parent.type, book) };
}

const countOf = (problems: readonly BlockProblem[], kind: BlockProblem['kind']) =>
  problems.filter((problem) => problem.kind === kind).length;

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
): Refusal | undefined {
  if (after === before) return undefined;
  const placed = problemsAt(after, placedId, book);
  // Only what the new place decides: the parent it needs (its own children moved with it).
  const misplaced = placed.problems.find((p) => p.kind === 'parentNotAllowed' || p.kind === 'unknownType');
  if (placed.node && misplaced) return { id: placedId, type: placed.node.type, problem: misplaced };
  const parent = problemsAt(after, parentId, book);
  if (!parent.node) return undefined;
  // Refuse only what this change brings: the parent may already have broken the rule before.
  const already = problemsAt(before, parentId, book).problems;
  for (const kind of ['childNotAllowed', 'tooManyChildren'] as const) {
    const brought = parent.problems.filter((p) => p.kind === kind);
    if (brought.length > countOf(already, kind)) {
      const aboutPlaced = brought.find(
        (p) => p.kind === 'childNotAllowed' && p.childType === placed.node?.type,
      );
      return { id: parentId, type: parent.node.type, problem: aboutPlaced ?? brought[0]! };
    }
  }
  return undefined;
}

/** Inserting `node` (a new block, a paste) at `to`: the new tree, or the rule it would break. */
export function tryInsert(
  tree: BlueprintNode,
  to: Placement,
  node: BlueprintNode,
  book: RuleBook,
): { tree: BlueprintNode } | { refused: Refusal } {
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
): { tree: BlueprintNode } | { refused: Refusal } {
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
): { tree: BlueprintNode } | { refused: Refusal } {
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
