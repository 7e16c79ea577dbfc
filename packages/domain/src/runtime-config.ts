// What the server tells a built front end at serve time: it injects
// <script>window.__EVENTORY__ = {...}</script> and <base href> into the app's index.html, so one
// build serves any BASE_PATH, PREVIEW_ID and environment.
import type { Environment } from './environment.ts';

export interface RuntimeConfig {
  /** e.g. "/event-dashboard" (BASE_PATH). */
  basePath: string;
  /** "/shadow/{PREVIEW_ID}" when PREVIEW_ID is set, else "". Goes before basePath. */
  shadowPrefix: string;
  /** The server's APP_ENV; the dashboard still derives its own from the host and ?env=. */
  serverEnvironment: Environment;
  /** Whether POST /v1/admin/auth/dev is open (never in production). */
  devSignIn: boolean;
  /** GOOGLE_CLIENT_ID, for the Google Identity Services button; "" when not configured. */
  googleClientId: string;
  /** Origins that may receive a proxy sign-in result. */
  dashboardOrigins: string[];
}

declare global {
  interface Window {
    __EVENTORY__?: RuntimeConfig;
  }
}

export const RUNTIME_CONFIG_DEFAULTS: RuntimeConfig = {
  basePath: '/event-dashboard',
  shadowPrefix: '',
  serverEnvironment: 'development',
  devSignIn: true,
  googleClientId: '',
  dashboardOrigins: [],
};

/** A pull-request preview id (PREVIEW_ID): letters, digits, ".", "_" or "-". */
export const PREVIEW_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The shadow path prefix of a preview: "/shadow/{previewId}". */
export const shadowPrefixOf = (previewId: string) => `/shadow/${previewId}`;

/** The preview id a shadow prefix names, or null outside a preview. */
export function previewIdOf(shadowPrefix: string): string | null {
  const match = /^\/shadow\/([^/]+)\/?$/.exec(shadowPrefix);
  return match?.[1] && PREVIEW_ID_PATTERN.test(match[1]) ? match[1] : null;
}
