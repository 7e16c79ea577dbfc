// The widget blocks' definitions; each component is its own split chunk, downloaded only by pages that use it.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { CopyDataProps } from './CopyData.tsx';
import type { CountdownProps } from './Countdown.tsx';
import type { DurationProps } from './Duration.tsx';
import type { MarkdownProps } from './Markdown.tsx';
import type { NotificationProps } from './Notification.tsx';
import { DATE_RANGE_SEPARATOR, DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from './time-format.ts';
import type { ToTopProps } from './ToTop.tsx';

export const countdownBlock = defineBlock<CountdownProps>({
  name: 'Countdown',
  load: () => import('./Countdown.tsx').then((m) => ({ default: m.Countdown })),
  defaultProps: { startTime: 0, endTime: 0, variant: 'twoDigit', text: '' },
  rules: BLOCK_RULES.Countdown,
  fields: {
    startTime: { kind: 'number', label: 'Start time (unix seconds, 0 = none)' },
    endTime: { kind: 'number', label: 'End time (unix seconds)' },
    variant: { kind: 'select', label: 'Variant', options: ['twoDigit', 'surprise'] },
    text: { kind: 'text', label: "Text ('{0}' days, '{1}' day unit, '{2}' clock; blank = default)" },
  },
});

export const durationBlock = defineBlock<DurationProps>({
  name: 'Duration',
  load: () => import('./Duration.tsx').then((m) => ({ default: m.Duration })),
  defaultProps: {
    startTime: 0,
    endTime: 0,
    dateFormat: DEFAULT_DATE_FORMAT,
    timeFormat: DEFAULT_TIME_FORMAT,
    separator: DATE_RANGE_SEPARATOR,
  },
  rules: BLOCK_RULES.Duration,
  fields: {
    startTime: { kind: 'number', label: 'Start time (unix seconds)' },
    endTime: { kind: 'number', label: 'End time (unix seconds)' },
    dateFormat: { kind: 'text', label: 'Date format' },
    timeFormat: { kind: 'text', label: 'Time format' },
    separator: { kind: 'text', label: 'Separator' },
  },
});

export const markdownBlock = defineBlock<MarkdownProps>({
  name: 'Markdown',
  load: () => import('./Markdown.tsx').then((m) => ({ default: m.Markdown })),
  defaultProps: { content: '', tableScroll: false },
  rules: BLOCK_RULES.Markdown,
  fields: {
    content: { kind: 'textarea', label: 'Content (markdown, HTML allowed)' },
    tableScroll: { kind: 'boolean', label: 'Wide tables scroll sideways' },
  },
});

export const toTopBlock = defineBlock<ToTopProps>({
  name: 'ToTop',
  load: () => import('./ToTop.tsx').then((m) => ({ default: m.ToTop })),
  defaultProps: { smoothMode: true },
  rules: BLOCK_RULES.ToTop,
  fields: { smoothMode: { kind: 'boolean', label: 'Scroll smoothly' } },
});

export const copyDataBlock = defineBlock<CopyDataProps>({
  name: 'CopyData',
  load: () => import('./CopyData.tsx').then((m) => ({ default: m.CopyData })),
  defaultProps: { containerID: '', missionLeaderboardID: '' },
  rules: BLOCK_RULES.CopyData,
  fields: {
    containerID: { kind: 'text', label: "Container ID (blank = the page's leaderboard)" },
    missionLeaderboardID: { kind: 'text', label: 'Leaderboard ID of the missions (?mission copies them)' },
  },
});

export const notificationBlock = defineBlock<NotificationProps>({
  name: 'Notification',
  load: () => import('./Notification.tsx').then((m) => ({ default: m.Notification })),
  defaultProps: { title: '', message: '', top: '10vh' },
  rules: BLOCK_RULES.Notification,
  fields: {
    title: { kind: 'text', label: 'Title (blank = "Notification")' },
    message: { kind: 'textarea', label: 'Message' },
    top: { kind: 'text', label: 'Top margin (CSS, default 10vh)' },
  },
});
