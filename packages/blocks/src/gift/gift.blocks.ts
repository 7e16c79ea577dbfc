// The gift blocks' definitions; each component is its own split chunk, downloaded only by pages that use it.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { GiftProps } from './Gift.tsx';
import type { GiftsProps } from './Gifts.tsx';

export const giftsBlock = defineBlock<GiftsProps>({
  name: 'Gifts',
  load: () => import('./Gifts.tsx').then((m) => ({ default: m.Gifts })),
  rules: BLOCK_RULES.Gifts,
  fields: {},
});

export const giftBlock = defineBlock<GiftProps>({
  name: 'Gift',
  load: () => import('./Gift.tsx').then((m) => ({ default: m.Gift })),
  defaultProps: { giftId: '', version: 1, giftName: '', description: '', giftIconSrc: '' },
  rules: BLOCK_RULES.Gift,
  fields: {
    giftId: { kind: 'text', label: 'Gift ID (as in the gifts list, e.g. rose)' },
    version: { kind: 'number', label: 'Icon version (bump when the image changes; default 1)' },
    giftName: { kind: 'text', label: "Name (blank = the gifts list's name)" },
    description: { kind: 'textarea', label: 'Description' },
    giftIconSrc: { kind: 'text', label: 'Newer icon URL (blank = the platform V2 icon)' },
  },
});
