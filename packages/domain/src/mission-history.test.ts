import { describe, expect, it } from 'vitest';
import { dayNumberOf, dayOfNumber } from './mission-history.ts';

describe('mission history days', () => {
  it('counts a day from midnight of the campaign timezone, not UTC', () => {
    // 2026-03-01 17:30 UTC is already 2026-03-02 01:30 at GMT+0800, still 2026-03-01 at GMT-0800.
    const at = Date.UTC(2026, 2, 1, 17, 30);
    expect(dayOfNumber(dayNumberOf(at, 'GMT+0800'))).toBe('2026-03-02');
    expect(dayOfNumber(dayNumberOf(at, 'GMT-0800'))).toBe('2026-03-01');
    expect(dayOfNumber(dayNumberOf(Date.UTC(2026, 2, 1, 15, 59), 'GMT+0800'))).toBe('2026-03-01');
  });
});
