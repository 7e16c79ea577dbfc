// The whole check of a page blueprint against the one block catalogue (issue 14 §1, decision 0058), written
// once for the page editor's problems list and the server's save (issue 29 §3): unknown block types, every
// structural rule of block catalogue §5 (`block-structure.ts`) and props that do not read as their field's
// kind the way the renderer reads them (`prop-values.ts`). Every problem is listed with its block path
// (`children.2.children.0`, '' for the root), so an author fixes them in one go; the editor shows them in the
// dashboard's words, the server refuses the save with them in English (`describeBlockProblem`).
import { catalogueEntry, type BlockField, type BlockRules } from './block-catalogue.ts';
import {
  contentProblems,
  DAILY_CONTAINERS,
  describeContentProblem,
  type ContentProblem,
} from './block-content-rules.ts';
import { describeStructureProblem, structureProblems, type StructureProblem } from './block-structure.ts';
import type { BlueprintNode } from './blueprint.ts';
import { DomainError, type ApiErrorBody } from './errors.ts';
import { isSafeLinkAddress } from './link-address.ts';
import { fieldExpectation, fieldInRange, fieldReads, rangeExpectation, stringProp } from './prop-values.ts';

/** Where the check reads a block type's rules and fields: the block catalogue, or a test's own. */
export interface RuleBook {
  /** The block's structural rules; undefined = none. */
  rulesOf(type: string): BlockRules | undefined;
  /** Whether the book knows the type. */
  isKnown(type: string): boolean;
  /** The block's declared props; undefined = none to check. */
  fieldsOf(type: string): Readonly<Record<string, BlockField>> | undefined;
}

/** The one block catalogue as a rule book (`block-catalogue.ts`). */
export const catalogueRuleBook: RuleBook = {
  rulesOf: (type) => catalogueEntry(type)?.rules,
  isKnown: (type) => catalogueEntry(type) !== undefined,
  fieldsOf: (type) => catalogueEntry(type)?.fields,
};

/** What is wrong with one block. */
export type BlockProblem =
  | { kind: 'unknownType' }
  /** Another block earlier in the document has the same id; `firstPath` is that block's path. */
  | { kind: 'duplicateId'; id: string; firstPath: string }
  | StructureProblem
  /** A declared prop whose value does not read as its field's kind or option. */
  | { kind: 'propNotReadable'; prop: string; field: BlockField }
  /** A number outside its field's bounds, or not whole where it must be (decision 0125). */
  | { kind: 'propOutOfRange'; prop: string; field: BlockField }
  /** A link or frame source with a javascript:, data: or vbscript: address (`link-address.ts`). */
  | { kind: 'propUnsafeLink'; prop: string }
  | ContentProblem;

/** The prop a problem is about, for its path; undefined for a problem of the block itself. */
export function problemProp(problem: BlockProblem): string | undefined {
  return 'prop' in problem ? problem.prop : undefined;
}

/** The problems of one declared prop: it does not read as its kind, is out of bounds, or is an unsafe link. */
function propProblems(prop: string, field: BlockField, value: unknown): BlockProblem[] {
  if (value === undefined) return [];
  if (!fieldReads(field, value)) return [{ kind: 'propNotReadable', prop, field }];
  if (!fieldInRange(field, value)) return [{ kind: 'propOutOfRange', prop, field }];
  if (field.link && !isSafeLinkAddress(stringProp(value))) return [{ kind: 'propUnsafeLink', prop }];
  return [];
}

/** A problem with the block it is about: its path from the root, its id and type. */
export interface PlacedProblem {
  /** Dot path from the blueprint root to the block: '' is the root, `children.2` its third child. */
  path: string;
  id: string | undefined;
  type: string;
  problem: BlockProblem;
}

/** A problem as the server's refusal lists it (`problems` of a 400 INVALID_BLUEPRINT). */
export interface BlueprintProblem {
  /** Dot path from the blueprint root: '' is the root, `children.2.props.count` a prop of its third child. */
  path: string;
  message: string;
}

const joinPath = (path: string, part: string) => (path === '' ? part : `${path}.${part}`);

/**
 * Every problem of one block sitting in `parentType` (undefined at the root): an unknown type alone, or
 * each structural rule it breaks, then each declared prop's problem (kind, bounds, link), then its content
 * rules (`block-content-rules.ts`; `inDaily`: it sits in a daily leaderboard).
 */
