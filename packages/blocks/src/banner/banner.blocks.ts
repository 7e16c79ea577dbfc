// The countdown banner, background-image container and wave title definitions; each its own split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { BackgroundImageContainerProps } from './BackgroundImageContainer.tsx';
import type { CountdownBannerProps } from './CountdownBanner.tsx';
import type { WaveTitleProps } from './WaveTitle.tsx';

export const countdownBannerBlock = defineBlock<CountdownBannerProps>({
  name: 'CountdownBanner',
  ...BLOCK_CATALOGUE.CountdownBanner,
  load: () => import('./CountdownBanner.tsx').then((m) => ({ default: m.CountdownBanner })),
});

export const backgroundImageContainerBlock = defineBlock<BackgroundImageContainerProps>({
  name: 'BackgroundImageContainer',
  ...BLOCK_CATALOGUE.BackgroundImageContainer,
  load: () => import('./BackgroundImageContainer.tsx').then((m) => ({ default: m.BackgroundImageContainer })),
});

export const waveTitleBlock = defineBlock<WaveTitleProps>({
  name: 'WaveTitle',
  ...BLOCK_CATALOGUE.WaveTitle,
  load: () => import('./WaveTitle.tsx').then((m) => ({ default: m.WaveTitle })),
});
