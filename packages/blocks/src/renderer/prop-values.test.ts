import { describe, expect, it } from 'vitest';
import { booleanProp, numberProp, stringProp } from './prop-values.ts';

describe('prop values', () => {
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
});
