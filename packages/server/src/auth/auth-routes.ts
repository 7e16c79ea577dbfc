// Sign-in, session and configuration calls of the dashboard (admin spec §3, §4, §7 "Auth and config").
import { alphaSwitchesOf } from './alpha-features.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import { isReadOnly, roleSetSchema, type Role } from '@eventory/domain/permissions';
import type { AdminSession } from '@eventory/domain/session';
import { parseWith } from '../http/validation.ts';
import { googleVerifier } from './google.ts';
import { signSession, sessionOf, type AdminPrincipal } from './session-token.ts';
import { findWhitelistEntry, normalizeEmail } from './whitelist.ts';
import { recordIssuedSession } from './sign-in-sessions.ts';

const googleBody = z.object({ idToken: z.string().min(1, 'is required') });
const devBody = z.object({
  email: z.email('must be an email address'),
  roles: roleSetSchema.optional(),
});
const tempTokenBody = z
  .object({ ttlSeconds: z.number().int('must be a whole number').min(60).max(86_400).default(3600) })
  .default({ ttlSeconds: 3600 });

export const TRACKING_VERSION = '1';

/**
 * The session's readonly flag: read-only in both areas (a Permanent editing role is not read-only, it edits
 * permanent leaderboards). The guard still checks the level of the route's area on every write.
 */
const readOnlyEverywhere = (grantee: { roles: readonly string[]; isSuperAdmin: boolean }) =>
  isReadOnly(grantee, 'regular') && isReadOnly(grantee, 'permanent');

export async function registerAuthRoutes(app: FastifyInstance) {
  const { config, db } = app;
  const production = config.appEnv === 'production';
  const verifyGoogle = googleVerifier(config);

  async function issue(
    principal: Omit<AdminPrincipal, 'exp' | 'kind' | 'jti'>,
    method: 'google' | 'dev',
  ): Promise<AdminSession> {
    const { token, exp, jti } = await signSession(app.sessionKey, principal);
    // The sign-in system lists it and may revoke it (decision 0055).
    await recordIssuedSession(db, {
      id: jti,
      email: principal.email,
      kind: 'session',
      method,
      roles: principal.roles,
      exp,
    });
    return sessionOf({ ...principal, exp, kind: 'session' }, token);
  }

  app.post('/v1/admin/auth/google', async (request) => {
    const { idToken } = parseWith(googleBody, request.body);
    const identity = await verifyGoogle(idToken);
    const entry = await findWhitelistEntry(db, identity.email);
    if (!entry)
      throw new DomainError(
        'NOT_WHITELISTED',
        `${identity.email} is not on the admin whitelist. Ask a super admin to add you.`,
        403,
      );
    request.log.info({ email: identity.email }, 'admin signed in with Google');
    return issue(
      {
        ...identity,
        roles: entry.roles,
        isSuperAdmin: entry.isSuperAdmin,
        readonly: entry.readonly || readOnlyEverywhere(entry),
      },
      'google',
    );
  });

  // Development sign-in lets the product run offline; in production it does not exist at all.
  if (!production)
    app.post('/v1/admin/auth/dev', async (request) => {
      const body = parseWith(devBody, request.body);
      const email = normalizeEmail(body.email);
      const roles: Role[] = body.roles ?? ['developer'];
      const entry = await findWhitelistEntry(db, email);
      const isSuperAdmin = config.adminEmails.includes(email) || entry?.isSuperAdmin === true;
      request.log.info({ email, roles }, 'admin signed in with development sign-in');
      return issue(
        {
          email,
          name: email.split('@')[0] ?? email,
          picture: '',
          roles,
          isSuperAdmin,
          readonly: entry?.readonly === true || readOnlyEverywhere({ roles, isSuperAdmin }),
        },
        'dev',
      );
    });

  app.get('/v1/admin/auth/session', { preHandler: app.authenticate }, async (request) => {
    const token = request.headers['access-token'];
    return sessionOf(request.admin, Array.isArray(token) ? (token[0] ?? '') : (token ?? ''));
  });

  app.post('/v1/admin/auth/generate-temp-token', { preHandler: app.guard('tempAuth') }, async (request) => {
    const { ttlSeconds } = parseWith(tempTokenBody, request.body ?? undefined);
    if (request.admin.kind === 'temp')
      throw new DomainError(
        'FORBIDDEN',
        'A temporary token cannot create further tokens. Sign in first.',
        403,
      );
    const { kind: _kind, exp: _exp, jti: _jti, ...principal } = request.admin;
    const { token, exp, jti } = await signSession(app.sessionKey, principal, { ttlSeconds, kind: 'temp' });
    await recordIssuedSession(db, {
      id: jti,
      email: principal.email,
      kind: 'temp',
      method: 'temp-token',
      roles: principal.roles,
      exp,
    });
    request.log.info({ email: principal.email, ttlSeconds }, 'temporary token issued');
    return { token, exp };
  });

  app.get('/v1/admin/feature/config', { preHandler: app.authenticate }, async () => ({
    /** Alpha features switched on in this environment (decision 0096). */
    alpha: await alphaSwitchesOf(app.db, config.appEnv),
    features: {
      devSignIn: !production,
      googleSignIn: config.googleClientId !== '',
      tester: !production,
      shadow: !production,
      debugRole: !production,
    } satisfies Record<string, boolean>,
  }));

  app.get('/v1/admin/config', { preHandler: app.authenticate }, async () => ({
    trackingVersion: TRACKING_VERSION,
    environment: config.appEnv,
  }));
}
