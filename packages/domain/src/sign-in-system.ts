// The sign-in system (issue 15 §6, decision 0055): who is signed in, the sessions and temporary tokens
// issued, and their revocation. Shared by the server and the dashboard.
import { z } from 'zod';

export interface IssuedSession {
  /** The token id (JWT jti). */
  id: string;
  email: string;
  kind: 'session' | 'temp';
  /** google, dev or temp-token. */
  method: string;
  roles: string[];
  /** Unix seconds. */
  issueTime: number;
  expireTime: number;
  revokeTime: number | null;
  revokedBy: string | null;
  /** Not expired and not revoked. */
  active: boolean;
}

export const sessionListQuerySchema = z.object({
  /** Only sessions still usable (default), or every one of the last day too. */
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  email: z.string().trim().max(320, 'email is at most 320 characters').optional(),
});

export const sessionIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'id must be a session id'),
});

export const revokeUserSchema = z.object({ email: z.email('email must be an email address') }).strict();

/** How often a server process re-reads the revocation list (a revoke in another process applies within it). */
export const REVOCATION_REFRESH_MS = 2000;
