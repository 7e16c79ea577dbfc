import { useQuery } from '@tanstack/react-query';
import { usesNewerApi } from '@eventory/domain/campaign';
import { type TranslationKey } from '@eventory/domain/translations';
import { useServices } from '../services/use-services.ts';
import { LIST_STALE_MS, validId } from './campaign-api.ts';

export function useCampaignTranslations(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['campaign', id, 'translations'],
    staleTime: LIST_STALE_MS,
    queryFn: ({ signal }) =>
      api.get<TranslationKey[]>(
        usesNewerApi(id) ? `campaigns/${id}/translations` : `event/${id}/translation`,
        {
          signal,
        },
      ),
    enabled: validId(id),
  });
}
