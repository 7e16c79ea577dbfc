// The engine's live channel for one container (GET /v1/live): tells a board when its records
// changed so it re-reads the ranking at once instead of polling. Reconnects with backoff, except on
// the close codes 4001-4003, after which the board keeps the spec's polling.
import { LIVE_PATH, containerChannel, isFinalClose, type LiveMessage } from '@eventory/domain/live';

export type LiveStatus = 'connecting' | 'live' | 'down';

export interface LiveSubscription {
  close(): void;
}

export interface LiveOptions {
  onChange: () => void;
  onStatus?: (status: LiveStatus) => void;
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
export function subscribeContainer(containerID: number, options: LiveOptions): LiveSubscription | undefined {
  const Impl = options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
  if (!Impl) return undefined;
  const url = options.url ?? liveUrl(window.location);
  const backoff = options.backoff ?? defaultBackoff;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    options.onStatus?.('connecting');
    const ws = new Impl(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ channel: containerChannel(containerID) }));
    ws.onmessage = (event: MessageEvent) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      if (message.type === 'subscribed') {
        attempt = 0;
        options.onStatus?.('live');
      } else if (message.type === 'records-changed' && message.containerID === containerID)
        options.onChange();
    };
    ws.onclose = (event: CloseEvent) => {
      socket = undefined;
      options.onStatus?.('down');
      if (stopped || isFinalClose(event.code)) return;
      attempt += 1;
      timer = setTimeout(connect, backoff(attempt));
    };
  };
  connect();

  return {
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close(1000);
    },
  };
}
