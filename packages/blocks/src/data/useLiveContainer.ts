// A board's live link: `live` while the channel is subscribed, and `version` bumps (at most every
// 200 ms) when the container's records change, so the board can refresh instead of polling.
import { useEffect, useState } from 'react';
import { subscribeContainer, type LiveChannelOptions } from './live-channel.ts';

const COALESCE_MS = 200;

export function useLiveContainer(
  containerID: number | undefined,
  enabled: boolean,
  inject: Pick<LiveChannelOptions, 'WebSocketImpl' | 'url'> = {},
): { live: boolean; version: number } {
  const [live, setLive] = useState(false);
  const [version, setVersion] = useState(0);
  const { WebSocketImpl, url } = inject;

  useEffect(() => {
    if (!enabled || !containerID) return undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        setVersion((v) => v + 1);
      }, COALESCE_MS);
    };
    const subscription = subscribeContainer(containerID, onChange, {
      WebSocketImpl,
      url,
      onStatus: (status) => setLive(status === 'live'),
    });
    return () => {
      if (pending) clearTimeout(pending);
      subscription?.close();
      setLive(false);
    };
  }, [containerID, enabled, WebSocketImpl, url]);

  return { live, version };
}
