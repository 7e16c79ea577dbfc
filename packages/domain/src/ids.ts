// The one reading of ids and whole numbers sent to the server (docs/api.md "Input limits"): canonical
// decimal integers in range, as a JSON number or as text in a path or query. "0x2711", "1.0001e4",
// "010", " 7" and 2^31 are refused, so no id reaches the database that an int4 column cannot hold.
import { z } from 'zod';

/** Largest id: ids are PostgreSQL int4 (integer) columns. */
export const MAX_ID = 2_147_483_647;

const CANONICAL_WHOLE = /^(0|-?[1-9][0-9]{0,15})$/;

/**
 * A whole number from `min` to `max` given as a JSON number or a canonical decimal string (no sign
 * unless negative, no leading zeros, no exponent, no hex); undefined for anything else.
 */
export function parseWholeNumber(value: unknown, min: number, max: number): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && CANONICAL_WHOLE.test(value)) n = Number(value);
  else return undefined;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/** An id: 1 to 2147483647; undefined for anything else. */
export const parseId = (value: unknown): number | undefined => parseWholeNumber(value, 1, MAX_ID);

/** Zod schema of a whole number from `min` to `max` (JSON number or canonical decimal text). */
export function wholeNumberSchema(
  name: string,
  min = 0,
  max: number = Number.MAX_SAFE_INTEGER,
  message = `${name} must be a whole number from ${min} to ${max}`,
) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n = parseWholeNumber(value, min, max);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return n;
  });
}

/** Zod schema of an id (path, query or body): 1 to 2147483647 in canonical decimal. */
export const idSchema = (name?: string) =>
  wholeNumberSchema(
    name ?? 'id',
    1,
    MAX_ID,
    `${name ? `${name} ` : ''}must be an id: a whole number from 1 to ${MAX_ID}`,
  );
