import { describe, expect, it } from 'vitest';
import type { BlueprintNode } from './blueprint.ts';
import { InvalidBlueprintError, assertValidBlueprint, validateBlueprint } from './block-validation.ts';
import { BLUEPRINT_CASES } from './block-validation-cases.ts';

const page = (...children: BlueprintNode[]): BlueprintNode => ({ type: 'Page', children });
const board = (...children: BlueprintNode[]): BlueprintNode => ({
  type: 'Leaderboard',
  props: { containerID: '7' },
  children,
});
const row: BlueprintNode = { type: 'LeaderboardRow', props: { unit: '{0} pt' } };

describe('validateBlueprint', () => {
  it.each(BLUEPRINT_CASES)('the shared case: $name', ({ blueprint, problems }) => {
    expect(validateBlueprint(blueprint)).toEqual(problems);
  });

  it('a page the catalogue allows has no problem', () => {
    expect(validateBlueprint(page({ type: 'Title', props: { text: 'Hi', level: 2 } }, board(row)))).toEqual(
      [],
    );
  });

  it('names an unknown block type with its path', () => {
    expect(validateBlueprint(page({ type: 'Text' }, { type: 'Marquee' }))).toEqual([
      { path: 'children.1', message: "unknown block type 'Marquee'" },
    ]);
  });

  it('refuses props that do not read as their field kind or option', () => {
    const problems = validateBlueprint(
      page(
        board({
          type: 'LeaderboardRow',
          props: { dropdown: 'sideways', showBonus: 'yes', contributionItemCount: 'ten', unit: {} },
        }),
      ),
    );
    expect(problems.map((p) => p.path).sort()).toEqual([
      'children.0.children.0.props.contributionItemCount',
      'children.0.children.0.props.dropdown',
      'children.0.children.0.props.showBonus',
      'children.0.children.0.props.unit',
    ]);
  });

  it('reads values the way the renderer does: numeric strings, digit options, boolean words', () => {
    const problems = validateBlueprint(
      page(
        { type: 'Title', props: { level: 3 } },
        board({ type: 'LeaderboardRow', props: { showBonus: 'true', contributionItemCount: '5' } }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('checks datetime and fetcher fields: whole unix seconds, a kind:target text', () => {
    const countdown = (props: Record<string, unknown>): BlueprintNode => ({ type: 'Countdown', props });
    expect(validateBlueprint(page(countdown({ startTime: 0, endTime: '1800000000' })))).toEqual([]);
    expect(validateBlueprint(page(countdown({ startTime: -1, endTime: 1.5 })))).toEqual([
      { path: 'children.0.props.startTime', message: 'startTime must be a time in unix seconds' },
      { path: 'children.0.props.endTime', message: 'endTime must be a time in unix seconds' },
    ]);
    expect(validateBlueprint(page(board(row), { ...board(row), props: { fetcher: 42 } }))).toEqual([
      { path: 'children.1.props.fetcher', message: 'fetcher must be a text' },
    ]);
  });

  it('lists every structural rule a page breaks, each with its block path', () => {
    const problems = validateBlueprint(
      page(
        board(),
        { type: 'Gifts', children: [{ type: 'Gift' }, { type: 'Text' }] },
        { type: 'Gift' },
        { type: 'SurpriseTabs', children: [{ type: 'SurpriseTab' }] },
        { type: 'Title', children: [{ type: 'Text' }] },
      ),
    );
    expect(problems).toEqual([
      { path: 'children.0', message: 'Leaderboard needs at least 1 children, has 0' },
      { path: 'children.1', message: 'Gifts allows only Gift children; child 1 is Text' },
      { path: 'children.2', message: 'Gift must sit inside Gifts, sits in Page' },
      { path: 'children.3', message: 'SurpriseTabs needs at least 2 children, has 1' },
      { path: 'children.4', message: 'Title allows at most 0 children, has 1' },
    ]);
  });

  it('a block that needs a parent is refused at the root', () => {
    expect(validateBlueprint({ type: 'Route' })).toEqual([
      { path: '', message: 'Route must sit inside Switch, sits in nothing (root)' },
    ]);
  });

  it('assertValidBlueprint throws a 400 whose body lists the problems', () => {
    try {
      assertValidBlueprint(page({ type: 'Nope' }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidBlueprintError);
      const body = (error as InvalidBlueprintError).toBody();
      expect((error as InvalidBlueprintError).status).toBe(400);
      expect(body).toMatchObject({
        errorCode: 'INVALID_BLUEPRINT',
        field: 'blueprint',
        problems: [{ path: 'children.0', message: "unknown block type 'Nope'" }],
      });
    }
  });

  it('a deep tree is checked without overflowing the stack', () => {
    let node: BlueprintNode = { type: 'Text' };
    for (let i = 0; i < 20_000; i += 1) node = { type: 'Box', children: [node] };
    expect(validateBlueprint(page(node))).toEqual([]);
  });
});

// Issue 30 §1 / visitor spec §2 "Route switching": a Route's hotkey is a list of keys; asDefaultPathBefore
// is a datetime.
describe('Route props', () => {
  const routeIn = (props: Record<string, unknown>): BlueprintNode =>
    page({ type: 'Switch', children: [{ type: 'Route', props: { path: '/a', ...props } }] });

  it('accepts a hotkey list of keys and a time for asDefaultPathBefore', () => {
    expect(validateBlueprint(routeIn({ hotkey: ['b', '2'], asDefaultPathBefore: 1_800_000_000 }))).toEqual(
      [],
    );
  });

  it('refuses a hotkey that is no list of keys and an asDefaultPathBefore that is no time', () => {
    expect(validateBlueprint(routeIn({ hotkey: [3, ''], asDefaultPathBefore: 'soon' }))).toEqual([
      {
        path: 'children.0.children.0.props.asDefaultPathBefore',
        message: 'asDefaultPathBefore must be a time in unix seconds',
      },
      { path: 'children.0.children.0.props.hotkey', message: 'hotkey must be a list of keys' },
    ]);
  });
});
