// The Button's disableFn (block catalogue §3, §4; decisions/0044). Event pages forbid eval (their content
// security policy has no 'unsafe-eval', and an author's code must never run in a visitor's browser), so
// disableFn is a small expression over the fetched data instead of a function:
//
//   expression := clause ( ('&&' | '||') clause )*      && binds tighter than ||
//   clause     := '!'? path ( op literal )?              op: === !== == != > >= < <=
//   path       := 'data' ( '.' name | '[' digits ']' )*  a bare name is read below data ("state" = data.state)
//   literal    := number | 'text' | "text" | true | false | null
//
// A bare path counts as true only when its value is exactly true. Anything that does not parse throws,
// and a throwing disableFn leaves the button enabled (the spec's rule).

type Literal = number | string | boolean | null;

interface Clause {
  negate: boolean;
  path: (string | number)[];
  op?: string;
  value?: Literal;
}

const TOKEN =
  /\s*(?:(&&|\|\|)|(===|!==|==|!=|>=|<=|>|<)|(!)|(-?\d+(?:\.\d+)?)|'([^']*)'|"([^"]*)"|([A-Za-z_$][\w$]*(?:(?:\.[A-Za-z_$][\w$]*)|(?:\[\d+\]))*))/y;

type Token =
  | { kind: 'join'; value: '&&' | '||' }
  | { kind: 'op'; value: string }
  | { kind: 'not' }
  | { kind: 'literal'; value: Literal }
  | { kind: 'path'; value: (string | number)[] };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    if (source.slice(at).trim() === '') break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(source);
    if (!m) throw new Error(`disableFn: cannot read "${source.slice(at, at + 20)}"`);
    at = TOKEN.lastIndex;
    if (m[1]) tokens.push({ kind: 'join', value: m[1] as '&&' | '||' });
    else if (m[2]) tokens.push({ kind: 'op', value: m[2] });
    else if (m[3]) tokens.push({ kind: 'not' });
    else if (m[4] !== undefined) tokens.push({ kind: 'literal', value: Number(m[4]) });
    else if (m[5] !== undefined) tokens.push({ kind: 'literal', value: m[5] });
    else if (m[6] !== undefined) tokens.push({ kind: 'literal', value: m[6] });
    else if (m[7]) {
      const word = m[7];
      if (word === 'true' || word === 'false') tokens.push({ kind: 'literal', value: word === 'true' });
      else if (word === 'null') tokens.push({ kind: 'literal', value: null });
      else tokens.push({ kind: 'path', value: pathOf(word) });
    }
  }
  return tokens;
}

function pathOf(word: string): (string | number)[] {
  const parts: (string | number)[] = [];
  for (const m of word.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g))
    parts.push(m[1] !== undefined ? m[1] : Number(m[2]));
  if (parts[0] === 'data') parts.shift();
  if (parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype'))
    throw new Error('disableFn: that name cannot be read');
  return parts;
}

/** Parses disableFn into OR-groups of AND-ed clauses; throws when it does not parse. */
export function parseDisableRule(source: string): Clause[][] {
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new Error('disableFn is empty');
  const groups: Clause[][] = [[]];
  let i = 0;
  for (;;) {
    let negate = false;
    if (tokens[i]?.kind === 'not') {
      negate = true;
      i++;
    }
    const path = tokens[i];
    if (path?.kind !== 'path') throw new Error('disableFn: expected a data path');
    i++;
    const clause: Clause = { negate, path: path.value };
    const op = tokens[i];
    if (op?.kind === 'op') {
      const literal = tokens[i + 1];
      if (literal?.kind !== 'literal') throw new Error(`disableFn: expected a value after ${op.value}`);
      clause.op = op.value;
      clause.value = literal.value;
      i += 2;
    }
    groups[groups.length - 1]!.push(clause);
    const join = tokens[i];
    if (join === undefined) return groups;
    if (join.kind !== 'join') throw new Error('disableFn: expected && or ||');
    if (join.value === '||') groups.push([]);
    i++;
  }
}

function read(data: unknown, path: (string | number)[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

function compare(left: unknown, op: string, right: Literal): boolean {
  switch (op) {
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    // Loose equality only between a number and its text form, never JavaScript's full coercion table.
    case '==':
      return left === right || (left != null && right != null && String(left) === String(right));
    case '!=':
      return !compare(left, '==', right);
    default: {
      if (typeof left !== 'number' || typeof right !== 'number') return false;
      if (op === '>') return left > right;
      if (op === '>=') return left >= right;
      if (op === '<') return left < right;
      return left <= right;
    }
  }
}

function clauseValue(data: unknown, clause: Clause): boolean {
  const value = read(data, clause.path);
  const result = clause.op === undefined ? value === true : compare(value, clause.op, clause.value ?? null);
  return clause.negate ? !result : result;
}

/** Evaluates disableFn on the data: true only when the expression is exactly true. Throws on a bad rule. */
export function evaluateDisableRule(source: string, data: unknown): boolean {
  return parseDisableRule(source).some((group) => group.every((clause) => clauseValue(data, clause)));
}

export interface ButtonState {
  disabled: boolean;
  /** Whether a disableFn is set. */
  disableFn: string;
  loading: boolean;
  error: boolean;
  data: unknown;
}

/**
 * Block catalogue §4: a disabled button stays disabled; with a disableFn it is disabled while its fetch is
 * loading and enabled on error; otherwise disabled only when the rule is exactly true on the data. A rule
 * that throws means enabled.
 */
export function isButtonDisabled({ disabled, disableFn, loading, error, data }: ButtonState): boolean {
  if (disabled) return true;
  if (!disableFn.trim()) return false;
  if (loading) return true;
  if (error) return false;
  try {
    return evaluateDisableRule(disableFn, data) === true;
  } catch {
    return false;
  }
}
