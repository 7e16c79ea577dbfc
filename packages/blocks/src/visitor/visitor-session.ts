// The visitor's session: the signed-in user kept in local storage with its update timestamp, the auth
// guard applied on start and whenever the server refuses the token, and subscribers told of changes.
import type { VisitorSignIn } from '@eventory/domain/visitor-session';
import {
  guardStoredVisitor,
  isAuthFailure,
  type AuthErrorCode,
  type StoredVisitor,
  type VisitorUser,
} from './auth-guard.ts';
import { VISITOR_SESSION_KEY, type KeyValueStorage } from './safe-storage.ts';

export interface VisitorSessionSnapshot {
  user: VisitorUser | undefined;
  /** Set when the guard signed the visitor out; cleared by acknowledgeAuthError. */
  authError: AuthErrorCode | undefined;
  /** Whether the signed-out user had a token (the tokenExpired modal's condition). */
  hadToken: boolean;
}

export interface VisitorSession {
  snapshot(): VisitorSessionSnapshot;
  subscribe(listener: () => void): () => void;
  signIn(result: VisitorSignIn): void;
  signOut(): void;
  /** Call with a failed response: 401, or 420 'token invalid', clears the user and raises INVALID. */
  reportResponse(status: number, errorMessage?: string): boolean;
  acknowledgeAuthError(): void;
}

function readStored(storage: KeyValueStorage): StoredVisitor {
  try {
    const raw = storage.getItem(VISITOR_SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === 'object') {
      const { user, updatedAt } = parsed as Partial<StoredVisitor>;
      const validUser =
        user && typeof user.userID === 'string' && typeof user.jwtAccessToken === 'string' ? user : undefined;
      return { ...(validUser ? { user: validUser } : {}), updatedAt: Number(updatedAt) || 0 };
    }
  } catch {
    // A corrupt value is as good as none.
  }
  return { updatedAt: 0 };
}

export function createVisitorSession(storage: KeyValueStorage, now: () => number = Date.now): VisitorSession {
  const listeners = new Set<() => void>();
  const initial = guardStoredVisitor(readStored(storage), now());
  let snapshot: VisitorSessionSnapshot = {
    user: initial.stored.user,
    authError: initial.error,
    hadToken: initial.error !== undefined,
  };
  if (initial.error) storage.setItem(VISITOR_SESSION_KEY, JSON.stringify(initial.stored));

  const write = (next: VisitorSessionSnapshot) => {
    const stored: StoredVisitor = next.user ? { user: next.user, updatedAt: now() } : { updatedAt: now() };
    storage.setItem(VISITOR_SESSION_KEY, JSON.stringify(stored));
    snapshot = next;
    for (const listener of listeners) listener();
  };

  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(result) {
      write({
        user: {
          userID: result.userID,
          jwtAccessToken: result.jwtAccessToken,
          accessToken: result.accessToken,
          email: result.email,
        },
        authError: undefined,
        hadToken: false,
      });
    },
    signOut() {
      write({ user: undefined, authError: undefined, hadToken: false });
    },
    reportResponse(status, errorMessage) {
      if (!isAuthFailure(status, errorMessage)) return false;
      write({ user: undefined, authError: 'INVALID', hadToken: snapshot.user !== undefined });
      return true;
    },
    acknowledgeAuthError() {
      if (snapshot.authError === undefined) return;
      snapshot = { ...snapshot, authError: undefined, hadToken: false };
      for (const listener of listeners) listener();
    },
  };
}

/** Headers of an authenticated call (visitor spec §7): Bearer jwt plus the accessToken header. */
export const authHeaders = (user: VisitorUser): Record<string, string> => ({
  authorization: `Bearer ${user.jwtAccessToken}`,
  accesstoken: user.accessToken,
});
