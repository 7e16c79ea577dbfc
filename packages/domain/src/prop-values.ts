// A block prop's value, read once for the renderer and the server (issue 29 §3): blueprint props are JSON
// an author typed, so the renderer reads them through the `*Prop` readers (a wrong type falls back, never
// crashes) and the server's save check (`block-validation.ts`) refuses a value its field's kind cannot read
// (`fieldReads`), by the same readers. Zod-free: the event page imports it.
import type { BlockField } from './block-catalogue.ts';

/** A text: a string, or a finite number in its digits; undefined for anything else. */
function readText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A text prop, `fallback` when the value is no text. */
export const stringProp = (value: unknown, fallback = ''): string => readText(value) ?? fallback;

/** A finite number, or a non-blank string that reads as one; `fallback` for anything else. */
export function numberProp<F = number>(value: unknown, fallback: F): number | F {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

/** true/false, or their words 'true'/'false'; `fallback` for anything else. */
export function booleanProp<F = boolean>(value: unknown, fallback: F): boolean | F {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** A time in whole unix seconds (a number or its digits), not before 1970; undefined for anything else. */
export function readUnixSeconds(value: unknown): number | undefined {
  const seconds = numberProp(value, undefined);
  return seconds !== undefined && Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

/** One of `options`, a number matching its digits; undefined for anything else. */
export function readOption(value: unknown, options: readonly string[]): string | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return text !== undefined && options.includes(text) ? text : undefined;
}

/**
 * A list of keyboard keys (a Route's hotkey): a list of non-blank texts, or one text of comma-separated
 * keys as earlier pages saved it. Lower-cased; undefined for anything else.
 */
export function readKeys(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return undefined;
  const keys = list.map((key: unknown) => (typeof key === 'string' ? key.trim().toLowerCase() : ''));
  return keys.every(Boolean) ? keys : undefined;
}

/**
 * Whether a prop value reads as its field's kind: texts as `stringProp` reads them, numbers `numberProp`,
 * booleans `booleanProp`, selects `readOption`, a datetime `readUnixSeconds`, keys `readKeys`; a colour,
 * fetcher or translation key is a string.
 */
export function fieldReads(field: BlockField, value: unknown): boolean {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return readText(value) !== undefined;
    case 'colour':
    case 'fetcher':
    case 'translationKey':
      return typeof value === 'string';
    case 'datetime':
      return readUnixSeconds(value) !== undefined;
    case 'number':
      return numberProp(value, undefined) !== undefined;
    case 'boolean':
      return booleanProp(value, undefined) !== undefined;
    case 'select':
      return readOption(value, field.options ?? []) !== undefined;
    case 'keys':
      return readKeys(value) !== undefined;
  }
}

/**
 * Whether a value that reads as its field's kind keeps the field's bounds: a whole number when `integer`,
 * from `min` to `max` (block catalogue §3, §9; decision 0125). Only numbers have bounds.
 */
export function fieldInRange(field: BlockField, value: unknown): boolean {
  if (field.kind !== 'number') return true;
  const number = numberProp(value, undefined);
  if (number === undefined) return true;
  if (field.integer && !Number.isInteger(number)) return false;
  if (field.min !== undefined && number < field.min) return false;
  return field.max === undefined || number <= field.max;
}

/** A bounded number's range in neutral words ('of at least 1', 'from 0 to 15'); '' when it has none. */
export function fieldRange(field: BlockField): string {
  const { min, max } = field;
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  if (min !== undefined) return `of at least ${min}`;
  if (max !== undefined) return `of at most ${max}`;
  return '';
}

/** What a bounded number must be, in the server's words ('must be a whole number of at least 1'). */
export function rangeExpectation(field: BlockField): string {
  const range = fieldRange(field);
  return `must be a ${field.integer ? 'whole number' : 'number'}${range ? ` ${range}` : ''}`;
}

/** What a value of the field must be, in the server's words ('must be a number'). */
export function fieldExpectation(field: BlockField): string {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'colour':
    case 'fetcher':
    case 'translationKey':
      return 'must be a text';
    case 'datetime':
      return 'must be a time in unix seconds';
    case 'number':
      return 'must be a number';
    case 'boolean':
      return 'must be true or false';
    case 'select':
      return `must be one of ${(field.options ?? []).map((o) => `'${o}'`).join(', ')}`;
    case 'keys':
      return 'must be a list of keys';
  }
}
