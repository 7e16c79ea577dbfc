import { describe, expect, it } from 'vitest';
import { isAllowedCallback, originOf } from './proxy-login.ts';

describe('proxy sign-in callback origin', () => {
  const allowed = ['https://event-dashboard.eventory.app', 'http://localhost:8080'];

  it('accepts a callback whose origin is on the allow-list', () => {
    expect(isAllowedCallback('https://event-dashboard.eventory.app/cb?x=1', allowed)).toBe(true);
  });

  it('refuses another origin, even one that merely starts the same', () => {
    expect(isAllowedCallback('https://event-dashboard.eventory.app.evil.io/cb', allowed)).toBe(false);
    expect(isAllowedCallback('http://localhost:8081/cb', allowed)).toBe(false);
  });

  it('refuses non-http schemes and garbage', () => {
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(isAllowedCallback('not a url', allowed)).toBe(false);
  });
});
