// The auth guard of visitor spec §4 as pure rules: what a stored token is worth, which server answers
// mean "signed out", and what stays in storage afterwards (only the update timestamp).

export type TokenState = 'valid' | 'invalid' | 'expired';
/** The auth error codes of visitor spec §8: INVALID → 'invalid token', EXPIRED → 'expired token'. */
export type AuthErrorCode = 'INVALID' | 'EXPIRED';

export interface VisitorUser {
  userID: string;
  jwtAccessToken: string;
  accessToken: string;
  /** For tracking; '' when the platform gave none. */
  email: string;
}

/** What storage holds: the user (absent once signed out) and when that was last written (unix ms). */
export interface StoredVisitor {
  user?: VisitorUser;
  updatedAt: number;
}

/** The payload of a JWT, unverified (the server verifies; the page only reads exp). */
export function jwtClaims(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A token without an exp claim is invalid; one whose exp is past is expired. `nowMs` is unix ms. */
export function tokenState(token: string | undefined, nowMs: number): TokenState {
  if (!token) return 'invalid';
  const exp = jwtClaims(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 'invalid';
  return exp * 1000 <= nowMs ? 'expired' : 'valid';
}

/**
 * Checks the stored user on start: a valid token keeps it; an invalid or expired one clears the
 * user, leaving only the update timestamp, and reports why.
 */
export function guardStoredVisitor(
  stored: StoredVisitor,
  nowMs: number,
): { stored: StoredVisitor; error?: AuthErrorCode } {
  if (!stored.user) return { stored };
  const state = tokenState(stored.user.jwtAccessToken, nowMs);
  if (state === 'valid') return { stored };
  return { stored: { updatedAt: nowMs }, error: state === 'expired' ? 'EXPIRED' : 'INVALID' };
}

/** A 401, or a 420 whose errorMessage is 'token invalid', means the server no longer accepts the user. */
export function isAuthFailure(status: number, errorMessage?: string): boolean {
  return status === 401 || (status === 420 && errorMessage === 'token invalid');
}

/** The modal opens when there is an auth error and the user had a token (visitor spec §4). */
export const shouldShowTokenExpired = (error: AuthErrorCode | undefined, hadToken: boolean): boolean =>
  error !== undefined && hadToken;

/** The vote/auth error strings of visitor spec §8. */
export const authErrorText = (code: AuthErrorCode): 'invalid token' | 'expired token' =>
  code === 'EXPIRED' ? 'expired token' : 'invalid token';
