// Limits every input string and JSON value meets before anything stores it (docs/api.md "Input
// limits", decision 0033): no NUL character (PostgreSQL text and jsonb cannot hold it), no unpaired
// UTF-16 surrogate (not valid Unicode, jsonb refuses it), a bounded length and a bounded nesting.
// Scores are bounded too (decision 0032).
import { z } from 'zod';

/** Longest string any input field may hold (characters); fields of their own set lower limits. */
export const MAX_TEXT_LENGTH = 20_000;
/** Longest name, key, code name or other identifier-like text (these are indexed). */
export const MAX_NAME_LENGTH = 200;
/** Deepest nesting of objects and arrays in any input. */
export const MAX_INPUT_DEPTH = 32;
/**
 * Largest score magnitude: scores, points and increments are numbers within ±(2^53 − 1), the range in
 * which a double (the records' float8 column, the rank index) holds every integer exactly.
 */
export const MAX_SCORE = Number.MAX_SAFE_INTEGER;

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Why a string cannot be stored, or undefined when it can (length not checked). */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(value)) return 'must not contain an unpaired UTF-16 surrogate';
  return undefined;
}

/** A string field: trimmed when asked, at most `max` characters, no NUL, no unpaired surrogate. */
export function textSchema(
  name: string,
  { max = MAX_TEXT_LENGTH, min = 0, trim = false }: { max?: number; min?: number; trim?: boolean } = {},
) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${name} ${problem}` });
    })
    .pipe(
      z
        .string()
        .min(min, min === 1 ? `${name} is required` : `${name} is at least ${min} characters`)
        .max(max, `${name} is at most ${max} characters`),
    );
}

/** A score, point or increment: a finite number within ±MAX_SCORE. */
export const scoreSchema = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .finite(`${name} must be a finite number`)
    .min(-MAX_SCORE, `${name} must be at least -${MAX_SCORE}`)
    .max(MAX_SCORE, `${name} must be at most ${MAX_SCORE}`);

export const isScoreInRange = (score: number) => Number.isFinite(score) && Math.abs(score) <= MAX_SCORE;

export interface InputProblem {
  /** Dot path of the value (`body.meta.title`, `query.name`, `events.3.ID`); keys' own problems name the key. */
  field: string;
  message: string;
}

/**
 * The first value in a JSON input (params, query or body) that no field may hold: a string with NUL
 * or an unpaired surrogate or over `maxLength`, an object key likewise, or nesting deeper than
 * `maxDepth`. Walks without recursion, so no input is deep enough to overflow the stack.
 */
export function findInputProblem(
  value: unknown,
  label: string,
  { maxLength = MAX_TEXT_LENGTH, maxDepth = MAX_INPUT_DEPTH }: { maxLength?: number; maxDepth?: number } = {},
): InputProblem | undefined {
  // Each value waits with its parent and its key, and its dot path is spelt only when it has a problem: every
  // request body and every ingested event passes through here, nearly always without one.
  interface Visit {
    value: unknown;
    parent: Visit | undefined;
    key: string | number;
    depth: number;
  }
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  const pathOf = (visit: Visit): string => {
    const keys: (string | number)[] = [];
    for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key);
    let path = label;
    for (let i = keys.length - 1; i >= 0; i--) path = join(path, keys[i]!);
    return path;
  };
  const problemOf = (text: string, path: () => string): InputProblem | undefined => {
    const problem = textProblem(text);
    if (!problem && text.length <= maxLength) return undefined;
    const field = path() || 'body';
    if (problem) return { field, message: `${field} ${problem}` };
    return { field, message: `${field} is at most ${maxLength} characters (got ${text.length})` };
  };
  const stack: Visit[] = [{ value, parent: undefined, key: '', depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      const found = problemOf(v, () => pathOf(visit));
      if (found) return found;
    } else if (typeof v === 'object' && v !== null) {
      if (visit.depth >= maxDepth) {
        const field = pathOf(visit) || 'body';
        return { field, message: `${field} is nested deeper than ${maxDepth} levels` };
      }
      const depth = visit.depth + 1;
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: visit, key: i, depth });
      } else {
        const keys = Object.keys(v);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i]!;
          const found = problemOf(key, () => join(pathOf(visit), key.slice(0, 64)));
          if (found) return { field: found.field, message: `key ${found.message}` };
          stack.push({ value: (v as Record<string, unknown>)[key], parent: visit, key, depth });
        }
      }
    }
  }
  return undefined;
}
