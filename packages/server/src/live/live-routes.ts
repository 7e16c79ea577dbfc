// GET /v1/live (websocket): the client sends {channel, accessToken?} first; the server checks the
// channel and, for admin channels, the session and permission, then forwards the channel's messages.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { LIVE_CLOSE, LIVE_PATH, channelAccess, type LiveMessage, type LiveOpen } from '@eventory/domain/live';
import { hasPermission } from '@eventory/domain/permissions';
import { verifySession } from '../auth/session-token.ts';
import type { LiveHub } from './hub.ts';

/** How long a socket may stay open without saying which channel it wants. */
const OPEN_TIMEOUT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

function parseOpen(data: unknown): LiveOpen | undefined {
  try {
    const value = JSON.parse(String(data)) as Partial<LiveOpen>;
    if (typeof value.channel !== 'string') return undefined;
    return {
      channel: value.channel,
      ...(typeof value.accessToken === 'string' ? { accessToken: value.accessToken } : {}),
    };
  } catch {
    return undefined;
  }
}

export async function registerLiveRoutes(app: FastifyInstance, hub: LiveHub): Promise<void> {
  app.decorate('live', hub);
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  app.get(LIVE_PATH, { websocket: true }, (socket) => {
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(
      () => socket.close(LIVE_CLOSE.badChannel, 'no channel requested'),
      OPEN_TIMEOUT_MS,
    );
    const send = (message: LiveMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };

    socket.once('message', async (data) => {
      clearTimeout(timer);
      const open = parseOpen(data);
      const access = open ? channelAccess(open.channel) : undefined;
      if (!open || !access) return socket.close(LIVE_CLOSE.badChannel, 'unknown channel');
      if (access.kind === 'admin') {
        let principal;
        try {
          principal = await verifySession(app.sessionKey, open.accessToken);
        } catch {
          return socket.close(LIVE_CLOSE.unauthenticated, 'sign in again');
        }
        if (
          !hasPermission(principal, access.permission) &&
          !(access.orPermission && hasPermission(principal, access.orPermission))
        )
          return socket.close(LIVE_CLOSE.forbidden, `needs the ${access.permission} permission`);
      }
      if (socket.readyState !== socket.OPEN) return;
      unsubscribe = hub.subscribe(open.channel, send);
      send({ type: 'subscribed', channel: open.channel });
    });
    socket.on('close', () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
}
