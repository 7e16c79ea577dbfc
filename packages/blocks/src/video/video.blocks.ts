// The video cover's definition (block catalogue §3); its component is its own split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { VideoCoverProps } from './VideoCover.tsx';

export const videoCoverBlock = defineBlock<VideoCoverProps>({
  name: 'VideoCover',
  load: () => import('./VideoCover.tsx').then((m) => ({ default: m.VideoCover })),
  defaultProps: {
    videoSrc: '',
    imageSrc: '',
    showControl: false,
    loop: true,
    muted: true,
    autoPlay: true,
    alt: '',
  },
  rules: BLOCK_RULES.VideoCover,
  fields: {
    videoSrc: { kind: 'text', label: 'Video (http(s) address or /path; type from the extension)' },
    imageSrc: { kind: 'text', label: 'Cover image (poster, and fallback without video)' },
    showControl: { kind: 'boolean', label: 'Show controls' },
    loop: { kind: 'boolean', label: 'Loop' },
    muted: { kind: 'boolean', label: 'Muted' },
    autoPlay: { kind: 'boolean', label: 'Play automatically' },
    alt: { kind: 'text', label: 'Description for screen readers' },
  },
});
