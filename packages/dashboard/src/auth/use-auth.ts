// The auth state every screen reads (admin spec §4 Sign-in), provided by <AuthProvider>.
import { createContext, useContext } from 'react';
import type { AdminSession } from '@eventory/domain/session';

export interface AuthState {
  /** 'restoring' only while an ?accessToken= is being checked at start-up. */
  status: 'restoring' | 'ready';
  session: AdminSession | null;
  /** The session as the access rules see it: ?debugRole= applied outside production. */
  grantee: AdminSession | null;
  signIn(session: AdminSession): void;
  signOut(): void;
  /** The ?debugRole= override in force (null when none). */
  debugRole: string | null;
  /** Whether the debug role switch is offered: outside production, to a user holding `debug`. */
  canSwitchRole: boolean;
  /** Sets (or with null clears) the override; ignored where the switch is not offered. */
  setDebugRole(value: string | null): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs <AuthProvider>');
  return auth;
}
