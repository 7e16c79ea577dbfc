// The embedded-frame blocks' definitions (block catalogue §5); both variants share one split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { EmbeddedFrameProps } from './EmbeddedFrame.tsx';
import type { EmbeddedLoginFrameProps } from './EmbeddedLoginFrame.tsx';
import { FRAME_DEFAULT_HEIGHT_PX } from './frame-rules.ts';

const family = () => import('./EmbeddedFrameFamily.ts');

const frameFields = {
  url: { kind: 'text', label: 'Event page address (https://event.eventory.app or event-stage only)' },
  height: { kind: 'number', label: 'Height in px (50-5000; the page may resize it)' },
  title: { kind: 'text', label: 'Name read by screen readers' },
} as const;

export const embeddedFrameBlock = defineBlock<EmbeddedFrameProps>({
  name: 'EmbeddedFrame',
  load: () => family().then((m) => ({ default: m.EmbeddedFrame })),
  defaultProps: { url: '', height: FRAME_DEFAULT_HEIGHT_PX, title: '' },
  rules: BLOCK_RULES.EmbeddedFrame,
  fields: frameFields,
});

export const embeddedLoginFrameBlock = defineBlock<EmbeddedLoginFrameProps>({
  name: 'EmbeddedLoginFrame',
  load: () => family().then((m) => ({ default: m.EmbeddedLoginFrame })),
  defaultProps: { url: '', height: FRAME_DEFAULT_HEIGHT_PX, title: '' },
  rules: BLOCK_RULES.EmbeddedLoginFrame,
  fields: frameFields,
});