export function blockProblems(
  node: BlueprintNode,
  parentType: string | undefined,
  book: RuleBook = catalogueRuleBook,
  inDaily = false,
): BlockProblem[] {
  if (!book.isKnown(node.type)) return [{ kind: 'unknownType' }];
  const problems: BlockProblem[] = structureProblems(node, book.rulesOf(node.type), parentType);
  const props = node.props ?? {};
  for (const [prop, field] of Object.entries(book.fieldsOf(node.type) ?? {}))
    problems.push(...propProblems(prop, field, props[prop]));
  problems.push(...contentProblems(node, inDaily));
  return problems;
}

/** Every problem of the blueprint, in document order; an empty list means it saves. */
export function findBlueprintProblems(
  root: BlueprintNode,
  book: RuleBook = catalogueRuleBook,
): PlacedProblem[] {
  const problems: PlacedProblem[] = [];
  /** Each id's first block, by path (issue 30 §2.1: two blocks with one id are refused). */
  const firstPathOf = new Map<string, string>();
  // An explicit stack, not recursion: a deep tree cannot overflow the call stack.
  const stack: { node: BlueprintNode; path: string; parentType: string | undefined; inDaily: boolean }[] = [
    { node: root, path: '', parentType: undefined, inDaily: false },
  ];
  while (stack.length > 0) {
    const { node, path, parentType, inDaily } = stack.pop()!;
    const place = { path, id: node.id, type: node.type };
    const firstPath = node.id === undefined ? undefined : firstPathOf.get(node.id);
    if (node.id !== undefined && firstPath !== undefined)
      problems.push({ ...place, problem: { kind: 'duplicateId', id: node.id, firstPath } });
    else if (node.id !== undefined) firstPathOf.set(node.id, path);
    for (const problem of blockProblems(node, parentType, book, inDaily))
      problems.push({ ...place, problem });
    const children = node.children ?? [];
    const childInDaily = inDaily || DAILY_CONTAINERS.includes(node.type);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({
        node: children[index]!,
        path: joinPath(path, `children.${index}`),
        parentType: node.type,
        inDaily: childInDaily,
      });
    }
  }
  return problems;
}

/** A block's problem in the server's English words. */
function describeBlockProblem(type: string, problem: BlockProblem): string {
  switch (problem.kind) {
    case 'unknownType':
      return `unknown block type '${type}'`;
    case 'duplicateId':
      return `id '${problem.id}' is used by the block at ${problem.firstPath || '(root)'} too`;
    case 'propNotReadable':
      return `${problem.prop} ${fieldExpectation(problem.field)}`;
    case 'propOutOfRange':
      return `${problem.prop} ${rangeExpectation(problem.field)}`;
    case 'propUnsafeLink':
      return `${problem.prop} must not be a javascript:, data: or vbscript: address`;
    case 'textHidesClock':
    case 'propMissing':
    case 'rangeReversed':
      return describeContentProblem(problem);
    default:
      return describeStructureProblem(type, problem);
  }
}

/** A problem as the server lists it: a prop's problem at the prop's path, in English. */
export function blueprintProblem({ path, type, problem }: PlacedProblem): BlueprintProblem {
  const prop = problemProp(problem);
  return {
    path: prop === undefined ? path : joinPath(path, `props.${prop}`),
    message: describeBlockProblem(type, problem),
  };
}

/** Every problem of the blueprint against the block catalogue, as the server lists them. */
export function validateBlueprint(root: BlueprintNode): BlueprintProblem[] {
  return findBlueprintProblems(root).map(blueprintProblem);
}

/** A blueprint refused as a whole (400): every problem with its block path. */
export class InvalidBlueprintError extends DomainError {
  constructor(
    readonly problems: BlueprintProblem[],
    readonly at = 'blueprint',
  ) {
    super(
      'INVALID_BLUEPRINT',
      `The page has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was saved. First: ${problems[0]?.path || '(root)'}: ${problems[0]?.message}`,
      400,
      at,
    );
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), problems: this.problems };
  }
}

/** Throws InvalidBlueprintError when the blueprint has any problem. */
export function assertValidBlueprint(root: BlueprintNode, at = 'blueprint'): void {
  const problems = validateBlueprint(root);
  if (problems.length > 0) throw new InvalidBlueprintError(problems, at);
}
