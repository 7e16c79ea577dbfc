// Watched JSON files (admin spec §3: url, data, updatedAt; §9: fetched every 60 s). The list of URLs is
// kept in this browser; each file is fetched by the browser itself, as the event pages fetch it.
import { useCallback, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';

export const WATCHED_FILES_KEY = 'eventory.watchedFiles';
export const WATCH_INTERVAL_MS = 60_000;

export interface WatchedFile {
  url: string;
  data: unknown;
  /** Unix ms of the last successful fetch; 0 = none yet. */
  updatedAt: number;
  isLoading: boolean;
  error: string | null;
  refetch: () => unknown;
}

const readList = (storage: Storage): string[] => {
  try {
    const value = JSON.parse(storage.getItem(WATCHED_FILES_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export function useWatchedFiles() {
  const { storage } = useServices();
  const [urls, setUrls] = useState(() => readList(storage));
  const save = useCallback(
    (next: string[]) => {
      storage.setItem(WATCHED_FILES_KEY, JSON.stringify(next));
      setUrls(next);
    },
    [storage],
  );
  const results = useQueries({
    queries: urls.map((url) => ({
      queryKey: ['watched-file', url],
      refetchInterval: WATCH_INTERVAL_MS,
      retry: false,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const res = await fetch(url, { signal, cache: 'no-store' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return (await res.json()) as unknown;
      },
    })),
  });
  const files: WatchedFile[] = urls.map((url, i) => {
    const q = results[i]!;
    return {
      url,
      data: q.data,
      updatedAt: q.dataUpdatedAt,
      isLoading: q.isLoading,
      error: q.error ? q.error.message : null,
      refetch: q.refetch,
    };
  });
  return {
    files,
    watch: (url: string) => save([...new Set([...urls, url])]),
    unwatch: (url: string) => save(urls.filter((u) => u !== url)),
  };
}
