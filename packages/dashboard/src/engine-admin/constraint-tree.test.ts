import { describe, expect, it } from 'vitest';
import { CONSTRAINT_MESSAGES } from '@eventory/domain/constraints/model';
import {
  addChild,
  cleanSetting,
  defaultNode,
  mappingKeyLabels,
  mappingKeysOf,
  nodeAt,
  nodePathKey,
  parseJudgesJson,
  parseValue,
  parseValues,
  problemsByNode,
  removeNode,
  setKind,
  setLogic,
  splitPath,
} from './constraint-tree.ts';
import { parseRecordLines, parseTeams, teamsText } from './parsing.ts';

const gift = (value: unknown) => ({
  logic: 'IS',
  setting: { kind: 'Event', field: 'GiftID', operator: 'EQ', value },
});

describe('constraint tree paths', () => {
  it('names nodes as the domain names their paths', () => {
    expect(nodePathKey([0])).toBe('judges.0');
    expect(nodePathKey([1, 0, 2])).toBe('judges.1.children.0.children.2');
  });

  it('gives a problem to the deepest node its path starts with', () => {
    expect(splitPath(['judges', 0, 'children', 1, 'setting', 'value'])).toEqual({
      node: 'judges.0.children.1',
      rest: ['setting', 'value'],
    });
    expect(splitPath(['judges', 2, 'children'])).toEqual({ node: 'judges.2', rest: ['children'] });
    expect(splitPath(['judges'])).toEqual({ node: 'judges', rest: [] });
  });
});

describe('domain messages by node (admin spec §5 constraint rules)', () => {
  it('is valid for a well-formed list and for no judges at all', () => {
    expect(problemsByNode([gift('g1')]).valid).toBe(true);
    expect(problemsByNode([]).valid).toBe(true);
  });

  it('puts "a value is required" on the setting that lacks it', () => {
    const judges = [{ logic: 'AND', children: [gift('g1'), defaultNode()] }];
    const { valid, byNode } = problemsByNode(judges);
    expect(valid).toBe(false);
    expect(byNode.get('judges.0.children.1')).toEqual([
      { at: 'setting.value', message: CONSTRAINT_MESSAGES.valueRequired },
    ]);
    expect(byNode.has('judges.0')).toBe(false);
  });

  it('reports an empty group on the group and a NOT without the negated item second on that item', () => {
    expect(problemsByNode([{ logic: 'OR', children: [] }]).byNode.get('judges.0')).toEqual([
      { at: 'children', message: CONSTRAINT_MESSAGES.emptyList },
    ]);
    // The NOT rule points at the second child's negate: the message shows on that child.
    const not = [{ logic: 'NOT', children: [gift('a'), gift('b')] }];
    expect(problemsByNode(not).byNode.get('judges.0.children.1')).toEqual([
      { at: 'setting.negate', message: CONSTRAINT_MESSAGES.notNegatedSecond },
    ]);
  });

  it('rejects the deprecated User kind and a count with three mapping keys', () => {
    const user = [{ logic: 'IS', setting: { kind: 'User', field: 'Level' } }];
    expect(problemsByNode(user).byNode.get('judges.0')?.[0]?.message).toBe(
      CONSTRAINT_MESSAGES.userDeprecated,
    );
    const count = [
      {
        logic: 'IS',
        setting: {
          kind: 'Count',
          field: 'Count',
          mappingKeys: mappingKeysOf(['SenderID', 'ReceiverID', 'GiftID']),
          limit: { max: 3 },
        },
      },
    ];
    expect(
      problemsByNode(count)
        .byNode.get('judges.0')
        ?.map((p) => p.message),
    ).toContain(CONSTRAINT_MESSAGES.countMappingKeys);
  });
});

describe('constraint tree edits', () => {
  it('adds a child, finds it and removes it without touching the rest', () => {
    const judges = [{ logic: 'AND', children: [gift('a')] }, gift('b')];
    const added = addChild(judges, [0]);
    expect(nodeAt(added, [0, 1])).toEqual(defaultNode());
    expect(nodeAt(judges, [0, 1])).toBeUndefined(); // not mutated
    const removed = removeNode(added, [0, 0]);
    expect(removed[0]).toEqual({ logic: 'AND', children: [defaultNode()] });
    expect(removed[1]).toEqual(gift('b'));
    expect(removeNode(removed, [1])).toHaveLength(1);
  });

  it('keeps the setting when switching between IS and a group', () => {
    const is = gift('a') as Parameters<typeof setLogic>[0];
    const and = setLogic(is, 'AND');
    expect(and).toEqual({ logic: 'AND', children: [gift('a')] });
    expect(setLogic(and, 'IS')).toEqual(gift('a'));
    expect(setLogic(and, 'OR')).toEqual({ logic: 'OR', children: [gift('a')] });
  });

  it('keeps the field when the new kind takes it, else takes the kind first field', () => {
    expect(setKind({ kind: 'Event', field: 'Region' }, 'ContractUser').field).toBe('Region');
    expect(setKind({ kind: 'Event', field: 'GiftID' }, 'container').field).toBe('WhiteList');
  });

  it('parses typed values: numbers, booleans, text; empty is no value', () => {
    expect(parseValue('12')).toBe(12);
    expect(parseValue('-1.5')).toBe(-1.5);
    expect(parseValue('true')).toBe(true);
    expect(parseValue(' TW ')).toBe('TW');
    expect(parseValue('')).toBeUndefined();
    expect(parseValues('a, 3,')).toEqual(['a', 3]);
    expect(parseValues('  ')).toBeUndefined();
  });

  it('shows mapping keys as labels: event fields are variables, the rest constants', () => {
    const keys = mappingKeysOf(['SenderID', 'fixed']);
    expect(keys).toEqual([{ variable: 'SenderID' }, { constant: 'fixed' }]);
    expect(mappingKeyLabels(keys)).toEqual(['SenderID', 'fixed']);
  });

  it('drops empty keys of a setting', () => {
    expect(
      cleanSetting({ kind: 'Event', field: 'GiftID', value: undefined, negate: false, operator: 'EQ' }),
    ).toEqual({
      kind: 'Event',
      field: 'GiftID',
      operator: 'EQ',
    });
  });

  it('reads the JSON view: a list, else the parse error', () => {
    expect(parseJudgesJson('[]')).toEqual({ ok: true, judges: [] });
    expect(parseJudgesJson('{}').ok).toBe(false);
    expect(parseJudgesJson('[').ok).toBe(false);
  });
});

describe('pasted record lines and teams', () => {
  it('reads "key,score" lines, blanks skipped, and names the first bad line', () => {
    expect(parseRecordLines('user-1,100\n\n user 2 , 7.5 \nuser-3\t-2')).toEqual({
      ok: true,
      records: [
        { key: 'user-1', score: 100 },
        { key: 'user 2', score: 7.5 },
        { key: 'user-3', score: -2 },
      ],
    });
    expect(parseRecordLines('a,1\nb,x')).toEqual({ ok: false, line: 2 });
    expect(parseRecordLines(',5')).toEqual({ ok: false, line: 1 });
  });

  it('reads teams and refuses a team named twice or without members', () => {
    expect(parseTeams('red: a, b\nblue: c')).toEqual({ red: ['a', 'b'], blue: ['c'] });
    expect(teamsText({ red: ['a', 'b'] })).toBe('red: a, b');
    expect(parseTeams('red: a\nred: b')).toBeUndefined();
    expect(parseTeams('red:')).toBeUndefined();
    expect(parseTeams('constructor: a')).toEqual({ constructor: ['a'] });
  });
});
