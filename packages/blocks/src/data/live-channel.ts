// The one reconnecting client of the server's live channels (GET /v1/live; admin spec §4 Live channels,
// domain/live.ts), for the event page's boards and missions and every dashboard screen that listens (issue
// 29 §3; decision 0109): opens the websocket, asks for its channel (with the access token as it is at each
// connect, so a reconnect subscribes again with the current one), hands each message on, and after a
// close reconnects, waiting 1 s and twice as long each time up to 30 s (reset once subscribed), except
// after the close codes 4001-4003 (no session, no permission, no such channel), which are final.
import { LIVE_PATH, containerChannel, isFinalClose, type LiveMessage } from '@eventory/domain/live';

/** `reconnecting`: closed, waiting for or making the next try; `closed`: ended for good by the server. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface LiveSubscription {
  close(): void;
}

export interface LiveChannelOptions {
  channel: string;
  /** Read at each connect; none for a public channel. */
  accessToken?: () => string | undefined;
  /** Every message but the confirmation of the subscription. */
  onMessage: (message: LiveMessage) => void;
  /** `closed` comes with the final close's code and reason. */
  onStatus?: (status: LiveStatus, close?: { code: number; reason: string }) => void;
  /** Defaults to the page's own origin. */
  url?: string;
  /** Injected in tests; defaults to the browser's WebSocket. */
  WebSocketImpl?: typeof WebSocket;
  /** Delay before reconnect attempt n (1-based); default 1 s doubling to 30 s. */
  backoff?: (attempt: number) => number;
}

export const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

/** Undefined when the browser has no WebSocket: the caller keeps polling. */
export function openLiveChannel(options: LiveChannelOptions): LiveSubscription | undefined {
  const Impl = options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
  if (!Impl) return undefined;
  const { channel, onStatus } = options;
  const url = options.url ?? liveUrl(window.location);
  const backoff = options.backoff ?? defaultBackoff;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    const ws = new Impl(url);
    socket = ws;
    // JSON leaves an undefined token out: a public channel is asked for by its name alone.
    ws.onopen = () => ws.send(JSON.stringify({ channel, accessToken: options.accessToken?.() }));
    ws.onmessage = (event: MessageEvent) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      if (message.type !== 'subscribed') options.onMessage(message);
      else {
        attempt = 0;
        onStatus?.('live');
      }
    };
    ws.onclose = ({ code, reason }: CloseEvent) => {
      socket = undefined;
      if (stopped) return;
      if (isFinalClose(code)) return onStatus?.('closed', { code, reason });
      attempt += 1;
      onStatus?.('reconnecting');
      timer = setTimeout(connect, backoff(attempt));
    };
  };
  onStatus?.('connecting');
  connect();

  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}

/** A board's channel: `onChange` when the container's records changed (public, no token). */
export const subscribeContainer = (
  containerID: number,
  onChange: () => void,
  options: Omit<LiveChannelOptions, 'channel' | 'onMessage' | 'accessToken'>,
): LiveSubscription | undefined =>
  openLiveChannel({
    ...options,
    channel: containerChannel(containerID),
    onMessage: (message) => {
      if (message.type === 'records-changed' && message.containerID === containerID) onChange();
    },
  });
