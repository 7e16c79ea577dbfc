// Proxy sign-in (admin spec §2, §4): which opener origins may receive a session, and the reasons shown on failure.
export const PROXY_FAILURE = {
  notAllowed: 'your permission is not allowed',
  noCallback: 'can not find callback_uri',
  hostNotAllowed: 'current host is not allowed',
} as const;

/** The local, uat, stage and production dashboards. Deployments add theirs with DASHBOARD_ORIGINS. */
export const DEFAULT_DASHBOARD_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'https://event-dashboard-uat.eventory.app',
  'https://event-dashboard-stage.eventory.app',
  'https://event-dashboard.eventory.app',
] as const;

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
