// Publishing the open project (issue 14 §2): refused at once while the page breaks a structural rule,
// else saved through the service module; the server's refusal is kept with every problem it lists.
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../services/use-services.ts';
import { publishProject, saveProblems, type ProjectContent } from './project-service.ts';

export function usePublish(codeName: string) {
  const { api } = useServices();
  const mutation = useMutation({
    mutationFn: (content: ProjectContent) => publishProject(api, codeName, content),
  });
  return {
    publish: mutation.mutate,
    publishing: mutation.isPending,
    failure: mutation.isError ? saveProblems(mutation.error) : undefined,
    reset: mutation.reset,
  };
}
