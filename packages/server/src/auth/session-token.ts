// Admin sessions are short-lived HS256 JWTs signed with SESSION_SECRET (admin spec §3: 600 s).
// The token carries everything the guard needs, so guarded calls cost no database read.
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { DomainError } from '@eventory/domain/errors';
import { distinctRoles, type Area, type Role } from '@eventory/domain/permissions';
import { SESSION_TTL_SECONDS, type AdminSession } from '@eventory/domain/session';
import type { Config } from '../config/config.ts';
import type { Executor } from '../db/client.ts';
import { settingOrInsert } from '../db/settings.ts';

const ISSUER = 'eventory';
const AUDIENCE = 'eventory-admin';

/** Who is calling, as read from a verified session token. */
export interface AdminPrincipal {
  email: string;
  name: string;
  picture: string;
  roles: Role[];
  isSuperAdmin: boolean;
  readonly: boolean;
  /** Unix seconds. */
  exp: number;
  /** "temp" for tokens from generate-temp-token. */
  kind: 'session' | 'temp';
  /**
   * Set by the guard, never signed: the area of the campaign object the request acts on (decision 0120),
   * for the checks a service makes from the input (a prize's item kind).
   */
  area?: Area;
  /** The token's id (the sign-in system revokes by it); absent in tokens signed before it existed. */
  jti?: string;
}

export type SessionKey = Uint8Array;

/** SESSION_SECRET, or outside production one generated on first start and kept in the settings table. */
export async function resolveSessionKey(
  config: Pick<Config, 'sessionSecret'>,
  db: Executor,
): Promise<SessionKey> {
  const secret =
    config.sessionSecret ??
    (await settingOrInsert(db, 'session_secret', randomBytes(32).toString('base64url')));
  return new TextEncoder().encode(secret);
}

export async function signSession(
  key: SessionKey,
  principal: Omit<AdminPrincipal, 'exp' | 'kind' | 'jti'>,
  {
    ttlSeconds = SESSION_TTL_SECONDS,
    kind = 'session',
  }: { ttlSeconds?: number; kind?: AdminPrincipal['kind'] } = {},
): Promise<{ token: string; exp: number; jti: string }> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ttlSeconds;
  const jti = randomUUID();
  const token = await new SignJWT({
    email: principal.email,
    name: principal.name,
    picture: principal.picture,
    roles: principal.roles,
    isSuperAdmin: principal.isSuperAdmin,
    readonly: principal.readonly,
    kind,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(principal.email)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(key);
  return { token, exp, jti };
}

const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message, 401);

export async function verifySession(key: SessionKey, token: string | undefined): Promise<AdminPrincipal> {
  if (!token) throw unauthenticated('Sign in first: this call needs the access-token header.');
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const roles = Array.isArray(payload.roles) ? distinctRoles(payload.roles) : [];
    if (typeof payload.email !== 'string' || typeof payload.exp !== 'number')
      throw new Error('malformed claims');
    return {
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : payload.email,
      picture: typeof payload.picture === 'string' ? payload.picture : '',
      roles,
      isSuperAdmin: payload.isSuperAdmin === true,
      readonly: payload.readonly === true,
      exp: payload.exp,
      kind: payload.kind === 'temp' ? 'temp' : 'session',
      ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
    };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired)
      throw unauthenticated('Your session has expired. Sign in again.');
    throw unauthenticated('Your session is not valid. Sign in again.');
  }
}

export const sessionOf = (principal: AdminPrincipal, token: string): AdminSession => ({
  name: principal.name,
  email: principal.email,
  picture: principal.picture,
  accessToken: token,
  goAccessToken: token,
  isSignedIn: true,
  isSuperAdmin: principal.isSuperAdmin,
  readonly: principal.readonly,
  roles: principal.roles,
  exp: principal.exp,
});
