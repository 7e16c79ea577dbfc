// The table of blueprints every side of the one page check is tested on (issue 29 §3): each with the
// problems a save of it is refused with, in the server's words and block paths. The domain's own test
// runs it through `validateBlueprint`, the page editor's test through the problems it shows
// (`use-page-problems`), and the server's integration test through the real save route, so the editor
// and the server are shown to report the same problems for the same blueprint. Data only.
import type { BlueprintProblem } from './block-validation.ts';
import type { BlueprintNode } from './blueprint.ts';

export interface BlueprintCase {
  name: string;
  /** Rooted in a Page (the save route's schema asks for one), every block with an id (the editor's). */
  blueprint: BlueprintNode;
  /** Every problem, in document order; empty: the page saves. */
  problems: BlueprintProblem[];
}

let nextId = 0;
const block = (
  type: string,
  props: Record<string, unknown> = {},
  children?: BlueprintNode[],
): BlueprintNode => ({
  type,
  id: `case-${(nextId += 1)}`,
  props,
  ...(children ? { children } : {}),
});
const withId = (id: string, node: BlueprintNode): BlueprintNode => ({ ...node, id });
const page = (...children: BlueprintNode[]) => block('Page', { title: 'Cup' }, children);
const board = (props: Record<string, unknown>, ...children: BlueprintNode[]) =>
  block('Leaderboard', { containerID: '1', ...props }, children);

