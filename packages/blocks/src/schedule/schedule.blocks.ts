// The schedule items' definitions; each component is its own split chunk.
import { defineBlock } from '../renderer/block-definition.ts';
import type { ScheduleCycleItemProps } from './ScheduleCycleItem.tsx';
import type { SchedulePeriodItemProps } from './SchedulePeriodItem.tsx';
import { DEFAULT_SCHEDULE_CYCLE, SCHEDULE_EVERY } from './schedule-rules.ts';

export const scheduleCycleItemBlock = defineBlock<ScheduleCycleItemProps>({
  name: 'ScheduleCycleItem',
  load: () => import('./ScheduleCycleItem.tsx').then((m) => ({ default: m.ScheduleCycleItem })),
  defaultProps: { ...DEFAULT_SCHEDULE_CYCLE, timeZone: '' },
  fields: {
    every: { kind: 'select', label: 'Every', options: SCHEDULE_EVERY },
    from: { kind: 'number', label: 'From (weekday 0 = Sunday, hour, minute or second; included)' },
    to: { kind: 'number', label: 'To (not included; smaller than From wraps around)' },
    timeZone: { kind: 'text', label: 'Time zone (e.g. Asia/Taipei; blank = the visitor’s clock)' },
  },
});

export const schedulePeriodItemBlock = defineBlock<SchedulePeriodItemProps>({
  name: 'SchedulePeriodItem',
  load: () => import('./SchedulePeriodItem.tsx').then((m) => ({ default: m.SchedulePeriodItem })),
  defaultProps: { startTime: 0, endTime: 0 },
  fields: {
    startTime: { kind: 'number', label: 'Start time (unix seconds, 0 = no start)' },
    endTime: { kind: 'number', label: 'End time (unix seconds, not included; 0 = no end)' },
  },
});
