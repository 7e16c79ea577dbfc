// The mission family's definitions (block spec §2-§5, §9; visitor spec §4-§5): the mission list with its
// card template and the progress bar. The components load from one split chunk (MissionFamily.ts).
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { MissionCardProps } from './MissionCard.tsx';
import type { MissionListProps } from './MissionList.tsx';
import type { ProgressBarProps } from './ProgressBar.tsx';

const loadFamily = () => import('./MissionFamily.ts');

/** The refs missions hang on (the same list as the domain's MISSION_REF_TYPES, kept here to stay small). */
const MISSION_REF_CHOICES = ['leaderboard', 'campaign', 'missionRoadmap'] as const;
/** ProgressIcon's names, repeated so this file does not pull the icons into the main bundle. */
const PROGRESS_ICON_CHOICES = [
  'custom',
  'baobao_boy',
  'baobao_girl',
  'baobao_dog',
  'baobao_cat',
  'baobao_alpaca',
] as const;

export const missionListBlock = defineBlock<MissionListProps>({
  name: 'MissionList',
  load: () => loadFamily().then((family) => ({ default: family.MissionList })),
  defaultProps: { refType: 'leaderboard', refID: '', emptyString: '' },
  rules: BLOCK_RULES.MissionList,
  fields: {
    refType: { kind: 'select', label: 'Missions of', options: MISSION_REF_CHOICES },
    refID: { kind: 'text', label: 'Leaderboard / campaign / roadmap ID' },
    emptyString: { kind: 'text', label: 'Text when there is no mission (blank = default)' },
  },
});

export const missionCardBlock = defineBlock<MissionCardProps>({
  name: 'MissionCard',
  load: () => loadFamily().then((family) => ({ default: family.MissionCard })),
  defaultProps: { claimText: '', showIcon: true },
  rules: BLOCK_RULES.MissionCard,
  fields: {
    claimText: { kind: 'text', label: 'Claim button text (blank: 領取 / locale)' },
    showIcon: { kind: 'boolean', label: "Show the mission's icon" },
  },
});

export const progressBarBlock = defineBlock<ProgressBarProps>({
  name: 'ProgressBar',
  load: () => loadFamily().then((family) => ({ default: family.ProgressBar })),
  defaultProps: { icon: 'baobao_boy', iconURL: '', showPercentage: true, targetScore: 0, containerID: '' },
  rules: BLOCK_RULES.ProgressBar,
  fields: {
    icon: { kind: 'select', label: 'Icon', options: PROGRESS_ICON_CHOICES },
    iconURL: { kind: 'text', label: "Custom icon URL (icon 'custom')" },
    showPercentage: { kind: 'boolean', label: 'Show the percentage' },
    targetScore: { kind: 'number', label: "Target score (0 = the mission's goal in a card)" },
    containerID: { kind: 'text', label: "Container ID of the total (blank = the card's mission)" },
  },
});
