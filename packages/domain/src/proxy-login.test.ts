import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from './environment.ts';
import {
  DEFAULT_DASHBOARD_ORIGINS,
  LOCAL_DASHBOARD_ORIGINS,
  allowedDashboardOrigins,
  isAllowedCallback,
  originOf,
} from './proxy-login.ts';

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

describe('allowed dashboard origins by environment', () => {
  it('production allows only the deployed and configured dashboards, never the local ones', () => {
    const allowed = allowedDashboardOrigins('production', ['https://ops.example']);
    expect(allowed.sort()).toEqual([...DEFAULT_DASHBOARD_ORIGINS, 'https://ops.example'].sort());
    for (const local of LOCAL_DASHBOARD_ORIGINS)
      expect(isAllowedCallback(`${local}/cb`, allowed), local).toBe(false);
  });

  it.each(ENVIRONMENTS.filter((e) => e !== 'production'))(
    '%s also allows the local dashboards on port 8080',
    (environment) => {
      const allowed = allowedDashboardOrigins(environment, []);
      expect(isAllowedCallback('http://localhost:8080/cb', allowed)).toBe(true);
      expect(isAllowedCallback('http://127.0.0.1:8080/cb', allowed)).toBe(true);
      expect(isAllowedCallback('http://localhost:8081/cb', allowed)).toBe(false);
    },
  );
});
