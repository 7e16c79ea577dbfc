// The sidebar's entries (admin spec §2 Shell), each gated by its area permission.
import type { Grantee } from '@eventory/domain/permissions';
import { canOpen, needs, SUPER_ADMIN, type Access } from '../access/access.ts';

export interface MenuLeaf {
  kind: 'item';
  key: string;
  /** i18n key of the label. */
  label: string;
  path: string;
  access: Access;
  nonProductionOnly?: boolean;
}
export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  access: Access;
  nonProductionOnly?: boolean;
  children: MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuGroup | { kind: 'divider'; key: string };

const item = (key: string, path: string, access: Access, nonProductionOnly?: boolean): MenuLeaf => ({
  kind: 'item',
  key,
  label: `menu.${key}`,
  path,
  access,
  nonProductionOnly,
});

export const SIDEBAR: MenuEntry[] = [
  {
    kind: 'group',
    key: 'dashboard',
    label: 'menu.dashboard',
    access: needs('dashboardSystem'),
    children: [item('workplace', '/dashboard/workplace', needs('dashboardSystem'))],
  },
  {
    kind: 'group',
    key: 'job',
    label: 'menu.job',
    access: needs('jobSystem'),
    children: [
      item('jobList', '/job-system/list', needs('jobSystem')),
      item('jobExecutions', '/job-system/executions', needs('jobSystem')),
      item('jobSetting', '/job-system/setting', needs('jobSystem')),
    ],
  },
  item('cache', '/cache-system', needs('cacheSystem')),
  item('function', '/function-system', needs('functionSystem')),
  item('storage', '/storage', needs('storageSystem')),
  item('tempAuth', '/temp-auth', needs('tempAuth')),
  item('adminWhitelist', '/admin-whitelist', SUPER_ADMIN),
  { kind: 'divider', key: 'divider' },
  {
    kind: 'group',
    key: 'tester',
    label: 'menu.tester',
    access: needs('tester'),
    nonProductionOnly: true,
    children: [item('sendGifts', '/tester/send-gifts', needs('tester'), true)],
  },
  item('shadow', '/shadow-eventory', needs('debug'), true),
  {
    kind: 'group',
    key: 'changeLog',
    label: 'menu.changeLog',
    access: needs('changeLog'),
    children: [
      item('changeLogJob', '/change-log/CSJobConfig', needs('changeLog')),
      item('changeLogCache', '/change-log/CSCacheConfig', needs('changeLog')),
      item('changeLogFunction', '/change-log/CSFunctionConfig', needs('changeLog')),
      item('changeLogEvent', '/change-log/CSEvent', needs('changeLog')),
    ],
  },
];

/** The entries this user sees; a divider only shows with visible entries on both sides. */
export function visibleMenu(
  grantee: Grantee,
  production: boolean,
  entries: MenuEntry[] = SIDEBAR,
): MenuEntry[] {
  const shown = (e: MenuLeaf | MenuGroup) =>
    canOpen(grantee, e.access) && !(production && e.nonProductionOnly);
  const kept: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'divider') kept.push(entry);
    else if (entry.kind === 'item') {
      if (shown(entry)) kept.push(entry);
    } else if (shown(entry)) {
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
