// The leaderboard family's definitions; their components load from one split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { LeaderboardProps, LeaderboardRowProps, PersonalRankBarProps } from './LeaderboardFamily.tsx';

const loadFamily = () => import('./LeaderboardFamily.tsx');

export const leaderboardBlock = defineBlock<LeaderboardProps>({
  name: 'Leaderboard',
  load: () => loadFamily().then((family) => ({ default: family.Leaderboard })),
  defaultProps: {
    containerID: '',
    // Visitor spec §9: 100 rows per page.
    count: 100,
    emptyString: '',
    rowHeight: 70,
    minRank: 0,
    maxRank: 0,
    withRegion: false,
    autoRefresh: true,
    startTime: 0,
    personalRank: true,
  },
  rules: BLOCK_RULES.Leaderboard,
  fields: {
    containerID: { kind: 'text', label: 'Container ID' },
    count: { kind: 'number', label: 'Rows per page' },
    emptyString: { kind: 'text', label: 'Text when nobody is ranked' },
    rowHeight: { kind: 'number', label: 'Row height' },
    minRank: { kind: 'number', label: 'Min rank (0 = no limit)' },
    maxRank: { kind: 'number', label: 'Max rank (0 = no limit)' },
    withRegion: { kind: 'boolean', label: 'Show region' },
    autoRefresh: { kind: 'boolean', label: 'Refresh every second' },
    startTime: { kind: 'number', label: 'Start time (unix seconds, 0 = none)' },
    personalRank: { kind: 'boolean', label: "Show the viewer's own rank" },
  },
});

export const leaderboardRowBlock = defineBlock<LeaderboardRowProps>({
  name: 'LeaderboardRow',
  load: () => loadFamily().then((family) => ({ default: family.LeaderboardRow })),
  defaultProps: { unit: '{0} pt' },
  rules: BLOCK_RULES.LeaderboardRow,
  fields: { unit: { kind: 'text', label: "Score unit ('{0}' = score)" } },
});

export const personalRankBarBlock = defineBlock<PersonalRankBarProps>({
  name: 'PersonalRankBar',
  load: () => loadFamily().then((family) => ({ default: family.PersonalRankBar })),
  defaultProps: { containerID: '', unit: '{0} pt' },
  rules: BLOCK_RULES.PersonalRankBar,
  fields: {
    containerID: { kind: 'text', label: 'Container ID' },
    unit: { kind: 'text', label: "Score unit ('{0}' = score)" },
  },
});
