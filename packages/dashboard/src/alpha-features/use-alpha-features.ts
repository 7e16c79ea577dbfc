// The alpha feature switches (GET alpha/features) and one switch (PUT alpha/features/{feature}/{environment}).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlphaFeature, AlphaFeatureRow } from '@eventory/domain/alpha-features';
import type { Environment } from '@eventory/domain/environment';
import { useServices } from '../services/use-services.ts';

export const ALPHA_FEATURES_KEY = ['alpha-features'] as const;

export function useAlphaFeatures() {
  const { api } = useServices();
  return useQuery({
    queryKey: ALPHA_FEATURES_KEY,
    queryFn: ({ signal }) => api.get<AlphaFeatureRow[]>('alpha/features', { signal }),
  });
}

export function useSwitchAlphaFeature() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: { feature: AlphaFeature; environment: Environment; enabled: boolean }) =>
      api.put<AlphaFeatureRow>(`alpha/features/${s.feature}/${s.environment}`, { enabled: s.enabled }),
    onSuccess: () => client.invalidateQueries({ queryKey: ALPHA_FEATURES_KEY }),
  });
}
