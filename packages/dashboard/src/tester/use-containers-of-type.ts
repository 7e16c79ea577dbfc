// The containers of a type (POST leaderboard/find-all {type}), to pick one for mock aggregation.
import { useQuery } from '@tanstack/react-query';
import type { ContainerType } from '@eventory/domain/containers';
import type { FoundContainer } from '@eventory/domain/tester';
import { useServices } from '../services/use-services.ts';

export function useContainersOfType(type: ContainerType) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['tester', 'containers', type],
    queryFn: async ({ signal }) =>
      (await api.post<{ items: FoundContainer[] }>('leaderboard/find-all', { type }, { signal })).items,
  });
}
