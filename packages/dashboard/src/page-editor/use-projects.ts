// The project list and one project, through the editor's service module (admin spec §7 Template editor).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import { listProjects, loadProject, type ProjectListQuery } from './project-service.ts';

export const PROJECTS_KEY = ['page-editor', 'projects'] as const;

export function useProjects(query: ProjectListQuery) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...PROJECTS_KEY, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => listProjects(api, query, signal),
  });
}

export function useProject(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'project', id],
    // The editor holds its own copy once open: no refetch under the user's edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => loadProject(api, id, signal),
  });
}
