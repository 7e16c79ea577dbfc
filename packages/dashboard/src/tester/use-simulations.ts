// Simulator runs (GET simulator/simulations), refreshed every second while the screen is open.
import { useQuery } from '@tanstack/react-query';
import type { Simulation } from '@eventory/domain/tester';
import { useServices } from '../services/use-services.ts';

export const SIMULATIONS_KEY = ['simulations'] as const;

export function useSimulations() {
  const { api } = useServices();
  return useQuery({
    queryKey: SIMULATIONS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: Simulation[] }>('simulator/simulations', { signal })).items,
    refetchInterval: 1000,
  });
}
