import { describe, expect, it } from 'vitest';
import { timezoneOffsetMinutes, windowStart } from './schedule.ts';

describe('count windows', () => {
  it('reads campaign timezones', () => {
    expect(timezoneOffsetMinutes('GMT+0800')).toBe(480);
    expect(timezoneOffsetMinutes('GMT+0530')).toBe(330);
    expect(timezoneOffsetMinutes('GMT-0800')).toBe(-480);
  });
  it('total is one window', () => {
    expect(windowStart(Date.UTC(2026, 5, 1), 'total', 'GMT+0800')).toBe(0);
  });
  it('a daily window starts at local midnight', () => {
    expect(windowStart(Date.UTC(2026, 0, 1, 15, 59), 'daily', 'GMT+0800')).toBe(Date.UTC(2025, 11, 31, 16));
    expect(windowStart(Date.UTC(2026, 0, 1, 16, 0), 'daily', 'GMT+0800')).toBe(Date.UTC(2026, 0, 1, 16));
    expect(windowStart(Date.UTC(2026, 0, 1, 7, 0), 'daily', 'GMT-0800')).toBe(Date.UTC(2025, 11, 31, 8));
  });
  it('hourly follows half-hour timezones', () => {
    expect(windowStart(Date.UTC(2026, 0, 1, 10, 20), 'hourly', 'GMT+0530')).toBe(Date.UTC(2026, 0, 1, 9, 30));
  });
  it('a weekly window starts on local Monday, a monthly one on the 1st', () => {
    // 2026-01-01 is a Thursday.
    expect(windowStart(Date.UTC(2026, 0, 1, 12), 'weekly', 'GMT+0800')).toBe(Date.UTC(2025, 11, 28, 16));
    expect(windowStart(Date.UTC(2026, 0, 31, 17), 'monthly', 'GMT+0800')).toBe(Date.UTC(2026, 0, 31, 16));
  });
});
