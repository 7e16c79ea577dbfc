import { describe, expect, it } from 'vitest';
import {
  booleanProp,
  fieldExpectation,
  fieldReads,
  numberProp,
  readOption,
  readUnixSeconds,
  stringProp,
} from './prop-values.ts';

describe('prop values as the renderer reads them', () => {
  it('reads numbers typed as strings and falls back on anything else', () => {
    expect(numberProp('70', 0)).toBe(70);
    expect(numberProp(100, 0)).toBe(100);
    expect(numberProp('', 100)).toBe(100);
    expect(numberProp('abc', 100)).toBe(100);
    expect(numberProp(undefined, 100)).toBe(100);
  });

  it('reads strings and numbers as strings', () => {
    expect(stringProp('a')).toBe('a');
    expect(stringProp(7)).toBe('7');
    expect(stringProp({}, 'x')).toBe('x');
  });

  it('reads booleans and their string spellings', () => {
    expect(booleanProp(true, false)).toBe(true);
    expect(booleanProp('false', true)).toBe(false);
    expect(booleanProp(1, false)).toBe(false);
  });

  it('reads a time as whole unix seconds and an option by its digits', () => {
    expect([readUnixSeconds('1800000000'), readUnixSeconds(0)]).toEqual([1_800_000_000, 0]);
    expect([readUnixSeconds(-1), readUnixSeconds(1.5), readUnixSeconds(' ')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(readOption(5, ['1', '5'])).toBe('5');
    expect(readOption('7', ['1', '5'])).toBeUndefined();
  });
});

describe('fieldReads: the server refuses what the renderer cannot read', () => {
  it.each([
    [{ kind: 'text' }, 7, undefined],
    [{ kind: 'text' }, {}, 'must be a text'],
    [{ kind: 'colour' }, 7, 'must be a text'],
    [{ kind: 'number' }, '12', undefined],
    [{ kind: 'number' }, 'ten', 'must be a number'],
    [{ kind: 'boolean' }, 'true', undefined],
    [{ kind: 'boolean' }, 'yes', 'must be true or false'],
    [{ kind: 'datetime' }, 1.5, 'must be a time in unix seconds'],
    [{ kind: 'select', options: ['a', '3'] }, 3, undefined],
    [{ kind: 'select', options: ['a', '3'] }, 'b', "must be one of 'a', '3'"],
  ] as const)('%o with %o: %s', (field, value, problem) => {
    expect(fieldReads(field, value) ? undefined : fieldExpectation(field)).toBe(problem);
  });
});
