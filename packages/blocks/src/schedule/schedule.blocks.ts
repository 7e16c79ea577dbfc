// The schedule items' definitions; each component is its own split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { ScheduleCycleItemProps } from './ScheduleCycleItem.tsx';
import type { SchedulePeriodItemProps } from './SchedulePeriodItem.tsx';

export const scheduleCycleItemBlock = defineBlock<ScheduleCycleItemProps>({
  name: 'ScheduleCycleItem',
  ...BLOCK_CATALOGUE.ScheduleCycleItem,
  load: () => import('./ScheduleCycleItem.tsx').then((m) => ({ default: m.ScheduleCycleItem })),
});

export const schedulePeriodItemBlock = defineBlock<SchedulePeriodItemProps>({
  name: 'SchedulePeriodItem',
  ...BLOCK_CATALOGUE.SchedulePeriodItem,
  load: () => import('./SchedulePeriodItem.tsx').then((m) => ({ default: m.SchedulePeriodItem })),
});
