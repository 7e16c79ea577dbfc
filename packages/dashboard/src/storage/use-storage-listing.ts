// The files under a prefix (admin API GET storage/find-all): page after page, following
// nextQuery.pageToken until the listing ends (admin spec §7 Storage).
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StorageListing } from '@eventory/domain/storage';
import { useServices } from '../services/use-services.ts';

export const storageKey = (prefix: string) => ['storage', prefix] as const;

export function useStorageListing(prefix: string) {
  const { api } = useServices();
  const query = useInfiniteQuery({
    queryKey: storageKey(prefix),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<StorageListing>('storage/find-all', { query: { prefix, pageToken: pageParam }, signal }),
    getNextPageParam: (last) => last.nextQuery?.pageToken,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
