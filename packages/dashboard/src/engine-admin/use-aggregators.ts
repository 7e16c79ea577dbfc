import { useQuery } from '@tanstack/react-query';
import { type Aggregator } from '@eventory/domain/aggregators';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_LIST_STALE_MS, itemsOf, validId } from './engine-api.ts';

export function useAggregators(id: number, side: 'srcContainerID' | 'targetContainerID') {
  const { api } = useServices();
  return useQuery({
    queryKey: ['aggregators', { [side]: id }],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<Aggregator[] | { items: Aggregator[] }>('aggregators', {
          signal,
          query: { [side]: id },
        }),
      ),
    enabled: validId(id),
  });
}
