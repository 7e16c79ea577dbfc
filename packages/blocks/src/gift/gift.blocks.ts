// The gift blocks' definitions; each component is its own split chunk, downloaded only by pages that use it.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { GiftProps } from './Gift.tsx';
import type { GiftsProps } from './Gifts.tsx';

export const giftsBlock = defineBlock<GiftsProps>({
  name: 'Gifts',
  ...BLOCK_CATALOGUE.Gifts,
  load: () => import('./Gifts.tsx').then((m) => ({ default: m.Gifts })),
});

export const giftBlock = defineBlock<GiftProps>({
  name: 'Gift',
  ...BLOCK_CATALOGUE.Gift,
  load: () => import('./Gift.tsx').then((m) => ({ default: m.Gift })),
});
