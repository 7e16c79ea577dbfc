import { describe, expect, it } from 'vitest';
import { catalogueEntry, type CatalogueBlockType } from './block-catalogue.ts';
import { structureProblems } from './block-structure.ts';
import type { BlueprintNode } from './blueprint.ts';

const node = (type: string, childTypes: string[] = []): BlueprintNode => ({
  type,
  children: childTypes.map((childType) => ({ type: childType })),
});
/** The kinds of every rule the block breaks, comma-separated; undefined when it keeps them all. */
const problemOf = (type: CatalogueBlockType, childTypes: string[], parentType: string | undefined = 'Page') =>
  structureProblems(node(type, childTypes), catalogueEntry(type)?.rules, parentType)
    .map((problem) => problem.kind)
    .join(',') || undefined;

describe("the block catalogue's structural rules", () => {
  it('Leaderboard needs at least 1 child', () => {
    expect(problemOf('Leaderboard', [])).toBe('tooFewChildren');
    expect(problemOf('Leaderboard', ['LeaderboardRow'])).toBeUndefined();
  });

  it('a LeaderboardRow sits in Leaderboard or DailyLeaderboard', () => {
    expect(problemOf('LeaderboardRow', [], 'Leaderboard')).toBeUndefined();
    expect(problemOf('LeaderboardRow', [], 'DailyLeaderboard')).toBeUndefined();
    expect(problemOf('LeaderboardRow', [], 'Section')).toBe('parentNotAllowed');
  });

  it('Tabs need at least 1 child and surprise tabs at least 2', () => {
    expect(problemOf('Tabs', [])).toBe('tooFewChildren');
    expect(problemOf('Tabs', ['Tab'])).toBeUndefined();
    expect(problemOf('SurpriseTabs', ['Tab'])).toBe('tooFewChildren');
    expect(problemOf('SurpriseTabs', ['Tab', 'Tab'])).toBeUndefined();
  });

  it('a route switch holds one or more Route children only', () => {
    expect(problemOf('Switch', [])).toBe('tooFewChildren');
    expect(problemOf('Switch', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('Switch', ['Route', 'Route'])).toBeUndefined();
  });

  it('Gifts allow only Gift children and a Gift sits inside Gifts', () => {
    expect(problemOf('Gifts', ['Gift', 'Text'])).toBe('childNotAllowed');
    expect(problemOf('Gift', [], 'Section')).toBe('parentNotAllowed');
    expect(problemOf('Gift', [], 'Gifts')).toBeUndefined();
  });

  it('Timeline allows only Timeline.Item; a timeline line has no children and sits in Timeline', () => {
    expect(problemOf('Timeline', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('Timeline.Line', ['Text'], 'Timeline')).toBe('childNotAllowed');
    expect(problemOf('Timeline.Line', [], 'Page')).toBe('parentNotAllowed');
  });

  it('layout rows and columns allow only LayoutBlock children', () => {
    expect(problemOf('LayoutRow', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('LayoutColumn', ['LayoutBlock'])).toBeUndefined();
  });

  it('Group holds only Group.Item; its rank icon and score sit inside Group.Item', () => {
    expect(problemOf('Group', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('Group.Item', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('Group.RankIcon', [], 'Group')).toBe('parentNotAllowed');
    expect(problemOf('Group.Score', [], 'Group.Item')).toBeUndefined();
  });

  it('buttons, top streamers, popup children, mission cards, board items and flexible rows need their parent', () => {
    expect(problemOf('Button', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('TopStreamers', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('Popup.Content', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('MissionCard', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('Board.Item', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('FlexLeaderboardRow', [], 'Leaderboard')).toBe('parentNotAllowed');
  });

  it('table header and footer take only rows and sit in Table; the body needs a row; a row takes only columns', () => {
    expect(problemOf('Table.Header', ['Table.Col'], 'Table')).toBe('childNotAllowed');
    expect(problemOf('Table.Footer', ['Table.Row'], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('Table.Body', [], 'Table')).toBe('tooFewChildren');
    expect(problemOf('Table.Row', ['Table.Row'], 'Table.Body')).toBe('childNotAllowed');
  });

  it('a table holds only its sections, rows sit in a section and cells in a row (decision 0063)', () => {
    expect(problemOf('Table', ['Table.Row'])).toBe('childNotAllowed');
    expect(problemOf('Table', ['Table.Header', 'Table.Body', 'Table.Footer'])).toBeUndefined();
    expect(problemOf('Table.Body', ['Table.Row'], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('Table.Body', ['Text'], 'Table')).toBe('childNotAllowed');
    expect(problemOf('Table.Row', ['Table.Col'], 'Table')).toBe('parentNotAllowed');
    expect(problemOf('Table.Row', ['Table.Col'], 'Table.Footer')).toBeUndefined();
    expect(problemOf('Table.Col', [], 'Table.Body')).toBe('parentNotAllowed');
  });

  it('timeline items sit in a timeline; popup pieces in a popup modal; video and frames hold nothing', () => {
    expect(problemOf('Timeline.Item', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('Timeline.Item', ['Text'], 'Timeline')).toBeUndefined();
    expect(problemOf('Popup.Content', [], 'Page')).toBe('parentNotAllowed');
    expect(problemOf('Popup.Trigger', [], 'PopupModal')).toBeUndefined();
    expect(problemOf('PopupModal', ['Popup.Trigger', 'Text'])).toBe('childNotAllowed');
    expect(problemOf('VideoCover', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('EmbeddedFrame', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('EmbeddedLoginFrame', ['Text'])).toBe('childNotAllowed');
  });
});

describe('leaderboard screen rules', () => {
  it('PersonalRankBar and Search hold no children', () => {
    expect(problemOf('PersonalRankBar', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('PersonalRankBar', [])).toBeUndefined();
    expect(problemOf('Search', ['Text'])).toBe('childNotAllowed');
    expect(problemOf('Search', [])).toBeUndefined();
  });
});
