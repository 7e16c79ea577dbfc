// A list's state in the URL (admin spec §3 Campaign list state, §4 Lists): its filters, limit and offset
// are search parameters, so a link reproduces a view, reloading keeps it and the back button restores it.
// page = offset/limit + 1 (@eventory/domain/paging); a new filter or limit sends the offset back to 0.
import { offsetOf, pageOf } from '@eventory/domain/paging';

export { offsetOf, pageOf };

/** How a filter is written in the URL: text (trimmed), a flag (`true`), a comma list, a number, or a
 * stack (the parameter repeated, for values that may hold commas, such as cursors). */
export type FilterKind = 'text' | 'flag' | 'list' | 'number' | 'stack';

type ValueOf<K extends FilterKind> = K extends 'text'
  ? string
  : K extends 'flag'
    ? boolean
    : K extends 'number'
      ? number | undefined
      : string[];

export type FilterKinds = Record<string, FilterKind>;
export type Filters<S extends FilterKinds> = { [N in keyof S]: ValueOf<S[N]> };

export interface ListSpec<S extends FilterKinds> {
  filters: S;
  /** Default page size; a limit equal to it stays out of the URL. */
  limit: number;
  /** Text filters that start other than empty (for example a sort order). */
  defaults?: Partial<Filters<S>>;
  /** Put before every parameter name, for screens that show several lists under one URL. */
  prefix?: string;
}

export interface ListParams<S extends FilterKinds> {
  filters: Filters<S>;
  limit: number;
  offset: number;
}

export const DEFAULT_LIMIT = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const name = (spec: ListSpec<FilterKinds>, key: string) => `${spec.prefix ?? ''}${key}`;

function readFilter(params: URLSearchParams, key: string, kind: FilterKind, fallback: unknown) {
  const text = params.get(key);
  switch (kind) {
    case 'text':
      return text ?? fallback ?? '';
    case 'flag':
      return text === 'true';
    case 'list':
      return (text ?? '').split(',').filter(Boolean);
    case 'stack':
      return params.getAll(key).filter(Boolean);
    case 'number': {
      const n = text === null || text === '' ? NaN : Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
  }
}

export function readList<S extends FilterKinds>(params: URLSearchParams, spec: ListSpec<S>): ListParams<S> {
  const filters = {} as Record<string, unknown>;
  for (const [key, kind] of Object.entries(spec.filters))
    filters[key] = readFilter(params, name(spec, key), kind, spec.defaults?.[key]);
  const offset = Number(params.get(name(spec, 'offset')));
  return {
    filters: filters as Filters<S>,
    limit: positive(params.get(name(spec, 'limit')), spec.limit),
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL of a new filter set (and limit): text filters trimmed, defaults left out, offset back to 0. */
export function writeList<S extends FilterKinds>(
  params: URLSearchParams,
  spec: ListSpec<S>,
  filters: Partial<Filters<S>>,
  limit?: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  for (const [key, value] of Object.entries(filters)) {
    const kind = spec.filters[key];
    const param = name(spec, key);
    if (kind === 'stack') {
      next.delete(param);
      for (const item of value as string[]) next.append(param, item);
    } else if (kind === 'text') {
      const text = String(value ?? '').trim();
      set(param, text === (spec.defaults?.[key] ?? '') ? '' : text);
    } else if (kind === 'flag') set(param, value ? 'true' : '');
    else if (kind === 'list') set(param, (value as string[]).join(','));
    else if (kind === 'number') set(param, value === undefined ? '' : String(value));
  }
  if (limit !== undefined) set(name(spec, 'limit'), limit === spec.limit ? '' : String(limit));
  next.delete(name(spec, 'offset'));
  return next;
}

/** The URL of another page (at the same limit, or a new limit from the first page). */
export function writePage<S extends FilterKinds>(
  params: URLSearchParams,
  spec: ListSpec<S>,
  page: number,
  limit: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = positive(params.get(name(spec, 'limit')), spec.limit);
  if (limit !== current) return writeList(next, spec, {}, limit);
  const offset = offsetOf(page, limit);
  if (offset) next.set(name(spec, 'offset'), String(offset));
  else next.delete(name(spec, 'offset'));
  return next;
}

/** Whether two filter sets would write the same URL. */
export function sameFilters<S extends FilterKinds>(
  spec: ListSpec<S>,
  a: Partial<Filters<S>>,
  b: Partial<Filters<S>>,
): boolean {
  const url = (f: Partial<Filters<S>>) => writeList(new URLSearchParams(), spec, f).toString();
  return url(a) === url(b);
}
