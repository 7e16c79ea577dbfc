// The Tools overview (GET tools/overview, `toolsControl`).
import { useQuery } from '@tanstack/react-query';
import type { ToolsOverview } from '@eventory/domain/tools-overview';
import { useServices } from '../services/use-services.ts';

export function useToolsOverview() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['tools-overview'],
    queryFn: ({ signal }) => api.get<ToolsOverview>('tools/overview', { signal }),
  });
}
