// Headers every response carries. The dashboard adds frame-ancestors itself (http/frontends.ts):
// event pages are meant to be embedded by the host app, the dashboard is not.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export function registerSecurityHeaders(app: FastifyInstance, _config: Config): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
