// Every route the app registers (method and URL pattern, HEAD left out), for the route sweep test
// and diagnostics: registered first, so it sees the routes of every plugin.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** A websocket route (GET upgrade), not callable as plain HTTP. */
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route but HEAD, in registration order. */
    routeTable: readonly RegisteredRoute[];
  }
}

export function registerRouteTable(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          websocket: Boolean((route as { websocket?: boolean }).websocket),
        });
  });
}
