// The admin session as the dashboard stores it and the server issues it (admin spec §3).
import type { Role } from './permissions.ts';

export const SESSION_TTL_SECONDS = 600;

export interface AdminSession {
  name: string;
  email: string;
  picture: string;
  /** Sent by the dashboard in the `access-token` header of every admin call. */
  accessToken: string;
  /** The same session for the "go" API host; here one server answers both. */
  goAccessToken: string;
  isSignedIn: boolean;
  isSuperAdmin: boolean;
  readonly: boolean;
  roles: Role[];
  /** Expiry, unix seconds. */
  exp: number;
}

export const defaultExpiry = (nowMs: number = Date.now()) => Math.floor(nowMs / 1000) + SESSION_TTL_SECONDS;

/** A stored session is valid while its expiry has not passed. */
export function isSessionValid(
  session: Pick<AdminSession, 'exp' | 'isSignedIn'> | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  if (!session || !session.isSignedIn) return false;
  return typeof session.exp === 'number' && session.exp * 1000 > nowMs;
}
