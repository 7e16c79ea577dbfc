// A cheap per-IP fixed-window limiter for public write endpoints: one counter per IP per window,
// dropped when the window ends, so memory stays bounded by the IPs of one window.
export interface RateLimiter {
  /** True when `key` may make one more call now. */
  take(key: string, now?: number): boolean;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const used = counts.get(key) ?? 0;
      if (used >= limit) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}
