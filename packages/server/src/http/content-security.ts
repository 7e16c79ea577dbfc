// The Content-Security-Policy of the two front ends (helmet route options for http/frontends.ts).
// Scripts come only from the app's own origin, plus the one inline script the server injects
// (window.__EVENTORY__, allowed by its hash) and, for the dashboard, Google's sign-in script.
// Styles allow 'unsafe-inline': React style attributes and antd's runtime styles need it.
import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { EMBEDDED_FRAME_ORIGINS } from '@eventory/domain/embedded-frame';
import { HELMET_BASE } from './headers.ts';

/** Google Identity Services (admin spec §3): the script, its button frame, its styles and calls. */
export const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  area: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
} as const;

/** The CSP source allowing exactly this inline script body. */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const COMMON = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrcAttr: ["'none'"],
  // Markdown, prize and avatar images may live on any https host.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  // The API and the live channel (websocket) are on this origin.
  connectSrc: ["'self'"],
};

/**
 * Event pages: embedded by the host app anywhere (no frame-ancestors, no X-Frame-Options); they frame
 * only themselves and the allowed event hosts (visitor spec §5).
 */
export function eventPageHelmet(inlineScripts: readonly string[]): FastifyHelmetOptions {
  return {
    ...HELMET_BASE,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...COMMON,
        scriptSrc: ["'self'", ...inlineScripts.map(scriptHash)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'", ...EMBEDDED_FRAME_ORIGINS],
      },
    },
    frameguard: false,
    crossOriginOpenerPolicy: false,
  };
}

/**
 * The dashboard: framed only by itself (frame-ancestors and X-Frame-Options), Google's sign-in script
 * allowed. No Cross-Origin-Opener-Policy: proxy sign-in posts its result to a cross-origin opener.
 */
export function dashboardHelmet(inlineScripts: readonly string[]): FastifyHelmetOptions {
  return {
    ...HELMET_BASE,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...COMMON,
        scriptSrc: ["'self'", ...inlineScripts.map(scriptHash), GOOGLE_SIGN_IN.script],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_SIGN_IN.style],
        frameSrc: ["'self'", GOOGLE_SIGN_IN.area],
        connectSrc: ["'self'", GOOGLE_SIGN_IN.area],
        frameAncestors: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    crossOriginOpenerPolicy: false,
  };
}
