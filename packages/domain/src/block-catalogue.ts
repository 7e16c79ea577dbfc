// The block catalogue's declarative half, one module for the browser and the server (issue 14 §1,
// decision 0058): per block type its editable props (kind, options), their defaults and its
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
 * `options`, a colour (CSS colour), a datetime (unix seconds), a fetcher (`kind:target`, decision 0047), a
 * translation key (a key of the page's dictionaries) and a list of keyboard keys (a Route's hotkey).
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
  'keys',
] as const;
export type BlockFieldKind = (typeof BLOCK_FIELD_KINDS)[number];

/** Describes a prop for the editor's form and the server's check; data only. */
export interface BlockField {
  kind: BlockFieldKind;
  options?: readonly string[];
  /** A number's least and greatest allowed value (block catalogue §3, §9; decision 0125). */
  min?: number;
  max?: number;
  /** A number that must be whole (a count, a size in px, a digit count). */
  integer?: boolean;
  /** A text that becomes a link or a frame's source: never javascript:, data: or vbscript: (`link-address.ts`). */
  link?: boolean;
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
const FETCHER_FIELD = { kind: 'fetcher' } as const;
const CACHE_STRATEGY_FIELD = { kind: 'select', options: CACHE_STRATEGIES } as const;

/** Schedule cycle item: the unit it cycles over (block catalogue §3). */
export const SCHEDULE_EVERY = ['week', 'day', 'hour', 'minute'] as const;
/** How a layout row or column aligns its cells. */
export const LAYOUT_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;

/** A whole number from `min` (to `max`): counts, sizes in px, ranks. */
const wholeNumber = (min: number, max?: number) =>
  ({ kind: 'number', integer: true, min, ...(max === undefined ? {} : { max }) }) as const;
/** A text that becomes a link or a frame's source. */
const LINK_FIELD = { kind: 'text', link: true } as const;
/** Ranks: 0 = no limit (block catalogue §3). */
const RANK_FIELD = wholeNumber(0);
/** Frame heights in px (decision 0064). */
export const FRAME_HEIGHT_RANGE = { min: 50, max: 5000 } as const;

const EMBEDDED_FRAME_FIELDS = {
  url: LINK_FIELD,
  height: { kind: 'number', ...FRAME_HEIGHT_RANGE },
  title: { kind: 'text' },
} as const;
const LAYOUT_LINE_FIELDS = {
  gap: { kind: 'number', min: 0 },
  align: { kind: 'select', options: LAYOUT_ALIGNS },
  wrap: { kind: 'boolean' },
} as const;

export const BLOCK_CATALOGUE = {
  Page: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text' }, width: { kind: 'text' } },
  },
  Title: {
    defaultProps: { text: '', level: 2 },
    rules: { maxChildren: 0 },
    fields: {
      text: { kind: 'text' },
      level: { kind: 'select', options: ['1', '2', '3'] },
      align: { kind: 'select', options: ['start', 'center', 'end'] },
    },
  },
  Text: {
    defaultProps: { text: '' },
    rules: { maxChildren: 0 },
    fields: {
      text: { kind: 'textarea' },
      align: { kind: 'select', options: ['start', 'center', 'end'] },
    },
  },
  Section: {
    defaultProps: {},
    rules: {},
    fields: {
      anchorID: { kind: 'text' },
      background: { kind: 'text' },
      padding: { kind: 'text' },
    },
  },
  Box: {
    defaultProps: {},
    rules: {},
    fields: {
      anchorID: { kind: 'text' },
      background: { kind: 'text' },
      padding: { kind: 'text' },
    },
  },
  Leaderboard: {
    defaultProps: {
      containerID: '',
      count: 100,
      emptyString: '',
      rowHeight: 70,
      dropDownHeight: 0,
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
      containerID: { kind: 'text' },
      count: wholeNumber(1, 1000),
      emptyString: { kind: 'text' },
      rowHeight: wholeNumber(1),
      dropDownHeight: wholeNumber(0),
      minRank: RANK_FIELD,
      maxRank: RANK_FIELD,
      withRegion: { kind: 'boolean' },
      autoRefresh: { kind: 'boolean' },
      startTime: { kind: 'datetime' },
      personalRank: { kind: 'boolean' },
      clickable: { kind: 'boolean' },
      isLeague: { kind: 'boolean' },
      fetcher: FETCHER_FIELD,
      cacheStrategy: CACHE_STRATEGY_FIELD,
      bonusFetcher: { kind: 'fetcher' },
      loadingSprite: { kind: 'boolean' },
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
      unit: { kind: 'text' },
      dropdown: { kind: 'select', options: DROPDOWN_MODES },
      contributionItemCount: wholeNumber(1, 100),
      contributionContainerID: { kind: 'text' },
      bonusUnit: { kind: 'text' },
      showBonus: { kind: 'boolean' },
      voteID: { kind: 'text' },
      voteValidText: { kind: 'text' },
      voteCompletedText: { kind: 'text' },
      voteErrorText: { kind: 'text' },
      voteLoadingText: { kind: 'text' },
      missionLeaderboardID: { kind: 'text' },
      scoreType: { kind: 'select', options: SCORE_TYPES },
      styleRules: {
        kind: 'textarea',
      },
      animateScore: { kind: 'boolean' },
      autoShrink: { kind: 'boolean' },
    },
  },
  PersonalRankBar: {
    defaultProps: { containerID: '', unit: '{0} pt' },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'text' },
      unit: { kind: 'text' },
    },
  },
  Search: {
    defaultProps: { placeholder: '', followerText: '', withRegion: false, variant: 'plain' },
    rules: { allowedChildren: [] },
    fields: {
      placeholder: { kind: 'text' },
      followerText: { kind: 'text' },
      withRegion: { kind: 'boolean' },
      variant: { kind: 'select', options: ['plain', 'following'] },
    },
  },
  Countdown: {
    defaultProps: { startTime: 0, endTime: 0, variant: 'twoDigit', text: '' },
    rules: { allowedChildren: [] },
    fields: {
      startTime: { kind: 'datetime' },
      endTime: { kind: 'datetime' },
      variant: { kind: 'select', options: ['twoDigit', 'surprise'] },
      text: { kind: 'text' },
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
      startTime: { kind: 'datetime' },
      endTime: { kind: 'datetime' },
      dateFormat: { kind: 'text' },
      timeFormat: { kind: 'text' },
      separator: { kind: 'text' },
    },
  },
  Markdown: {
    defaultProps: { content: '', tableScroll: false },
    rules: { allowedChildren: [] },
    fields: {
      content: { kind: 'textarea' },
      tableScroll: { kind: 'boolean' },
    },
  },
  ToTop: {
    defaultProps: { smoothMode: true },
    rules: { allowedChildren: [] },
    fields: { smoothMode: { kind: 'boolean' } },
  },
  CopyData: {
    defaultProps: { containerID: '', missionLeaderboardID: '' },
    rules: { allowedChildren: [] },
    fields: {
      containerID: { kind: 'text' },
      missionLeaderboardID: { kind: 'text' },
    },
  },
  Notification: {
    defaultProps: { title: '', message: '', top: '10vh' },
    rules: { allowedChildren: [] },
    fields: {
      title: { kind: 'text' },
      message: { kind: 'textarea' },
      top: { kind: 'text' },
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
      containerID: { kind: 'text' },
      fetcher: { kind: 'fetcher' },
      cacheStrategy: CACHE_STRATEGY_FIELD,
      minRank: RANK_FIELD,
      maxRank: RANK_FIELD,
      itemsPerPage: wholeNumber(1, 100),
      itemOrderStyle: {
        kind: 'select',
        options: ['leftToRight', 'topToDown', 'centerToSides'],
      },
      layoutStyle: { kind: 'select', options: ['fix', 'carousel'] },
      verticalAlign: { kind: 'select', options: ['top', 'middle', 'bottom'] },
      horizontalAlign: { kind: 'select', options: ['left', 'center', 'right'] },
      horizontalSpacingType: { kind: 'select', options: ['fixed', 'auto'] },
      duration: { kind: 'number', min: 0 },
      size: { kind: 'select', options: ['L', 'M', 'S'] },
      unit: { kind: 'text' },
    },
  },
  'Board.Item': {
    defaultProps: { unit: '' },
    rules: { requiredParents: ['Board'] },
    fields: { unit: { kind: 'text' } },
  },
  RootTemplate: {
    defaultProps: { pageType: 'Normal' },
    rules: { allowedChildren: ['Page', 'SurprisePage', 'ConfigWrapper'], minChildren: 1, maxChildren: 1 },
    fields: {},
  },
  SurprisePage: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text' }, width: { kind: 'text' } },
  },
  ConfigWrapper: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text' }, width: { kind: 'text' } },
  },
  Switch: {
    defaultProps: { defaultPath: '/default' },
    rules: { allowedChildren: ['Route'], minChildren: 1 },
    fields: { defaultPath: { kind: 'text' } },
  },
  Route: {
    defaultProps: { path: '/' },
    rules: { requiredParents: ['Switch'] },
    fields: {
      path: { kind: 'text' },
      asDefaultPathBefore: { kind: 'datetime' },
      hotkey: { kind: 'keys' },
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
      to: LINK_FIELD,
      text: { kind: 'text' },
      name: { kind: 'text' },
      openNewWindow: { kind: 'boolean' },
      withUserId: { kind: 'boolean' },
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
      to: LINK_FIELD,
      text: { kind: 'text' },
      name: { kind: 'text' },
      openNewWindow: { kind: 'boolean' },
      withUserId: { kind: 'boolean' },
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
      to: LINK_FIELD,
      text: { kind: 'text' },
      name: { kind: 'text' },
      openNewWindow: { kind: 'boolean' },
      withUserId: { kind: 'boolean' },
    },
  },
  AnchorLink: {
    defaultProps: { path: '', section: '', text: '' },
    rules: { allowedChildren: [] },
    fields: {
      path: LINK_FIELD,
      section: { kind: 'text' },
      text: { kind: 'text' },
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
      containerID: { kind: 'text' },
      rowHeight: wholeNumber(1),
      withRegion: { kind: 'boolean' },
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
      text: { kind: 'text' },
      startTime: { kind: 'datetime' },
      endTime: { kind: 'datetime' },
      containerID: { kind: 'text' },
      fetcher: { kind: 'fetcher' },
      emptyString: { kind: 'text' },
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
      containerID: { kind: 'text' },
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
      unit: { kind: 'text' },
      dropdown: { kind: 'select', options: DROPDOWN_MODES },
      contributionItemCount: wholeNumber(1, 100),
      contributionContainerID: { kind: 'text' },
      bonusUnit: { kind: 'text' },
      showBonus: { kind: 'boolean' },
      voteID: { kind: 'text' },
      voteValidText: { kind: 'text' },
      voteCompletedText: { kind: 'text' },
      voteErrorText: { kind: 'text' },
      voteLoadingText: { kind: 'text' },
      missionLeaderboardID: { kind: 'text' },
      scoreType: { kind: 'select', options: SCORE_TYPES },
      styleRules: {
        kind: 'textarea',
      },
      animateScore: { kind: 'boolean' },
      autoShrink: { kind: 'boolean' },
    },
  },
  Panel: {
    defaultProps: { title: '' },
    rules: {},
    fields: { title: { kind: 'text' } },
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
      containerID: { kind: 'text' },
      unit: { kind: 'text' },
      showTopUsers: { kind: 'select', options: TOP_USER_CHOICES },
      open17AppOnClick: { kind: 'boolean' },
      withRegion: { kind: 'boolean' },
      autoRefresh: { kind: 'boolean' },
      scoreType: { kind: 'select', options: SCORE_TYPES },
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
      containerID: { kind: 'text' },
      displayLastDigit: wholeNumber(0, 15),
      format: { kind: 'text' },
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
      containerID: { kind: 'text' },
      poolKey: { kind: 'text' },
      minUnit: { kind: 'number', min: 1 },
      format: { kind: 'text' },
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
      containerID: { kind: 'text' },
      name: { kind: 'text' },
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
    fields: { unit: { kind: 'text' } },
  },
  DragonBalls: {
    defaultProps: { total: 7, goal: 1 },
    rules: { allowedChildren: [] },
    fields: { total: wholeNumber(1, 100), goal: { kind: 'number', min: 1 } },
  },
  MissionList: {
    defaultProps: { refType: 'leaderboard', refID: '', emptyString: '' },
    rules: { allowedChildren: ['MissionCard'] },
    fields: {
      refType: {
        kind: 'select',
        options: ['leaderboard', 'campaign', 'missionRoadmap'],
      },
      refID: { kind: 'text' },
      emptyString: { kind: 'text' },
    },
  },
  MissionCard: {
    defaultProps: { claimText: '', showIcon: true },
    rules: { requiredParents: ['MissionList'] },
    fields: {
      claimText: { kind: 'text' },
      showIcon: { kind: 'boolean' },
    },
  },
  ProgressBar: {
    defaultProps: { icon: 'baobao_boy', iconURL: '', showPercentage: true, targetScore: 0, containerID: '' },
    rules: { allowedChildren: [] },
    fields: {
      icon: {
        kind: 'select',
        options: ['custom', 'baobao_boy', 'baobao_girl', 'baobao_dog', 'baobao_cat', 'baobao_alpaca'],
      },
      iconURL: { kind: 'text' },
      showPercentage: { kind: 'boolean' },
      targetScore: { kind: 'number', min: 0 },
      containerID: { kind: 'text' },
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
      giftId: { kind: 'text' },
      version: wholeNumber(1),
      giftName: { kind: 'text' },
      description: { kind: 'textarea' },
      giftIconSrc: { kind: 'text' },
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
      text: { kind: 'text' },
      link: LINK_FIELD,
      openNewWindow: { kind: 'boolean' },
      withUserId: { kind: 'boolean' },
      disabled: { kind: 'boolean' },
      disableFn: {
        kind: 'text',
      },
      fetcher: { kind: 'text' },
      fetcherMethod: { kind: 'select', options: ['get', 'post', 'put'] },
    },
  },
  Sticker: {
    defaultProps: { url: '', imageLink: '', checkUserLogin: true, containerId: '' },
    rules: { allowedChildren: [] },
    fields: {
      url: LINK_FIELD,
      imageLink: { kind: 'text' },
      checkUserLogin: { kind: 'boolean' },
      containerId: { kind: 'text' },
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
      containerID: wholeNumber(0),
      campaignID: wholeNumber(0),
      submitText: { kind: 'text' },
      panelTitle: { kind: 'text' },
      processingText: { kind: 'text' },
      verifiedText: { kind: 'text' },
    },
  },
  RegistrationStatus: {
    defaultProps: { containerID: 0, panelTitle: '', processingText: '', verifiedText: '' },
    rules: { allowedChildren: [] },
    fields: {
      containerID: wholeNumber(0),
      panelTitle: { kind: 'text' },
      processingText: { kind: 'text' },
      verifiedText: { kind: 'text' },
    },
  },
  // Timeline, table, video cover (decision 0063).
  Timeline: {
    defaultProps: { title: '', dateFormat: 'MM.DD', weekdayFormat: '(dd)', timeFormat: 'HH:mm:ss' },
    // Block catalogue §5 "only Timeline.Item children", and visitor spec §5 "Timeline line … parent
    // Timeline": the Timeline takes its items and its line (decision 0125).
    rules: { allowedChildren: ['Timeline.Item', 'Timeline.Line'] },
    fields: {
      title: { kind: 'text' },
      dateFormat: { kind: 'text' },
      weekdayFormat: { kind: 'text' },
      timeFormat: { kind: 'text' },
    },
  },
  'Timeline.Item': {
    defaultProps: { time: 0, title: '' },
    rules: { requiredParents: ['Timeline'] },
    fields: { time: { kind: 'datetime' }, title: { kind: 'text' } },
  },
  // The line the Timeline draws behind its items; the block marks that the author placed it (decision 0125).
  'Timeline.Line': {
    defaultProps: {},
    rules: { allowedChildren: [], requiredParents: ['Timeline'] },
    fields: {},
  },
  Table: {
    defaultProps: { caption: '', bordered: true, striped: false },
    rules: { allowedChildren: ['Table.Header', 'Table.Body', 'Table.Footer'] },
    fields: {
      caption: { kind: 'text' },
      bordered: { kind: 'boolean' },
      striped: { kind: 'boolean' },
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
      text: { kind: 'text' },
      align: { kind: 'select', options: ['start', 'center', 'end'] },
      colSpan: wholeNumber(1, 50),
      rowSpan: wholeNumber(1, 50),
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
      videoSrc: { kind: 'text' },
      imageSrc: { kind: 'text' },
      showControl: { kind: 'boolean' },
      loop: { kind: 'boolean' },
      muted: { kind: 'boolean' },
      autoPlay: { kind: 'boolean' },
      alt: { kind: 'text' },
    },
  },
  // Popup modal and embedded frames (decision 0064).
  PopupModal: {
    defaultProps: { title: '', width: 300, closeOnOutsideClick: true },
    rules: { allowedChildren: ['Popup.Trigger', 'Popup.Content'] },
    fields: {
      title: { kind: 'text' },
      width: { kind: 'number', min: 1, max: 300 },
      closeOnOutsideClick: { kind: 'boolean' },
    },
  },
  'Popup.Trigger': {
    defaultProps: { text: '' },
    rules: { requiredParents: ['PopupModal'] },
    fields: { text: { kind: 'text' } },
  },
  'Popup.Content': {
    defaultProps: { height: 220 },
    rules: { requiredParents: ['PopupModal'] },
    fields: { height: { kind: 'number', min: 1 } },
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
      text: { kind: 'text' },
      countdown: { kind: 'boolean' },
      endTime: { kind: 'datetime' },
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
      imageSrc: { kind: 'text' },
      size: { kind: 'select', options: ['cover', 'contain', 'auto'] },
      position: { kind: 'select', options: ['top', 'center', 'bottom'] },
      backgroundColor: { kind: 'colour' },
      minHeight: { kind: 'number', min: 0 },
      padding: { kind: 'text' },
    },
  },
  WaveTitle: {
    defaultProps: { text: '活動內容', variant: 'default' },
    rules: { allowedChildren: [] },
    fields: {
      text: { kind: 'text' },
      variant: {
        kind: 'select',
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
      flex: { kind: 'number', min: 0 },
      backgroundColor: { kind: 'colour' },
      padding: { kind: 'text' },
    },
  },
  ScheduleCycleItem: {
    defaultProps: { every: 'day', from: 0, to: 12, timeZone: '' },
    rules: {},
    fields: {
      every: { kind: 'select', options: SCHEDULE_EVERY },
      from: wholeNumber(0, 60),
      to: wholeNumber(0, 60),
      timeZone: { kind: 'text' },
    },
  },
  SchedulePeriodItem: {
    defaultProps: { startTime: 0, endTime: 0 },
    rules: {},
    fields: {
      startTime: { kind: 'datetime' },
      endTime: { kind: 'datetime' },
    },
  },
} as const satisfies Record<string, BlockCatalogueEntry>;

export type CatalogueBlockType = keyof typeof BLOCK_CATALOGUE;

/** The catalogue entry of a block type, or undefined for a type the catalogue does not know. */
export function catalogueEntry(type: string): BlockCatalogueEntry | undefined {
  return Object.hasOwn(BLOCK_CATALOGUE, type) ? BLOCK_CATALOGUE[type as CatalogueBlockType] : undefined;
}
