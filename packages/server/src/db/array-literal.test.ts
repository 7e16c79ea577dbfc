// Array literals carry a batch's columns to PostgreSQL (decision 0106): what the server sends must parse back to
// exactly the values given, whatever characters a key or a sender ID holds.
import { describe, expect, it } from 'vitest';
import { numberArrayLiteral, textArrayLiteral } from './array-literal.ts';

describe('textArrayLiteral', () => {
  it('quotes every element, so commas, braces, spaces, NULL and the empty string stay text', () => {
    expect(textArrayLiteral(['a,b', '{c}', ' d ', 'NULL', ''])).toBe('{"a,b","{c}"," d ","NULL",""}');
  });

  it('escapes backslashes and double quotes, and nothing else', () => {
    expect(textArrayLiteral(['say "hi"', 'C:\\path', "it's", '名前'])).toBe(
      '{"say \\"hi\\"","C:\\\\path","it\'s","名前"}',
    );
  });

  it('writes an empty array for no values', () => {
    expect(textArrayLiteral([])).toBe('{}');
  });
});

describe('numberArrayLiteral', () => {
  it('writes integers, fractions and exponents as JavaScript prints them', () => {
    expect(numberArrayLiteral([1, -2.5, 0.1 + 0.2, 1e21, 9007199254740991])).toBe(
      '{1,-2.5,0.30000000000000004,1e+21,9007199254740991}',
    );
  });

  it('refuses a number that would not parse back (NaN, ±Infinity)', () => {
    expect(() => numberArrayLiteral([1, Number.NaN])).toThrow(RangeError);
    expect(() => numberArrayLiteral([Number.POSITIVE_INFINITY])).toThrow(/not a finite number/);
  });
});
