// The mission family's definitions (block spec §2-§5, §9; visitor spec §4-§5): the mission list with its
// card template and the progress bar. The components load from one split chunk (MissionFamily.ts).
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { MissionCardProps } from './MissionCard.tsx';
import type { MissionListProps } from './MissionList.tsx';
import type { ProgressBarProps } from './ProgressBar.tsx';

const loadFamily = () => import('./MissionFamily.ts');

export const missionListBlock = defineBlock<MissionListProps>({
  name: 'MissionList',
  ...BLOCK_CATALOGUE.MissionList,
  load: () => loadFamily().then((family) => ({ default: family.MissionList })),
});

export const missionCardBlock = defineBlock<MissionCardProps>({
  name: 'MissionCard',
  ...BLOCK_CATALOGUE.MissionCard,
  load: () => loadFamily().then((family) => ({ default: family.MissionCard })),
});

export const progressBarBlock = defineBlock<ProgressBarProps>({
  name: 'ProgressBar',
  ...BLOCK_CATALOGUE.ProgressBar,
  load: () => loadFamily().then((family) => ({ default: family.ProgressBar })),
});
