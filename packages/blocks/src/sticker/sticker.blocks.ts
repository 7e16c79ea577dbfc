// The scratch-off sticker's definition; its component is its own split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { StickerProps } from './Sticker.tsx';

export const stickerBlock = defineBlock<StickerProps>({
  name: 'Sticker',
  load: () => import('./Sticker.tsx').then((m) => ({ default: m.Sticker })),
  defaultProps: { url: '', imageLink: '', checkUserLogin: true, containerId: '' },
  rules: BLOCK_RULES.Sticker,
  fields: {
    url: { kind: 'text', label: "Opens (an http(s) address or '/path' in the page)" },
    imageLink: { kind: 'text', label: 'Sticker image (http(s) address)' },
    checkUserLogin: { kind: 'boolean', label: 'Only for signed-in visitors' },
    containerId: { kind: 'text', label: 'Element id (for anchors and custom CSS)' },
  },
});
