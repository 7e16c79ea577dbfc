import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToTop, throttle, TO_TOP_SIZE_PX, TO_TOP_THRESHOLD_PX, TO_TOP_THROTTLE_MS } from './to-top.ts';

afterEach(() => vi.useRealTimers());

describe('to-top button', () => {
  it('shows once the scroll offset exceeds 100 px', () => {
    expect(TO_TOP_THRESHOLD_PX).toBe(100);
    expect(showToTop(100)).toBe(false);
    expect(showToTop(101)).toBe(true);
    expect(showToTop(0)).toBe(false);
    expect(TO_TOP_SIZE_PX).toBe(32);
  });

  it('handles scrolling at most once per 100 ms, always seeing the last call', () => {
    vi.useFakeTimers();
    expect(TO_TOP_THROTTLE_MS).toBe(100);
    const fn = vi.fn();
    const throttled = throttle(fn, TO_TOP_THROTTLE_MS);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
