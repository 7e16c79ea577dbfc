import { describe, expect, it } from 'vitest';
import { SCREENS } from '../app/AppRoutes.tsx';
import { SIDEBAR } from '../shell/menu.ts';
import { pathTo, ROUTES } from './route-table.ts';

describe('the route table (admin spec §2)', () => {
  it('names every route once and gives every route a screen', () => {
    const keys = ROUTES.flatMap((r) => [r.key, ...('children' in r ? r.children.map((c) => c.key) : [])]);
    expect(new Set(keys).size).toBe(keys.length);
    const screenless = ROUTES.flatMap((r) => [
      r.key,
      ...('children' in r ? r.children.map((c) => c.key) : []),
    ]).filter((key) => !(key in SCREENS));
    expect(screenless).toEqual([]);
  });

  it('builds every sidebar link from a route of the table', () => {
    const links = SIDEBAR.flatMap((e) =>
      e.kind === 'group' ? e.children.map((c) => c.path) : e.kind === 'item' ? [e.path] : [],
    );
    expect(links).toContain('/change-log/CSEvent');
    const patterns = ROUTES.map((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`));
    expect(links.filter((link) => !patterns.some((p) => p.test(link)))).toEqual([]);
  });

  it('fills in the parameters of a path', () => {
    expect(pathTo('changeLog', { table: 'CSEvent' })).toBe('/change-log/CSEvent');
  });
});
