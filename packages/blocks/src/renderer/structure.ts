// The pure half of the structural rules: does a blueprint node fit its block's rules?
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { BlockRules } from './block-definition.ts';

export type StructureProblem =
  | { kind: 'childNotAllowed'; childType: string }
  | { kind: 'tooFewChildren'; min: number; actual: number }
  | { kind: 'tooManyChildren'; max: number; actual: number }
  | { kind: 'parentNotAllowed'; parentType: string | undefined; allowed: readonly string[] };

/** The first rule the node breaks, or undefined when it fits. `parentType` is undefined at the root. */
export function findStructureProblem(
  node: BlueprintNode,
  rules: BlockRules | undefined,
  parentType: string | undefined,
): StructureProblem | undefined {
  if (!rules) return undefined;
  const children = node.children ?? [];
  if (rules.requiredParents && (parentType === undefined || !rules.requiredParents.includes(parentType))) {
    return { kind: 'parentNotAllowed', parentType, allowed: rules.requiredParents };
  }
  if (rules.allowedChildren) {
    const stranger = children.find((child) => !rules.allowedChildren?.includes(child.type));
    if (stranger) return { kind: 'childNotAllowed', childType: stranger.type };
  }
  if (rules.minChildren !== undefined && children.length < rules.minChildren) {
    return { kind: 'tooFewChildren', min: rules.minChildren, actual: children.length };
  }
  if (rules.maxChildren !== undefined && children.length > rules.maxChildren) {
    return { kind: 'tooManyChildren', max: rules.maxChildren, actual: children.length };
  }
  return undefined;
}

/** One line for the console, so an author can see which rule a block broke. */
export function describeStructureProblem(problem: StructureProblem): string {
  switch (problem.kind) {
    case 'childNotAllowed':
      return `child type ${problem.childType} is not allowed here`;
    case 'tooFewChildren':
      return `needs at least ${problem.min} children, has ${problem.actual}`;
    case 'tooManyChildren':
      return `allows at most ${problem.max} children, has ${problem.actual}`;
    case 'parentNotAllowed':
      return `must sit inside ${problem.allowed.join(' or ')}, sits in ${problem.parentType ?? 'nothing (root)'}`;
  }
}
