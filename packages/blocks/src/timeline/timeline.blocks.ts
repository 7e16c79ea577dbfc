// The timeline blocks' definitions (block catalogue §3, §5); both share one split chunk (TimelineFamily.ts).
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { TimelineItemProps } from './TimelineItem.tsx';
import type { TimelineProps } from './Timeline.tsx';
import { TIMELINE_DATE_FORMAT, TIMELINE_TIME_FORMAT, TIMELINE_WEEKDAY_FORMAT } from './timeline-layout.ts';

const family = () => import('./TimelineFamily.ts');

export const timelineBlock = defineBlock<TimelineProps>({
  name: 'Timeline',
  load: () => family().then((m) => ({ default: m.Timeline })),
  defaultProps: {
    title: '',
    dateFormat: TIMELINE_DATE_FORMAT,
    weekdayFormat: TIMELINE_WEEKDAY_FORMAT,
    timeFormat: TIMELINE_TIME_FORMAT,
  },
  rules: BLOCK_RULES.Timeline,
  fields: {
    title: { kind: 'text', label: 'Name read by screen readers (blank = "Event timeline")' },
    dateFormat: { kind: 'text', label: "Date format (default 'MM.DD')" },
    weekdayFormat: { kind: 'text', label: "Weekday format (default '(dd)')" },
    timeFormat: { kind: 'text', label: "Time format (default 'HH:mm:ss'; blank hides it)" },
  },
});

export const timelineItemBlock = defineBlock<TimelineItemProps>({
  name: 'Timeline.Item',
  load: () => family().then((m) => ({ default: m.TimelineItem })),
  defaultProps: { time: 0, title: '' },
  rules: BLOCK_RULES['Timeline.Item'],
  fields: {
    time: { kind: 'number', label: 'Time (unix seconds)' },
    title: { kind: 'text', label: 'Title' },
  },
});
