// The functions (admin API GET function).
import { useQuery } from '@tanstack/react-query';
import type { FunctionConfig } from '@eventory/domain/functions';
import { useServices } from '../services/use-services.ts';

export const FUNCTIONS_KEY = ['function-system'] as const;

export function useFunctions() {
  const { api } = useServices();
  return useQuery({
    queryKey: FUNCTIONS_KEY,
    queryFn: ({ signal }) => api.get<{ items: FunctionConfig[] }>('function', { signal }),
  });
}
