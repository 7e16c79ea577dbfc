import { describe, expect, it } from 'vitest';
import { hasMoreAfter, mayAutoRefresh, nextRefreshDelay, shownData } from './fetcher-rules.ts';

const NOW = 1_700_000_000_000;

describe('fetcher rules', () => {
  it('auto-refreshes 1 s after completion without a start time', () => {
    expect(nextRefreshDelay(NOW)).toBe(1000);
  });

  it('refetches after 1 s once the start time has passed', () => {
    expect(nextRefreshDelay(NOW, NOW - 1)).toBe(1000);
    expect(nextRefreshDelay(NOW, NOW)).toBe(1000);
  });

  it('waits until a start time within 7 days (604,800,000 ms)', () => {
    expect(nextRefreshDelay(NOW, NOW + 60_000)).toBe(60_000);
    expect(nextRefreshDelay(NOW, NOW + 604_800_000)).toBe(604_800_000);
  });

  it('schedules nothing for a start time more than 7 days away', () => {
    expect(nextRefreshDelay(NOW, NOW + 604_800_001)).toBeUndefined();
  });

  it('does not auto-refresh while the tab is hidden, in editor mode or while a load is in flight', () => {
    expect(mayAutoRefresh({ hidden: false, editor: false, inFlight: false })).toBe(true);
    expect(mayAutoRefresh({ hidden: true, editor: false, inFlight: false })).toBe(false);
    expect(mayAutoRefresh({ hidden: false, editor: true, inFlight: false })).toBe(false);
    expect(mayAutoRefresh({ hidden: false, editor: false, inFlight: true })).toBe(false);
  });

  it('has more pages while the next cursor is non-empty', () => {
    expect(hasMoreAfter('7:100:200')).toBe(true);
    expect(hasMoreAfter('')).toBe(false);
    expect(hasMoreAfter(undefined)).toBe(false);
  });

  it('shows cached data when live data is empty', () => {
    expect(shownData([], ['cached'])).toEqual(['cached']);
    expect(shownData(['live'], ['cached'])).toEqual(['live']);
    expect(shownData(undefined, ['cached'])).toEqual(['cached']);
    expect(shownData([], [])).toEqual([]);
  });
});
