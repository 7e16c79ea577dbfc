// A cheap per-key fixed-window limiter (the key is the client address, request.ip: the socket's
// unless TRUST_PROXY names the proxy in front). One counter per key per window, dropped when the
// window ends, so memory stays bounded by the keys of one window.
export interface RateLimiter {
  /** True when `key` may make one more call now (and counts it). */
  take(key: string, now?: number): boolean;
  /** True when `key` has used up this window, without counting anything. */
  exhausted(key: string, now?: number): boolean;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  const roll = (now: number) => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
  };
  return {
    take(key, now = Date.now()) {
      roll(now);
      const used = counts.get(key) ?? 0;
      if (used >= limit) return false;
      counts.set(key, used + 1);
      return true;
    },
    exhausted(key, now = Date.now()) {
      roll(now);
      return (counts.get(key) ?? 0) >= limit;
    },
  };
}
