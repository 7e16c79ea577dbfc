// One bucket with the top of its pool (GET gift-bucket/bucket/{uuid}).
import { useQuery } from '@tanstack/react-query';
import type { GiftBucketDetail } from '@eventory/domain/gift-buckets';
import { useServices } from '../services/use-services.ts';
import { GIFT_BUCKETS_KEY } from './use-gift-buckets.ts';

export function useGiftBucket(
  uuid: string | undefined,
  { refetchInterval }: { refetchInterval?: number } = {},
) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...GIFT_BUCKETS_KEY, 'bucket', uuid],
    queryFn: ({ signal }) => api.get<GiftBucketDetail>(`gift-bucket/bucket/${uuid}`, { signal }),
    enabled: uuid !== undefined,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}
