// The sidebar's entries (admin spec §2 Shell): routes of the route table, each gated by the route's access.
import type { Grantee } from '@eventory/domain/permissions';
import { canOpen, type Access } from '../access/access.ts';
import { pathTo, routeOf, type RouteKey } from '../navigation/route-table.ts';

export interface MenuLeaf {
  kind: 'item';
  key: string;
  /** i18n key of the label. */
  label: string;
  path: string;
  access: Access;
  nonProductionOnly?: boolean;
}
/** A group shows while one of its entries does. */
export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  children: MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuGroup | { kind: 'divider'; key: string };

/** An entry for a route of the route table: its path, access and production rule come from there. */
function item(route: RouteKey, options: { key?: string; params?: Record<string, string> } = {}): MenuLeaf {
  const { path, access, nonProductionOnly } = routeOf(route);
  const key = options.key ?? route;
  if (!access) throw new Error(`The sidebar shows only gated routes, not ${route}`);
  return {
    kind: 'item',
    key,
    label: `menu.${key}`,
    path: options.params ? pathTo(route, options.params) : path,
    access,
    nonProductionOnly,
  };
}

const group = (key: string, children: MenuLeaf[]): MenuGroup => ({
  kind: 'group',
  key,
  label: `menu.${key}`,
  children,
});

export const SIDEBAR: MenuEntry[] = [
  group('dashboard', [item('workplace')]),
  item('permanent'),
  group('job', [item('jobList'), item('jobExecutions'), item('jobSetting')]),
  item('cache'),
  item('function'),
  item('storage'),
  item('tempAuth'),
  item('signInSystem'),
  item('adminWhitelist'),
  item('giftBucket'),
  item('alpha'),
  { kind: 'divider', key: 'divider' },
  group('tester', [
    item('sendGifts'),
    item('testerGiftbox'),
    item('testerMockData'),
    item('testerWatchedFiles'),
    item('simulator'),
    item('testerGiftBucket'),
  ]),
  item('tools'),
  item('shadow'),
  group('changeLog', [
    item('changeLog', { key: 'changeLogJob', params: { table: 'CSJobConfig' } }),
    item('changeLog', { key: 'changeLogCache', params: { table: 'CSCacheConfig' } }),
    item('changeLog', { key: 'changeLogFunction', params: { table: 'CSFunctionConfig' } }),
    item('changeLog', { key: 'changeLogEvent', params: { table: 'CSEvent' } }),
  ]),
];

/** The entries this user sees; a divider only shows with visible entries on both sides. */
export function visibleMenu(
  grantee: Grantee,
  production: boolean,
  entries: MenuEntry[] = SIDEBAR,
): MenuEntry[] {
  const shown = (e: MenuLeaf) => canOpen(grantee, e.access) && !(production && e.nonProductionOnly);
  const kept: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'divider') kept.push(entry);
    else if (entry.kind === 'item') {
      if (shown(entry)) kept.push(entry);
    } else {
      const children = entry.children.filter(shown);
      if (children.length > 0) kept.push({ ...entry, children });
    }
  }
  return kept.filter(
    (entry, i) =>
      entry.kind !== 'divider' ||
      (kept.slice(0, i).some((e) => e.kind !== 'divider') &&
        kept.slice(i + 1).some((e) => e.kind !== 'divider')),
  );
}
