// Where the signed-in admin session lives (admin spec §4 Sign-in): in localStorage, so a reload keeps
// the user signed in until the session expires.
import { isSessionValid, type AdminSession } from '@eventory/domain/session';

export const SESSION_STORAGE_KEY = 'eventory.adminSession';

export interface SessionStore {
  get(): AdminSession | null;
  set(session: AdminSession): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function readStored(storage: Storage): AdminSession | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return looksLikeSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function looksLikeSession(value: unknown): value is AdminSession {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.email === 'string' &&
    typeof s.accessToken === 'string' &&
    typeof s.exp === 'number' &&
    Array.isArray(s.roles)
  );
}

/** Starts empty; `restoreSession` decides what of the stored session to keep at start-up. */
export function createSessionStore(storage: Storage): SessionStore {
  let current: AdminSession | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    set(session) {
      current = session;
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      emit();
    },
    clear() {
      current = null;
      storage.removeItem(SESSION_STORAGE_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RestoreDecision =
  { kind: 'session'; session: AdminSession } | { kind: 'fetch'; accessToken: string } | { kind: 'signedOut' };

/**
 * Start-up (admin spec §4): the session is restored from storage. In production, if none is valid
 * the user is signed out. Outside production an `accessToken` query parameter may be used instead,
 * and a stored session is kept even past its expiry: the server's 401 then signs the user out.
 */
export function decideRestore({
  storage,
  production,
  accessTokenParam,
  nowMs = Date.now(),
}: {
  storage: Storage;
  production: boolean;
  accessTokenParam: string | null;
  nowMs?: number;
}): RestoreDecision {
  if (!production && accessTokenParam) return { kind: 'fetch', accessToken: accessTokenParam };
  const stored = readStored(storage);
  if (!stored) return { kind: 'signedOut' };
  const usable = production ? isSessionValid(stored, nowMs) : stored.isSignedIn;
  return usable ? { kind: 'session', session: stored } : { kind: 'signedOut' };
}
