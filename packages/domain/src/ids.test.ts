import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID, parseId, wholeNumberSchema } from './ids.ts';

describe('ids: canonical decimal integers from 1 to 2147483647', () => {
  it('reads ids given as JSON numbers or canonical decimal text', () => {
    expect(parseId(1)).toBe(1);
    expect(parseId('10001')).toBe(10001);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses out-of-range and non-canonical ids', () => {
    for (const bad of [
      0,
      -1,
      MAX_ID + 1,
      1.5,
      Number.NaN,
      '2147483648',
      '0x2711',
      '1.0001e4',
      '010001',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '',
      '-0',
      '９',
      null,
      true,
      [1],
    ])
      expect(parseId(bad), String(bad)).toBeUndefined();
  });

  it('names the field in the schema message', () => {
    const result = idSchema('containerID').safeParse('0x10');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'containerID must be an id: a whole number from 1 to 2147483647',
    );
    expect(idSchema().safeParse('7').data).toBe(7);
  });

  it('reads whole numbers in a range the same way (limits, offsets, timestamps)', () => {
    const offset = wholeNumberSchema('offset', 0);
    expect(offset.parse('0')).toBe(0);
    expect(offset.safeParse('1e20').success).toBe(false);
    expect(offset.safeParse(2 ** 53).success).toBe(false);
    expect(wholeNumberSchema('limit', 1, 500).safeParse('501').success).toBe(false);
  });
});
