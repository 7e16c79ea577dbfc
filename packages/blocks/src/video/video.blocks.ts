// The video cover's definition (block catalogue §3); its component is its own split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { VideoCoverProps } from './VideoCover.tsx';

export const videoCoverBlock = defineBlock<VideoCoverProps>({
  name: 'VideoCover',
  ...BLOCK_CATALOGUE.VideoCover,
  load: () => import('./VideoCover.tsx').then((m) => ({ default: m.VideoCover })),
});
