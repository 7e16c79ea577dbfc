// The leaderboard family's definitions; boards load from one split chunk, the smaller widgets
// (panel, podium, total, pool, group, dragon balls) from another.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import { CACHE_STRATEGIES } from '../data/cache/strategies.ts';
import { DROPDOWN_MODES, TOP_USER_CHOICES } from './family-rules.ts';
import { SCORE_TYPES } from './score-display.ts';
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

/** The fetcher kinds of visitor spec §7 a block can read from (decision 0047). */
const fetcherFields = {
  fetcher: {
    kind: 'text',
    label:
      'Fetcher: kind:target (eventory:ID, mktevent:vote-ID, top-count:ID,ID, voteapi:ID, campaign-leaderboard:container-ID, custom:/path); blank = the container',
  },
  cacheStrategy: { kind: 'select', label: 'Cache strategy', options: CACHE_STRATEGIES },
} as const;
const fetcherDefaults = { fetcher: '', cacheStrategy: 'cacheThenNetwork' } as const;

const loadFamily = () => import('./LeaderboardFamily.ts');
const loadWidgets = () => import('./LeaderboardWidgets.ts');

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
    clickable: true,
    isLeague: false,
    ...fetcherDefaults,
    bonusFetcher: '',
    loadingSprite: false,
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
    clickable: { kind: 'boolean', label: 'Rows open the streamer' },
    isLeague: { kind: 'boolean', label: 'League board' },
    ...fetcherFields,
    bonusFetcher: { kind: 'text', label: 'Bonus fetcher (kind:target; its scores are the rows’ bonus)' },
    loadingSprite: { kind: 'boolean', label: 'Loading animation (sprite)' },
  },
});

export const leaderboardRowBlock = defineBlock<LeaderboardRowProps>({
  name: 'LeaderboardRow',
  load: () => loadFamily().then((family) => ({ default: family.LeaderboardRow })),
  defaultProps: {
    unit: '{0} pt',
    dropdown: 'none',
    contributionItemCount: 10,
    contributionContainerID: '',
    bonusUnit: '{0} bonus',
    showBonus: false,
    voteID: '',
    voteValidText: '',
    voteCompletedText: '',
    voteErrorText: '',
    voteLoadingText: '',
    missionLeaderboardID: '',
    scoreType: 'Score',
    styleRules: '',
    animateScore: true,
    autoShrink: true,
  },
  rules: BLOCK_RULES.LeaderboardRow,
  fields: rowFields(),
});

function rowFields() {
  return {
    unit: { kind: 'text', label: "Score unit ('{0}' = score)" },
    dropdown: { kind: 'select', label: 'Dropdown', options: DROPDOWN_MODES },
    contributionItemCount: { kind: 'number', label: 'Contribution items shown' },
    contributionContainerID: { kind: 'text', label: 'Contribution container (blank: the board)' },
    bonusUnit: { kind: 'text', label: "Bonus unit ('{0}' = bonus)" },
    showBonus: { kind: 'boolean', label: 'Show bonus' },
    voteID: { kind: 'text', label: "Vote ID (dropdown 'vote')" },
    voteValidText: { kind: 'text', label: 'Vote button text (blank: 投票 / locale)' },
    voteCompletedText: { kind: 'text', label: 'Voted button text (blank: 已投票 / locale)' },
    voteErrorText: { kind: 'text', label: 'Vote error button text (blank: 重讀 / locale)' },
    voteLoadingText: { kind: 'text', label: 'Vote loading button text (blank: locale)' },
    missionLeaderboardID: { kind: 'text', label: "Leaderboard ID of the missions (dropdown 'mission')" },
    scoreType: { kind: 'select', label: 'Score display', options: SCORE_TYPES },
    styleRules: {
      kind: 'textarea',
      label: 'Style rules (JSON: [{"rank":3,"score":0,"color":"#fff","background":"#f5a623"}])',
    },
    animateScore: { kind: 'boolean', label: 'Animate score changes' },
    autoShrink: { kind: 'boolean', label: 'Shrink long names (down to 12 px)' },
  } as const;
}

const boardDefaults = {
  containerID: '',
  count: 100,
  emptyString: '',
  rowHeight: 70,
  minRank: 0,
  maxRank: 0,
  withRegion: false,
  autoRefresh: true,
  startTime: 0,
  personalRank: true,
  clickable: true,
  isLeague: false,
  ...fetcherDefaults,
  bonusFetcher: '',
  loadingSprite: false,
} as const;

export const dailyLeaderboardBlock = defineBlock<LeaderboardProps>({
  name: 'DailyLeaderboard',
  load: () => loadFamily().then((family) => ({ default: family.DailyLeaderboard })),
  defaultProps: boardDefaults,
  rules: BLOCK_RULES.DailyLeaderboard,
  fields: {
    containerID: { kind: 'text', label: 'Container ID (when a day sets none)' },
    rowHeight: { kind: 'number', label: 'Row height' },
    withRegion: { kind: 'boolean', label: 'Show region' },
  },
});

export const dailyTabsBlock = defineBlock<Record<string, unknown>>({
  name: 'DailyTabs',
  load: () => loadFamily().then((family) => ({ default: family.DailyTabs })),
  rules: BLOCK_RULES.DailyTabs,
});

