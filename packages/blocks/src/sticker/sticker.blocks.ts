// The scratch-off sticker's definition; its component is its own split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { StickerProps } from './Sticker.tsx';

export const stickerBlock = defineBlock<StickerProps>({
  name: 'Sticker',
  ...BLOCK_CATALOGUE.Sticker,
  load: () => import('./Sticker.tsx').then((m) => ({ default: m.Sticker })),
});
