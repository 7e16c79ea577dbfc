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
