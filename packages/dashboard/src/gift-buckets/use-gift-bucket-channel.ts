// The gift-bucket live channel (admin spec §4): open only while /gift-bucket/list or /tester/gift-bucket is
// shown; the access token goes in the first message; every `state-changed` refreshes the buckets. The one
// live client reconnects and stops as every listening screen's does (`live/use-live-channel.ts`).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GIFT_BUCKET_CHANNEL, type LiveMessage } from '@eventory/domain/live';
import { useLiveChannel } from '../live/use-live-channel.ts';
import { useServices } from '../services/use-services.ts';
import { GIFT_BUCKETS_KEY } from './use-gift-buckets.ts';

/** Answers whether the channel is subscribed now. */
export function useGiftBucketChannel(): boolean {
  const { sessionStore } = useServices();
  const client = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'state-changed') void client.invalidateQueries({ queryKey: GIFT_BUCKETS_KEY });
    },
    [client],
  );
  const live = useLiveChannel(GIFT_BUCKET_CHANNEL, onMessage, {
    accessToken: sessionStore.get()?.accessToken,
  });
  return live.status === 'live';
}
