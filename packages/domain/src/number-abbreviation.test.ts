import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './number-abbreviation.ts';

describe('abbreviateNumber', () => {
  it('keeps numbers up to 10,000 as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(9_999)).toBe('9999');
    expect(abbreviateNumber(10_000)).toBe('10000');
  });

  it('uses k above 10,000 with one decimal, floored', () => {
    expect(abbreviateNumber(10_001)).toBe('10k');
    expect(abbreviateNumber(12_345)).toBe('12.3k');
    expect(abbreviateNumber(99_999)).toBe('99.9k');
    expect(abbreviateNumber(999_999)).toBe('999.9k');
  });

  it('uses m from 1,000,000', () => {
    expect(abbreviateNumber(1_000_000)).toBe('1m');
    expect(abbreviateNumber(1_250_000)).toBe('1.2m');
    expect(abbreviateNumber(1_999_999)).toBe('1.9m');
    expect(abbreviateNumber(999_999_999)).toBe('999.9m');
  });

  it('uses b from 1,000,000,000', () => {
    expect(abbreviateNumber(1_000_000_000)).toBe('1b');
    expect(abbreviateNumber(2_567_000_000)).toBe('2.5b');
  });

  it('floors fractional small numbers to one decimal', () => {
    expect(abbreviateNumber(12.79)).toBe('12.7');
  });

  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-12_345)).toBe('-12.3k');
  });
});
