// The state of a list, kept in the URL (lists/list-params.ts): what the filter inputs show (`draft`),
// the filters, limit and offset the list loads with, and the calls that change them. Going back in the
// browser restores a list's page and filters; reloading keeps them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  pageOf,
  readList,
  sameFilters,
  writeList,
  writePage,
  type FilterKinds,
  type Filters,
  type ListSpec,
} from './list-params.ts';

export interface ListDraft<S extends FilterKinds> {
  filters: Filters<S>;
  limit: number;
}

export interface ListState<S extends FilterKinds> {
  /** What the list loads with (from the URL). */
  filters: Filters<S>;
  limit: number;
  offset: number;
  page: number;
  /** What the filter inputs show: the URL follows after the debounce, else at once. */
  draft: ListDraft<S>;
  /** New filter values (and limit); the offset goes back to 0. */
  change(changes: Partial<Filters<S>>, limit?: number): void;
  /** For a search form: the inputs change, the URL waits for `submit`. */
  edit(changes: Partial<Filters<S>>): void;
  /** Writes what the inputs show (with `changes`) to the URL now; the offset goes back to 0. */
  submit(changes?: Partial<Filters<S>>): void;
  /** Another page; a new limit starts again from the first page. */
  setPage(page: number, limit?: number): void;
}

export function useListState<S extends FilterKinds>(
  spec: ListSpec<S>,
  options: {
    /** Filter changes wait this long after the last one before they reach the URL (admin spec §9). */
    debounceMs?: number;
    /** Filter changes replace the history entry instead of adding one (inputs that write per keystroke). */
    replace?: boolean;
  } = {},
): ListState<S> {
  const { debounceMs = 0, replace = false } = options;
  const [params, setParams] = useSearchParams();
  const list = readList(params, spec);
  const [draft, setDraft] = useState<ListDraft<S>>(() => ({ filters: list.filters, limit: list.limit }));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The back button (or a link) changed the URL: the inputs follow, unless a change is pending.
  const search = params.toString();
  useEffect(() => {
    if (timer.current !== undefined) return;
    const url = readList(new URLSearchParams(search), spec);
    setDraft((current) =>
      current.limit === url.limit && sameFilters(spec, current.filters, url.filters)
        ? current
        : { filters: url.filters, limit: url.limit },
    );
  }, [search, spec]);

  const change = useCallback(
    (changes: Partial<Filters<S>>, limit?: number) => {
      const next = { filters: { ...draft.filters, ...changes }, limit: limit ?? draft.limit };
      setDraft(next);
      const write = () => setParams((url) => writeList(url, spec, next.filters, next.limit), { replace });
      clearTimeout(timer.current);
      timer.current = undefined;
      if (debounceMs <= 0) return write();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        write();
      }, debounceMs);
    },
    [debounceMs, draft, replace, setParams, spec],
  );

  const edit = useCallback(
    (changes: Partial<Filters<S>>) =>
      setDraft((current) => ({ ...current, filters: { ...current.filters, ...changes } })),
    [],
  );
  const submit = useCallback(
    (changes: Partial<Filters<S>> = {}) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const next = { filters: { ...draft.filters, ...changes }, limit: draft.limit };
      setDraft(next);
      setParams((url) => writeList(url, spec, next.filters, next.limit), { replace });
    },
    [draft, replace, setParams, spec],
  );

  const setPage = useCallback(
    (page: number, limit?: number) =>
      setParams((url) => writePage(url, spec, page, limit ?? readList(url, spec).limit)),
    [setParams, spec],
  );

  return { ...list, page: pageOf(list.offset, list.limit), draft, change, edit, submit, setPage };
}

/** The paging half of a list's state, what a pager needs. */
export type ListPaging = Pick<ListState<FilterKinds>, 'page' | 'limit' | 'offset' | 'setPage'>;
