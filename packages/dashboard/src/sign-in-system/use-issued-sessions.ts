// The sessions and temporary tokens issued (GET sign-in-system/sessions).
import { useQuery } from '@tanstack/react-query';
import type { IssuedSession } from '@eventory/domain/sign-in-system';
import { useServices } from '../services/use-services.ts';

export const ISSUED_SESSIONS_KEY = ['issued-sessions'] as const;

export function useIssuedSessions(q: { showEnded: boolean; email: string }) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...ISSUED_SESSIONS_KEY, q],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: IssuedSession[] }>('sign-in-system/sessions', {
          signal,
          query: { active: String(!q.showEnded), email: q.email.trim() || undefined },
        })
      ).items,
  });
}
