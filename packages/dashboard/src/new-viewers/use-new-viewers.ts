// A campaign's new-viewer rule and count (GET/PUT campaigns/{id}/new-viewer-rule, GET campaigns/{id}/new-viewers).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewViewerCount, NewViewerRule, NewViewerSetting } from '@eventory/domain/new-viewers';
import { useServices } from '../services/use-services.ts';

const key = (campaignId: number) => ['campaign', campaignId, 'new-viewers'] as const;

export function useNewViewerSetting(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...key(campaignId), 'rule'],
    queryFn: ({ signal }) => api.get<NewViewerSetting>(`campaigns/${campaignId}/new-viewer-rule`, { signal }),
  });
}

export function useNewViewerCount(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...key(campaignId), 'count'],
    queryFn: ({ signal }) => api.get<NewViewerCount>(`campaigns/${campaignId}/new-viewers`, { signal }),
  });
}

export function useSetNewViewerRule(campaignId: number) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: NewViewerRule | null) =>
      api.put<NewViewerSetting>(`campaigns/${campaignId}/new-viewer-rule`, { rule }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(campaignId) }),
  });
}
