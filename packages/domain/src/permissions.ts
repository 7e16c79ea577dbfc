// Roles → permissions and ranking levels (admin spec §6). One matrix drives the server's route
// guard and the dashboard's menus and routes. The choices where the spec is silent are in
// docs/permissions.md; keep the two in step.
import { z } from 'zod';

export const ROLES = [
  'developer',
  'user',
  'LayoutControl',
  'ReplayControl',
  'ABTester',
  'ToolsControl',
  'ViewOnly',
  'BaseControl',
  'PermanentViewOnly',
  'PermanentBaseControl',
  'PermanentReplayControl',
  'ReplayOnly',
  'PermanentReplayOnly',
] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** One role name; anything else is refused naming the allowed ones. */
export const roleSchema = z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` });

/**
 * A user's roles are a set: every write of roles (whitelist entry, development sign-in) goes through
 * this schema, which refuses unknown names and a role named twice (a duplicate must never count twice
 * in the ranking level sum below).
 */
export const roleSetSchema = z.array(roleSchema).superRefine((roles, ctx) => {
  const seen = new Set<string>();
  roles.forEach((role, index) => {
    if (seen.has(role))
      ctx.addIssue({ code: 'custom', message: `names ${role} twice: roles are a set`, path: [index] });
    seen.add(role);
  });
});

/** The known roles of a stored or signed list, each once (reading never trusts a list to be a set). */
export const distinctRoles = (roles: readonly unknown[]): Role[] => [
  ...new Set(roles.filter((r): r is Role => typeof r === 'string' && isRole(r))),
];

export const PRIZE_ITEM_KINDS = [
  'Avatar',
  'Badge',
  'DecoSticker',
  'CommentFrame',
  'CommentBackgroundColor',
  'CommentTextColor',
  'CommentBadgePfx',
  'CommentBadgeMid',
  'CommentBadgeTopRight',
  'Gift',
] as const;
export type PrizeItemKind = (typeof PRIZE_ITEM_KINDS)[number];

export const PERMISSIONS = [
  'debug',
  'alpha',
  'layoutConfiguration',
  'tagConfiguration',
  'questionnaireCreation',
  'replayContainer',
  'prizeSetting',
  ...PRIZE_ITEM_KINDS.map((kind) => `prizeItem${kind}` as const),
  'dynamicTimestamp',
  'abTestGroup',
  'newUserLevel',
  'missionRoadmap',
  'campaignDiagramLink',
  'insightLink',
  'baseMission',
  'baseMissionHistory',
  'tester',
  'simulator',
  'clearContainer',
  'resetWorker',
  'multipleReplay',
  'replayRecord',
  'snapshotLookup',
  'actionLog',
  'recordSnapshot',
  'dashboardSystem',
  'jobSystem',
  'cacheSystem',
  'functionSystem',
  'workerSystem',
  'storageSystem',
  'tempAuth',
  'changeLog',
  'permanentLeaderboard',
  'campaignControl',
  'configurationControl',
  'toolsControl',
  'exportImportCampaign',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const prizeItemPermission = (kind: PrizeItemKind): Permission => `prizeItem${kind}`;

/** The shared editing set: prize settings (and every item kind), questionnaires, dynamic timestamp, tags, base mission, export/import. */
export const SHARED_EDITING: readonly Permission[] = [
  'prizeSetting',
  ...PRIZE_ITEM_KINDS.map(prizeItemPermission),
  'questionnaireCreation',
  'dynamicTimestamp',
  'tagConfiguration',
  'baseMission',
  'exportImportCampaign',
];

const CAMPAIGN_ACCESS: readonly Permission[] = ['campaignControl', 'configurationControl', 'dashboardSystem'];
const CAMPAIGN_EDITOR: readonly Permission[] = [...CAMPAIGN_ACCESS, ...SHARED_EDITING];
const PERMANENT_ACCESS: readonly Permission[] = ['permanentLeaderboard', 'dashboardSystem'];

/** "Nearly everything": all but alpha features, which only super admins get. */
const DEVELOPER: readonly Permission[] = PERMISSIONS.filter((p) => p !== 'alpha');

export const ROLE_GRANTS: Record<Role, readonly Permission[]> = {
  developer: DEVELOPER,
  user: CAMPAIGN_EDITOR,
  BaseControl: CAMPAIGN_EDITOR,
  LayoutControl: [...CAMPAIGN_EDITOR, 'layoutConfiguration'],
  ReplayControl: [...CAMPAIGN_EDITOR, 'resetWorker', 'replayContainer'],
  ABTester: [...CAMPAIGN_EDITOR, 'abTestGroup'],
  ToolsControl: [
    ...CAMPAIGN_EDITOR,
    'toolsControl',
    'tester',
    'simulator',
    'snapshotLookup',
    'baseMissionHistory',
  ],
  ViewOnly: CAMPAIGN_ACCESS,
  ReplayOnly: [...CAMPAIGN_ACCESS, 'replayContainer'],
  PermanentViewOnly: PERMANENT_ACCESS,
  PermanentBaseControl: [...PERMANENT_ACCESS, ...SHARED_EDITING],
  PermanentReplayControl: [...PERMANENT_ACCESS, 'resetWorker', 'replayContainer'],
  PermanentReplayOnly: [...PERMANENT_ACCESS, 'replayContainer'],
};

export interface Grantee {
  roles: readonly string[];
  isSuperAdmin?: boolean;
  readonly?: boolean;
}

// Ranking levels.
export const RANKING_LEVEL = {
  Developer: 9999,
  Function: 100,
  Basic: 10,
  ReplayOnly: 1,
  ViewOnly: 0,
} as const;

export type Area = 'regular' | 'permanent';

const ROLE_LEVEL: Record<Role, { area: Area | 'both'; level: number }> = {
  developer: { area: 'both', level: RANKING_LEVEL.Developer },
  ToolsControl: { area: 'regular', level: RANKING_LEVEL.Function },
  user: { area: 'regular', level: RANKING_LEVEL.Basic },
  BaseControl: { area: 'regular', level: RANKING_LEVEL.Basic },
  LayoutControl: { area: 'regular', level: RANKING_LEVEL.Basic },
  ReplayControl: { area: 'regular', level: RANKING_LEVEL.Basic },
  ABTester: { area: 'regular', level: RANKING_LEVEL.Basic },
  ReplayOnly: { area: 'regular', level: RANKING_LEVEL.ReplayOnly },
  ViewOnly: { area: 'regular', level: RANKING_LEVEL.ViewOnly },
  PermanentBaseControl: { area: 'permanent', level: RANKING_LEVEL.Basic },
  PermanentReplayControl: { area: 'permanent', level: RANKING_LEVEL.Basic },
  PermanentReplayOnly: { area: 'permanent', level: RANKING_LEVEL.ReplayOnly },
  PermanentViewOnly: { area: 'permanent', level: RANKING_LEVEL.ViewOnly },
};

/** Whether a role acts in an area: the Permanent roles in the permanent one, the developer in both. */
export const actsIn = (role: Role, area: Area): boolean =>
  ROLE_LEVEL[role].area === 'both' || ROLE_LEVEL[role].area === area;

/**
 * Summed ranking level of the roles that count in an area (developer counts in both). Each role
 * counts once however often it is named: roles are a set.
 */
export function rankingLevel(roles: readonly string[], area: Area): number {
  let sum = 0;
  for (const role of distinctRoles(roles)) {
    if (actsIn(role, area)) sum += ROLE_LEVEL[role].level;
  }
  return sum;
}

/**
 * The permissions a grantee holds; in an area, only those of the roles that act there. "The Permanent
 * roles apply to the permanent-leaderboard area instead of campaigns" (admin spec §6): a Permanent role's
 * grants count on permanent-leaderboard objects only, a regular role's on regular campaigns only, the
 * developer's in both. Without an area (system screens, the Workplace, menus) every role counts.
 */
export function permissionsOf(grantee: Grantee, area?: Area): Set<Permission> {
  if (grantee.isSuperAdmin) return new Set(PERMISSIONS);
  const granted = new Set<Permission>();
  for (const role of distinctRoles(grantee.roles)) {
    if (area !== undefined && !actsIn(role, area)) continue;
    for (const p of ROLE_GRANTS[role]) granted.add(p);
  }
  return granted;
}

export const hasPermission = (grantee: Grantee, permission: Permission, area?: Area): boolean =>
  permissionsOf(grantee, area).has(permission);

/**
 * The read-only check: passes when the summed level of the user's roles in the area is at most
 * that of the view-only or replay-only roles. A whitelist entry flagged readonly is read-only too.
 */
export function isReadOnly(grantee: Grantee, area: Area = 'regular'): boolean {
  if (grantee.isSuperAdmin) return false;
  if (grantee.readonly) return true;
  return rankingLevel(grantee.roles, area) <= RANKING_LEVEL.ReplayOnly;
}

/** Writes a read-only user may still make: a replay-only role exists to replay. */
export const READONLY_EXEMPT: ReadonlySet<Permission> = new Set(['replayContainer']);

/**
 * Whether a grantee may perform an action guarded by a permission. With an area (the area of the object
 * acted on: a regular campaign or the permanent leaderboard) only the roles acting there grant it.
 * `write` actions also need the user not to be read-only in the area (regular when none is named),
 * unless the permission is one read-only roles exist for.
 */
export function canPerform(
  grantee: Grantee,
  permission: Permission,
  { write = false, area }: { write?: boolean; area?: Area | undefined } = {},
): boolean {
  if (!hasPermission(grantee, permission, area)) return false;
  if (write && !READONLY_EXEMPT.has(permission) && isReadOnly(grantee, area ?? 'regular')) return false;
  return true;
}

/**
 * `debugRole` (query parameter, comma-separated roles) replaces the user's roles, only outside
 * production and only for a user holding the debug permission. While it applies the user is seen
 * as a plain holder of those roles (not super admin), so staff can see exactly what a role sees.
 * Unknown role names are dropped; if none is left the override is ignored.
 */
export function applyDebugRole<G extends Grantee>(
  grantee: G,
  debugRole: string | null | undefined,
  production: boolean,
): G {
  if (!debugRole || production || !hasPermission(grantee, 'debug')) return grantee;
  const roles = distinctRoles(debugRole.split(',').map((r) => r.trim()));
  if (roles.length === 0) return grantee;
  return { ...grantee, roles, isSuperAdmin: false };
}
