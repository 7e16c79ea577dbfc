// A change-log entry's before/after as a field-by-field diff (admin spec §2 change log, §7).
export type FieldChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface FieldChange {
  field: string;
  kind: FieldChangeKind;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Top-level fields of the two objects, in the order they first appear: a create has only "added"
 * fields, a delete only "removed" ones. A value that is not an object is diffed as one field "value".
 */
export function diffObjects(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field): FieldChange => {
    const inBefore = field in b;
    const inAfter = field in a;
    if (!inBefore) return { field, kind: 'added', after: a[field] };
    if (!inAfter) return { field, kind: 'removed', before: b[field] };
    if (same(b[field], a[field])) return { field, kind: 'unchanged', before: b[field], after: a[field] };
    return { field, kind: 'changed', before: b[field], after: a[field] };
  });
}

/** A value as one readable line: strings as they are, everything else as JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
