import { describe, expect, it } from 'vitest';
import {
  authErrorText,
  guardStoredVisitor,
  isAuthFailure,
  jwtClaims,
  shouldShowTokenExpired,
  tokenState,
  type VisitorUser,
} from './auth-guard.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;

const NOW = 1_700_000_000_000;
const user = (jwtAccessToken: string): VisitorUser => ({
  userID: 'u1',
  jwtAccessToken,
  accessToken: 'a',
  email: 'ben@demo.eventory.app',
});

describe('auth guard', () => {
  it('reads the claims of a JWT, including non-ASCII ones', () => {
    expect(jwtClaims(token({ exp: 5, name: '阿傑' }))).toEqual({ exp: 5, name: '阿傑' });
    expect(jwtClaims('garbage')).toBeUndefined();
  });

  it('calls a token without an exp claim invalid', () => {
    expect(tokenState(token({ sub: 'u1' }), NOW)).toBe('invalid');
    expect(tokenState(undefined, NOW)).toBe('invalid');
    expect(tokenState('not-a-jwt', NOW)).toBe('invalid');
  });

  it('calls a token whose exp is past expired, and one in the future valid', () => {
    expect(tokenState(token({ exp: NOW / 1000 - 1 }), NOW)).toBe('expired');
    expect(tokenState(token({ exp: NOW / 1000 }), NOW)).toBe('expired');
    expect(tokenState(token({ exp: NOW / 1000 + 1 }), NOW)).toBe('valid');
  });

  it('keeps a stored user whose token is valid', () => {
    const stored = { user: user(token({ exp: NOW / 1000 + 60 })), updatedAt: 1 };
    expect(guardStoredVisitor(stored, NOW)).toEqual({ stored });
  });

  it('clears an expired user, leaving only the update timestamp, with EXPIRED', () => {
    const stored = { user: user(token({ exp: NOW / 1000 - 60 })), updatedAt: 1 };
    expect(guardStoredVisitor(stored, NOW)).toEqual({ stored: { updatedAt: NOW }, error: 'EXPIRED' });
  });

  it('clears a user whose token has no exp, with INVALID', () => {
    const stored = { user: user(token({ sub: 'u1' })), updatedAt: 1 };
    expect(guardStoredVisitor(stored, NOW)).toEqual({ stored: { updatedAt: NOW }, error: 'INVALID' });
  });

  it('treats 401, and 420 with errorMessage "token invalid", as auth failures', () => {
    expect(isAuthFailure(401)).toBe(true);
    expect(isAuthFailure(420, 'token invalid')).toBe(true);
    expect(isAuthFailure(420, 'slow down')).toBe(false);
    expect(isAuthFailure(403)).toBe(false);
    expect(isAuthFailure(500, 'token invalid')).toBe(false);
  });

  it('opens the tokenExpired modal only for an auth error of a user who had a token', () => {
    expect(shouldShowTokenExpired('EXPIRED', true)).toBe(true);
    expect(shouldShowTokenExpired('INVALID', true)).toBe(true);
    expect(shouldShowTokenExpired('EXPIRED', false)).toBe(false);
    expect(shouldShowTokenExpired(undefined, true)).toBe(false);
  });

  it("names the errors 'invalid token' and 'expired token'", () => {
    expect(authErrorText('INVALID')).toBe('invalid token');
    expect(authErrorText('EXPIRED')).toBe('expired token');
  });
});
