// A board's live link: `live` while the channel is subscribed, and `version` bumps (at most every
// 200 ms) when the container's records change, so the board can refresh instead of polling. Every block
// of a page on one container shares one channel (issue 30 §1.2: the podium, the list and the total hear
// the same change at the same time).
import { useEffect, useState } from 'react';
import { subscribeContainer, type LiveChannelOptions, type LiveStatus } from './live-channel.ts';

const COALESCE_MS = 200;

interface Listener {
  onChange: () => void;
  onStatus: (status: LiveStatus) => void;
}

interface SharedChannel {
  listeners: Set<Listener>;
  status: LiveStatus;
  close: () => void;
}

const shared = new Map<string, SharedChannel>();

/** Joins the container's channel on this page (opening it for the first listener); returns the leave. */
function joinContainer(
  containerID: number,
  listener: Listener,
  inject: Pick<LiveChannelOptions, 'WebSocketImpl' | 'url'>,
): () => void {
  const key = `${inject.url ?? ''} ${containerID}`;
  let channel = shared.get(key);
  if (!channel) {
    const listeners = new Set<Listener>();
    const opened: SharedChannel = { listeners, status: 'connecting', close: () => {} };
    const subscription = subscribeContainer(containerID, () => listeners.forEach((each) => each.onChange()), {
      ...inject,
      onStatus: (status) => {
        opened.status = status;
        listeners.forEach((each) => each.onStatus(status));
      },
    });
    opened.close = () => subscription?.close();
    channel = opened;
    shared.set(key, channel);
  }
  channel.listeners.add(listener);
  listener.onStatus(channel.status);
  const joined = channel;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    shared.delete(key);
    joined.close();
  };
}

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
    const leave = joinContainer(
      containerID,
      {
        onChange: () => {
          pending ??= setTimeout(() => {
            pending = undefined;
            setVersion((v) => v + 1);
          }, COALESCE_MS);
        },
        onStatus: (status) => setLive(status === 'live'),
      },
      { WebSocketImpl, url },
    );
    return () => {
      if (pending) clearTimeout(pending);
      leave();
      setLive(false);
    };
  }, [containerID, enabled, WebSocketImpl, url]);

  return { live, version };
}
