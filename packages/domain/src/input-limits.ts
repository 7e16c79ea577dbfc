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

/** A value findInputProblem is yet to look at, with its parent and its key: its path is spelt only for a problem. */
interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: string | number;
  depth: number;
}

const joinPath = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

function pathOf(visit: Visit, label: string): string {
  const keys: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key);
  let path = label;
  for (let i = keys.length - 1; i >= 0; i--) path = joinPath(path, keys[i]!);
  return path;
}

/**
 * The first value in a JSON input (params, query or body) that no field may hold: a string with NUL
 * or an unpaired surrogate or over `maxLength`, an object key likewise, or nesting deeper than
 * `maxDepth`. Walks without recursion, so no input is deep enough to overflow the stack. Every request
 * body and every ingested event passes through here, nearly always without a problem, so a value's dot path
 * is spelt only once it has one.
 */
export function findInputProblem(
  value: unknown,
  label: string,
  { maxLength = MAX_TEXT_LENGTH, maxDepth = MAX_INPUT_DEPTH }: { maxLength?: number; maxDepth?: number } = {},
): InputProblem | undefined {
  const problemOf = (text: string): string | undefined =>
    textProblem(text) ??
    (text.length > maxLength ? `is at most ${maxLength} characters (got ${text.length})` : undefined);
  const stack: Visit[] = [{ value, parent: undefined, key: '', depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      const problem = problemOf(v);
      if (problem) {
        const field = pathOf(visit, label) || 'body';
        return { field, message: `${field} ${problem}` };
      }
    } else if (typeof v === 'object' && v !== null) {
      if (visit.depth >= maxDepth) {
        const field = pathOf(visit, label) || 'body';
        return { field, message: `${field} is nested deeper than ${maxDepth} levels` };
      }
      const depth = visit.depth + 1;
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: visit, key: i, depth });
      } else {
        const keys = Object.keys(v);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i]!;
          const problem = problemOf(key);
          if (problem) {
            const field = joinPath(pathOf(visit, label), key.slice(0, 64)) || 'body';
            return { field, message: `key ${field} ${problem}` };
          }
          stack.push({ value: (v as Record<string, unknown>)[key], parent: visit, key, depth });
        }
      }
    }
  }
  return undefined;
}
