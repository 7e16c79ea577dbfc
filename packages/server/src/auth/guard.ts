// Every admin route declares what it needs: app.authenticate (any signed-in user),
// app.guard(permission, {write, area}) or app.requireSuperAdmin. One matrix (domain/permissions)
// decides, the same one that drives the dashboard's menus.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { DomainError } from '@eventory/domain/errors';
import {
  applyDebugRole,
  canPerform,
  hasPermission,
  type Area,
  type Permission,
} from '@eventory/domain/permissions';
import { verifySession, type AdminPrincipal, type SessionKey } from './session-token.ts';

export interface GuardOptions {
  /** The action changes something: read-only users are refused (admin spec §6 ranking levels). */
  write?: boolean;
  area?: Area;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionKey: SessionKey;
    /** Any signed-in admin. Sets request.admin. */
    authenticate: preHandlerAsyncHookHandler;
    /** Signed in and holding `permission` (and, for writes, not read-only). Sets request.admin. */
    guard(permission: Permission, options?: GuardOptions): preHandlerAsyncHookHandler;
    /** Signed in as a super admin (the admin whitelist). Sets request.admin. */
    requireSuperAdmin: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /**
     * The signed-in admin, after a guard ran; debugRole already applied by guard and requireSuperAdmin
     * (not by authenticate, whose "who am I" answers give the real session).
     */
    admin: AdminPrincipal;
  }
}

const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['access-token'];
  return Array.isArray(header) ? header[0] : header;
};

const debugRoleOf = (request: FastifyRequest): string | undefined => {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.debugRole;
  return typeof value === 'string' ? value : undefined;
};

export function registerGuard(app: FastifyInstance, sessionKey: SessionKey): void {
  const production = app.config.appEnv === 'production';
  app.decorate('sessionKey', sessionKey);
  app.decorateRequest('admin', null as unknown as AdminPrincipal);

  /**
   * The admin of the request's token. Permission gates see ?debugRole= applied (only outside production,
   * only for a holder of `debug`: the same rule as the dashboard). The dashboard passes it on every
   * call while the debug role switch is set, so "who am I" (authenticate) answers with the real
   * session, and a session restored with the override in the address keeps its own roles.
   */
  async function signIn(request: FastifyRequest, withDebugRole = true): Promise<AdminPrincipal> {
    const principal = await verifySession(sessionKey, tokenOf(request));
    const admin = withDebugRole ? applyDebugRole(principal, debugRoleOf(request), production) : principal;
    request.admin = admin;
    return admin;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    await signIn(request, false);
  });

  app.decorate('guard', (permission: Permission, options: GuardOptions = {}): preHandlerAsyncHookHandler => {
    return async (request: FastifyRequest) => {
      const admin = await signIn(request);
      if (canPerform(admin, permission, options)) return;
      if (!hasPermission(admin, permission))
        throw new DomainError(
          'FORBIDDEN',
          `You need the "${permission}" permission to ${request.method} ${request.routeOptions.url ?? request.url}. Ask a super admin to grant a role that has it.`,
          403,
        );
      throw new DomainError(
        'FORBIDDEN',
        `You need the "${permission}" permission with write access to ${request.method} ${request.routeOptions.url ?? request.url}; your account is read-only${options.area === 'permanent' ? ' for permanent leaderboards' : ''}.`,
        403,
      );
    };
  });

  app.decorate('requireSuperAdmin', async (request: FastifyRequest) => {
    const admin = await signIn(request);
    if (!admin.isSuperAdmin)
      throw new DomainError('FORBIDDEN', 'Only super admins may manage the admin whitelist.', 403);
  });
}
