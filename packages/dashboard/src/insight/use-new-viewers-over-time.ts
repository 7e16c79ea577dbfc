import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightBucket } from '@eventory/domain/insight';
import type { NewViewersOverTime } from '@eventory/domain/new-viewers';
import { useServices } from '../services/use-services.ts';

/** GET campaigns/{id}/insight/new-viewers: viewers per bucket of [from, to), new / returning / unknown. */
export function useNewViewersOverTime(
  campaignID: number,
  range: { from: number; to: number; bucket: InsightBucket } | undefined,
) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', campaignID, 'insight', 'new-viewers', range],
    queryFn: ({ signal }) =>
      api.get<NewViewersOverTime>(
        `campaigns/${campaignID}/insight/new-viewers?from=${range!.from}&to=${range!.to}&bucket=${range!.bucket}`,
        { signal },
      ),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
