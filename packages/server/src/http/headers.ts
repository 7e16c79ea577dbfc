// Security headers from helmet on every answer (API, HTML, errors), plus our cache rule for the API.
// The API default below is the strictest policy: a JSON answer loads nothing and is never framed. The two
// front ends answer with their own policies (content-security.ts), set per route in http/frontends.ts.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

/** Every answer's headers but the Content-Security-Policy (each kind of answer has its own). */
export const HELMET_BASE = {
  // The avatar link rule of event pages falls back on the referrer's origin (visitor spec §2).
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  // Subdomains may be other services: no includeSubDomains. Browsers ignore it over plain http.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
};

export const API_HELMET = {
  ...HELMET_BASE,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
} satisfies FastifyHelmetOptions;

export async function registerSecurityHeaders(app: FastifyInstance, _config: Config): Promise<void> {
  await app.register(helmet, { global: true, ...API_HELMET });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
