import { describe, expect, it } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { findStructureProblem } from './structure.ts';

const node = (type: string, children: BlueprintNode[] = []): BlueprintNode => ({ type, children });

describe('findStructureProblem', () => {
  it('accepts any node when the block has no rules', () => {
    expect(findStructureProblem(node('Text', [node('Anything')]), undefined, undefined)).toBeUndefined();
  });

  it('rejects a child type outside allowedChildren', () => {
    const gifts = node('Gifts', [node('Gift'), node('Text')]);
    expect(findStructureProblem(gifts, { allowedChildren: ['Gift'] }, 'Page')).toEqual({
      kind: 'childNotAllowed',
      childType: 'Text',
    });
  });

  it('accepts children that are all allowed', () => {
    const gifts = node('Gifts', [node('Gift'), node('Gift')]);
    expect(findStructureProblem(gifts, { allowedChildren: ['Gift'] }, 'Page')).toBeUndefined();
  });

  it('rejects fewer children than minChildren', () => {
    expect(findStructureProblem(node('SurpriseTabs', [node('Tab')]), { minChildren: 2 }, 'Page')).toEqual({
      kind: 'tooFewChildren',
      min: 2,
      actual: 1,
    });
  });

  it('treats a missing children list as no children', () => {
    expect(findStructureProblem({ type: 'Tabs' }, { minChildren: 1 }, 'Page')).toMatchObject({ actual: 0 });
  });

  it('rejects more children than maxChildren (an empty allowedChildren list means none at all)', () => {
    expect(
      findStructureProblem(node('Timeline.Line', [node('Text')]), { maxChildren: 0 }, 'Timeline'),
    ).toEqual({
      kind: 'tooManyChildren',
      max: 0,
      actual: 1,
    });
    expect(
      findStructureProblem(node('Timeline.Line', [node('Text')]), { allowedChildren: [] }, 'Timeline'),
    ).toEqual({
      kind: 'childNotAllowed',
      childType: 'Text',
    });
  });

  it('rejects a node whose parent is not one of requiredParents', () => {
    const rules = { requiredParents: ['Leaderboard', 'DailyLeaderboard'] };
    expect(findStructureProblem(node('LeaderboardRow'), rules, 'Section')).toEqual({
      kind: 'parentNotAllowed',
      parentType: 'Section',
      allowed: ['Leaderboard', 'DailyLeaderboard'],
    });
    expect(findStructureProblem(node('LeaderboardRow'), rules, 'DailyLeaderboard')).toBeUndefined();
  });

  it('rejects a node with required parents at the root', () => {
    expect(
      findStructureProblem(node('LeaderboardRow'), { requiredParents: ['Leaderboard'] }, undefined),
    ).toMatchObject({
      kind: 'parentNotAllowed',
    });
  });
});
