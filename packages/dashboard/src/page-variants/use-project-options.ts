// The editor projects a variant can show (GET editor/projects, ended campaigns included, latest 100).
import { useQuery } from '@tanstack/react-query';
import { MAX_PROJECT_PAGE, type ProjectList } from '@eventory/domain/editor-projects';
import { useServices } from '../services/use-services.ts';

export function useProjectOptions() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['page-variants', 'projects'],
    queryFn: async ({ signal }) =>
      (
        await api.get<ProjectList>('editor/projects', {
          signal,
          query: { limit: String(MAX_PROJECT_PAGE), showEnded: 'true' },
        })
      ).items,
  });
}
