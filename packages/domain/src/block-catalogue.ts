// The block catalogue's declarative half, one module for the browser and the server (issue 14 §1,
// decision 0058): per block type its editable props (kind, label, options), their defaults and its
// structural rules (block catalogue §5, visitor spec §5). The blocks package spreads each entry into its
// block definition (`...BLOCK_CATALOGUE.Leaderboard`); the server validates saved blueprints against it
// (`block-validation.ts`). Entries without a component yet (rules only) are still known types.

/** Structural rules (block spec §5): where a block may sit and what it may hold. */
export interface BlockRules {
  /** Only these child types are allowed; undefined = any. An empty list means no children at all. */
  allowedChildren?: readonly string[];
  minChildren?: number;
  maxChildren?: number;
  /** The block must sit directly under one of these types; undefined = anywhere. */
  requiredParents?: readonly string[];
}

/**
 * Field kinds of the editor's properties panel (issue 14 §2): plain texts and numbers, booleans, selects of
 * `options`, a colour (CSS colour), a datetime (unix seconds), a fetcher (`kind:target`, decision 0047) and a
 * translation key (a key of the page's dictionaries).
 */
export const BLOCK_FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'colour',
  'datetime',
  'fetcher',
  'translationKey',
] as const;
export type BlockFieldKind = (typeof BLOCK_FIELD_KINDS)[number];

/** Describes a prop for the editor's form and the server's check; data only. */
export interface BlockField {
  kind: BlockFieldKind;
  label: string;
  options?: readonly string[];
}

export interface BlockCatalogueEntry {
  defaultProps: Readonly<Record<string, unknown>>;
  rules: BlockRules;
  fields: Readonly<Record<string, BlockField>>;
}

/** The fetcher's cache strategies (visitor spec §7). */
export const CACHE_STRATEGIES = ['cacheFirst', 'cacheThenNetwork', 'networkOnly', 'networkFirst'] as const;
/** What a leaderboard row's dropdown shows. */
export const DROPDOWN_MODES = ['none', 'contribution', 'vote', 'bonus', 'mission'] as const;
/** How a score is displayed. */
export const SCORE_TYPES = ['Score', 'Time', 'Hours'] as const;
/** Top streamers: how many users are shown (block catalogue §3). */
export const TOP_USER_CHOICES = ['1', '3', '5', '10'] as const;

/** The fetcher prop of the board-like blocks (visitor spec §7, decision 0047) and its cache strategy. */
const FETCHER_FIELD = {
  kind: 'fetcher',
  label:
    'Fetcher: kind:target (eventory:ID, mktevent:vote-ID, top-count:ID,ID, voteapi:ID, campaign-leaderboard:container-ID, custom:/path); blank = the container',
} as const;
const CACHE_STRATEGY_FIELD = { kind: 'select', label: 'Cache strategy', options: CACHE_STRATEGIES } as const;

/** Schedule cycle item: the unit it cycles over (block catalogue §3). */
export const SCHEDULE_EVERY = ['week', 'day', 'hour', 'minute'] as const;
/** How a layout row or column aligns its cells. */
export const LAYOUT_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;

const EMBEDDED_FRAME_FIELDS = {
  url: { kind: 'text', label: 'Event page address (https://event.eventory.app or event-stage only)' },
  height: { kind: 'number', label: 'Height in px (50-5000; the page may resize it)' },
  title: { kind: 'text', label: 'Name read by screen readers' },
} as const;
const LAYOUT_LINE_FIELDS = {
  gap: { kind: 'number', label: 'Gap between cells (px)' },
  align: { kind: 'select', label: 'Align cells', options: LAYOUT_ALIGNS },
  wrap: { kind: 'boolean', label: 'Wrap onto more lines (rows only)' },
} as const;

