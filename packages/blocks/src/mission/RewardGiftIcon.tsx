// A gift prize's picture in the reward popup when the prize has no image of its own (issue 30 §1.7): the
// gift's icon through its fallback chain, with the gifts list for its version and the list's icon.
import { useCallback, useMemo } from 'react';
import { useFetcher } from '../data/useFetcher.ts';
import { fetchGifts } from '../gift/gift-api.ts';
import { GiftIcon } from '../gift/GiftIcon.tsx';
import { GiftStoreContext, giftMapOf, type GiftStore } from '../gift/gift-store.ts';
import { useRenderContext } from '../renderer/render-context.ts';

export function RewardGiftIcon({ giftId, width }: { giftId: string; width: number }) {
  const { mode } = useRenderContext();
  const load = useCallback((signal: AbortSignal) => fetchGifts(signal), []);
  const list = useFetcher(load, { key: 'gifts', enabled: mode === 'runtime' });
  const store = useMemo<GiftStore>(
    () => ({
      gifts: giftMapOf(list.data?.gifts ?? []),
      isLoading: mode === 'runtime' && (list.status === 'idle' || list.loading),
      error: list.error,
    }),
    [mode, list.data, list.status, list.loading, list.error],
  );
  return (
    <GiftStoreContext.Provider value={store}>
      <GiftIcon giftId={giftId} alt="" width={width} />
    </GiftStoreContext.Provider>
  );
}
