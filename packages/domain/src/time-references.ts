// Dynamic timestamps (issue 17 §3 `dynamicTimestamp`, decision 0094): a time field of a leaderboard, a vote
// or a mission roadmap may follow another entity's time of the same campaign plus an offset, e.g. "leaderboard 12 end + 1 h"
// or "campaign start + 3 days". The expression is the timestamp-query text the copy logic already remaps
// (campaign-copy.ts): `{kind}:{id}.{field}` with an optional signed offset and unit, e.g.
// "leaderboard:12.endTime+1h", "campaign:10001.startTime+3d", "vote:4.startTime-30m".
import { z } from 'zod';

/** Entities whose times may be referred to. */
export const TIME_TARGET_KINDS = ['campaign', 'leaderboard', 'vote', 'roadmap'] as const;
export type TimeTargetKind = (typeof TIME_TARGET_KINDS)[number];
/** Entities whose times may follow a reference (a campaign's own times stay literal: everything else hangs on them). */
export const TIME_SOURCE_KINDS = ['leaderboard', 'vote', 'roadmap'] as const;
export type TimeSourceKind = (typeof TIME_SOURCE_KINDS)[number];
export const TIME_FIELDS = ['startTime', 'endTime'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

export const OFFSET_UNITS = { s: 1, m: 60, h: 3_600, d: 86_400, w: 604_800 } as const;
export type OffsetUnit = keyof typeof OFFSET_UNITS;

export interface TimeExpression {
  kind: TimeTargetKind;
  id: number;
  field: TimeField;
  /** Signed amount of `unit`. */
  offset: number;
  unit: OffsetUnit;
}

const EXPRESSION =
  /^(campaign|leaderboard|vote|roadmap):(\d{1,9})\.(startTime|endTime)(?:\s*([+-])\s*(\d{1,9})\s*([smhdw])?)?$/;

/** Parses an expression, or answers why it is refused. */
export function parseTimeExpression(text: string): TimeExpression | { problem: string } {
  const m = EXPRESSION.exec(text.trim());
  if (!m)
    return {
      problem:
        'write {campaign|leaderboard|vote|roadmap}:{id}.{startTime|endTime} with an optional offset such as +1h, -30m or +3d',
    };
  const [, kind, id, field, sign, amount, unit] = m;
  return {
    kind: kind as TimeTargetKind,
    id: Number(id),
    field: field as TimeField,
    offset: amount === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(amount),
    unit: (unit ?? 's') as OffsetUnit,
  };
}

export function formatTimeExpression(e: TimeExpression): string {
  const base = `${e.kind}:${e.id}.${e.field}`;
  if (e.offset === 0) return base;
  return `${base}${e.offset < 0 ? '-' : '+'}${Math.abs(e.offset)}${e.unit}`;
}

export const offsetSeconds = (e: Pick<TimeExpression, 'offset' | 'unit'>) => e.offset * OFFSET_UNITS[e.unit];

export const timeExpressionSchema = z.string().transform((text, ctx) => {
  const parsed = parseTimeExpression(text);
  if ('problem' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return formatTimeExpression(parsed);
});

/** One time field that follows a reference. */
export interface TimeReference {
  kind: TimeSourceKind;
  id: number;
  field: TimeField;
  expression: string;
}

export const timeReferenceInputSchema = z.object({
  kind: z.enum(TIME_SOURCE_KINDS, { error: `must be one of ${TIME_SOURCE_KINDS.join(', ')}` }),
  id: z.number().int().min(1).max(999_999_999),
  field: z.enum(TIME_FIELDS, { error: `must be one of ${TIME_FIELDS.join(', ')}` }),
  /** null: the field goes back to a literal time (it keeps its current value). */
  expression: timeExpressionSchema.nullable(),
});
export type TimeReferenceInput = z.infer<typeof timeReferenceInputSchema>;

/** A reference as the admin API answers it: with the time it resolves to now. */
export interface ResolvedTimeReference extends TimeReference {
  /** Unix seconds. */
  resolved: number;
}

export const timeKey = (kind: TimeTargetKind, id: number, field: TimeField) => `${kind}:${id}.${field}`;

/**
 * Resolves every reference of a campaign from the literal times (`literal(key)`, undefined for an
 * unknown entity). Answers the resolved time per reference key, or the first problem: an unknown
 * target, or a cycle (naming its path).
 */
export function resolveTimeReferences(
  references: readonly TimeReference[],
  literal: (key: string) => number | undefined,
): { resolved: Map<string, number> } | { problem: string; reference: TimeReference } {
  const byKey = new Map(references.map((r) => [timeKey(r.kind, r.id, r.field), r]));
  const resolved = new Map<string, number>();
  const visiting: string[] = [];
  const resolve = (key: string): number | { problem: string } => {
    const done = resolved.get(key);
    if (done !== undefined) return done;
    const ref = byKey.get(key);
    if (!ref) return literal(key) ?? { problem: `${key} does not exist in this campaign` };
    if (visiting.includes(key))
      return {
        problem: `the references go round in a cycle: ${[...visiting.slice(visiting.indexOf(key)), key].join(' → ')}`,
      };
    visiting.push(key);
    const e = parseTimeExpression(ref.expression);
    if ('problem' in e) return e;
    const base = resolve(timeKey(e.kind, e.id, e.field));
    visiting.pop();
    if (typeof base !== 'number') return base;
    const value = base + offsetSeconds(e);
    resolved.set(key, value);
    return value;
  };
  for (const [key, ref] of byKey) {
    const value = resolve(key);
    if (typeof value !== 'number') return { problem: value.problem, reference: ref };
  }
  return { resolved };
}