export const BLUEPRINT_CASES: readonly BlueprintCase[] = [
  {
    name: 'a page that keeps every rule',
    blueprint: page(
      block('Title', { text: 'Cup', level: 2 }),
      board({}, block('LeaderboardRow', { showBonus: 'true', contributionItemCount: '5' })),
      block('Tabs', {}, [block('Tab', { to: '/a', text: 'A' })]),
      block('Gifts', {}, [block('Gift')]),
      block('Panel', {}, [block('TopStreamers', { showTopUsers: '5' })]),
    ),
    problems: [],
  },
  {
    // Block catalogue §3: Leaderboard "rowHeight 70, dropDownHeight 0"; Pool "minUnit (min 1)"; Total
    // "displayLastDigit (min 0)"; §9 "Popup at most 300 px wide"; the values at the edges save.
    name: 'every bounded number at its edge',
    blueprint: page(
      board({ rowHeight: 1, dropDownHeight: 0, minRank: 0, maxRank: 0, count: 1 }, block('LeaderboardRow')),
      block('Pool', { minUnit: 1 }),
      block('LeaderboardTotal', { displayLastDigit: 0 }),
      block('Board', { itemsPerPage: 1, duration: 0, minRank: 1, maxRank: 10 }),
      block('PopupModal', { width: 300 }),
      block('Countdown', { endTime: 1_800_000_000, text: '{0}{1} {2}' }),
      block('Countdown', { endTime: 1_800_000_000, variant: 'surprise', text: 'left {2}' }),
    ),
    problems: [],
  },
  {
    // Issue 30 §2.1: "Pool.minUnit 0 and -5, LeaderboardTotal.displayLastDigit -1, Leaderboard.rowHeight -10,
    // Board.itemsPerPage 0 … are saved" — each is refused with its prop's path.
    name: 'numbers the catalogue bounds, each at its prop path',
    blueprint: page(
      block('Pool', { minUnit: 0 }),
      block('Pool', { minUnit: -5 }),
      block('LeaderboardTotal', { displayLastDigit: -1 }),
      board({ rowHeight: -10, dropDownHeight: -1, count: 0 }, block('LeaderboardRow')),
      block('Board', { itemsPerPage: 0, duration: -3, maxRank: 2.5 }),
      block('Gifts', {}, [block('Gift', { version: 1.5 })]),
      block('PopupModal', { width: 301 }),
      block('EmbeddedFrame', { height: 10 }),
    ),
    problems: [
      { path: 'children.0.props.minUnit', message: 'minUnit must be a number of at least 1' },
      { path: 'children.1.props.minUnit', message: 'minUnit must be a number of at least 1' },
      {
        path: 'children.2.props.displayLastDigit',
        message: 'displayLastDigit must be a whole number from 0 to 15',
      },
      { path: 'children.3.props.count', message: 'count must be a whole number from 1 to 1000' },
      { path: 'children.3.props.rowHeight', message: 'rowHeight must be a whole number of at least 1' },
      {
        path: 'children.3.props.dropDownHeight',
        message: 'dropDownHeight must be a whole number of at least 0',
      },
      { path: 'children.4.props.maxRank', message: 'maxRank must be a whole number of at least 0' },
      { path: 'children.4.props.itemsPerPage', message: 'itemsPerPage must be a whole number from 1 to 100' },
      { path: 'children.4.props.duration', message: 'duration must be a number of at least 0' },
      {
        path: 'children.5.children.0.props.version',
        message: 'version must be a whole number of at least 1',
      },
      { path: 'children.6.props.width', message: 'width must be a number from 1 to 300' },
      { path: 'children.7.props.height', message: 'height must be a number from 50 to 5000' },
    ],
  },
  {
    // Block catalogue §5: "Streamers are filtered to the minRank..maxRank range" (§3: maxRank 0 = no limit); a
    // range whose start is past its end shows nobody.
    name: 'a rank range whose start is past its end',
    blueprint: page(
      board({ minRank: 10, maxRank: 3 }, block('LeaderboardRow')),
      block('Board', { minRank: '5', maxRank: '4' }),
      board({ minRank: 10, maxRank: 0 }, block('LeaderboardRow')),
      block('Board', { minRank: 4, maxRank: 4 }),
    ),
    problems: [
      { path: 'children.0.props.minRank', message: 'minRank must not be above maxRank (0 = no limit)' },
      { path: 'children.1.props.minRank', message: 'minRank must not be above maxRank (0 = no limit)' },
    ],
  },
  {
    // Issue 30 §2.1: "two blocks with the same id are saved". The first keeps its id; each later one is named.
    name: 'two blocks with the same id',
    blueprint: page(
      withId('twin', block('Text')),
      block('Section', {}, [withId('twin', block('Box')), withId('other', block('Text'))]),
    ),
    problems: [
      { path: 'children.1.children.0', message: "id 'twin' is used by the block at children.0 too" },
    ],
  },
  {
    // Issue 30 §2.2 and the developers' guide: "no javascript:/data:/vbscript: links" — every prop that becomes
    // a link or a frame's source, read the way a browser reads it (case, spaces, a tab in the scheme).
    name: 'links that would run script or carry a document, each at its prop path',
    blueprint: page(
      block('Tabs', {}, [block('Tab', { to: 'javascript:alert(1)' })]),
      block('SurpriseTabs', {}, [
        block('SurpriseTab', { to: ' JavaScript:alert(1)' }),
        block('SurpriseTab', { to: 'https://17.live' }),
      ]),
      block('RankGroup', {}, [block('RankGroupItem', { to: 'data:text/html,<script>alert(1)</script>' })]),
      block('Buttons', {}, [block('Button', { link: 'vbscript:msgbox(1)' })]),
      block('Sticker', { url: 'java\tscript:alert(1)' }),
      block('AnchorLink', { path: 'javascript:alert(1)' }),
      block('EmbeddedFrame', { url: 'javascript:alert(1)' }),
      block('EmbeddedLoginFrame', { url: 'data:text/html,x' }),
    ),
    problems: [
      {
        path: 'children.0.children.0.props.to',
        message: 'to must not be a javascript:, data: or vbscript: address',
      },
      {
        path: 'children.1.children.0.props.to',
        message: 'to must not be a javascript:, data: or vbscript: address',
      },
      {
        path: 'children.2.children.0.props.to',
        message: 'to must not be a javascript:, data: or vbscript: address',
      },
      {
        path: 'children.3.children.0.props.link',
        message: 'link must not be a javascript:, data: or vbscript: address',
      },
      { path: 'children.4.props.url', message: 'url must not be a javascript:, data: or vbscript: address' },
      {
        path: 'children.5.props.path',
        message: 'path must not be a javascript:, data: or vbscript: address',
      },
      { path: 'children.6.props.url', message: 'url must not be a javascript:, data: or vbscript: address' },
      { path: 'children.7.props.url', message: 'url must not be a javascript:, data: or vbscript: address' },
    ],
  },
  {
    // Visitor spec §5: "Timeline line has no children and parent Timeline" — a Timeline holding its line saves.
    name: 'a Timeline with its line',
    blueprint: page(
      block('Timeline', {}, [block('Timeline.Item', { time: 1_800_000_000 }), block('Timeline.Line')]),
    ),
    problems: [],
  },
  {
    // Issue 30 §2.4: a Countdown whose text has no {0}{1}{2} shows no clock; one without an end time reads
    // 'has ended'. Inside a daily leaderboard the active day's end is the countdown's (visitor spec §2).
    name: 'a countdown text that hides the clock, and a countdown without an end',
    blueprint: page(
      block('Countdown', { endTime: 1_800_000_000, text: 'Ends soon!' }),
      block('Countdown', { endTime: 1_800_000_000, text: '{2} left' }),
      block('Countdown', { endTime: 1_800_000_000, variant: 'surprise', text: '{0} days' }),
      block('Countdown', {}),
      block('DailyLeaderboard', {}, [block('Countdown', {}), block('LeaderboardRow')]),
    ),
    problems: [
      { path: 'children.0.props.text', message: 'text must hold {0} (days) and {2} (the clock)' },
      { path: 'children.1.props.text', message: 'text must hold {0} (days) and {2} (the clock)' },
      { path: 'children.2.props.text', message: 'text must hold {2} (the clock)' },
      { path: 'children.3.props.endTime', message: 'endTime must be set outside a daily leaderboard' },
    ],
  },
  {
    name: 'an unknown block type, whose children are still checked',
    blueprint: page(block('Text'), block('Marquee', {}, [block('Gift')])),
    problems: [
      { path: 'children.1', message: "unknown block type 'Marquee'" },
      { path: 'children.1.children.0', message: 'Gift must sit inside Gifts, sits in Marquee' },
    ],
  },
  {
    name: 'every child a block does not take, each on its own',
    blueprint: page(
      block('Switch', {}, [block('Route'), block('Text'), block('Box')]),
      block('Markdown', {}, [block('Text')]),
    ),
    problems: [
      { path: 'children.0', message: 'Switch allows only Route children; child 1 is Text' },
      { path: 'children.0', message: 'Switch allows only Route children; child 2 is Box' },
      { path: 'children.1', message: 'Markdown holds no children; child 0 is Text' },
    ],
  },
  {
    name: 'too few and too many children',
    blueprint: page(
      board({}),
      block('SurpriseTabs', {}, [block('SurpriseTab')]),
      block('Title', {}, [block('Text')]),
    ),
    problems: [
      { path: 'children.0', message: 'Leaderboard needs at least 1 children, has 0' },
      { path: 'children.1', message: 'SurpriseTabs needs at least 2 children, has 1' },
      { path: 'children.2', message: 'Title allows at most 0 children, has 1' },
    ],
  },
  {
    name: 'blocks outside their required parent, at any depth',
    blueprint: page(
      block('Section', {}, [block('Box'), block('Gift')]),
      block('Button'),
      block('Board.Item'),
    ),
    problems: [
      { path: 'children.0.children.1', message: 'Gift must sit inside Gifts, sits in Section' },
      { path: 'children.1', message: 'Button must sit inside Buttons, sits in Page' },
      { path: 'children.2', message: 'Board.Item must sit inside Board, sits in Page' },
    ],
  },
  {
    name: 'every rule one block breaks: its parent and its children',
    blueprint: page(block('Timeline.Line', {}, [block('Text')])),
    problems: [
      { path: 'children.0', message: 'Timeline.Line must sit inside Timeline, sits in Page' },
      { path: 'children.0', message: 'Timeline.Line holds no children; child 0 is Text' },
    ],
  },
  {
    name: "props that do not read as their field's kind, each at its prop's path",
    blueprint: page(
      board({ count: 'many' }, block('LeaderboardRow', { dropdown: 'sideways', showBonus: 'maybe' })),
      block('Countdown', { startTime: -1, endTime: '1800000000', variant: 2 }),
    ),
    problems: [
      { path: 'children.0.props.count', message: 'count must be a number' },
      {
        path: 'children.0.children.0.props.dropdown',
        message: "dropdown must be one of 'none', 'contribution', 'vote', 'bonus', 'mission'",
      },
      { path: 'children.0.children.0.props.showBonus', message: 'showBonus must be true or false' },
      { path: 'children.1.props.startTime', message: 'startTime must be a time in unix seconds' },
      { path: 'children.1.props.variant', message: "variant must be one of 'twoDigit', 'surprise'" },
    ],
  },
  {
    name: 'structural rules and props of one block together',
    blueprint: page(
      block('Gift', { version: 'two' }),
      block('Gifts', {}, [block('Gift'), block('Title', { level: 4 })]),
    ),
    problems: [
      { path: 'children.0', message: 'Gift must sit inside Gifts, sits in Page' },
      { path: 'children.0.props.version', message: 'version must be a number' },
      { path: 'children.1', message: 'Gifts allows only Gift children; child 1 is Title' },
      { path: 'children.1.children.1.props.level', message: "level must be one of '1', '2', '3'" },
    ],
  },
];
