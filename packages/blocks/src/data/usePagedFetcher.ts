// The generic fetcher of visitor spec §4 for cursor-paged data (leaderboards, followees):
// idle → loading → data | error, every page loaded while the next cursor is non-empty, reset when the
// key (container, count...) changes, cancelled on unmount, and with auto-refresh a fresh pass 1 s after
// each completed one whose result replaces the data (not appended).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RenderMode } from '../renderer/render-context.ts';
import { hasMoreAfter, mayAutoRefresh, nextRefreshDelay } from './fetcher-rules.ts';
import type { FetcherStatus } from './useFetcher.ts';

export interface Page<T> {
  items: T[];
  nextCursor: string;
}

export type PageLoader<T> = (
  cursor: string,
  signal: AbortSignal,
  onCached: (page: Page<T>) => void,
) => Promise<Page<T>>;

export interface PagedFetcherOptions {
  /** What the data depends on (container, count...): a new key drops the data and starts over. */
  key: string;
  enabled?: boolean;
  /** Editor mode never fetches (mock data shows instead). */
  mode?: RenderMode;
  autoRefresh?: boolean;
  /** Unix ms; before it, auto-refresh waits until it (only within 7 days). */
  startTime?: number;
  /** Load the next page as soon as one arrives while hasMore (default true); else call load(). */
  allPages?: boolean;
}

export interface PagedFetcherResult<T> {
  status: FetcherStatus;
  data: T[] | undefined;
  /** The first page from the browser cache, shown while live data is empty. */
  cacheData: T[] | undefined;
  error: Error | undefined;
  loading: boolean;
  hasMore: boolean;
  /** Loads the next page (no-op while loading or at the end). */
  load: () => void;
  /** Starts a fresh pass from the first page now. */
  refresh: () => void;
  cancel: () => void;
  meta: { autoRefresh: boolean };
}

interface PagedState<T> {
  status: FetcherStatus;
  data: T[] | undefined;
  cacheData: T[] | undefined;
  error: Error | undefined;
  loading: boolean;
  hasMore: boolean;
}

const idle = <T>(): PagedState<T> => ({
  status: 'idle',
  data: undefined,
  cacheData: undefined,
  error: undefined,
  loading: false,
  hasMore: false,
});

export function usePagedFetcher<T>(
  loadPage: PageLoader<T>,
  options: PagedFetcherOptions,
): PagedFetcherResult<T> {
  const { key, enabled = true, mode = 'runtime', autoRefresh = false, startTime, allPages = true } = options;
  const [state, setState] = useState<PagedState<T>>(idle);
  const loaderRef = useRef(loadPage);
  loaderRef.current = loadPage;
  const actionsRef = useRef({ load: () => {}, refresh: () => {}, cancel: () => {} });
  const active = enabled && mode !== 'editor';

  useEffect(() => {
    setState(idle());
    if (!active) return undefined;
    let disposed = false;
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Rows of the pass in progress; the first pass shows them as they come, later ones on completion. */
    let passRows: T[] = [];
    let firstPass = true;
    let nextCursor = '';
    let hasData = false;

    const stopTimer = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };

    const schedule = () => {
      if (!autoRefresh || disposed) return;
      const delay = nextRefreshDelay(Date.now(), startTime);
      if (delay === undefined) return;
      stopTimer();
      timer = setTimeout(() => {
        timer = undefined;
        // A hidden tab waits; the visibility listener resumes it.
        if (
          mayAutoRefresh({
            hidden: document.visibilityState === 'hidden',
            editor: false,
            inFlight: !!controller,
          })
        )
          startPass();
      }, delay);
    };

    const fetchPage = (cursor: string) => {
      stopTimer();
      controller?.abort();
      const current = new AbortController();
      controller = current;
      const showing = firstPass;
      setState((s) => ({ ...s, status: s.status === 'idle' ? 'loading' : s.status, loading: true }));
      const onCached = (page: Page<T>) => {
        if (!disposed && !current.signal.aborted && showing && cursor === '')
          setState((s) => ({ ...s, cacheData: page.items }));
      };
      loaderRef.current(cursor, current.signal, onCached).then(
        (page) => {
          if (disposed || current.signal.aborted) return;
          controller = undefined;
          passRows = cursor === '' ? page.items : [...passRows, ...page.items];
          nextCursor = page.nextCursor;
          const more = hasMoreAfter(page.nextCursor);
          if (showing || !more) {
            hasData = true;
            const rows = passRows;
            setState((s) => ({
              ...s,
              status: 'data',
              data: rows,
              error: undefined,
              loading: false,
              hasMore: more,
            }));
          } else {
            setState((s) => ({ ...s, loading: false }));
          }
          if (more && (allPages || !showing)) fetchPage(page.nextCursor);
          else if (!more) {
            firstPass = false;
            schedule();
          }
        },
        (error: unknown) => {
          if (disposed || current.signal.aborted) return;
          controller = undefined;
          console.error('Fetch failed', error);
          const failure = error instanceof Error ? error : new Error(String(error));
          setState((s) => ({ ...s, status: 'error', error: failure, loading: false }));
          // With data on screen keep polling so the board recovers; without any, the visitor retries.
          if (hasData) schedule();
        },
      );
    };

    const startPass = () => {
      passRows = [];
      fetchPage('');
    };

    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || timer !== undefined || controller) return;
      if (autoRefresh && hasData && !firstPass) startPass();
    };
    document.addEventListener('visibilitychange', onVisibility);

    actionsRef.current = {
      load: () => {
        if (!controller && hasMoreAfter(nextCursor)) fetchPage(nextCursor);
      },
      refresh: () => {
        firstPass = !hasData;
        startPass();
      },
      cancel: () => {
        stopTimer();
        controller?.abort();
        controller = undefined;
        setState((s) => (s.loading ? { ...s, loading: false } : s));
      },
    };
    startPass();
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stopTimer();
      controller?.abort();
      actionsRef.current = { load: () => {}, refresh: () => {}, cancel: () => {} };
    };
  }, [key, active, autoRefresh, startTime, allPages]);

  const load = useCallback(() => actionsRef.current.load(), []);
  const refresh = useCallback(() => actionsRef.current.refresh(), []);
  const cancel = useCallback(() => actionsRef.current.cancel(), []);
  return { ...state, load, refresh, cancel, meta: { autoRefresh } };
}
