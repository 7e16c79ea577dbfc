// A campaign's relative times (GET/PUT campaigns/{id}/time-references, decision 0094).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usesNewerApi } from '@eventory/domain/campaign';
import type { ResolvedTimeReference, TimeReferenceInput } from '@eventory/domain/time-references';
import { useServices } from '../services/use-services.ts';

const key = (campaignId: number) => ['campaign', campaignId, 'time-references'] as const;

export function useTimeReferences(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: key(campaignId),
    queryFn: ({ signal }) =>
      api.get<ResolvedTimeReference[]>(`campaigns/${campaignId}/time-references`, { signal }),
    // Campaigns of the older event API (ids up to 10000) have no relative times.
    enabled: usesNewerApi(campaignId),
  });
}

/** Sets or removes one reference; the leaderboards and votes it moves are read again. */
export function useSetTimeReference(campaignId: number) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeReferenceInput) =>
      api.put<ResolvedTimeReference[]>(`campaigns/${campaignId}/time-references`, input),
    onSuccess: async (refs) => {
      client.setQueryData(key(campaignId), refs);
      await client.invalidateQueries({ queryKey: ['campaign', campaignId] });
    },
  });
}
