import { useQuery } from '@tanstack/react-query';
import { type Evaluator } from '@eventory/domain/evaluators';
import { useServices } from '../services/use-services.ts';
import { CONTAINER_LIST_STALE_MS, evaluatorsKey, itemsOf, validId } from './engine-api.ts';

export function useEvaluators(containerId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: evaluatorsKey(containerId),
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<Evaluator[] | { items: Evaluator[] }>(`containers/${containerId}/evaluators`, {
          signal,
        }),
      ),
    enabled: validId(containerId),
  });
}
