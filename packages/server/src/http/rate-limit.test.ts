import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows the limit per key per window, then refuses', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 10)).toBe(true);
    expect(limiter.take('a', 20)).toBe(false);
    expect(limiter.take('b', 20)).toBe(true);
  });

  it('starts counting again in the next window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 999)).toBe(false);
    expect(limiter.take('a', 1000)).toBe(true);
  });
});

describe('exhausted', () => {
  it('tells a used-up key without counting a call', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.exhausted('a', 0)).toBe(false);
    expect(limiter.exhausted('a', 0)).toBe(false);
    limiter.take('a', 1);
    limiter.take('a', 2);
    expect(limiter.exhausted('a', 3)).toBe(true);
    expect(limiter.exhausted('b', 3)).toBe(false);
    expect(limiter.exhausted('a', 1000)).toBe(false);
  });
});
