import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, defaultExpiry, isSessionValid } from './session.ts';

describe('admin session expiry', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('defaults to now plus 600 s', () => {
    expect(SESSION_TTL_SECONDS).toBe(600);
    expect(defaultExpiry(now)).toBe(now / 1000 + 600);
  });

  it('is valid while its expiry has not passed', () => {
    expect(isSessionValid({ isSignedIn: true, exp: now / 1000 + 1 }, now)).toBe(true);
  });

  it('is invalid once its expiry has passed', () => {
    expect(isSessionValid({ isSignedIn: true, exp: now / 1000 }, now)).toBe(false);
    expect(isSessionValid({ isSignedIn: true, exp: now / 1000 - 600 }, now)).toBe(false);
  });

  it('is invalid when missing or signed out', () => {
    expect(isSessionValid(null, now)).toBe(false);
    expect(isSessionValid({ isSignedIn: false, exp: now / 1000 + 600 }, now)).toBe(false);
  });
});
