// The leaderboard family's definitions; boards load from one split chunk, the smaller widgets
// (panel, podium, total, pool, group, dragon balls) from another.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type {
  DailyTabProps,
  LeaderboardProps,
  LeaderboardRowProps,
  PersonalRankBarProps,
} from './leaderboard-props.ts';
import type {
  DragonBallsProps,
  GroupItemProps,
  PanelProps,
  PoolProps,
  TopStreamersProps,
  TotalProps,
} from './widget-props.ts';

const loadFamily = () => import('./LeaderboardFamily.ts');
const loadWidgets = () => import('./LeaderboardWidgets.ts');

export const leaderboardBlock = defineBlock<LeaderboardProps>({
  name: 'Leaderboard',
  ...BLOCK_CATALOGUE.Leaderboard,
  load: () => loadFamily().then((family) => ({ default: family.Leaderboard })),
});

export const leaderboardRowBlock = defineBlock<LeaderboardRowProps>({
  name: 'LeaderboardRow',
  ...BLOCK_CATALOGUE.LeaderboardRow,
  load: () => loadFamily().then((family) => ({ default: family.LeaderboardRow })),
});

export const dailyLeaderboardBlock = defineBlock<LeaderboardProps>({
  name: 'DailyLeaderboard',
  ...BLOCK_CATALOGUE.DailyLeaderboard,
  load: () => loadFamily().then((family) => ({ default: family.DailyLeaderboard })),
});

export const dailyTabsBlock = defineBlock<Record<string, unknown>>({
  name: 'DailyTabs',
  ...BLOCK_CATALOGUE.DailyTabs,
  load: () => loadFamily().then((family) => ({ default: family.DailyTabs })),
});

export const dailyTabBlock = defineBlock<DailyTabProps>({
  name: 'DailyTab',
  ...BLOCK_CATALOGUE.DailyTab,
  load: () => loadFamily().then((family) => ({ default: family.DailyTab })),
});

export const flexLeaderboardBlock = defineBlock<LeaderboardProps>({
  name: 'FlexLeaderboard',
  ...BLOCK_CATALOGUE.FlexLeaderboard,
  load: () => loadFamily().then((family) => ({ default: family.FlexLeaderboard })),
});

export const flexLeaderboardRowBlock = defineBlock<LeaderboardRowProps>({
  name: 'FlexLeaderboardRow',
  ...BLOCK_CATALOGUE.FlexLeaderboardRow,
  load: () => loadFamily().then((family) => ({ default: family.FlexLeaderboardRow })),
});

export const panelBlock = defineBlock<PanelProps>({
  name: 'Panel',
  ...BLOCK_CATALOGUE.Panel,
  load: () => loadWidgets().then((widgets) => ({ default: widgets.Panel })),
});

export const topStreamersBlock = defineBlock<TopStreamersProps>({
  name: 'TopStreamers',
  ...BLOCK_CATALOGUE.TopStreamers,
  load: () => loadWidgets().then((widgets) => ({ default: widgets.TopStreamers })),
});

export const leaderboardTotalBlock = defineBlock<TotalProps>({
  name: 'LeaderboardTotal',
  ...BLOCK_CATALOGUE.LeaderboardTotal,
  load: () => loadWidgets().then((widgets) => ({ default: widgets.LeaderboardTotal })),
});

export const poolBlock = defineBlock<PoolProps>({
  name: 'Pool',
  ...BLOCK_CATALOGUE.Pool,
  load: () => loadWidgets().then((widgets) => ({ default: widgets.Pool })),
});

export const groupBlock = defineBlock<Record<string, unknown>>({
  name: 'Group',
  ...BLOCK_CATALOGUE.Group,
  load: () => loadWidgets().then((widgets) => ({ default: widgets.Group })),
});

export const groupItemBlock = defineBlock<GroupItemProps>({
  name: 'Group.Item',
  ...BLOCK_CATALOGUE['Group.Item'],
  load: () => loadWidgets().then((widgets) => ({ default: widgets.GroupItem })),
});

export const groupRankIconBlock = defineBlock<Record<string, unknown>>({
  name: 'Group.RankIcon',
  ...BLOCK_CATALOGUE['Group.RankIcon'],
  load: () => loadWidgets().then((widgets) => ({ default: widgets.GroupRankIcon })),
});

export const groupScoreBlock = defineBlock<{ unit: string }>({
  name: 'Group.Score',
  ...BLOCK_CATALOGUE['Group.Score'],
  load: () => loadWidgets().then((widgets) => ({ default: widgets.GroupScore })),
});

export const dragonBallsBlock = defineBlock<DragonBallsProps>({
  name: 'DragonBalls',
  ...BLOCK_CATALOGUE.DragonBalls,
  load: () => loadWidgets().then((widgets) => ({ default: widgets.DragonBalls })),
});

export const personalRankBarBlock = defineBlock<PersonalRankBarProps>({
  name: 'PersonalRankBar',
  ...BLOCK_CATALOGUE.PersonalRankBar,
  load: () => loadFamily().then((family) => ({ default: family.PersonalRankBar })),
});
