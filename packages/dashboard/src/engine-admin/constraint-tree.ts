// Pure helpers of the constraint editor: immutable edits of a judge tree by node path, the domain's
// validation problems grouped by the node they are about, and the text forms of values.
import type { Constraint, EventField, Logic, Operand, Setting } from '@eventory/domain/constraints/model';
import { EVENT_FIELDS, FIELDS_OF_KIND } from '@eventory/domain/constraints/model';
import {
  pathText,
  validateConstraints,
  type ConstraintProblem,
  type Path,
} from '@eventory/domain/constraints/validate';

/** A node's place: [i] is judges[i], [i, j] its children[j], and so on. */
export type NodePath = number[];

export const nodePathKey = (path: NodePath): string =>
  pathText(['judges', ...path.flatMap((index, depth) => (depth === 0 ? [index] : ['children', index]))]);

/** A new setting: the value is left for the admin to type (until then the node shows "a value is required"). */
export const defaultSetting = (): Setting => ({ kind: 'Event', field: 'GiftID', operator: 'EQ' });
export const defaultNode = (): Constraint => ({ logic: 'IS', setting: defaultSetting() });

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The node at a path, or undefined. */
export function nodeAt(judges: readonly unknown[], path: NodePath): unknown {
  let node: unknown = judges[path[0]!];
  for (const index of path.slice(1)) node = asList((node as Constraint | undefined)?.children)[index];
  return node;
}

/** A copy of the tree with the node at `path` replaced by `update(node)`, or removed when it answers undefined. */
export function updateNode(
  judges: readonly unknown[],
  path: NodePath,
  update: (node: Constraint) => Constraint | undefined,
): unknown[] {
  const [head, ...rest] = path;
  const list = [...judges];
  if (head === undefined) return list;
  const node = (list[head] ?? {}) as Constraint;
  const next =
    rest.length === 0
      ? update(node)
      : { ...node, children: updateNode(asList(node.children), rest, update) as Constraint[] };
  if (next === undefined) list.splice(head, 1);
  else list[head] = next;
  return list;
}

export const removeNode = (judges: readonly unknown[], path: NodePath) =>
  updateNode(judges, path, () => undefined);

export const addChild = (judges: readonly unknown[], path: NodePath) =>
  updateNode(judges, path, (node) => ({
    ...node,
    children: [...asList(node.children), defaultNode()] as Constraint[],
  }));

/** Switching between IS and a group keeps what it can: an IS node becomes the group's first child. */
export function setLogic(node: Constraint, logic: Logic): Constraint {
  if (logic === node.logic) return node;
  if (logic === 'IS') {
    const firstSetting = asList(node.children)
      .map((c) => (c as Constraint).setting)
      .find(Boolean);
    return { logic, setting: node.setting ?? firstSetting ?? defaultSetting() };
  }
  if (node.logic === 'IS')
    return { logic, children: [{ logic: 'IS', setting: node.setting ?? defaultSetting() }] };
  return { logic, children: asList(node.children) as Constraint[] };
}

/** A new kind keeps the field when the kind takes it, else takes the kind's first field. */
export function setKind(setting: Setting, kind: Setting['kind']): Setting {
  const fields = kind === 'User' ? [] : FIELDS_OF_KIND[kind];
  return { ...setting, kind, field: fields.includes(setting.field) ? setting.field : (fields[0] ?? '') };
}

/** Typed text as a setting value: numbers as numbers, true/false as booleans, anything else as text. */
export function parseValue(text: string): string | number | boolean | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  const number = Number(trimmed);
  return Number.isFinite(number) && /^-?\d/.test(trimmed) ? number : trimmed;
}

export const valueText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/** "a, b, 3" as any-of values; empty text is no list. */
export function parseValues(text: string): (string | number)[] | undefined {
  const items = text
    .split(',')
    .map((item) => parseValue(item))
    .filter((item): item is string | number => item !== undefined && typeof item !== 'boolean');
  return text.trim() === '' ? undefined : items;
}

export const valuesText = (values: unknown): string =>
  Array.isArray(values) ? values.map(String).join(', ') : '';

/** Mapping keys as the editor shows them: an event field names a variable, anything else is a constant. */
export const mappingKeysOf = (labels: readonly string[]): Operand[] =>
  labels.map((label) =>
    (EVENT_FIELDS as readonly string[]).includes(label)
      ? { variable: label as EventField }
      : { constant: label },
  );

export const mappingKeyLabels = (keys: unknown): string[] =>
  asList(keys).map((key) => {
    const k = key as { variable?: unknown; constant?: unknown };
    if (k && typeof k === 'object' && 'variable' in k) return String(k.variable);
    if (k && typeof k === 'object' && 'constant' in k) return String(k.constant);
    return JSON.stringify(key);
  });

/** A setting without the keys left empty, so the JSON stays what an admin would write. */
export function cleanSetting(setting: Setting): Setting {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(setting)) {
    if (value === undefined || value === '') continue;
    if (key === 'negate' && value === false) continue;
    out[key] = value;
  }
  return out as unknown as Setting;
}

export interface NodeProblem {
  /** What the problem is about inside the node: "setting.value", "children", "" for the node itself. */
  at: string;
  message: string;
}

/**
 * The domain's validation problems of a judge list, keyed by the node (nodePathKey) they are about:
 * each problem goes to the deepest node whose path starts its own.
 */
export function problemsByNode(judges: unknown): {
  valid: boolean;
  byNode: Map<string, NodeProblem[]>;
  all: ConstraintProblem[];
} {
  const result = validateConstraints(judges);
  const byNode = new Map<string, NodeProblem[]>();
  if (result.ok) return { valid: true, byNode, all: [] };
  for (const problem of result.problems) {
    const { node, rest } = splitPath(problem.path);
    const list = byNode.get(node) ?? [];
    list.push({ at: pathText(rest), message: problem.message });
    byNode.set(node, list);
  }
  return { valid: false, byNode, all: result.problems };
}

/** ['judges', 0, 'children', 1, 'setting', 'value'] → node 'judges.0.children.1', rest ['setting', 'value']. */
export function splitPath(path: Path): { node: string; rest: Path } {
  let end = path.length >= 2 && path[0] === 'judges' && typeof path[1] === 'number' ? 2 : path.length;
  while (end + 1 < path.length && path[end] === 'children' && typeof path[end + 1] === 'number') end += 2;
  return { node: pathText(path.slice(0, end)), rest: path.slice(end) };
}

/** The JSON view's text; parse problems are returned, not thrown. */
export function parseJudgesJson(
  text: string,
): { ok: true; judges: unknown[] } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (!Array.isArray(value)) return { ok: false, error: 'judges must be a list of constraints' };
  return { ok: true, judges: value };
}
