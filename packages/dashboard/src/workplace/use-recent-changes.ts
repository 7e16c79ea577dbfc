// The signed-in admin's own recent changes (GET workplace/recent-changes, `dashboardSystem`).
import { useQuery } from '@tanstack/react-query';
import type { WorkplaceRecentChanges } from '@eventory/domain/workplace';
import { useServices } from '../services/use-services.ts';

export function useRecentChanges() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['workplace', 'recent-changes'],
    queryFn: async ({ signal }) =>
      (await api.get<WorkplaceRecentChanges>('workplace/recent-changes', { signal })).items,
  });
}
