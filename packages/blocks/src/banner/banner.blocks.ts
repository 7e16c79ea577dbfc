// The countdown banner, background-image container and wave title definitions; each its own split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { BackgroundImageContainerProps } from './BackgroundImageContainer.tsx';
import type { CountdownBannerProps } from './CountdownBanner.tsx';
import type { WaveTitleProps } from './WaveTitle.tsx';

export const countdownBannerBlock = defineBlock<CountdownBannerProps>({
  name: 'CountdownBanner',
  load: () => import('./CountdownBanner.tsx').then((m) => ({ default: m.CountdownBanner })),
  defaultProps: { text: '', countdown: true, endTime: 0 },
  rules: BLOCK_RULES.CountdownBanner,
  fields: {
    text: { kind: 'text', label: 'Text' },
    countdown: { kind: 'boolean', label: 'Show a countdown' },
    endTime: { kind: 'number', label: "Countdown to (unix seconds; 0 = the daily tab's end)" },
  },
});

export const backgroundImageContainerBlock = defineBlock<BackgroundImageContainerProps>({
  name: 'BackgroundImageContainer',
  load: () => import('./BackgroundImageContainer.tsx').then((m) => ({ default: m.BackgroundImageContainer })),
  defaultProps: {
    imageSrc: '',
    size: 'cover',
    position: 'top',
    backgroundColor: '',
    minHeight: 0,
    padding: '',
  },
  fields: {
    imageSrc: { kind: 'text', label: "Image (http(s) address or '/path')" },
    size: { kind: 'select', label: 'Image size', options: ['cover', 'contain', 'auto'] },
    position: { kind: 'select', label: 'Image position', options: ['top', 'center', 'bottom'] },
    backgroundColor: { kind: 'text', label: 'Background colour (CSS)' },
    minHeight: { kind: 'number', label: 'Minimum height (px)' },
    padding: { kind: 'text', label: 'Padding (CSS)' },
  },
});

export const waveTitleBlock = defineBlock<WaveTitleProps>({
  name: 'WaveTitle',
  load: () => import('./WaveTitle.tsx').then((m) => ({ default: m.WaveTitle })),
  defaultProps: { text: '活動內容', variant: 'default' },
  rules: BLOCK_RULES.WaveTitle,
  fields: {
    text: { kind: 'text', label: 'Text (default 活動內容)' },
    variant: { kind: 'select', label: 'Variant (wave = the Wave corporation)', options: ['default', 'wave'] },
  },
});
