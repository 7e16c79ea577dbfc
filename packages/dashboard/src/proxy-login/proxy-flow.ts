// The rules of proxy sign-in and the shadow session (admin spec §2, §4, §5), apart from the screens.
import type { Environment } from '@eventory/domain/environment';
import { allowedDashboardOrigins, originOf } from '@eventory/domain/proxy-login';
import type { AdminSession } from '@eventory/domain/session';
import { looksLikeSession } from '../services/session-store.ts';

export type ProxyFailure = 'notAllowed' | 'noCallback' | 'hostNotAllowed' | 'connectionFail';

export type CallbackCheck = { ok: true; origin: string } | { ok: false; reason: ProxyFailure };

/**
 * callback_uri is required, and its origin must be one of the allowed dashboard origins of the
 * server's environment (local dashboards only outside production).
 */
export function checkCallback(
  callbackUri: string | null,
  configuredOrigins: readonly string[],
  serverEnvironment: Environment,
): CallbackCheck {
  if (!callbackUri) return { ok: false, reason: 'noCallback' };
  const origin = originOf(callbackUri);
  const allowed = allowedDashboardOrigins(serverEnvironment, configuredOrigins);
  if (!origin || !allowed.includes(origin)) return { ok: false, reason: 'hostNotAllowed' };
  return { ok: true, origin };
}

/** Success needs a non-empty roles list. */
export const sessionMayProxy = (session: Pick<AdminSession, 'roles'>) => session.roles.length > 0;

function decodeBase64(text: string): string {
  const normalised = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normalised.padEnd(Math.ceil(normalised.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The `session` query parameter of /shadow-session: JSON, or base64 of JSON, of an AdminSession. */
export function parseSessionParam(raw: string | null): AdminSession | null {
  if (!raw) return null;
  for (const decode of [(s: string) => s, decodeBase64]) {
    try {
      const value: unknown = JSON.parse(decode(raw));
      if (looksLikeSession(value)) return value;
    } catch {
      // try the next encoding
    }
  }
  return null;
}
