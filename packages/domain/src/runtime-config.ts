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
