// A campaign's A/B page variants (GET campaigns/{id}/page-variants, decision 0091).
import { useQuery } from '@tanstack/react-query';
import type { PageVariantsAnswer } from '@eventory/domain/page-variants';
import { useServices } from '../services/use-services.ts';

export const pageVariantsKey = (campaignId: number) => ['page-variants', campaignId] as const;

export function usePageVariants(campaignId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: pageVariantsKey(campaignId),
    queryFn: ({ signal }) => api.get<PageVariantsAnswer>(`campaigns/${campaignId}/page-variants`, { signal }),
  });
}
