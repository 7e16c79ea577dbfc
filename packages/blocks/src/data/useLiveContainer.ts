// A board's live link: `live` while the channel is subscribed, and `version` bumps (at most every
// 200 ms) when the container's records change, so the board can refresh instead of polling.
import { useEffect, useState } from 'react';
import { subscribeContainer, type LiveOptions } from './live-channel.ts';

const COALESCE_MS = 200;

export function useLiveContainer(
  containerID: number | undefined,
  enabled: boolean,
  inject: Pick<LiveOptions, 'WebSocketImpl' | 'url'> = {},
): { live: boolean; version: number } {
  const [live, setLive] = useState(false);
  const [version, setVersion] = useState(0);
  const { WebSocketImpl, url } = inject;

  useEffect(() => {
    if (!enabled || !containerID) return undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const subscription = subscribeContainer(containerID, {
      ...(WebSocketImpl ? { WebSocketImpl } : {}),
      ...(url ? { url } : {}),
      onStatus: (status) => setLive(status === 'live'),
      onChange: () => {
        pending ??= setTimeout(() => {
          pending = undefined;
          setVersion((v) => v + 1);
        }, COALESCE_MS);
      },
    });
    return () => {
      if (pending) clearTimeout(pending);
      subscription?.close();
      setLive(false);
    };
  }, [containerID, enabled, WebSocketImpl, url]);

  return { live, version };
}
