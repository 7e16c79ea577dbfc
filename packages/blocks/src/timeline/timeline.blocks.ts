// The timeline blocks' definitions (block catalogue §3, §5); both share one split chunk (TimelineFamily.ts).
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { TimelineItemProps } from './TimelineItem.tsx';
import type { TimelineProps } from './Timeline.tsx';
import type { TimelineLineBlockProps } from './TimelineLineBlock.tsx';

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

/** The line an author placed in a Timeline (visitor spec §5): the Timeline draws it (decision 0125). */
export const timelineLineBlock = defineBlock<TimelineLineBlockProps>({
  name: 'Timeline.Line',
  ...BLOCK_CATALOGUE['Timeline.Line'],
  load: () => family().then((m) => ({ default: m.TimelineLineBlock })),
});
