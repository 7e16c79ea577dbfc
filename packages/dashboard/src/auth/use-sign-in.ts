// Signing in: a Google ID token, or (outside production) the development sign-in.
import { useCallback } from 'react';
import type { AdminSession } from '@eventory/domain/session';
import type { Role } from '@eventory/domain/permissions';
import { useServices } from '../services/use-services.ts';
import { useAuth } from './use-auth.ts';

export function useSignIn() {
  const { api } = useServices();
  const { signIn } = useAuth();
  const withGoogle = useCallback(
    async (idToken: string) => {
      const session = await api.post<AdminSession>('auth/google', { idToken });
      signIn(session);
      return session;
    },
    [api, signIn],
  );
  const forDevelopment = useCallback(
    async (email: string, roles: Role[]) => {
      const session = await api.post<AdminSession>('auth/dev', { email, roles });
      signIn(session);
      return session;
    },
    [api, signIn],
  );
  return { withGoogle, forDevelopment };
}
