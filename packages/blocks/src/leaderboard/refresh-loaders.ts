// The page's refresh loaders (visitor spec §2 "fixed refresh button", block spec §4 top streamers):
// blocks that do not refresh themselves register here; the refresh button shows once some exist and
// 10 s have passed, and reloads them all.
import { useEffect, useSyncExternalStore } from 'react';

/** Visitor spec §9: the refresher appears after 10 s; its spinner lasts 1500 ms. */
export const REFRESHER_DELAY_MS = 10_000;
export const REFRESH_SPINNER_MS = 1500;

export interface RefreshLoaders {
  register(refresh: () => void): () => void;
  refreshAll(): void;
  count(): number;
  subscribe(listener: () => void): () => void;
}

export function createRefreshLoaders(): RefreshLoaders {
  const loaders = new Set<{ refresh: () => void }>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    register(refresh) {
      const entry = { refresh };
      loaders.add(entry);
      emit();
      return () => {
        loaders.delete(entry);
        emit();
      };
    },
    refreshAll() {
      for (const entry of [...loaders]) entry.refresh();
    },
    count: () => loaders.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One per page view (the "shared root state"). */
export const pageRefreshLoaders = createRefreshLoaders();

/** Registers `refresh` while mounted and `enabled`. */
export function useRefreshLoader(refresh: () => void, enabled: boolean, loaders = pageRefreshLoaders): void {
  useEffect(() => {
    if (!enabled) return undefined;
    return loaders.register(refresh);
  }, [refresh, enabled, loaders]);
}

export function useRefreshLoaderCount(loaders = pageRefreshLoaders): number {
  return useSyncExternalStore(loaders.subscribe, loaders.count, loaders.count);
}
