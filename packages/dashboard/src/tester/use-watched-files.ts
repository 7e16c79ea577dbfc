// Watched JSON files (issue 15 §6; decisions/0070): the server's list (GET tester/watched-files) with each
// file's data, when it last changed and the last read's error. The server reads the files every 60 s (the
// built-in watchedFiles job); this list is fetched again as often, and on demand (refetch).
import { useQuery } from '@tanstack/react-query';
import type { WatchedFileList } from '@eventory/domain/watched-files';
import { useServices } from '../services/use-services.ts';

export const WATCHED_FILES_KEY = ['watched-files'] as const;
export const WATCH_INTERVAL_MS = 60_000;

export function useWatchedFiles() {
  const { api } = useServices();
  return useQuery({
    queryKey: WATCHED_FILES_KEY,
    queryFn: async ({ signal }) => (await api.get<WatchedFileList>('tester/watched-files', { signal })).items,
    refetchInterval: WATCH_INTERVAL_MS,
  });
}
