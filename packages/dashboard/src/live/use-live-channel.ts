// One live channel of the server on a dashboard screen (admin spec §4 Live channels): the one reconnecting
// client of `@eventory/blocks/runtime` (decision 0109: backoff, a new subscription after each reconnect,
// the final close codes 4001-4003) kept open while the screen is, with its state for the screen to show.
// A final close is logged.
import { useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '@eventory/domain/live';
import { openLiveChannel, type LiveStatus } from '@eventory/blocks/runtime';

export interface LiveChannelState {
  status: LiveStatus;
  /** The close code that ended the channel for good (4001-4003), when status is closed. */
  closeCode: number | null;
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
    const subscription = openLiveChannel({
      channel,
      accessToken: () => accessToken,
      onMessage: (message) => handler.current(message),
      onStatus: (status, close) => {
        if (close) console.warn(`live channel ${channel} closed for good (${close.code}): ${close.reason}`);
        setState({ status, closeCode: close?.code ?? null });
      },
    });
    return () => subscription?.close();
  }, [channel, accessToken, enabled]);

  return state;
}
