import { describe, expect, it } from 'vitest';
import { describeStructureProblem, structureProblems } from './block-structure.ts';
import type { BlueprintNode } from './blueprint.ts';

const node = (type: string, children: BlueprintNode[] = []): BlueprintNode => ({ type, children });

describe('structureProblems', () => {
  it('accepts any node when the block has no rules', () => {
    expect(structureProblems(node('Text', [node('Anything')]), undefined, undefined)).toEqual([]);
  });

  it('rejects each child whose type is outside allowedChildren', () => {
    const gifts = node('Gifts', [node('Text'), node('Gift'), node('Box')]);
    expect(structureProblems(gifts, { allowedChildren: ['Gift'] }, 'Page')).toEqual([
      { kind: 'childNotAllowed', childType: 'Text', index: 0, allowed: ['Gift'] },
      { kind: 'childNotAllowed', childType: 'Box', index: 2, allowed: ['Gift'] },
    ]);
  });

  it('accepts children that are all allowed', () => {
    const gifts = node('Gifts', [node('Gift'), node('Gift')]);
    expect(structureProblems(gifts, { allowedChildren: ['Gift'] }, 'Page')).toEqual([]);
  });

  it('rejects fewer children than minChildren', () => {
    expect(structureProblems(node('SurpriseTabs', [node('Tab')]), { minChildren: 2 }, 'Page')).toEqual([
      { kind: 'tooFewChildren', min: 2, actual: 1 },
    ]);
  });

  it('treats a missing children list as no children', () => {
    expect(structureProblems({ type: 'Tabs' }, { minChildren: 1 }, 'Page')).toMatchObject([{ actual: 0 }]);
  });

  it('rejects more children than maxChildren (an empty allowedChildren list means none at all)', () => {
    expect(structureProblems(node('Timeline.Line', [node('Text')]), { maxChildren: 0 }, 'Timeline')).toEqual([
      { kind: 'tooManyChildren', max: 0, actual: 1 },
    ]);
    expect(
      structureProblems(node('Timeline.Line', [node('Text')]), { allowedChildren: [] }, 'Timeline'),
    ).toEqual([{ kind: 'childNotAllowed', childType: 'Text', index: 0, allowed: [] }]);
  });

  it('rejects a node whose parent is not one of requiredParents', () => {
    const rules = { requiredParents: ['Leaderboard', 'DailyLeaderboard'] };
    expect(structureProblems(node('LeaderboardRow'), rules, 'Section')).toEqual([
      { kind: 'parentNotAllowed', parentType: 'Section', allowed: ['Leaderboard', 'DailyLeaderboard'] },
    ]);
    expect(structureProblems(node('LeaderboardRow'), rules, 'DailyLeaderboard')).toEqual([]);
  });

  it('rejects a node with required parents at the root', () => {
    expect(
      structureProblems(node('LeaderboardRow'), { requiredParents: ['Leaderboard'] }, undefined),
    ).toMatchObject([{ kind: 'parentNotAllowed', parentType: undefined }]);
  });

  it('lists every rule a block breaks, parent first, then children, minimum and maximum', () => {
    const rules = { requiredParents: ['Switch'], allowedChildren: ['Text'], minChildren: 3, maxChildren: 1 };
    expect(
      structureProblems(node('Route', [node('Box'), node('Text')]), rules, 'Page').map((p) => p.kind),
    ).toEqual(['parentNotAllowed', 'childNotAllowed', 'tooFewChildren', 'tooManyChildren']);
  });
});

describe('describeStructureProblem', () => {
  it('names the block, the rule and what breaks it', () => {
    expect(
      [
        { kind: 'parentNotAllowed', parentType: undefined, allowed: ['Switch'] },
        { kind: 'childNotAllowed', childType: 'Text', index: 1, allowed: ['Gift'] },
        { kind: 'childNotAllowed', childType: 'Text', index: 0, allowed: [] },
        { kind: 'tooFewChildren', min: 2, actual: 1 },
        { kind: 'tooManyChildren', max: 0, actual: 1 },
      ].map((problem) => describeStructureProblem('X', problem as never)),
    ).toEqual([
      'X must sit inside Switch, sits in nothing (root)',
      'X allows only Gift children; child 1 is Text',
      'X holds no children; child 0 is Text',
      'X needs at least 2 children, has 1',
      'X allows at most 0 children, has 1',
    ]);
  });
});
