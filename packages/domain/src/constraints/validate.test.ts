import { describe, expect, it } from 'vitest';
import { evaluatorInputSchema } from '../evaluators.ts';
import { CONSTRAINT_MESSAGES as M, type Constraint } from './model.ts';
import { pathText, validateConstraints } from './validate.ts';

const is = (setting: Record<string, unknown>) => ({ logic: 'IS', setting });
const gift = is({ kind: 'Event', field: 'GiftID', value: 'rose' });
const count = (mappingKeys: unknown) => is({ kind: 'Count', field: 'Count', mappingKeys, limit: { max: 3 } });

function problemsOf(judges: unknown): [string, string][] {
  const r = validateConstraints(judges);
  return r.ok ? [] : r.problems.map((p) => [pathText(p.path), p.message]);
}

describe('constraint rules (admin spec §5, visitor spec §5)', () => {
  it('accepts a valid tree of every setting kind', () => {
    const judges = [
      gift,
      is({ kind: 'Event', field: 'Point', operator: 'GTE', value: 100 }),
      is({ kind: 'Event', field: 'GiftID', values: ['rose', 'lily'] }),
      is({ kind: 'container', field: 'WhiteList', containerID: 3 }),
      is({ kind: 'container', field: 'GiftBucket', containerID: 4 }),
      is({ kind: 'container', field: 'Rank', containerID: 3, operator: 'LTE', value: 10 }),
      is({
        kind: 'container',
        field: 'Score',
        containerID: 3,
        operator: 'GT',
        value: 0,
        subject: 'SenderID',
      }),
      is({ kind: 'container', field: 'VoteCount', containerID: 3, operator: 'GTE', value: 1 }),
      is({ kind: 'League', field: 'League', containerID: 5 }),
      is({ kind: 'SGroup', field: 'Group', containerID: 3, values: ['A'] }),
      is({ kind: 'AvgGroup', field: 'Score', containerID: 3, operator: 'GTE', value: 10 }),
      is({ kind: 'ContractUser', field: 'Contract', value: true }),
      is({ kind: 'ContractUser', field: 'Level', operator: 'GTE', value: 20, subject: 'SenderID' }),
      is({ kind: 'ContractUser', field: 'Region', values: ['TW', 'HK'] }),
      is({ kind: 'ContractUser', field: 'ArmyTier', operator: 'GTE', value: 'Captain' }),
      is({ kind: 'ContractUser', field: 'ArmyLevel', values: ['days90', 'days180'] }),
      count([{ variable: 'SenderID' }, { variable: 'ReceiverID' }]),
      count([{ constant: 'everyone' }]),
      is({
        kind: 'Numeric',
        field: 'Arithmetic',
        left: { arithmetic: '*', left: { variable: 'Point' }, right: { variable: 'Count' } },
        operator: 'GTE',
        right: { constant: 100 },
      }),
      { logic: 'OR', children: [gift, { logic: 'AND', children: [gift, gift] }] },
      {
        logic: 'NOT',
        children: [gift, is({ kind: 'Event', field: 'SenderID', value: 'bot', negate: true })],
      },
    ];
    expect(problemsOf(judges)).toEqual([]);
  });

  it('accepts an empty judge list: the evaluator has no judges and every event counts', () => {
    expect(validateConstraints([])).toEqual({ ok: true, value: [] });
  });

  it('a count constraint needs one or two mapping keys', () => {
    expect(problemsOf([count([])])).toEqual([['judges.0.setting.mappingKeys', M.countMappingKeys]]);
    const three = [{ variable: 'SenderID' }, { variable: 'ReceiverID' }, { variable: 'GiftID' }];
    expect(problemsOf([count(three)])).toEqual([['judges.0.setting.mappingKeys', M.countMappingKeys]]);
    expect(problemsOf([count(undefined)])).toEqual([['judges.0.setting.mappingKeys', M.countMappingKeys]]);
  });

  it('with two mapping keys, both must be variables', () => {
    expect(problemsOf([count([{ variable: 'SenderID' }, { constant: 'x' }])])).toEqual([
      ['judges.0.setting.mappingKeys', M.countTwoKeysVariables],
    ]);
  });

  it('a numeric right side must be a constant', () => {
    const numeric = is({
      kind: 'Numeric',
      field: 'Arithmetic',
      left: { variable: 'Point' },
      operator: 'GT',
      right: { variable: 'Count' },
    });
    expect(problemsOf([numeric])).toEqual([['judges.0.setting.right', M.numericRightConstant]]);
  });

  it('a NOT group has exactly two children with a single setting', () => {
    expect(problemsOf([{ logic: 'NOT', children: [gift] }])).toEqual([
      ['judges.0.children', M.notTwoChildren],
    ]);
    const group = { logic: 'AND', children: [gift] };
    expect(problemsOf([{ logic: 'NOT', children: [gift, group] }])).toEqual([
      ['judges.0.children', M.notTwoChildren],
    ]);
  });

  it('a NOT group must have the negated item second', () => {
    const negated = is({ kind: 'Event', field: 'GiftID', value: 'lily', negate: true });
    expect(problemsOf([{ logic: 'NOT', children: [negated, gift] }])).toEqual([
      ['judges.0.children.1.setting.negate', M.notNegatedSecond],
    ]);
  });

  it('an empty constraint list is rejected', () => {
    expect(problemsOf([{ logic: 'AND', children: [] }])).toEqual([['judges.0.children', M.emptyList]]);
    expect(problemsOf([{ logic: 'OR', children: [gift, { logic: 'OR', children: [] }] }])).toEqual([
      ['judges.0.children.1.children', M.emptyList],
    ]);
  });

  it('an empty any-of value list is rejected', () => {
    expect(problemsOf([is({ kind: 'Event', field: 'GiftID', values: [] })])).toEqual([
      ['judges.0.setting.values', M.emptyValues],
    ]);
  });

  it('a user constraint is deprecated and rejected', () => {
    expect(problemsOf([is({ kind: 'User', field: 'Level', value: 3 })])).toEqual([
      ['judges.0.setting.kind', M.userDeprecated],
    ]);
  });

  it('an unsupported type is rejected with its name', () => {
    expect(problemsOf([is({ kind: 'Weather', field: 'Sun' })])).toEqual([
      ['judges.0.setting.kind', `${M.unsupportedType}: Weather`],
    ]);
  });

  it('an unsupported field for a type is rejected', () => {
    const [[path, message]] = problemsOf([is({ kind: 'container', field: 'Level', containerID: 1 })]) as [
      [string, string],
    ];
    expect(path).toBe('judges.0.setting.field');
    expect(message.startsWith(M.unsupportedField)).toBe(true);
  });

  it('an unknown logic is rejected', () => {
    expect(problemsOf([{ logic: 'XOR', children: [gift] }])).toEqual([
      ['judges.0.logic', M.unsupportedLogic],
    ]);
  });

  it('an IS needs a setting, a group needs children', () => {
    expect(problemsOf([{ logic: 'IS' }])).toEqual([['judges.0', M.isNeedsSetting]]);
    expect(problemsOf([{ logic: 'AND', setting: {} }])).toEqual([
      ['judges.0.children', M.groupNeedsChildren],
    ]);
  });

  it('ordering operators compare numbers', () => {
    expect(problemsOf([is({ kind: 'Event', field: 'GiftID', operator: 'GT', value: 'rose' })])).toEqual([
      ['judges.0.setting.value', M.orderNeedsNumber],
    ]);
    expect(problemsOf([is({ kind: 'Event', field: 'Point', operator: 'BETWEEN', value: 1 })])).toEqual([
      ['judges.0.setting.operator', M.operatorInvalid],
    ]);
  });

  it('container settings need a container', () => {
    expect(problemsOf([is({ kind: 'container', field: 'WhiteList' })])).toEqual([
      ['judges.0.setting.containerID', M.containerRequired],
    ]);
  });

  it('army tiers and periods are the spec enums', () => {
    expect(problemsOf([is({ kind: 'ContractUser', field: 'ArmyTier', value: 'Admiral' })])).toEqual([
      ['judges.0.setting.value', M.armyRankUnknown],
    ]);
    expect(problemsOf([is({ kind: 'ContractUser', field: 'ArmyLevel', values: ['days7'] })])).toEqual([
      ['judges.0.setting.values', M.armyPeriodUnknown],
    ]);
  });

  it('a count limit needs min or max with min <= max and a known schedule', () => {
    const bad = (limit: unknown) =>
      problemsOf([is({ kind: 'Count', field: 'Count', mappingKeys: [{ variable: 'SenderID' }], limit })]);
    expect(bad({ min: 3, max: 2 })).toEqual([['judges.0.setting.limit', M.limitInvalid]]);
    expect(bad({ max: 2, schedule: 'fortnightly' })).toEqual([['judges.0.setting.limit', M.limitInvalid]]);
    expect(bad({})).toEqual([['judges.0.setting.limit', M.limitInvalid]]);
  });

  it('reports every problem with its path, not only the first', () => {
    const judges = [is({ kind: 'User', field: 'Level' }), { logic: 'AND', children: [] }];
    expect(problemsOf(judges).map(([p]) => p)).toEqual(['judges.0.setting.kind', 'judges.1.children']);
  });

  it('answers the valid tree as typed constraints', () => {
    const r = validateConstraints([gift]);
    expect(r.ok && (r.value as Constraint[])[0]?.setting?.field).toBe('GiftID');
  });
});

describe('evaluator input', () => {
  const base = { targetContainerID: 1, eventType: 1, resultKey: 'ReceiverID' };
  it('names the failing judge path and the rule message', () => {
    const r = evaluatorInputSchema.safeParse({ ...base, judges: [count([])] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['judges', 0, 'setting', 'mappingKeys'],
      message: M.countMappingKeys,
    });
  });
  it('takes a limit with one or two event-field mapping keys and a schedule', () => {
    expect(
      evaluatorInputSchema.safeParse({
        ...base,
        limit: { mappingKeys: ['SenderID'], max: 2, schedule: 'daily' },
      }).success,
    ).toBe(true);
    const r = evaluatorInputSchema.safeParse({ ...base, limit: { mappingKeys: [], max: 2 } });
    expect(r.error?.issues[0]?.message).toBe(M.countMappingKeys);
    const minAboveMax = evaluatorInputSchema.safeParse({
      ...base,
      limit: { mappingKeys: ['SenderID'], min: 3, max: 2 },
    });
    expect(minAboveMax.error?.issues[0]?.message).toBe(M.limitInvalid);
  });
});
