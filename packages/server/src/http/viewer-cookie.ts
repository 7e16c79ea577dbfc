// The anonymous viewer id of the event pages (A/B page variants, decision 0091): a random id the server
// gives a browser in a cookie on its first event page, sent back with the page document (and its preload,
// which carries no query), so an anonymous viewer keeps their variant on every visit.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VIEWER_COOKIE = 'eventory_viewer';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VIEWER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The viewer id the request's cookie carries, if it is one we could have given. */
export function viewerCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== VIEWER_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return VIEWER_ID.test(value) ? value : undefined;
  }
  return undefined;
}

/** Gives the browser a viewer id when it has none yet. */
export function ensureViewerCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (viewerCookieOf(request)) return;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${VIEWER_COOKIE}=${randomUUID()}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
}
