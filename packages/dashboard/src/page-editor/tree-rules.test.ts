import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE, catalogueEntry, type BlockRules } from '@eventory/domain/block-catalogue';
import { findBlueprintProblems, type RuleBook } from '@eventory/domain/block-validation';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { findNode } from './blueprint-tree.ts';
import { insertNear, starterNode, tryInsert, tryMove } from './tree-rules.ts';

// The catalogue's rules, with a page that takes anything and texts that hold nothing.
const RULES: Record<string, BlockRules> = {
  Page: {},
  Text: { maxChildren: 0 },
  Title: { maxChildren: 0 },
};
const book: RuleBook & { types: readonly string[] } = {
  rulesOf: (type) => (type in RULES ? RULES[type] : catalogueEntry(type)?.rules),
  isKnown: (type) => type in RULES || catalogueEntry(type) !== undefined,
  fieldsOf: () => undefined,
  types: Object.keys(BLOCK_CATALOGUE),
};
const findTreeProblems = (tree: BlueprintNode) => findBlueprintProblems(tree, book);

const page = (): BlueprintNode => ({
  type: 'Page',
  id: 'root',
  children: [
    { type: 'Switch', id: 'switch', children: [{ type: 'Route', id: 'route' }] },
    { type: 'Leaderboard', id: 'board', children: [{ type: 'LeaderboardRow', id: 'row' }] },
    { type: 'Text', id: 'text' },
    { type: 'Buttons', id: 'buttons', children: [{ type: 'Button', id: 'button' }] },
  ],
});

describe('structural rules in the editor', () => {
  it('a valid page has no problems; each broken rule is listed with its block', () => {
    expect(findTreeProblems(page())).toEqual([]);
    const broken: BlueprintNode = {
      type: 'Page',
      id: 'root',
      children: [
        { type: 'Switch', id: 's', children: [{ type: 'Text', id: 't' }] },
        { type: 'Leaderboard', id: 'l', children: [] },
        { type: 'Route', id: 'r' },
        { type: 'Nonsense', id: 'n' },
      ],
    };
    expect(findTreeProblems(broken).map((p) => `${p.id}:${p.problem.kind}`)).toEqual([
      's:childNotAllowed',
      'l:tooFewChildren',
      'r:parentNotAllowed',
      'n:unknownType',
    ]);
  });

  it('refuses a block dropped outside its required parent', () => {
    const result = tryMove(page(), 'route', { parentId: 'root', index: 0 }, book);
    expect(result).toEqual({
      refused: {
        id: 'route',
        type: 'Route',
        problem: { kind: 'parentNotAllowed', parentType: 'Page', allowed: ['Switch'] },
      },
    });
  });

  it('refuses a child its new parent does not allow, and any child in a block that holds none', () => {
    const intoSwitch = tryMove(page(), 'text', { parentId: 'switch', index: 1 }, book);
    expect('refused' in intoSwitch && intoSwitch.refused).toMatchObject({
      id: 'switch',
      problem: { kind: 'childNotAllowed', childType: 'Text' },
    });
    const intoText = tryInsert(page(), { parentId: 'text', index: 0 }, { type: 'Title', id: 'x' }, book);
    expect('refused' in intoText && intoText.refused.problem.kind).toBe('tooManyChildren');
  });

  it('lists every rule a block breaks, not only the first', () => {
    const tree: BlueprintNode = {
      type: 'Page',
      id: 'root',
      children: [
        {
          type: 'Switch',
          id: 's',
          children: [
            { type: 'Text', id: 't' },
            { type: 'Title', id: 'u' },
          ],
        },
      ],
    };
    expect(findTreeProblems(tree).map((p) => `${p.id}:${p.problem.kind}`)).toEqual([
      's:childNotAllowed',
      's:childNotAllowed',
    ]);
  });

  it('refuses one more stranger in a parent that already holds one, and allows reordering it', () => {
    const tree: BlueprintNode = {
      type: 'Page',
      id: 'root',
      children: [
        {
          type: 'Switch',
          id: 's',
          children: [
            { type: 'Route', id: 'r' },
            { type: 'Text', id: 't' },
          ],
        },
        { type: 'Title', id: 'u' },
      ],
    };
    const another = tryMove(tree, 'u', { parentId: 's', index: 0 }, book);
    expect('refused' in another && another.refused).toMatchObject({
      id: 's',
      problem: { kind: 'childNotAllowed', childType: 'Title' },
    });
    expect('tree' in tryMove(tree, 't', { parentId: 's', index: 0 }, book)).toBe(true);
  });

  it('allows a move that fits, even when it leaves its old parent short of children', () => {
    const tree = page();
    const moved = tryMove(tree, 'row', { parentId: 'board', index: 0 }, book);
    expect(moved).toEqual({ tree });
    const leaving = tryMove(
      { ...tree, children: [...(tree.children ?? []), { type: 'Leaderboard', id: 'b2', children: [] }] },
      'row',
      { parentId: 'b2', index: 0 },
      book,
    );
    expect('tree' in leaving).toBe(true);
    if ('tree' in leaving) {
      expect(findNode(leaving.tree, 'b2')?.children?.map((c) => c.id)).toEqual(['row']);
      expect(findTreeProblems(leaving.tree).map((p) => p.id)).toEqual(['board']);
    }
  });

  it('refuses an unknown block type', () => {
    const result = tryInsert(page(), { parentId: 'root', index: 0 }, { type: 'Nope', id: 'x' }, book);
    expect('refused' in result && result.refused.problem.kind).toBe('unknownType');
  });

  it('inserts inside the selected block when allowed, else right after it', () => {
    const inside = insertNear(page(), 'buttons', { type: 'Button', id: 'b2' }, book);
    expect('tree' in inside && findNode(inside.tree, 'buttons')?.children?.map((c) => c.id)).toEqual([
      'button',
      'b2',
    ]);
    const after = insertNear(page(), 'text', { type: 'Title', id: 't2' }, book);
    expect('tree' in after && after.tree.children?.map((c) => c.id)).toEqual([
      'switch',
      'board',
      'text',
      't2',
      'buttons',
    ]);
    const nothingSelected = insertNear(page(), undefined, { type: 'Title', id: 't3' }, book);
    expect('tree' in nothingSelected && nothingSelected.tree.children?.at(-1)?.id).toBe('t3');
    // A Route fits neither inside nor after a Text: the first refusal is explained.
    const refused = insertNear(page(), 'text', { type: 'Route', id: 'r2' }, book);
    expect('refused' in refused && refused.refused.problem.kind).toBe('parentNotAllowed');
  });

  it('builds new blocks with the children their minimum needs', () => {
    let i = 0;
    const makeId = () => `s${++i}`;
    const board = starterNode('Leaderboard', book, makeId, (t) =>
      t === 'LeaderboardRow' ? { unit: '{0}' } : {},
    );
    expect(board).toEqual({
      type: 'Leaderboard',
      id: 's1',
      props: {},
      children: [{ type: 'LeaderboardRow', id: 's2', props: { unit: '{0}' } }],
    });
    expect(starterNode('Switch', book, makeId).children?.map((c) => c.type)).toEqual(['Route']);
    expect(starterNode('SurpriseTabs', book, makeId).children?.map((c) => c.type)).toEqual([
      'SurpriseTab',
      'SurpriseTab',
    ]);
    expect(findTreeProblems(starterNode('Tabs', book, makeId))).toEqual([]);
  });
});
