// The gift buckets with their pool totals (GET gift-bucket/buckets); the tester view polls every second.
import { useQuery } from '@tanstack/react-query';
import type { GiftBucketSummary } from '@eventory/domain/gift-buckets';
import { useServices } from '../services/use-services.ts';

/** Every gift-bucket query sits below this key: a `state-changed` refreshes them all. */
export const GIFT_BUCKETS_KEY = ['gift-buckets'] as const;

export function useGiftBuckets({ refetchInterval }: { refetchInterval?: number } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...GIFT_BUCKETS_KEY, 'list'],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: GiftBucketSummary[] }>('gift-bucket/buckets', { signal })).items,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}
