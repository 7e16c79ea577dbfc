// The timeline blocks' definitions (block catalogue §3, §5); both share one split chunk (TimelineFamily.ts).
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { TimelineItemProps } from './TimelineItem.tsx';
import type { TimelineProps } from './Timeline.tsx';

const family = () => import('./TimelineFamily.ts');

export const timelineBlock = defineBlock<TimelineProps>({
  name: 'Timeline',
  ...BLOCK_CATALOGUE.Timeline,
  load: () => family().then((m) => ({ default: m.Timeline })),
});

export const timelineItemBlock = defineBlock<TimelineItemProps>({
  name: 'Timeline.Item',
  ...BLOCK_CATALOGUE['Timeline.Item'],
  load: () => family().then((m) => ({ default: m.TimelineItem })),
});
