// The crawler's config, mark and the newest event of the log (GET gift-bucket/config).
import { useQuery } from '@tanstack/react-query';
import type { GiftBucketCrawler } from '@eventory/domain/gift-buckets';
import { useServices } from '../services/use-services.ts';
import { GIFT_BUCKETS_KEY } from './use-gift-buckets.ts';

export const CRAWLER_KEY = [...GIFT_BUCKETS_KEY, 'config'] as const;

export function useCrawlerConfig({ refetchInterval }: { refetchInterval?: number } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: CRAWLER_KEY,
    queryFn: ({ signal }) => api.get<GiftBucketCrawler>('gift-bucket/config', { signal }),
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}
