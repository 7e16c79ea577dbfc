// Proxy sign-in (admin spec §2, §4): which opener origins may receive a session, and the reasons shown on failure.
import type { Environment } from './environment.ts';

export const PROXY_FAILURE = {
  notAllowed: 'your permission is not allowed',
  noCallback: 'can not find callback_uri',
  hostNotAllowed: 'current host is not allowed',
} as const;

/** The local dashboards: allowed only outside production (in production any visitor's own port 8080 would match). */
export const LOCAL_DASHBOARD_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'] as const;

/** The uat, stage and production dashboards. Deployments add theirs with DASHBOARD_ORIGINS. */
export const DEFAULT_DASHBOARD_ORIGINS = [
  'https://event-dashboard-uat.eventory.app',
  'https://event-dashboard-stage.eventory.app',
  'https://event-dashboard.eventory.app',
] as const;

/**
 * The origins that may receive a proxy sign-in result in an environment: the deployed dashboards and
 * the configured ones (DASHBOARD_ORIGINS), plus the local dashboards outside production only.
 */
export function allowedDashboardOrigins(environment: Environment, configured: readonly string[]): string[] {
  const local = environment === 'production' ? [] : LOCAL_DASHBOARD_ORIGINS;
  return [...new Set<string>([...DEFAULT_DASHBOARD_ORIGINS, ...local, ...configured])];
}

export function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return u.origin;
  } catch {
    return undefined;
  }
}

export function isAllowedCallback(callbackUri: string, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(callbackUri);
  return origin !== undefined && allowedOrigins.includes(origin);
}
