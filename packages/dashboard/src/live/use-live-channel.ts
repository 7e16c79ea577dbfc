// One live channel of the server (admin spec §4 Live channels; domain/live.ts): opens the websocket, asks
// for the channel with the session's token, hands each message on, and reconnects after a close (waiting
// longer each time, up to 30 s) except after the close codes 4001-4003, which are logged and final.
import { useEffect, useRef, useState } from 'react';
import { isFinalClose, LIVE_PATH, type LiveMessage } from '@eventory/domain/live';

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveChannelState {
  status: LiveStatus;
  /** The close code that ended the channel for good (4001-4003), when status is closed. */
  closeCode: number | null;
}

export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** The websocket address of the live endpoint on this page's host. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

export function useLiveChannel(
  channel: string,
  onMessage: (message: LiveMessage) => void,
  { accessToken, enabled = true }: { accessToken?: string | undefined; enabled?: boolean } = {},
): LiveChannelState {
  const [state, setState] = useState<LiveChannelState>({ status: 'connecting', closeCode: null });
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_FIRST_MS;
    let stopped = false;

    function connect() {
      setState((s) => (s.status === 'reconnecting' ? s : { status: 'connecting', closeCode: null }));
      const ws = new WebSocket(liveUrl());
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ channel, ...(accessToken ? { accessToken } : {}) }));
      ws.onmessage = (event: MessageEvent) => {
        let message: LiveMessage;
        try {
          message = JSON.parse(String(event.data)) as LiveMessage;
        } catch {
          return;
        }
        if (message.type === 'subscribed') {
          delay = RECONNECT_FIRST_MS;
          setState({ status: 'open', closeCode: null });
        } else handler.current(message);
      };
      ws.onclose = (event: CloseEvent) => {
        if (stopped) return;
        if (isFinalClose(event.code)) {
          console.warn(`live channel ${channel} closed for good (${event.code}): ${event.reason}`);
          setState({ status: 'closed', closeCode: event.code });
          return;
        }
        setState({ status: 'reconnecting', closeCode: null });
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      };
    }
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'left the screen');
    };
  }, [channel, accessToken, enabled]);

  return state;
}
