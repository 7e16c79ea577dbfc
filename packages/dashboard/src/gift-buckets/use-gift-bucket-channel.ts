// The gift-bucket live channel (admin spec §4): open only while /gift-bucket/list or /tester/gift-bucket is
// shown; the access token goes in the first message; every `state-changed` refreshes the buckets. The
// socket reconnects on close, except on the close codes 4001-4003 (logged, not retried).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GIFT_BUCKET_CHANNEL, LIVE_PATH, isFinalClose, type LiveMessage } from '@eventory/domain/live';
import { useServices } from '../services/use-services.ts';
import { GIFT_BUCKETS_KEY } from './use-gift-buckets.ts';

const RECONNECT_MS = [1000, 2000, 5000, 10_000];

export const liveUrl = (location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;

/** Answers whether the channel is subscribed now. */
export function useGiftBucketChannel(): boolean {
  const { sessionStore } = useServices();
  const client = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(liveUrl(window.location));
      socket.onopen = () =>
        socket?.send(
          JSON.stringify({ channel: GIFT_BUCKET_CHANNEL, accessToken: sessionStore.get()?.accessToken }),
        );
      socket.onmessage = (event: MessageEvent) => {
        let message: LiveMessage;
        try {
          message = JSON.parse(String(event.data)) as LiveMessage;
        } catch {
          return;
        }
        if (message.type === 'subscribed') {
          attempt = 0;
          setLive(true);
        }
        if (message.type === 'state-changed') void client.invalidateQueries({ queryKey: GIFT_BUCKETS_KEY });
      };
      socket.onclose = (event: CloseEvent) => {
        setLive(false);
        if (stopped) return;
        if (isFinalClose(event.code)) {
          console.warn(`gift-bucket channel closed (${event.code}): ${event.reason}`);
          return;
        }
        timer = setTimeout(connect, RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]);
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [client, sessionStore]);

  return live;
}
