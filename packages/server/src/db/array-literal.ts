// PostgreSQL array literals ('{...}') for set-based writes: each column of a batch travels as one text parameter,
// cast to its array type and unnest()ed into rows. PostgreSQL reads 5,000 rows this way about four times faster
// than the same rows as one jsonb_to_recordset document (decision 0106), and the server builds no object per row.
import { sql, type SQL } from 'drizzle-orm';

/** A text[] literal: every element double-quoted, with backslashes and double quotes escaped (array input syntax). */
export function textArrayLiteral(values: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    out += `"${values[i]!.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${out}}`;
}

/** An int[], bigint[] or float8[] literal of finite numbers (a non-finite one is refused: it would not parse). */
export function numberArrayLiteral(values: readonly number[]): string {
  for (const v of values) if (!Number.isFinite(v)) throw new RangeError(`not a finite number: ${v}`);
  return `{${values.join(',')}}`;
}

/** One column of set-based rows: its values as one array parameter, cast to its array type. */
export const textColumn = (values: readonly string[]): SQL => sql`${textArrayLiteral(values)}::text[]`;
export const numberColumn = (type: 'int' | 'bigint' | 'float8', values: readonly number[]): SQL =>
  sql`${numberArrayLiteral(values)}::${sql.raw(type)}[]`;

/** Rows from columns of equal length: `unnest($1::int[], $2::text[], …) as alias(name, …)`. */
export function unnestRows(alias: string, columns: Record<string, SQL>): SQL {
  return sql`unnest(${sql.join(Object.values(columns), sql`, `)}) as ${sql.raw(alias)}(${sql.raw(Object.keys(columns).join(', '))})`;
}
