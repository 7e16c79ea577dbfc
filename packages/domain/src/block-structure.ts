// The blocks' structural rules (block catalogue §5, visitor spec §5), written once (issue 29 §3) for the
// renderer (a block that breaks one shows its placeholder), the page editor (its problems list and the
// drops it refuses) and the server's save check (`block-validation.ts`): where a block may sit and what it
// may hold. Every rule a block breaks is listed, not only the first. Zod-free: the event page imports it.
import type { BlockRules } from './block-catalogue.ts';
import type { BlueprintNode } from './blueprint.ts';

export type StructureProblem =
  | { kind: 'parentNotAllowed'; parentType: string | undefined; allowed: readonly string[] }
  /** One per child of a type the block does not take; `allowed` empty: the block holds no children. */
  | { kind: 'childNotAllowed'; childType: string; index: number; allowed: readonly string[] }
  | { kind: 'tooFewChildren'; min: number; actual: number }
  | { kind: 'tooManyChildren'; max: number; actual: number };

/**
 * Every structural rule the node breaks, in the order: its parent, each child it does not take, its
 * minimum, its maximum. `rules` undefined: no rules. `parentType` is undefined at the root.
 */
export function structureProblems(
  node: BlueprintNode,
  rules: BlockRules | undefined,
  parentType: string | undefined,
): StructureProblem[] {
  if (!rules) return [];
  const problems: StructureProblem[] = [];
  const children = node.children ?? [];
  const { requiredParents, allowedChildren, minChildren, maxChildren } = rules;
  if (requiredParents && (parentType === undefined || !requiredParents.includes(parentType)))
    problems.push({ kind: 'parentNotAllowed', parentType, allowed: requiredParents });
  if (allowedChildren) {
    children.forEach((child, index) => {
      if (!allowedChildren.includes(child.type))
        problems.push({ kind: 'childNotAllowed', childType: child.type, index, allowed: allowedChildren });
    });
  }
  if (minChildren !== undefined && children.length < minChildren)
    problems.push({ kind: 'tooFewChildren', min: minChildren, actual: children.length });
  if (maxChildren !== undefined && children.length > maxChildren)
    problems.push({ kind: 'tooManyChildren', max: maxChildren, actual: children.length });
  return problems;
}

/** The rule a block of `type` breaks, in the words of the server's refusal and the renderer's console. */
export function describeStructureProblem(type: string, problem: StructureProblem): string {
  switch (problem.kind) {
    case 'parentNotAllowed':
      return `${type} must sit inside ${problem.allowed.join(' or ')}, sits in ${problem.parentType ?? 'nothing (root)'}`;
    case 'childNotAllowed':
      return problem.allowed.length === 0
        ? `${type} holds no children; child ${problem.index} is ${problem.childType}`
        : `${type} allows only ${problem.allowed.join(', ')} children; child ${problem.index} is ${problem.childType}`;
    case 'tooFewChildren':
      return `${type} needs at least ${problem.min} children, has ${problem.actual}`;
    case 'tooManyChildren':
      return `${type} allows at most ${problem.max} children, has ${problem.actual}`;
  }
}