export const BLOCK_CATALOGUE = {
  Page: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text', label: 'Title' }, width: { kind: 'text', label: 'Width (CSS)' } },
  },
  Title: {
    defaultProps: { text: '', level: 2 },
    rules: { maxChildren: 0 },
    fields: {
      text: { kind: 'text', label: 'Text' },
      level: { kind: 'select', label: 'Level', options: ['1', '2', '3'] },
      align: { kind: 'select', label: 'Align', options: ['start', 'center', 'end'] },
    },
  },
  Text: {
    defaultProps: { text: '' },
    rules: { maxChildren: 0 },
    fields: {
      text: { kind: 'textarea', label: 'Text' },
      align: { kind: 'select', label: 'Align', options: ['start', 'center', 'end'] },
    },
  },
  Section: {
    defaultProps: {},
    rules: {},
    fields: {
      anchorID: { kind: 'text', label: 'Anchor id' },
      background: { kind: 'text', label: 'Background (CSS)' },
      padding: { kind: 'text', label: 'Padding (CSS)' },
    },
  },
  Box: {
    defaultProps: {},
    rules: {},
    fields: {
      anchorID: { kind: 'text', label: 'Anchor id' },
      background: { kind: 'text', label: 'Background (CSS)' },
      padding: { kind: 'text', label: 'Padding (CSS)' },
    },
  },
  Leaderboard: {
    defaultProps: {
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
      fetcher: '',
      cacheStrategy: 'cacheThenNetwork',
      bonusFetcher: '',
      loadingSprite: false,
    },
    rules: { minChildren: 1 },
    fields: {
      containerID: { kind: 'text', label: 'Container ID' },
      count: { kind: 'number', label: 'Rows per page' },
      emptyString: { kind: 'text', label: 'Text when nobody is ranked' },
      rowHeight: { kind: 'number', label: 'Row height' },
      minRank: { kind: 'number', label: 'Min rank (0 = no limit)' },
      maxRank: { kind: 'number', label: 'Max rank (0 = no limit)' },
      withRegion: { kind: 'boolean', label: 'Show region' },
      autoRefresh: { kind: 'boolean', label: 'Refresh every second' },
      startTime: { kind: 'datetime', label: 'Start time (unix seconds, 0 = none)' },
      personalRank: { kind: 'boolean', label: "Show the viewer's own rank" },
      clickable: { kind: 'boolean', label: 'Rows open the streamer' },
      isLeague: { kind: 'boolean', label: 'League board' },
      fetcher: FETCHER_FIELD,
      cacheStrategy: CACHE_STRATEGY_FIELD,
      bonusFetcher: { kind: 'fetcher', label: 'Bonus fetcher (kind:target; its scores are the rows’ bonus)' },
      loadingSprite: { kind: 'boolean', label: 'Loading animation (sprite)' },
    },
  },
  LeaderboardRow: {
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
    rules: { requiredParents: ['Leaderboard', 'DailyLeaderboard'] },
    fields: {
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
    },
  },
  PersonalRankBar: {
    defaultProps: { containerID: '', unit: '{0} pt' },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'text', label: 'Container ID' },
      unit: { kind: 'text', label: "Score unit ('{0}' = score)" },
    },
  },
  Search: {
    defaultProps: { placeholder: '', followerText: '', withRegion: false, variant: 'plain' },
    rules: { allowedChildren: [] },
    fields: {
      placeholder: { kind: 'text', label: 'Placeholder (blank = "Search")' },
      followerText: { kind: 'text', label: 'Follow toggle text (blank = "Following")' },
      withRegion: { kind: 'boolean', label: 'Region filter' },
      variant: { kind: 'select', label: 'Variant', options: ['plain', 'following'] },
    },
  },
  Countdown: {
    defaultProps: { startTime: 0, endTime: 0, variant: 'twoDigit', text: '' },
    rules: { allowedChildren: [] },
    fields: {
      startTime: { kind: 'datetime', label: 'Start time (unix seconds, 0 = none)' },
      endTime: { kind: 'datetime', label: 'End time (unix seconds)' },
      variant: { kind: 'select', label: 'Variant', options: ['twoDigit', 'surprise'] },
      text: { kind: 'text', label: "Text ('{0}' days, '{1}' day unit, '{2}' clock; blank = default)" },
    },
  },
  Duration: {
    defaultProps: {
      startTime: 0,
      endTime: 0,
      dateFormat: 'MM/DD (ddd)',
      timeFormat: 'HH:mm:ss',
      separator: '~',
    },
    rules: { allowedChildren: [] },
    fields: {
      startTime: { kind: 'datetime', label: 'Start time (unix seconds)' },
      endTime: { kind: 'datetime', label: 'End time (unix seconds)' },
      dateFormat: { kind: 'text', label: 'Date format' },
      timeFormat: { kind: 'text', label: 'Time format' },
      separator: { kind: 'text', label: 'Separator' },
    },
  },
  Markdown: {
    defaultProps: { content: '', tableScroll: false },
    rules: { allowedChildren: [] },
    fields: {
      content: { kind: 'textarea', label: 'Content (markdown, HTML allowed)' },
      tableScroll: { kind: 'boolean', label: 'Wide tables scroll sideways' },
    },
  },
  ToTop: {
    defaultProps: { smoothMode: true },
    rules: { allowedChildren: [] },
    fields: { smoothMode: { kind: 'boolean', label: 'Scroll smoothly' } },
  },
  CopyData: {
    defaultProps: { containerID: '', missionLeaderboardID: '' },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'text', label: "Container ID (blank = the page's leaderboard)" },
      missionLeaderboardID: { kind: 'text', label: 'Leaderboard ID of the missions (?mission copies them)' },
    },
  },
  Notification: {
    defaultProps: { title: '', message: '', top: '10vh' },
    rules: { allowedChildren: [] },
    fields: {
      title: { kind: 'text', label: 'Title (blank = "Notification")' },
      message: { kind: 'textarea', label: 'Message' },
      top: { kind: 'text', label: 'Top margin (CSS, default 10vh)' },
    },
  },
  Board: {
    defaultProps: {
      containerID: '',
      minRank: 0,
      maxRank: 0,
      itemsPerPage: 3,
      itemOrderStyle: 'leftToRight',
      layoutStyle: 'fix',
      verticalAlign: 'top',
      horizontalAlign: 'center',
      horizontalSpacingType: 'fixed',
      duration: 0,
      size: 'M',
      unit: '{0} pt',
      fetcher: '',
      cacheStrategy: 'cacheThenNetwork',
    },
    rules: { allowedChildren: ['Board.Item'] },
    fields: {
      containerID: { kind: 'text', label: 'Container ID' },
      fetcher: { kind: 'fetcher', label: 'Fetcher (kind:target; blank = the container)' },
      cacheStrategy: CACHE_STRATEGY_FIELD,
      minRank: { kind: 'number', label: 'Min rank (0 = no limit)' },
      maxRank: { kind: 'number', label: 'Max rank (0 = no limit)' },
      itemsPerPage: { kind: 'number', label: 'Items per page' },
      itemOrderStyle: {
        kind: 'select',
        label: 'Item order',
        options: ['leftToRight', 'topToDown', 'centerToSides'],
      },
      layoutStyle: { kind: 'select', label: 'Layout', options: ['fix', 'carousel'] },
      verticalAlign: { kind: 'select', label: 'Vertical align', options: ['top', 'middle', 'bottom'] },
      horizontalAlign: { kind: 'select', label: 'Horizontal align', options: ['left', 'center', 'right'] },
      horizontalSpacingType: { kind: 'select', label: 'Horizontal spacing', options: ['fixed', 'auto'] },
      duration: { kind: 'number', label: 'Carousel: seconds per page (0 = manual)' },
      size: { kind: 'select', label: 'Size', options: ['L', 'M', 'S'] },
      unit: { kind: 'text', label: "Score unit ('{0}' = score)" },
    },
  },
  'Board.Item': {
    defaultProps: { unit: '' },
    rules: { requiredParents: ['Board'] },
    fields: { unit: { kind: 'text', label: "Score unit (blank = the board's)" } },
  },
  RootTemplate: {
    defaultProps: { pageType: 'Normal' },
    rules: { allowedChildren: ['Page', 'SurprisePage', 'ConfigWrapper'], minChildren: 1, maxChildren: 1 },
    fields: {},
  },
  SurprisePage: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text', label: 'Title' }, width: { kind: 'text', label: 'Width (CSS)' } },
  },
  ConfigWrapper: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text', label: 'Title' }, width: { kind: 'text', label: 'Width (CSS)' } },
  },
  Switch: {
    defaultProps: { defaultPath: '/default' },
    rules: { allowedChildren: ['Route'], minChildren: 1 },
    fields: { defaultPath: { kind: 'text', label: 'Default path' } },
  },
  Route: {
    defaultProps: { path: '/' },
    rules: { requiredParents: ['Switch'] },
    fields: {
      path: { kind: 'text', label: 'Path (sub routes start with the parent path)' },
      asDefaultPathBefore: { kind: 'text', label: 'Default before (datetime or unix seconds)' },
      hotkey: { kind: 'text', label: 'Hotkeys (comma separated)' },
    },
  },
  Tabs: {
    defaultProps: {},
    rules: { minChildren: 1 },
    fields: {},
  },
  Tab: {
    defaultProps: { to: '/', text: '', openNewWindow: true, withUserId: false },
    rules: { requiredParents: ['Tabs'] },
    fields: {
      to: { kind: 'text', label: "Target ('/path' in the page, or an http link)" },
      text: { kind: 'text', label: 'Text' },
      name: { kind: 'text', label: 'Tab name (page info; default: the text)' },
      openNewWindow: { kind: 'boolean', label: 'Open links in a new window' },
      withUserId: { kind: 'boolean', label: 'Add the userID to links' },
    },
  },
  SurpriseTabs: {
    defaultProps: {},
    rules: { minChildren: 2 },
    fields: {},
  },
  SurpriseTab: {
    defaultProps: { to: '/', text: 'tab', openNewWindow: true, withUserId: false },
    rules: { requiredParents: ['SurpriseTabs'] },
    fields: {
      to: { kind: 'text', label: "Target ('/path' in the page, or an http link)" },
      text: { kind: 'text', label: 'Text' },
      name: { kind: 'text', label: 'Tab name (page info; default: the text)' },
      openNewWindow: { kind: 'boolean', label: 'Open links in a new window' },
      withUserId: { kind: 'boolean', label: 'Add the userID to links' },
    },
  },
  RankGroup: {
    defaultProps: {},
    rules: { allowedChildren: ['RankGroupItem'], minChildren: 1 },
    fields: {},
  },
  RankGroupItem: {
    defaultProps: { to: '/', text: '', openNewWindow: true, withUserId: false },
    rules: { requiredParents: ['RankGroup'] },
    fields: {
      to: { kind: 'text', label: "Target ('/path' in the page, or an http link)" },
      text: { kind: 'text', label: 'Text' },
      name: { kind: 'text', label: 'Tab name (page info; default: the text)' },
      openNewWindow: { kind: 'boolean', label: 'Open links in a new window' },
      withUserId: { kind: 'boolean', label: 'Add the userID to links' },
    },
  },
  AnchorLink: {
    defaultProps: { path: '', section: '', text: '' },
    rules: { allowedChildren: [] },
    fields: {
      path: { kind: 'text', label: 'Page path (blank: this one)' },
      section: { kind: 'text', label: 'Section id' },
      text: { kind: 'text', label: 'Text' },
    },
  },
  DailyLeaderboard: {
    defaultProps: {
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
      fetcher: '',
      cacheStrategy: 'cacheThenNetwork',
      bonusFetcher: '',
      loadingSprite: false,
    },
    rules: { minChildren: 1 },
    fields: {
      containerID: { kind: 'text', label: 'Container ID (when a day sets none)' },
      rowHeight: { kind: 'number', label: 'Row height' },
      withRegion: { kind: 'boolean', label: 'Show region' },
    },
  },
  DailyTabs: {
    defaultProps: {},
    rules: { allowedChildren: ['DailyTab'], minChildren: 1 },
    fields: {},
  },
  DailyTab: {
    defaultProps: { startTime: 0, endTime: 0, emptyString: '', containerID: '', fetcher: '', text: '' },
    rules: { allowedChildren: [], requiredParents: ['DailyTabs'] },
    fields: {
      text: { kind: 'text', label: 'Text (blank: MM/DD of the start)' },
      startTime: { kind: 'datetime', label: 'Start (unix seconds)' },
      endTime: { kind: 'datetime', label: 'End (unix seconds)' },
      containerID: { kind: 'text', label: "The day's container" },
      fetcher: { kind: 'fetcher', label: "The day's fetcher (kind:target; blank = the container)" },
      emptyString: { kind: 'text', label: 'Empty text (default 空席)' },
    },
  },
  FlexLeaderboard: {
    defaultProps: {
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
      fetcher: '',
      cacheStrategy: 'cacheThenNetwork',
      bonusFetcher: '',
      loadingSprite: false,
    },
    rules: { minChildren: 1 },
    fields: {
      containerID: { kind: 'text', label: 'Container ID' },
      fetcher: FETCHER_FIELD,
      cacheStrategy: CACHE_STRATEGY_FIELD,
    },
  },
  FlexLeaderboardRow: {
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
    rules: { requiredParents: ['FlexLeaderboard'] },
    fields: {
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
    },
  },
  Panel: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text', label: 'Title' } },
  },
  TopStreamers: {
    defaultProps: {
      containerID: '',
      unit: '{0}',
      open17AppOnClick: true,
      showTopUsers: '3',
      withRegion: false,
      autoRefresh: false,
      scoreType: 'Score',
      fetcher: '',
      cacheStrategy: 'cacheThenNetwork',
    },
    rules: { requiredParents: ['Panel'] },
    fields: {
      containerID: { kind: 'text', label: 'Container ID' },
      unit: { kind: 'text', label: "Unit ('{0}' = score)" },
      showTopUsers: { kind: 'select', label: 'Top users shown', options: TOP_USER_CHOICES },
      open17AppOnClick: { kind: 'boolean', label: 'Open the app on click' },
      withRegion: { kind: 'boolean', label: 'Show region' },
      autoRefresh: { kind: 'boolean', label: 'Refresh every second' },
      scoreType: { kind: 'select', label: 'Score display', options: SCORE_TYPES },
      fetcher: FETCHER_FIELD,
      cacheStrategy: CACHE_STRATEGY_FIELD,
    },
  },
  LeaderboardTotal: {
    defaultProps: {
      containerID: '',
      displayLastDigit: 0,
      format: '{0}',
      fetcher: '',
      cacheStrategy: 'cacheThenNetwork',
    },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'text', label: 'Container ID' },
      displayLastDigit: { kind: 'number', label: 'Last digits shown (0 = all)' },
      format: { kind: 'text', label: "Format ('{0}' = total)" },
      fetcher: FETCHER_FIELD,
      cacheStrategy: CACHE_STRATEGY_FIELD,
    },
  },
  Pool: {
    defaultProps: {
      containerID: '',
      poolKey: '',
      minUnit: 1,
      format: '{0}',
      fetcher: '',
      cacheStrategy: 'cacheThenNetwork',
    },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'text', label: 'Container ID' },
      poolKey: { kind: 'text', label: 'Pool key' },
      minUnit: { kind: 'number', label: 'Minimum unit (at least 1)' },
      format: { kind: 'text', label: "Format ('{0}' = value)" },
      fetcher: FETCHER_FIELD,
      cacheStrategy: CACHE_STRATEGY_FIELD,
    },
  },
  Group: {
    defaultProps: {},
    rules: { allowedChildren: ['Group.Item'] },
    fields: {},
  },
  'Group.Item': {
    defaultProps: { containerID: '', name: '', fetcher: '', cacheStrategy: 'cacheThenNetwork' },
    rules: { requiredParents: ['Group'] },
    fields: {
      containerID: { kind: 'text', label: "Team's container" },
      name: { kind: 'text', label: 'Team name' },
      fetcher: FETCHER_FIELD,
      cacheStrategy: CACHE_STRATEGY_FIELD,
    },
  },
  'Group.RankIcon': {
    defaultProps: {},
    rules: { requiredParents: ['Group.Item'] },
    fields: {},
  },
  'Group.Score': {
    defaultProps: { unit: '{0}' },
    rules: { requiredParents: ['Group.Item'] },
    fields: { unit: { kind: 'text', label: "Unit ('{0}' = score)" } },
  },
  DragonBalls: {
    defaultProps: { total: 7, goal: 1 },
    rules: { allowedChildren: [] },
    fields: { total: { kind: 'number', label: 'Balls' }, goal: { kind: 'number', label: 'Score per ball' } },
  },
  MissionList: {
    defaultProps: { refType: 'leaderboard', refID: '', emptyString: '' },
    rules: { allowedChildren: ['MissionCard'] },
    fields: {
      refType: {
        kind: 'select',
        label: 'Missions of',
        options: ['leaderboard', 'campaign', 'missionRoadmap'],
      },
      refID: { kind: 'text', label: 'Leaderboard / campaign / roadmap ID' },
      emptyString: { kind: 'text', label: 'Text when there is no mission (blank = default)' },
    },
  },
  MissionCard: {
    defaultProps: { claimText: '', showIcon: true },
    rules: { requiredParents: ['MissionList'] },
    fields: {
      claimText: { kind: 'text', label: 'Claim button text (blank: 領取 / locale)' },
      showIcon: { kind: 'boolean', label: "Show the mission's icon" },
    },
  },
  ProgressBar: {
    defaultProps: { icon: 'baobao_boy', iconURL: '', showPercentage: true, targetScore: 0, containerID: '' },
    rules: { allowedChildren: [] },
    fields: {
      icon: {
        kind: 'select',
        label: 'Icon',
        options: ['custom', 'baobao_boy', 'baobao_girl', 'baobao_dog', 'baobao_cat', 'baobao_alpaca'],
      },
      iconURL: { kind: 'text', label: "Custom icon URL (icon 'custom')" },
      showPercentage: { kind: 'boolean', label: 'Show the percentage' },
      targetScore: { kind: 'number', label: "Target score (0 = the mission's goal in a card)" },
      containerID: { kind: 'text', label: "Container ID of the total (blank = the card's mission)" },
    },
  },
  Gifts: {
    defaultProps: {},
    rules: { allowedChildren: ['Gift'] },
    fields: {},
  },
  Gift: {
    defaultProps: { giftId: '', version: 1, giftName: '', description: '', giftIconSrc: '' },
    rules: { requiredParents: ['Gifts'] },
    fields: {
      giftId: { kind: 'text', label: 'Gift ID (as in the gifts list, e.g. rose)' },
      version: { kind: 'number', label: 'Icon version (bump when the image changes; default 1)' },
      giftName: { kind: 'text', label: "Name (blank = the gifts list's name)" },
      description: { kind: 'textarea', label: 'Description' },
      giftIconSrc: { kind: 'text', label: 'Newer icon URL (blank = the platform V2 icon)' },
    },
  },
  Buttons: {
    defaultProps: {},
    rules: { allowedChildren: ['Button'] },
    fields: {},
  },
  Button: {
    defaultProps: {
      text: '',
      link: '',
      openNewWindow: true,
      withUserId: false,
      disabled: false,
      disableFn: '',
      fetcher: '',
      fetcherMethod: 'get',
    },
    rules: { requiredParents: ['Buttons'] },
    fields: {
      text: { kind: 'text', label: 'Text' },
      link: { kind: 'text', label: "Link ('/path' in the page, or an http(s) address)" },
      openNewWindow: { kind: 'boolean', label: 'Open http(s) links in a new window' },
      withUserId: { kind: 'boolean', label: "Add the viewer's userID to http(s) links" },
      disabled: { kind: 'boolean', label: 'Disabled' },
      disableFn: {
        kind: 'text',
        label: "Disable when (on the fetcher's data, e.g. state === 1 or data.missions[0].score >= 10)",
      },
      fetcher: { kind: 'text', label: "Fetcher ('/path' on this server; {userID} = the signed-in viewer)" },
      fetcherMethod: { kind: 'select', label: 'Fetcher method', options: ['get', 'post', 'put'] },
    },
  },
  Sticker: {
    defaultProps: { url: '', imageLink: '', checkUserLogin: true, containerId: '' },
    rules: { allowedChildren: [] },
    fields: {
      url: { kind: 'text', label: "Opens (an http(s) address or '/path' in the page)" },
      imageLink: { kind: 'text', label: 'Sticker image (http(s) address)' },
      checkUserLogin: { kind: 'boolean', label: 'Only for signed-in visitors' },
      containerId: { kind: 'text', label: 'Element id (for anchors and custom CSS)' },
    },
  },
  RegistrationForm: {
    defaultProps: {
      containerID: 0,
      campaignID: 0,
      questions: [],
      submitText: '',
      panelTitle: '',
      processingText: '',
      verifiedText: '',
    },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'number', label: 'Registration container ID' },
      campaignID: {
        kind: 'number',
        label: "Campaign ID (questions from the container's questionnaire; 0 = own)",
      },
      submitText: { kind: 'text', label: 'Submit text (blank = 送出)' },
      panelTitle: { kind: 'text', label: 'Status panel title (blank = 報名狀態)' },
      processingText: { kind: 'text', label: 'Processing text (blank = 審核中...)' },
      verifiedText: { kind: 'text', label: 'Verified text (blank = 審核通過)' },
    },
  },
  RegistrationStatus: {
    defaultProps: { containerID: 0, panelTitle: '', processingText: '', verifiedText: '' },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'number', label: 'Registration container ID' },
      panelTitle: { kind: 'text', label: 'Status panel title (blank = 報名狀態)' },
      processingText: { kind: 'text', label: 'Processing text (blank = 審核中...)' },
      verifiedText: { kind: 'text', label: 'Verified text (blank = 審核通過)' },
    },
  },
  // Timeline, table, video cover (decision 0063).
  Timeline: {
    defaultProps: { title: '', dateFormat: 'MM.DD', weekdayFormat: '(dd)', timeFormat: 'HH:mm:ss' },
    rules: { allowedChildren: ['Timeline.Item'] },
    fields: {
      title: { kind: 'text', label: 'Name read by screen readers (blank = "Event timeline")' },
      dateFormat: { kind: 'text', label: "Date format (default 'MM.DD')" },
      weekdayFormat: { kind: 'text', label: "Weekday format (default '(dd)')" },
      timeFormat: { kind: 'text', label: "Time format (default 'HH:mm:ss'; blank hides it)" },
    },
  },
  'Timeline.Item': {
    defaultProps: { time: 0, title: '' },
    rules: { requiredParents: ['Timeline'] },
    fields: { time: { kind: 'datetime', label: 'Time' }, title: { kind: 'text', label: 'Title' } },
  },
  // The spec names a line that must sit in a Timeline, which holds only items: the Timeline draws its line.
  'Timeline.Line': {
    defaultProps: {},
    rules: { allowedChildren: [], requiredParents: ['Timeline'] },
    fields: {},
  },
  Table: {
    defaultProps: { caption: '', bordered: true, striped: false },
    rules: { allowedChildren: ['Table.Header', 'Table.Body', 'Table.Footer'] },
    fields: {
      caption: { kind: 'text', label: 'Caption (also the name screen readers read)' },
      bordered: { kind: 'boolean', label: 'Cell borders' },
      striped: { kind: 'boolean', label: 'Striped body rows' },
    },
  },
  'Table.Header': {
    defaultProps: {},
    rules: { allowedChildren: ['Table.Row'], requiredParents: ['Table'] },
    fields: {},
  },
  'Table.Body': {
    defaultProps: {},
    rules: { minChildren: 1, allowedChildren: ['Table.Row'], requiredParents: ['Table'] },
    fields: {},
  },
  'Table.Footer': {
    defaultProps: {},
    rules: { allowedChildren: ['Table.Row'], requiredParents: ['Table'] },
    fields: {},
  },
  'Table.Row': {
    defaultProps: {},
    rules: {
      allowedChildren: ['Table.Col'],
      requiredParents: ['Table.Header', 'Table.Body', 'Table.Footer'],
    },
    fields: {},
  },
  'Table.Col': {
    defaultProps: { text: '', align: 'start', colSpan: 1, rowSpan: 1 },
    rules: { requiredParents: ['Table.Row'] },
    fields: {
      text: { kind: 'text', label: 'Text' },
      align: { kind: 'select', label: 'Align', options: ['start', 'center', 'end'] },
      colSpan: { kind: 'number', label: 'Columns spanned (1-50)' },
      rowSpan: { kind: 'number', label: 'Rows spanned (1-50)' },
    },
  },
  VideoCover: {
    defaultProps: {
      videoSrc: '',
      imageSrc: '',
      showControl: false,
      loop: true,
      muted: true,
      autoPlay: true,
      alt: '',
    },
    rules: { allowedChildren: [] },
    fields: {
      videoSrc: { kind: 'text', label: 'Video (http(s) address or /path; type from the extension)' },
      imageSrc: { kind: 'text', label: 'Cover image (poster, and fallback without video)' },
      showControl: { kind: 'boolean', label: 'Show controls' },
      loop: { kind: 'boolean', label: 'Loop' },
      muted: { kind: 'boolean', label: 'Muted' },
      autoPlay: { kind: 'boolean', label: 'Play automatically' },
      alt: { kind: 'text', label: 'Description for screen readers' },
    },
  },
  // Popup modal and embedded frames (decision 0064).
  PopupModal: {
    defaultProps: { title: '', width: 300, closeOnOutsideClick: true },
    rules: { allowedChildren: ['Popup.Trigger', 'Popup.Content'] },
    fields: {
      title: { kind: 'text', label: 'Dialog title' },
      width: { kind: 'number', label: 'Width in px (at most 300, and 75% of the screen)' },
      closeOnOutsideClick: { kind: 'boolean', label: 'Close on a click outside the dialog' },
    },
  },
  'Popup.Trigger': {
    defaultProps: { text: '' },
    rules: { requiredParents: ['PopupModal'] },
    fields: { text: { kind: 'text', label: 'Button text (blank with blocks inside = only the blocks)' } },
  },
  'Popup.Content': {
    defaultProps: { height: 220 },
    rules: { requiredParents: ['PopupModal'] },
    fields: { height: { kind: 'number', label: 'Content height in px (default 220)' } },
  },
  EmbeddedFrame: {
    defaultProps: { url: '', height: 600, title: '' },
    rules: { allowedChildren: [] },
    fields: EMBEDDED_FRAME_FIELDS,
  },
  EmbeddedLoginFrame: {
    defaultProps: { url: '', height: 600, title: '' },
    rules: { allowedChildren: [] },
    fields: EMBEDDED_FRAME_FIELDS,
  },
  // Banner, background image, wave title, custom CSS, layout, schedule (decisions 0065, 0066).
  CountdownBanner: {
    defaultProps: { text: '', countdown: true, endTime: 0 },
    rules: { allowedChildren: [] },
    fields: {
      text: { kind: 'text', label: 'Text' },
      countdown: { kind: 'boolean', label: 'Show a countdown' },
      endTime: { kind: 'datetime', label: "Countdown to (0 = the daily tab's end)" },
    },
  },
  BackgroundImageContainer: {
    defaultProps: {
      imageSrc: '',
      size: 'cover',
      position: 'top',
      backgroundColor: '',
      minHeight: 0,
      padding: '',
    },
    rules: {},
    fields: {
      imageSrc: { kind: 'text', label: "Image (http(s) address or '/path')" },
      size: { kind: 'select', label: 'Image size', options: ['cover', 'contain', 'auto'] },
      position: { kind: 'select', label: 'Image position', options: ['top', 'center', 'bottom'] },
      backgroundColor: { kind: 'colour', label: 'Background colour (CSS)' },
      minHeight: { kind: 'number', label: 'Minimum height (px)' },
      padding: { kind: 'text', label: 'Padding (CSS)' },
    },
  },
  WaveTitle: {
    defaultProps: { text: '活動內容', variant: 'default' },
    rules: { allowedChildren: [] },
    fields: {
      text: { kind: 'text', label: 'Text (default 活動內容)' },
      variant: {
        kind: 'select',
        label: 'Variant (wave = the Wave corporation)',
        options: ['default', 'wave'],
      },
    },
  },
  CustomCssDiv: {
    defaultProps: { css: '' },
    rules: {},
    fields: {
      css: {
        kind: 'textarea',
        label: 'CSS (applies inside this block; :scope is the block; no @import, url() only to this site)',
      },
    },
  },
  LayoutRow: {
    defaultProps: { gap: 8, align: 'stretch', wrap: false },
    rules: { allowedChildren: ['LayoutBlock'] },
    fields: LAYOUT_LINE_FIELDS,
  },
  LayoutColumn: {
    defaultProps: { gap: 8, align: 'stretch', wrap: false },
    rules: { allowedChildren: ['LayoutBlock'] },
    fields: LAYOUT_LINE_FIELDS,
  },
  LayoutBlock: {
    defaultProps: { flex: 1, backgroundColor: '', padding: '' },
    rules: { requiredParents: ['LayoutRow', 'LayoutColumn'] },
    fields: {
      flex: { kind: 'number', label: 'Share of the row or column (0 = as wide as its content)' },
      backgroundColor: { kind: 'colour', label: 'Background colour (CSS)' },
      padding: { kind: 'text', label: 'Padding (CSS)' },
    },
  },
  ScheduleCycleItem: {
    defaultProps: { every: 'day', from: 0, to: 12, timeZone: '' },
    rules: {},
    fields: {
      every: { kind: 'select', label: 'Every', options: SCHEDULE_EVERY },
      from: { kind: 'number', label: 'From (weekday 0 = Sunday, hour, minute or second; included)' },
      to: { kind: 'number', label: 'To (not included; smaller than From wraps around)' },
      timeZone: { kind: 'text', label: 'Time zone (e.g. Asia/Taipei; blank = the visitor’s clock)' },
    },
  },
  SchedulePeriodItem: {
    defaultProps: { startTime: 0, endTime: 0 },
    rules: {},
    fields: {
      startTime: { kind: 'datetime', label: 'Start time (0 = no start)' },
      endTime: { kind: 'datetime', label: 'End time (not included; 0 = no end)' },
    },
  },
} as const satisfies Record<string, BlockCatalogueEntry>;

export type CatalogueBlockType = keyof typeof BLOCK_CATALOGUE;

/** The catalogue entry of a block type, or undefined for a type the catalogue does not know. */
export function catalogueEntry(type: string): BlockCatalogueEntry | undefined {
  return Object.hasOwn(BLOCK_CATALOGUE, type) ? BLOCK_CATALOGUE[type as CatalogueBlockType] : undefined;
}
