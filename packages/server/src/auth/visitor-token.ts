// Visitor sessions: HS256 JWTs for viewers of event pages, signed with a key derived from the session
// secret so a visitor token can never pass as an admin session (and the other way round).
import { createHmac } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { DomainError } from '@eventory/domain/errors';
import { VISITOR_SESSION_TTL_SECONDS } from '@eventory/domain/visitor-session';
import type { SessionKey } from './session-token.ts';

const ISSUER = 'eventory';
const AUDIENCE = 'eventory-visitor';
/** The two tokens a signed-in visitor holds (visitor spec §1): both prove the same user. */
export type VisitorTokenKind = 'jwt' | 'access';

export type VisitorKey = Uint8Array;

/** HMAC(session secret, 'visitor'): one secret to manage, two keys that never verify each other's tokens. */
export function deriveVisitorKey(sessionKey: SessionKey): VisitorKey {
  return new Uint8Array(createHmac('sha256', sessionKey).update('visitor').digest());
}

export interface VisitorPrincipal {
  userID: string;
  /** Unix seconds. */
  exp: number;
}

export async function signVisitorToken(
  key: VisitorKey,
  userID: string,
  kind: VisitorTokenKind,
  { ttlSeconds = VISITOR_SESSION_TTL_SECONDS, now = Math.floor(Date.now() / 1000) } = {},
): Promise<{ token: string; exp: number }> {
  const exp = now + ttlSeconds;
  const token = await new SignJWT({ kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userID)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key);
  return { token, exp };
}

const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message, 401);

/** The visitor a Bearer token names; 401 when missing, malformed, expired or without exp. */
export async function verifyVisitorToken(
  key: VisitorKey,
  token: string | undefined,
): Promise<VisitorPrincipal> {
  if (!token) throw unauthenticated('token invalid: sign in first (Authorization: Bearer <token>).');
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
      throw new Error('malformed claims');
    return { userID: payload.sub, exp: payload.exp };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthenticated('token expired: sign in again.');
    throw unauthenticated('token invalid: sign in again.');
  }
}

/** The Bearer token of the Authorization header, else the accessToken header. */
export function bearerOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const pick = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const authorization = pick(headers.authorization);
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? pick(headers.accesstoken) ?? undefined;
}
