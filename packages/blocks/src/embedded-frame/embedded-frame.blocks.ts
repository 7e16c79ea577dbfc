// The embedded-frame blocks' definitions (block catalogue §5); both variants share one split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { EmbeddedFrameProps } from './EmbeddedFrame.tsx';
import type { EmbeddedLoginFrameProps } from './EmbeddedLoginFrame.tsx';

const family = () => import('./EmbeddedFrameFamily.ts');

export const embeddedFrameBlock = defineBlock<EmbeddedFrameProps>({
  name: 'EmbeddedFrame',
  ...BLOCK_CATALOGUE.EmbeddedFrame,
  load: () => family().then((m) => ({ default: m.EmbeddedFrame })),
});

export const embeddedLoginFrameBlock = defineBlock<EmbeddedLoginFrameProps>({
  name: 'EmbeddedLoginFrame',
  ...BLOCK_CATALOGUE.EmbeddedLoginFrame,
  load: () => family().then((m) => ({ default: m.EmbeddedLoginFrame })),
});
