import { describe, expect, it } from 'vitest';
import { cycleUnit, isInCycle, isInPeriod, scheduleEvery } from './schedule-rules.ts';

describe('schedule rules', () => {
  // Monday 5 January 2026, 11:42:07 local time.
  const monday = new Date(2026, 0, 5, 11, 42, 7).getTime();

  it('reads the unit of each cycle: weekday, hour, minute, second', () => {
    expect(cycleUnit('week', monday)).toBe(1);
    expect(cycleUnit('day', monday)).toBe(11);
    expect(cycleUnit('hour', monday)).toBe(42);
    expect(cycleUnit('minute', monday)).toBe(7);
  });

  it('reads the unit in a given time zone, and the local clock for an unknown one', () => {
    const utcNoon = Date.UTC(2026, 0, 4, 23, 30, 0); // Sunday 23:30 UTC = Monday 07:30 in Taipei
    expect(cycleUnit('day', utcNoon, 'Asia/Taipei')).toBe(7);
    expect(cycleUnit('week', utcNoon, 'Asia/Taipei')).toBe(1);
    expect(cycleUnit('week', utcNoon, 'UTC')).toBe(0);
    expect(cycleUnit('day', monday, 'Not/AZone')).toBe(11);
  });

  it('shows from `from` up to but not including `to`', () => {
    expect(isInCycle(0, 0, 12)).toBe(true);
    expect(isInCycle(11, 0, 12)).toBe(true);
    expect(isInCycle(12, 0, 12)).toBe(false);
    expect(isInCycle(23, 0, 12)).toBe(false);
    expect(isInCycle(5, 5, 5)).toBe(false);
  });

  it('wraps over the end of the cycle when from is after to', () => {
    expect(isInCycle(22, 22, 2)).toBe(true);
    expect(isInCycle(1, 22, 2)).toBe(true);
    expect(isInCycle(2, 22, 2)).toBe(false);
    expect(isInCycle(12, 22, 2)).toBe(false);
  });

  it('shows a period at or after startTime and before endTime, 0 leaving a bound open', () => {
    expect(isInPeriod(1_000_000, 1000, 2000)).toBe(true);
    expect(isInPeriod(999_999, 1000, 2000)).toBe(false);
    expect(isInPeriod(1_999_999, 1000, 2000)).toBe(true);
    expect(isInPeriod(2_000_000, 1000, 2000)).toBe(false);
    expect(isInPeriod(5, 0, 0)).toBe(true);
    expect(isInPeriod(3_000_000, 1000, 0)).toBe(true);
    expect(isInPeriod(3_000_000, 0, 2000)).toBe(false);
  });

  it('defaults every to day', () => {
    expect(scheduleEvery('month')).toBe('day');
    expect(scheduleEvery('hour')).toBe('hour');
  });
});
