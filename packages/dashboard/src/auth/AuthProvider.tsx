// The one auth interface of the dashboard (admin spec §4 Sign-in): the session, the grantee the
// menus and routes check (with ?debugRole= applied), sign-in and sign-out.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { applyDebugRole, hasPermission } from '@eventory/domain/permissions';
import type { AdminSession } from '@eventory/domain/session';
import { useServices } from '../services/use-services.ts';
import { decideRestore, looksLikeSession } from '../services/session-store.ts';
import { AuthContext, type AuthState } from './use-auth.ts';

// setTimeout cannot wait longer than this.
const MAX_TIMER_MS = 2_147_483_647;

export function AuthProvider({ children }: { children: ReactNode }) {
  const { sessionStore, storage, production, accessTokenParam, debugRoles, api } = useServices();
  const debugRole = useSyncExternalStore(debugRoles.subscribe, debugRoles.get);
  const [restore] = useState(() => {
    const decision = decideRestore({ storage, production, accessTokenParam });
    if (decision.kind === 'session') sessionStore.set(decision.session);
    else if (decision.kind === 'signedOut') sessionStore.clear();
    return decision;
  });
  const [status, setStatus] = useState<AuthState['status']>(restore.kind === 'fetch' ? 'restoring' : 'ready');

  useEffect(() => {
    if (restore.kind !== 'fetch') return;
    let live = true;
    api
      .get<AdminSession>('auth/session', { accessToken: restore.accessToken })
      .then((session) => {
        if (!live) return;
        // The token the user came with stands in if the answer leaves it out.
        const restored = { ...session, accessToken: session.accessToken || restore.accessToken };
        if (looksLikeSession(restored)) sessionStore.set(restored);
        else sessionStore.clear();
      })
      .catch(() => live && sessionStore.clear())
      .finally(() => live && setStatus('ready'));
    return () => {
      live = false;
    };
  }, [restore, api, sessionStore]);

  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

  // In production a session ends at its expiry, not only at the next reload.
  useEffect(() => {
    if (!production || !session) return;
    const wait = Math.min(Math.max(session.exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    const timer = setTimeout(() => sessionStore.clear(), wait);
    return () => clearTimeout(timer);
  }, [production, session, sessionStore]);

  const signIn = useCallback((s: AdminSession) => sessionStore.set(s), [sessionStore]);
  const signOut = useCallback(() => {
    sessionStore.clear();
    window.google?.accounts.id.disableAutoSelect();
  }, [sessionStore]);

  const canSwitchRole = !production && session !== null && hasPermission(session, 'debug');
  const setDebugRole = useCallback(
    (next: string | null) => {
      if (canSwitchRole) debugRoles.set(next);
    },
    [canSwitchRole, debugRoles],
  );

  const value = useMemo<AuthState>(
    () => ({
      status,
      session,
      grantee: session ? applyDebugRole(session, debugRole, production) : null,
      signIn,
      signOut,
      debugRole: canSwitchRole ? debugRole : null,
      canSwitchRole,
      setDebugRole,
    }),
    [status, session, debugRole, production, signIn, signOut, canSwitchRole, setDebugRole],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
