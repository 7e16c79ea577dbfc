import { describe, expect, it } from 'vitest';
import {
  anchorTarget,
  defaultPathAt,
  pathMatches,
  pathStartsWith,
  resolveSwitch,
  routeForKey,
  splitEventPath,
  tabTarget,
  toEpochMs,
} from './location.ts';
import { parseInPageLocation } from './navigation-context.tsx';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('event page paths', () => {
  it('splits /event/{codeName} and /p-campaign/{codeName} from the path inside the page', () => {
    expect(splitEventPath('/event/summer/daily/day1')).toEqual({
      base: '/event/summer',
      path: '/daily/day1',
    });
    expect(splitEventPath('/p-campaign/forever')).toEqual({ base: '/p-campaign/forever', path: '/' });
    expect(splitEventPath('/p-campaign/forever/')).toEqual({ base: '/p-campaign/forever', path: '/' });
  });

  it('matches tabs exactly, and Surprise tabs / rank-group items by whole leading segments', () => {
    expect(pathMatches('/daily/', '/daily')).toBe(true);
    expect(pathMatches('/daily/day1', '/daily')).toBe(false);
    expect(pathStartsWith('/daily/day1', '/daily')).toBe(true);
    expect(pathStartsWith('/daily10', '/daily1')).toBe(false);
    expect(pathStartsWith('/anything', '/')).toBe(true);
  });

  it('reads an in-page location into path, query and hash', () => {
    expect(parseInPageLocation('/rules?lang=en#prizes')).toEqual({
      path: '/rules',
      search: '?lang=en',
      hash: '#prizes',
    });
  });
});

describe('route switch', () => {
  const routes = [{ path: '/default' }, { path: '/daily' }, { path: '/daily/day2' }, { path: '/final' }];

  it('uses defaultPath (default /default) when no asDefaultPathBefore is ahead', () => {
    expect(defaultPathAt(routes, '/final', NOW)).toBe('/final');
    expect(defaultPathAt(routes, '', NOW)).toBe('/default');
  });

  it('makes a route the default before its asDefaultPathBefore, the earliest deadline winning', () => {
    const timed = [
      { path: '/warmup', asDefaultPathBefore: seconds(NOW) + 3600 },
      { path: '/prelims', asDefaultPathBefore: new Date(NOW + 1800_000).toISOString() },
      { path: '/past', asDefaultPathBefore: seconds(NOW) - 1 },
    ];
    expect(defaultPathAt(timed, '/default', NOW)).toBe('/prelims');
    expect(defaultPathAt(timed, '/default', NOW + 1800_000)).toBe('/warmup');
    expect(defaultPathAt(timed, '/default', NOW + 3600_000)).toBe('/default');
  });

  it('reads timestamps in seconds or ms and ISO datetimes', () => {
    expect(toEpochMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs('2026-11-21T12:00:00Z')).toBe(NOW);
    expect(toEpochMs('soon')).toBeUndefined();
  });

  it('picks the longest matching route, so sub routes win over their parent', () => {
    const nested = routes.map((route) =>
      route.path === '/daily' ? { ...route, hasSubRoutes: true } : route,
    );
    expect(resolveSwitch('/daily/day2', nested, '/default', NOW)).toEqual({ kind: 'route', index: 2 });
    expect(resolveSwitch('/daily/day1', nested, '/default', NOW)).toEqual({ kind: 'route', index: 1 });
  });

  it("matches a route without sub routes only at its own path; '/' does not match every path", () => {
    expect(resolveSwitch('/daily/day1', routes, '/final', NOW)).toEqual({ kind: 'redirect', to: '/final' });
    const rooted = [{ path: '/' }, { path: '/final' }];
    expect(resolveSwitch('/nonexistent', rooted, '/final', NOW)).toEqual({ kind: 'redirect', to: '/final' });
    expect(resolveSwitch('/mission-dialog/3', rooted, '/final', NOW)).toEqual({ kind: 'route', index: 0 });
  });

  it('redirects an unmatched path to the default path', () => {
    expect(resolveSwitch('/nope', routes, '/final', NOW)).toEqual({ kind: 'redirect', to: '/final' });
    expect(resolveSwitch('/', routes, '/default', NOW)).toEqual({ kind: 'redirect', to: '/default' });
  });

  it('finds the route of a hotkey, given as a list or a comma-separated string', () => {
    const keyed = [
      { path: '/a', hotkey: ['1', 'A'] },
      { path: '/b', hotkey: '2, b' },
    ];
    expect(routeForKey(keyed, 'a')?.path).toBe('/a');
    expect(routeForKey(keyed, 'B')?.path).toBe('/b');
    expect(routeForKey(keyed, '3')).toBeUndefined();
  });
});

describe('tab targets', () => {
  const base = { search: '?lang=ja', openNewWindow: true, withUserId: false, userID: 'u-9', editor: false };

  it("keeps the query string on in-app targets; 'to' defaults to '/'", () => {
    expect(tabTarget({ ...base, to: '/daily' })).toEqual({
      external: false,
      href: '/daily?lang=ja',
      path: '/daily',
      newWindow: false,
    });
    expect(tabTarget({ ...base, to: '' }).path).toBe('/');
  });

  it('opens http links in a new window by default, or in place when openNewWindow is off', () => {
    expect(tabTarget({ ...base, to: 'https://shop.example.com/x' })).toMatchObject({
      external: true,
      href: 'https://shop.example.com/x',
      newWindow: true,
    });
    expect(tabTarget({ ...base, to: 'https://shop.example.com/x', openNewWindow: false }).newWindow).toBe(
      false,
    );
  });

  it('appends userID with withUserId, except in editor mode or without a stored id', () => {
    const to = 'https://shop.example.com/x?a=1';
    expect(tabTarget({ ...base, to, withUserId: true }).href).toBe(
      'https://shop.example.com/x?a=1&userID=u-9',
    );
    expect(tabTarget({ ...base, to, withUserId: true, editor: true }).href).toBe(to);
    expect(tabTarget({ ...base, to, withUserId: true, userID: undefined }).href).toBe(to);
  });

  it('builds anchor links from a page path and a section id, keeping the query string', () => {
    expect(anchorTarget('/rules', 'prizes', '?lang=en')).toBe('/rules?lang=en#prizes');
    expect(anchorTarget('/rules', '', '')).toBe('/rules');
  });
});
