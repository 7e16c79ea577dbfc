// The mission containers' live link: `version` bumps (at most every 200 ms) when any of the containers'
// records change, so a gift that completes a mission turns it claimable within a second. Without a live
// channel (no WebSocket, or the server closed it for good) `live` stays false and the caller polls. One
// socket per container (the channel's protocol), for the first MAX_LIVE_CONTAINERS of them; any change
// re-reads the whole list.
import { useEffect, useState } from 'react';
import { subscribeContainer, type LiveChannelOptions } from '../data/live-channel.ts';

const COALESCE_MS = 200;
/** The live channel takes one container per socket: a list listens to at most this many of its containers. */
export const MAX_LIVE_CONTAINERS = 10;

export function useLiveMissions(
  containerIDs: readonly number[],
  enabled: boolean,
  inject: Pick<LiveChannelOptions, 'WebSocketImpl' | 'url'> = {},
): { live: boolean; version: number } {
  const [liveCount, setLiveCount] = useState(0);
  const [version, setVersion] = useState(0);
  const { WebSocketImpl, url } = inject;
  const key = [...new Set(containerIDs)]
    .slice(0, MAX_LIVE_CONTAINERS)
    .sort((a, b) => a - b)
    .join(',');

  useEffect(() => {
    if (!enabled || key === '') return undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const liveIDs = new Set<number>();
    const onChange = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        setVersion((v) => v + 1);
      }, COALESCE_MS);
    };
    const subscriptions = key.split(',').map((id) => {
      const containerID = Number(id);
      return subscribeContainer(containerID, onChange, {
        WebSocketImpl,
        url,
        onStatus: (status) => {
          if (status === 'live') liveIDs.add(containerID);
          else liveIDs.delete(containerID);
          setLiveCount(liveIDs.size);
        },
      });
    });
    return () => {
      if (pending) clearTimeout(pending);
      for (const subscription of subscriptions) subscription?.close();
      setLiveCount(0);
    };
  }, [key, enabled, WebSocketImpl, url]);

  return { live: liveCount > 0, version };
}
