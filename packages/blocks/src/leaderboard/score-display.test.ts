import { describe, expect, it } from 'vitest';
import {
  asScoreType,
  formatScore,
  MIN_FONT_SIZE,
  nextAnimatedScore,
  shrunkFontSize,
  spriteOffset,
} from './score-display.ts';

describe('formatScore', () => {
  it('Score abbreviates (k above 10,000)', () => {
    expect(formatScore(12_345, 'Score')).toBe('12.3k');
    expect(formatScore(10_000, 'Score')).toBe('10000');
  });
  it('Time shows seconds as hh:mm', () => {
    expect(formatScore(0, 'Time')).toBe('00:00');
    expect(formatScore(3_599, 'Time')).toBe('00:59');
    expect(formatScore(3_600 * 27 + 60 * 5 + 59, 'Time')).toBe('27:05');
  });
  it('Hours shows seconds/3600 floored to one decimal', () => {
    expect(formatScore(5_400, 'Hours')).toBe('1.5');
    expect(formatScore(3_599, 'Hours')).toBe('0.9');
    expect(formatScore(35_999, 'Hours')).toBe('9.9');
    expect(formatScore(36_000, 'Hours')).toBe('10.0');
  });
  it('unknown types are Score', () => expect(asScoreType('Minutes')).toBe('Score'));
});

describe('score animation', () => {
  it('moves halfway to the target while the gap is 2 or more, then lands on it', () => {
    expect(nextAnimatedScore(0, 100)).toBe(50);
    expect(nextAnimatedScore(50, 100)).toBe(75);
    expect(nextAnimatedScore(98, 100)).toBe(99);
    expect(nextAnimatedScore(99, 100)).toBe(100);
    expect(nextAnimatedScore(100, 0)).toBe(50);
  });
});

describe('font auto-shrink', () => {
  it('shrinks by 1 while overflowing, never below 12', () => {
    expect(shrunkFontSize(16, true)).toBe(15);
    expect(shrunkFontSize(16, false)).toBe(16);
    expect(shrunkFontSize(MIN_FONT_SIZE, true)).toBe(12);
  });
});

describe('loading sprite', () => {
  it('steps 192 px per frame and wraps after 1536 (8 frames)', () => {
    expect(spriteOffset(0)).toBe(0);
    expect(spriteOffset(1)).toBe(192);
    expect(spriteOffset(7)).toBe(1344);
    expect(spriteOffset(8)).toBe(0);
  });
});
