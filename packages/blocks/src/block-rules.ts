// Every structural rule of the block spec §5 and visitor spec §5, registered by block type name,
// including blocks whose implementation lands later, so the catalogue reads its rules from one place.
import type { BlockRules } from './renderer/block-definition.ts';

export const BLOCK_RULES = {
  Switch: { allowedChildren: ['Route'], minChildren: 1 },
  Tabs: { minChildren: 1 },
  SurpriseTabs: { minChildren: 2 },
  Leaderboard: { minChildren: 1 },
  LeaderboardRow: { requiredParents: ['Leaderboard', 'DailyLeaderboard'] },
  // The leaderboard screen's own pieces hold no children.
  PersonalRankBar: { allowedChildren: [] },
  Search: { allowedChildren: [] },
  FlexLeaderboardRow: { requiredParents: ['FlexLeaderboard'] },
  Gifts: { allowedChildren: ['Gift'] },
  Gift: { requiredParents: ['Gifts'] },
  Timeline: { allowedChildren: ['Timeline.Item'] },
  'Timeline.Line': { allowedChildren: [], requiredParents: ['Timeline'] },
  LayoutRow: { allowedChildren: ['LayoutBlock'] },
  LayoutColumn: { allowedChildren: ['LayoutBlock'] },
  Button: { requiredParents: ['Buttons'] },
  Buttons: { allowedChildren: ['Button'] },
  Sticker: { allowedChildren: [] },
  TopStreamers: { requiredParents: ['Panel'] },
  Group: { allowedChildren: ['Group.Item'] },
  'Group.Item': { requiredParents: ['Group'] },
  'Group.RankIcon': { requiredParents: ['Group.Item'] },
  'Group.Score': { requiredParents: ['Group.Item'] },
  'Popup.Content': { requiredParents: ['PopupModal'] },
  MissionCard: { requiredParents: ['MissionList'] },
  // The mission list holds only its card template; the progress bar holds nothing.
  MissionList: { allowedChildren: ['MissionCard'] },
  ProgressBar: { allowedChildren: [] },
  'Board.Item': { requiredParents: ['Board'] },
  // The board holds only its tile template; the widget blocks hold nothing.
  Board: { allowedChildren: ['Board.Item'] },
  Countdown: { allowedChildren: [] },
  Duration: { allowedChildren: [] },
  Markdown: { allowedChildren: [] },
  ToTop: { allowedChildren: [] },
  CopyData: { allowedChildren: [] },
  Notification: { allowedChildren: [] },
  'Table.Header': { allowedChildren: ['Table.Row'], requiredParents: ['Table'] },
  'Table.Footer': { allowedChildren: ['Table.Row'], requiredParents: ['Table'] },
  'Table.Body': { minChildren: 1, allowedChildren: ['Table.Row'], requiredParents: ['Table'] },
  'Table.Row': {
    allowedChildren: ['Table.Col'],
    requiredParents: ['Table.Header', 'Table.Body', 'Table.Footer'],
  },
  // Decision 0063: beyond §5, a table holds only its three sections, the body holds rows and sits in a
  // table, a row sits in a section and a cell in a row, so the page is always a valid HTML table.
  Table: { allowedChildren: ['Table.Header', 'Table.Body', 'Table.Footer'] },
  'Table.Col': { requiredParents: ['Table.Row'] },
  // Timeline items sit in a timeline (decision 0063); the video cover holds nothing.
  'Timeline.Item': { requiredParents: ['Timeline'] },
  VideoCover: { allowedChildren: [] },
  // Popup modal (decision 0064): its trigger and contents, each inside it.
  PopupModal: { allowedChildren: ['Popup.Trigger', 'Popup.Content'] },
  'Popup.Trigger': { requiredParents: ['PopupModal'] },
  // Embedded frames (both variants) hold nothing.
  EmbeddedFrame: { allowedChildren: [] },
  EmbeddedLoginFrame: { allowedChildren: [] },
  // Page types and navigation (visitor spec §2): the root template holds exactly one page wrapper;
  // routes sit in a Switch, tabs in their tab bar.
  RootTemplate: {
    allowedChildren: ['Page', 'SurprisePage', 'ConfigWrapper'],
    minChildren: 1,
    maxChildren: 1,
  },
  Route: { requiredParents: ['Switch'] },
  Tab: { requiredParents: ['Tabs'] },
  SurpriseTab: { requiredParents: ['SurpriseTabs'] },
  RankGroup: { allowedChildren: ['RankGroupItem'], minChildren: 1 },
  RankGroupItem: { requiredParents: ['RankGroup'] },
  AnchorLink: { allowedChildren: [] },
  // The leaderboard family (visitor spec §2 daily container, block spec §4-§5).
  DailyLeaderboard: { minChildren: 1 },
  DailyTabs: { allowedChildren: ['DailyTab'], minChildren: 1 },
  DailyTab: { allowedChildren: [], requiredParents: ['DailyTabs'] },
  FlexLeaderboard: { minChildren: 1 },
  LeaderboardTotal: { allowedChildren: [] },
  Pool: { allowedChildren: [] },
  DragonBalls: { allowedChildren: [] },
  // The registration form and its status panel (block catalogue §3-§5) hold no children.
  RegistrationForm: { allowedChildren: [] },
  RegistrationStatus: { allowedChildren: [] },
  // Second half of the remaining blocks (decision 0066): a cell sits in a row or column; the banner and the
  // wave title hold nothing.
  LayoutBlock: { requiredParents: ['LayoutRow', 'LayoutColumn'] },
  CountdownBanner: { allowedChildren: [] },
  WaveTitle: { allowedChildren: [] },
} as const satisfies Record<string, BlockRules>;

export type RuledBlockType = keyof typeof BLOCK_RULES;
