import { useQuery } from '@tanstack/react-query';
import { type ReplayStatusView } from '@eventory/domain/replay';
import { useServices } from '../services/use-services.ts';
import { containerKey, REPLAY_POLL_MS, validId } from './engine-api.ts';

export function useReplayStatus(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'replay-status'],
    queryFn: ({ signal }) => api.get<ReplayStatusView>(`containers/${id}/replay-status`, { signal }),
    // Live status: asked again every 2 s while a replay is preparing.
    refetchInterval: (query) => (query.state.data?.status === 'Preparing' ? REPLAY_POLL_MS : false),
    enabled: validId(id),
  });
}
