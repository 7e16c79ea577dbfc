import { useQuery } from '@tanstack/react-query';
import type { MultipleReplayView } from '@eventory/domain/replay';
import { useServices } from '../services/use-services.ts';
import { REPLAY_POLL_MS } from '../engine-admin/engine-api.ts';
import { contentKey, validId } from './content-api.ts';

/** The campaign's latest multiple replays, newest first; asked again every 2 s while the newest runs. */
export function useMultipleReplays(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: contentKey(campaignId, 'multipleReplays'),
    queryFn: ({ signal }) =>
      api.get<MultipleReplayView[]>(`campaigns/${campaignId}/multiple-replays`, { signal }),
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'Preparing' ? REPLAY_POLL_MS : false),
    enabled: validId(campaignId),
  });
}
