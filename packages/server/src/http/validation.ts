// Input checking for routes: zod schemas, with the first failing field named in the error so the
// dashboard can point at it.
import type { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';

/**
 * Parses `value` with `schema`; on failure throws DomainError VALIDATION_ERROR (400) naming the
 * first failing field as a dot path (`label` when the value itself is wrong, e.g. not an object).
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, label = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : label;
  const message = issue?.message ?? 'invalid value';
  throw new DomainError('VALIDATION_ERROR', `${field}: ${message}`, 400, field);
}
