// The generic fetcher of the visitor spec §4: idle → loading → data | error, cancelled on unmount,
// optionally re-fetching a fixed time after each completed load while the tab is visible.
// Cursor paging and the browser cache layer come later and extend this hook.
import { useCallback, useEffect, useRef, useState } from 'react';

export type FetcherStatus = 'idle' | 'loading' | 'data' | 'error';

export interface FetcherOptions {
  /** What the data depends on (container, count...): a new key drops the old data and loads again. */
  key: string;
  /** False (editor mode, nothing to load) keeps the fetcher idle. Default true. */
  enabled?: boolean;
  /** Auto-refresh: load again this many ms after each completed load; the spec's value is 1000. */
  refreshAfterMs?: number;
}

export interface FetcherResult<T> {
  status: FetcherStatus;
  /** The last data loaded; kept while a refresh runs or after a refresh fails. */
  data: T | undefined;
  error: Error | undefined;
  /** True while a request is in flight, including background refreshes. */
  loading: boolean;
  /** Loads again now (the retry button). */
  refresh: () => void;
  /** Stops the request in flight and any scheduled refresh. */
  cancel: () => void;
}

interface FetcherState<T> {
  status: FetcherStatus;
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
}

const IDLE = { status: 'idle', data: undefined, error: undefined, loading: false } as const;

export function useFetcher<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: FetcherOptions,
): FetcherResult<T> {
  const { key, enabled = true, refreshAfterMs } = options;
  const [state, setState] = useState<FetcherState<T>>(IDLE);
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | undefined>(undefined);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hasDataRef = useRef(false);
  const runRef = useRef<() => void>(() => {});

  const stopTimer = () => {
    if (timerRef.current !== undefined) clearTimeout(timerRef.current);
    timerRef.current = undefined;
  };

  const cancel = useCallback(() => {
    stopTimer();
    controllerRef.current?.abort();
    controllerRef.current = undefined;
    setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
  }, []);

  useEffect(() => {
    hasDataRef.current = false;
    if (!enabled) {
      setState(IDLE);
      return undefined;
    }

    const scheduleRefresh = () => {
      if (refreshAfterMs === undefined) return;
      stopTimer();
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        // A hidden tab waits; the visibility listener below resumes it.
        if (document.visibilityState !== 'hidden') run();
      }, refreshAfterMs);
    };

    const run = () => {
      stopTimer();
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState((previous) => ({
        ...previous,
        status: previous.status === 'idle' || !hasDataRef.current ? 'loading' : previous.status,
        loading: true,
      }));
      loadRef.current(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          controllerRef.current = undefined;
          hasDataRef.current = true;
          setState({ status: 'data', data, error: undefined, loading: false });
          scheduleRefresh();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          controllerRef.current = undefined;
          console.error('Fetch failed', error);
          const failure = error instanceof Error ? error : new Error(String(error));
          setState((previous) => ({ ...previous, status: 'error', error: failure, loading: false }));
          // With data on screen keep polling so the board recovers; without any, the visitor retries.
          if (hasDataRef.current) scheduleRefresh();
        },
      );
    };
    runRef.current = run;

    const onVisibility = () => {
      if (
        document.visibilityState === 'visible' &&
        timerRef.current === undefined &&
        !controllerRef.current
      ) {
        if (refreshAfterMs !== undefined && hasDataRef.current) run();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    setState(IDLE);
    run();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopTimer();
      controllerRef.current?.abort();
      controllerRef.current = undefined;
      runRef.current = () => {};
    };
  }, [key, enabled, refreshAfterMs]);

  const refresh = useCallback(() => runRef.current(), []);
  return { ...state, refresh, cancel };
}
