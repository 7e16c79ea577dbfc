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
import { areaOfRequest, objectOfRoute, type ObjectOfRoute } from './object-area.ts';
import { verifySession, type AdminPrincipal, type SessionKey } from './session-token.ts';
import { RevocationList } from './sign-in-sessions.ts';

export interface GuardOptions {
  /** The action changes something: read-only users are refused (admin spec §6 ranking levels). */
  write?: boolean;
  area?: Area;
  /**
   * Permissions the route's service checks besides `permission`, decided by the input (a prize's
   * item kind, a time reference in a body…). Declared here so the permission sweep
   * (every-permission-guards.int.test.ts) knows the route guards them.
   */
  alsoChecks?: readonly Permission[];
}

/** An admin route as registered: what the permission sweep test calls. */
export interface AdminRoute {
  method: string;
  url: string;
  /** The permissions its guard checks (empty for app.authenticate and app.requireSuperAdmin). */
  permissions: readonly Permission[];
  /** Whether its guard checks write access (app.guard's `write`). */
  write?: boolean;
  /** The area its guard names itself (the permanent-leaderboard routes); else the object's decides. */
  area?: Area;
  /** The campaign object it acts on, whose area the guard checks (object-area.ts); none for system routes. */
  object?: ObjectOfRoute;
}

/** The admin routes anyone may call: signing in. Every other /v1/admin route must name its check. */
const SIGN_IN_ROUTES = new Set(['POST /v1/admin/auth/google', 'POST /v1/admin/auth/dev']);

declare module 'fastify' {
  interface FastifyInstance {
    sessionKey: SessionKey;
    /** Revoked token ids (the sign-in system, decision 0055), checked by every guard. */
    revocations: RevocationList;
    /** Every /v1/admin route but sign-in, each with a permission check (refused at registration otherwise). */
    adminRoutes: readonly AdminRoute[];
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

const AREA_NAMES: Record<Area, string> = {
  regular: 'regular campaigns',
  permanent: 'permanent leaderboards',
};

/** The 403 of a refused guard: what is missing, and in which area when the object's area decided it. */
function forbidden(request: FastifyRequest, admin: AdminPrincipal, permission: Permission, area?: Area) {
  const action = `${request.method} ${request.routeOptions.url ?? request.url}`;
  if (area !== undefined && hasPermission(admin, permission) && !hasPermission(admin, permission, area))
    return new DomainError(
      'FORBIDDEN',
      `You need the "${permission}" permission for ${AREA_NAMES[area]} to ${action}: this object belongs to ${AREA_NAMES[area]}, and your roles that hold it act on ${AREA_NAMES[area === 'regular' ? 'permanent' : 'regular']} only.`,
      403,
    );
  if (!hasPermission(admin, permission, area))
    return new DomainError(
      'FORBIDDEN',
      `You need the "${permission}" permission to ${action}. Ask a super admin to grant a role that has it.`,
      403,
    );
  return new DomainError(
    'FORBIDDEN',
    `You need the "${permission}" permission with write access to ${action}; your account is read-only${area === 'permanent' ? ' for permanent leaderboards' : ''}.`,
    403,
  );
}

export function registerGuard(app: FastifyInstance, sessionKey: SessionKey): void {
  const production = app.config.appEnv === 'production';
  app.decorate('sessionKey', sessionKey);
  const revocations = new RevocationList(app.db);
  app.decorate('revocations', revocations);
  app.decorateRequest('admin', null as unknown as AdminPrincipal);

  // Every check this file makes; an admin route registered without one stops the server from starting.
  const checks = new WeakSet<object>();
  const checked = <H extends object>(handler: H): H => (checks.add(handler), handler);
  const optionsOfCheck = new WeakMap<
    object,
    { permissions: readonly Permission[]; write?: boolean; area?: Area }
  >();
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/admin/')) return;
    const preHandlers = [route.preHandler ?? []].flat();
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      if (SIGN_IN_ROUTES.has(key)) continue;
      if (!preHandlers.some((h) => checks.has(h)))
        throw new Error(
          `${key} has no permission check: give it app.guard(permission), app.authenticate or app.requireSuperAdmin`,
        );
      const guards = preHandlers.flatMap((h) => optionsOfCheck.get(h) ?? []);
      const permissions = guards.flatMap((g) => g.permissions);
      const object = objectOfRoute(method, route.url);
      const write = guards.some((g) => g.write);
      const area = guards.find((g) => g.area)?.area;
      adminRoutes.push({
        method,
        url: route.url,
        permissions,
        ...(write ? { write } : {}),
        ...(area ? { area } : {}),
        ...(object ? { object } : {}),
      });
    }
  });

  /**
   * The admin of the request's token. Permission gates see ?debugRole= applied (only outside production,
   * only for a holder of `debug`: the same rule as the dashboard). The dashboard passes it on every
   * call while the debug role switch is set, so "who am I" (authenticate) answers with the real
   * session, and a session restored with the override in the address keeps its own roles.
   */
  async function signIn(request: FastifyRequest, withDebugRole = true): Promise<AdminPrincipal> {
    const principal = await verifySession(sessionKey, tokenOf(request));
    if (principal.jti && (await revocations.isRevoked(principal.jti)))
      throw new DomainError(
        'UNAUTHENTICATED',
        'This session was signed out by an admin. Sign in again.',
        401,
      );
    const admin = withDebugRole ? applyDebugRole(principal, debugRoleOf(request), production) : principal;
    request.admin = admin;
    return admin;
  }

  app.decorate(
    'authenticate',
    checked(async (request: FastifyRequest) => {
      await signIn(request, false);
    }),
  );

  app.decorate('guard', (permission: Permission, options: GuardOptions = {}): preHandlerAsyncHookHandler => {
    const handler = checked(async (request: FastifyRequest) => {
      const admin = await signIn(request);
      // The area of the object acted on decides which roles count (decision 0120); a route on no
      // campaign object keeps the area it declares, or none.
      const area = options.area ?? (await areaOfRequest(app.db, request));
      if (area !== undefined) request.admin = { ...admin, area };
      if (canPerform(admin, permission, { write: options.write ?? false, area })) return;
      throw forbidden(request, admin, permission, area);
    });
    optionsOfCheck.set(handler, {
      permissions: [permission, ...(options.alsoChecks ?? [])],
      ...(options.write ? { write: true } : {}),
      ...(options.area ? { area: options.area } : {}),
    });
    return handler;
  });

  app.decorate(
    'requireSuperAdmin',
    checked(async (request: FastifyRequest) => {
      const admin = await signIn(request);
      if (!admin.isSuperAdmin)
        throw new DomainError('FORBIDDEN', 'Only super admins may manage the admin whitelist.', 403);
    }),
  );
}
