// The server's check of a saved page blueprint against the one block catalogue (issue 14 §1, decision
// 0058): unknown block types, props that do not read as their field's kind or option, and every structural
// rule of block catalogue §5 (allowed children, min and max children, required parents). Every problem is
// listed with its block path (`children.2.children.0`, '' for the root), so an author fixes them in one go.
import type { BlueprintNode } from './blueprint.ts';
import { catalogueEntry, type BlockField, type BlockRules } from './block-catalogue.ts';
import { DomainError, type ApiErrorBody } from './errors.ts';

export interface BlueprintProblem {
  /** Dot path from the blueprint root: '' is the root, `children.2.props.count` a prop of its third child. */
  path: string;
  message: string;
}

const joinPath = (path: string, part: string) => (path === '' ? part : `${path}.${part}`);

/**
 * Whether a prop value reads as its field's kind the way the renderer reads it (renderer/prop-values.ts):
 * texts take strings (or finite numbers), numbers finite numbers (or numeric strings), booleans
 * true/false (or 'true'/'false'), selects one of their options (a number matches its digits); a datetime is
 * whole unix seconds, a colour, fetcher or translation key a string.
 */
export function fieldProblem(field: BlockField, value: unknown): string | undefined {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
        ? undefined
        : 'must be a text';
    case 'colour':
    case 'fetcher':
    case 'translationKey':
      return typeof value === 'string' ? undefined : 'must be a text';
    case 'datetime': {
      const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0
        ? undefined
        : 'must be a time in unix seconds';
    }
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? undefined : 'must be a number';
    }
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false'
        ? undefined
        : 'must be true or false';
    case 'select': {
      const options = field.options ?? [];
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
      return text !== undefined && options.includes(text)
        ? undefined
        : `must be one of ${options.map((o) => `'${o}'`).join(', ')}`;
    }
  }
}

/** Every structural rule the node breaks, in the words the editor shows. */
export function structureProblems(
  node: BlueprintNode,
  rules: BlockRules,
  parentType: string | undefined,
): string[] {
  const problems: string[] = [];
  const children = node.children ?? [];
  if (rules.requiredParents && (parentType === undefined || !rules.requiredParents.includes(parentType))) {
    problems.push(
      `${node.type} must sit inside ${rules.requiredParents.join(' or ')}, sits in ${parentType ?? 'nothing (root)'}`,
    );
  }
  if (rules.allowedChildren) {
    const allowed = rules.allowedChildren;
    children.forEach((child, index) => {
      if (!allowed.includes(child.type)) {
        problems.push(
          allowed.length === 0
            ? `${node.type} holds no children; child ${index} is ${child.type}`
            : `${node.type} allows only ${allowed.join(', ')} children; child ${index} is ${child.type}`,
        );
      }
    });
  }
  if (rules.minChildren !== undefined && children.length < rules.minChildren) {
    problems.push(`${node.type} needs at least ${rules.minChildren} children, has ${children.length}`);
  }
  if (rules.maxChildren !== undefined && children.length > rules.maxChildren) {
    problems.push(`${node.type} allows at most ${rules.maxChildren} children, has ${children.length}`);
  }
  return problems;
}

/** Every problem of the blueprint, in document order; an empty list means it saves. */
export function validateBlueprint(root: BlueprintNode): BlueprintProblem[] {
  const problems: BlueprintProblem[] = [];
  // An explicit stack, not recursion: a deep tree cannot overflow the call stack.
  const stack: { node: BlueprintNode; path: string; parentType: string | undefined }[] = [
    { node: root, path: '', parentType: undefined },
  ];
  while (stack.length > 0) {
    const { node, path, parentType } = stack.pop()!;
    const entry = catalogueEntry(node.type);
    if (!entry) {
      problems.push({ path, message: `unknown block type '${node.type}'` });
    } else {
      for (const message of structureProblems(node, entry.rules, parentType))
        problems.push({ path, message });
      const props = node.props ?? {};
      for (const [key, field] of Object.entries(entry.fields)) {
        const value = props[key];
        if (value === undefined) continue;
        const message = fieldProblem(field, value);
        if (message) problems.push({ path: joinPath(path, `props.${key}`), message: `${key} ${message}` });
      }
    }
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({
        node: children[index]!,
        path: joinPath(path, `children.${index}`),
        parentType: node.type,
      });
    }
  }
  return problems;
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
