import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import { asPage, STALE_MS } from './content-api.ts';

/** A paged read: GET with filters and limit/offset (or POST for the snapshot search). */
export function usePagedLookup<T>(
  key: string,
  path: string,
  /** Query text for GET; for POST the JSON body (numbers and lists as they are). */
  filters: Record<string, unknown>,
  page: { limit: number; offset: number },
  options: { method?: 'GET' | 'POST'; enabled?: boolean } = {},
) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookup', key, filters, page],
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    queryFn: async ({ signal }) => {
      const query = { ...filters, limit: page.limit, offset: page.offset };
      const data =
        options.method === 'POST'
          ? await api.post<unknown>(path, compact(query), { signal })
          : await api.get<unknown>(path, {
              signal,
              query: query as Record<string, string | number | undefined>,
            });
      return asPage<T>(data);
    },
  });
}

const compact = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
