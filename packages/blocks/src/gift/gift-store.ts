// The gift store (block catalogue §3): the gifts list keyed by giftID, plus isLoading and error. The Gifts
// block loads it once and its Gift children read it (names and the third icon source).
import { createContext, useContext } from 'react';
import type { Gift } from '@eventory/domain/gifts';

export interface GiftStore {
  gifts: ReadonlyMap<string, Gift>;
  isLoading: boolean;
  error: Error | undefined;
}

export const EMPTY_GIFT_STORE: GiftStore = { gifts: new Map(), isLoading: false, error: undefined };

export const GiftStoreContext = createContext<GiftStore>(EMPTY_GIFT_STORE);

export const useGiftStore = (): GiftStore => useContext(GiftStoreContext);

export const giftMapOf = (gifts: readonly Gift[]): ReadonlyMap<string, Gift> =>
  new Map(gifts.map((g) => [g.giftID, g]));
