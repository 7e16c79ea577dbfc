// The dynamic form rules of admin spec §5, as pure functions the form hook and its tests share.
import type { Dayjs } from 'dayjs';
import { isThemeLength } from '@eventory/domain/theme';

/**
 * A validator passes with `true`; any other result is the error: a string is its text, anything else
 * (false, undefined, an object) the generic "invalid value". A thrown Error's message is the text too.
 */
export type Validator<V = Record<string, unknown>> = (value: unknown, values: V) => unknown;

/** How a field stores its value; decides what counts as empty. */
export type FieldKind = 'text' | 'number' | 'date' | 'array' | 'select' | 'boolean';

export interface FieldRule<V = Record<string, unknown>> {
  /** The field's name as the user reads it: "{field} is required". */
  label: string;
  kind?: FieldKind;
  required?: boolean;
  validators?: readonly Validator<V>[];
}

export type FieldRules<V> = { [K in keyof V]?: FieldRule<V> };

export interface RuleMessages {
  required: (field: string) => string;
  invalid: string;
}

/** The spec's own texts; the dashboard passes translated ones. */
export const SPEC_MESSAGES: RuleMessages = {
  required: (field) => `${field} is required`,
  invalid: 'invalid value',
};

/** Undefined, null, a blank string or an empty list; a cleared date picker stores 0 and is empty too. */
export function isEmptyValue(value: unknown, kind: FieldKind = 'text'): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (kind === 'date') return value === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** The first failing rule's text: required first, then each validator in order. */
export function fieldError<V>(
  value: unknown,
  rule: FieldRule<V>,
  values: V,
  messages: RuleMessages = SPEC_MESSAGES,
): string | undefined {
  const empty = isEmptyValue(value, rule.kind);
  if (rule.required && empty) return messages.required(rule.label);
  // Optional fields left empty are not checked further: "a number followed by px..." only applies to a value.
  if (empty) return undefined;
  for (const validator of rule.validators ?? []) {
    let result: unknown;
    try {
      result = validator(value, values);
    } catch (error) {
      return error instanceof Error && error.message ? error.message : messages.invalid;
    }
    if (result === true) continue;
    return typeof result === 'string' && result ? result : messages.invalid;
  }
  return undefined;
}

/** Every failing field with its error. */
export function formErrors<V extends object>(
  values: V,
  rules: FieldRules<V>,
  messages: RuleMessages = SPEC_MESSAGES,
): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(rules) as (keyof V)[]) {
    const rule = rules[name];
    if (!rule) continue;
    const error = fieldError(values[name], rule, values, messages);
    if (error !== undefined) errors[name] = error;
  }
  return errors;
}

/** Errors are shown only once the form has been touched. */
export const visibleErrors = <E extends object>(errors: E, touched: boolean): Partial<E> =>
  touched ? errors : {};

/** Submit is enabled only when the form has been edited and every field passes. */
export const canSubmit = (edited: boolean, errors: object): boolean =>
  edited && Object.keys(errors).length === 0;

/** Number inputs parse as floats; text that is not a number is no value. */
export function parseNumberInput(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return Number.isNaN(text) ? undefined : text;
  if (text === null || text === undefined) return undefined;
  const value = Number.parseFloat(text.trim());
  return Number.isNaN(value) ? undefined : value;
}

/** Date pickers store unix seconds, 0 when cleared. */
export const dateToUnixSeconds = (value: Dayjs | null | undefined): number => (value ? value.unix() : 0);

/** The pasted lines: split by line, trimmed, blanks dropped. */
export const pastedLines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * Multi-line text pasted into an array field: the first line is appended to the entry pasted into
 * (the last one unless told), the other lines become new entries after it.
 */
export function pasteIntoArray(entries: readonly string[], text: string, at = entries.length - 1): string[] {
  const lines = pastedLines(text);
  if (lines.length === 0) return [...entries];
  if (entries.length === 0) return lines;
  const index = Math.min(Math.max(at, 0), entries.length - 1);
  const [first, ...rest] = lines;
  return [
    ...entries.slice(0, index),
    `${entries[index] ?? ''}${first}`,
    ...rest,
    ...entries.slice(index + 1),
  ];
}

/** Admin spec §5: a theme length is a number followed by px, em, %, vh or vw (the domain's rule). */
export const themeLengthValidator =
  (message: string): Validator<unknown> =>
  (value) =>
    (typeof value === 'string' && isThemeLength(value.trim())) || message;