export const dailyTabBlock = defineBlock<DailyTabProps>({
  name: 'DailyTab',
  load: () => loadFamily().then((family) => ({ default: family.DailyTab })),
  defaultProps: { startTime: 0, endTime: 0, emptyString: '', containerID: '', fetcher: '', text: '' },
  rules: BLOCK_RULES.DailyTab,
  fields: {
    text: { kind: 'text', label: 'Text (blank: MM/DD of the start)' },
    startTime: { kind: 'number', label: 'Start (unix seconds)' },
    endTime: { kind: 'number', label: 'End (unix seconds)' },
    containerID: { kind: 'text', label: "The day's container" },
    fetcher: { kind: 'text', label: "The day's fetcher (kind:target; blank = the container)" },
    emptyString: { kind: 'text', label: 'Empty text (default 空席)' },
  },
});

export const flexLeaderboardBlock = defineBlock<LeaderboardProps>({
  name: 'FlexLeaderboard',
  load: () => loadFamily().then((family) => ({ default: family.FlexLeaderboard })),
  defaultProps: boardDefaults,
  rules: BLOCK_RULES.FlexLeaderboard,
  fields: { containerID: { kind: 'text', label: 'Container ID' }, ...fetcherFields },
});

export const flexLeaderboardRowBlock = defineBlock<LeaderboardRowProps>({
  name: 'FlexLeaderboardRow',
  load: () => loadFamily().then((family) => ({ default: family.FlexLeaderboardRow })),
  defaultProps: {
    unit: '{0} pt',
    dropdown: 'none',
    contributionItemCount: 10,
    bonusUnit: '{0} bonus',
    scoreType: 'Score',
    styleRules: '',
    animateScore: true,
    autoShrink: true,
  },
  rules: BLOCK_RULES.FlexLeaderboardRow,
  fields: rowFields(),
});

export const panelBlock = defineBlock<PanelProps>({
  name: 'Panel',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.Panel })),
  defaultProps: { title: '' },
  fields: { title: { kind: 'text', label: 'Title' } },
});

export const topStreamersBlock = defineBlock<TopStreamersProps>({
  name: 'TopStreamers',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.TopStreamers })),
  defaultProps: {
    containerID: '',
    unit: '{0}',
    open17AppOnClick: true,
    showTopUsers: '3',
    withRegion: false,
    autoRefresh: false,
    scoreType: 'Score',
    ...fetcherDefaults,
  },
  rules: BLOCK_RULES.TopStreamers,
  fields: {
    containerID: { kind: 'text', label: 'Container ID' },
    unit: { kind: 'text', label: "Unit ('{0}' = score)" },
    showTopUsers: { kind: 'select', label: 'Top users shown', options: TOP_USER_CHOICES },
    open17AppOnClick: { kind: 'boolean', label: 'Open the app on click' },
    withRegion: { kind: 'boolean', label: 'Show region' },
    autoRefresh: { kind: 'boolean', label: 'Refresh every second' },
    scoreType: { kind: 'select', label: 'Score display', options: SCORE_TYPES },
    ...fetcherFields,
  },
});

export const leaderboardTotalBlock = defineBlock<TotalProps>({
  name: 'LeaderboardTotal',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.LeaderboardTotal })),
  defaultProps: { containerID: '', displayLastDigit: 0, format: '{0}', ...fetcherDefaults },
  rules: BLOCK_RULES.LeaderboardTotal,
  fields: {
    containerID: { kind: 'text', label: 'Container ID' },
    displayLastDigit: { kind: 'number', label: 'Last digits shown (0 = all)' },
    format: { kind: 'text', label: "Format ('{0}' = total)" },
    ...fetcherFields,
  },
});

export const poolBlock = defineBlock<PoolProps>({
  name: 'Pool',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.Pool })),
  defaultProps: { containerID: '', poolKey: '', minUnit: 1, format: '{0}', ...fetcherDefaults },
  rules: BLOCK_RULES.Pool,
  fields: {
    containerID: { kind: 'text', label: 'Container ID' },
    poolKey: { kind: 'text', label: 'Pool key' },
    minUnit: { kind: 'number', label: 'Minimum unit (at least 1)' },
    format: { kind: 'text', label: "Format ('{0}' = value)" },
    ...fetcherFields,
  },
});

export const groupBlock = defineBlock<Record<string, unknown>>({
  name: 'Group',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.Group })),
  rules: BLOCK_RULES.Group,
});

export const groupItemBlock = defineBlock<GroupItemProps>({
  name: 'Group.Item',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.GroupItem })),
  defaultProps: { containerID: '', name: '', ...fetcherDefaults },
  rules: BLOCK_RULES['Group.Item'],
  fields: {
    containerID: { kind: 'text', label: "Team's container" },
    name: { kind: 'text', label: 'Team name' },
    ...fetcherFields,
  },
});

export const groupRankIconBlock = defineBlock<Record<string, unknown>>({
  name: 'Group.RankIcon',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.GroupRankIcon })),
  rules: BLOCK_RULES['Group.RankIcon'],
});

export const groupScoreBlock = defineBlock<{ unit: string }>({
  name: 'Group.Score',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.GroupScore })),
  defaultProps: { unit: '{0}' },
  rules: BLOCK_RULES['Group.Score'],
  fields: { unit: { kind: 'text', label: "Unit ('{0}' = score)" } },
});

export const dragonBallsBlock = defineBlock<DragonBallsProps>({
  name: 'DragonBalls',
  load: () => loadWidgets().then((widgets) => ({ default: widgets.DragonBalls })),
  defaultProps: { total: 7, goal: 1 },
  rules: BLOCK_RULES.DragonBalls,
  fields: {
    total: { kind: 'number', label: 'Balls' },
    goal: { kind: 'number', label: 'Score per ball' },
  },
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
