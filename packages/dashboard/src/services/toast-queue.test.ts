import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, DEFAULT_TOAST_TTL_SECONDS } from './toast-queue.ts';

describe('toast queue (admin spec §2 toasts, §9 ttl default 4 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes a toast after the default ttl of 4 seconds', () => {
    const queue = createToastQueue();
    queue.add({ type: 'info', message: 'Saved' });
    expect(DEFAULT_TOAST_TTL_SECONDS).toBe(4);
    vi.advanceTimersByTime(3999);
    expect(queue.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.list()).toHaveLength(0);
  });

  it('keeps a toast with ttl 0 until it is removed', () => {
    const queue = createToastQueue();
    const id = queue.add({ type: 'error', message: 'Error!', ttl: 0 });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(queue.list().map((t) => t.id)).toEqual([id]);
    queue.remove(id);
    expect(queue.list()).toHaveLength(0);
  });

  it('honours a custom ttl in seconds', () => {
    const queue = createToastQueue();
    queue.add({ type: 'success', message: 'Success!', ttl: 10 });
    vi.advanceTimersByTime(9_999);
    expect(queue.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.list()).toHaveLength(0);
  });

  it('keeps type, message and description and tells subscribers of each change', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add({ type: 'warning', message: 'Careful', description: 'production' });
    expect(queue.list()[0]).toMatchObject({
      type: 'warning',
      message: 'Careful',
      description: 'production',
      ttl: 4,
    });
    vi.advanceTimersByTime(4000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
