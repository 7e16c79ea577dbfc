// The widget blocks' definitions; each component is its own split chunk, downloaded only by pages that use it.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { CopyDataProps } from './CopyData.tsx';
import type { CountdownProps } from './Countdown.tsx';
import type { DurationProps } from './Duration.tsx';
import type { MarkdownProps } from './Markdown.tsx';
import type { NotificationProps } from './Notification.tsx';
import type { ToTopProps } from './ToTop.tsx';

export const countdownBlock = defineBlock<CountdownProps>({
  name: 'Countdown',
  ...BLOCK_CATALOGUE.Countdown,
  load: () => import('./Countdown.tsx').then((m) => ({ default: m.Countdown })),
});

export const durationBlock = defineBlock<DurationProps>({
  name: 'Duration',
  ...BLOCK_CATALOGUE.Duration,
  load: () => import('./Duration.tsx').then((m) => ({ default: m.Duration })),
});

export const markdownBlock = defineBlock<MarkdownProps>({
  name: 'Markdown',
  ...BLOCK_CATALOGUE.Markdown,
  load: () => import('./Markdown.tsx').then((m) => ({ default: m.Markdown })),
});

export const toTopBlock = defineBlock<ToTopProps>({
  name: 'ToTop',
  ...BLOCK_CATALOGUE.ToTop,
  load: () => import('./ToTop.tsx').then((m) => ({ default: m.ToTop })),
});

export const copyDataBlock = defineBlock<CopyDataProps>({
  name: 'CopyData',
  ...BLOCK_CATALOGUE.CopyData,
  load: () => import('./CopyData.tsx').then((m) => ({ default: m.CopyData })),
});

export const notificationBlock = defineBlock<NotificationProps>({
  name: 'Notification',
  ...BLOCK_CATALOGUE.Notification,
  load: () => import('./Notification.tsx').then((m) => ({ default: m.Notification })),
});
