import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  PRIZE_ITEM_KINDS,
  RANKING_LEVEL,
  ROLES,
  SHARED_EDITING,
  applyDebugRole,
  canPerform,
  hasPermission,
  isReadOnly,
  permissionsOf,
  prizeItemPermission,
  rankingLevel,
  roleSetSchema,
  type Area,
  type Permission,
  type Role,
} from './permissions.ts';

const grants = (role: Role) => permissionsOf({ roles: [role] });
const campaignEditing: Permission[] = ['campaignControl', 'configurationControl', ...SHARED_EDITING];

describe('role grants (admin spec §6)', () => {
  it('developer gets nearly everything: all but alpha', () => {
    const p = grants('developer');
    expect(p.size).toBe(PERMISSIONS.length - 1);
    expect(p.has('alpha')).toBe(false);
    expect(p.has('debug')).toBe(true);
    expect(p.has('jobSystem')).toBe(true);
  });

  it('the shared editing set holds prize settings and every prize item kind, questionnaires, dynamic timestamp, tags, base mission, export/import', () => {
    expect(SHARED_EDITING).toEqual(
      expect.arrayContaining([
        'prizeSetting',
        'questionnaireCreation',
        'dynamicTimestamp',
        'tagConfiguration',
        'baseMission',
        'exportImportCampaign',
      ]),
    );
    for (const kind of PRIZE_ITEM_KINDS) expect(SHARED_EDITING).toContain(prizeItemPermission(kind));
  });

  it.each(['LayoutControl', 'ReplayControl', 'user', 'BaseControl', 'ABTester', 'ToolsControl'] as Role[])(
    '%s gets campaign and configuration control plus the shared editing set',
    (role) => {
      const p = grants(role);
      for (const permission of campaignEditing) expect(p.has(permission), permission).toBe(true);
    },
  );

  it('LayoutControl adds layout configuration', () => {
    expect(grants('LayoutControl').has('layoutConfiguration')).toBe(true);
    expect(grants('BaseControl').has('layoutConfiguration')).toBe(false);
  });

  it('ReplayControl adds reset worker and replay container', () => {
    expect(grants('ReplayControl').has('resetWorker')).toBe(true);
    expect(grants('ReplayControl').has('replayContainer')).toBe(true);
    expect(grants('BaseControl').has('replayContainer')).toBe(false);
  });

  it('ABTester adds the A/B group', () => {
    expect(grants('ABTester').has('abTestGroup')).toBe(true);
    expect(grants('user').has('abTestGroup')).toBe(false);
  });

  it('ToolsControl adds the tools, simulator, snapshot lookup and base mission history', () => {
    const p = grants('ToolsControl');
    for (const permission of [
      'toolsControl',
      'tester',
      'simulator',
      'snapshotLookup',
      'baseMissionHistory',
    ] as const)
      expect(p.has(permission), permission).toBe(true);
    expect(grants('BaseControl').has('simulator')).toBe(false);
  });

  it('ViewOnly gets campaign and configuration control only', () => {
    const p = grants('ViewOnly');
    expect(p.has('campaignControl')).toBe(true);
    expect(p.has('configurationControl')).toBe(true);
    expect(p.has('prizeSetting')).toBe(false);
    expect(p.has('replayContainer')).toBe(false);
  });

  it('ReplayOnly adds replay container to view-only access', () => {
    const p = grants('ReplayOnly');
    expect(p.has('replayContainer')).toBe(true);
    expect(p.has('campaignControl')).toBe(true);
    expect(p.has('resetWorker')).toBe(false);
  });

  it('PermanentViewOnly gets the permanent leaderboard only', () => {
    const p = grants('PermanentViewOnly');
    expect(p.has('permanentLeaderboard')).toBe(true);
    expect(p.has('campaignControl')).toBe(false);
  });

  it('PermanentBaseControl adds the shared editing set to the permanent leaderboard', () => {
    const p = grants('PermanentBaseControl');
    expect(p.has('permanentLeaderboard')).toBe(true);
    for (const permission of SHARED_EDITING) expect(p.has(permission), permission).toBe(true);
    expect(p.has('campaignControl')).toBe(false);
  });

  it('PermanentReplayControl adds reset worker and replay container', () => {
    const p = grants('PermanentReplayControl');
    expect([p.has('permanentLeaderboard'), p.has('resetWorker'), p.has('replayContainer')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('PermanentReplayOnly adds replay container', () => {
    const p = grants('PermanentReplayOnly');
    expect([p.has('permanentLeaderboard'), p.has('replayContainer'), p.has('resetWorker')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('every role grants at least one permission and only known ones', () => {
    for (const role of ROLES) {
      const p = grants(role);
      expect(p.size, role).toBeGreaterThan(0);
      for (const permission of p) expect(PERMISSIONS).toContain(permission);
    }
  });

  it('a super admin holds every permission, alpha included', () => {
    expect(permissionsOf({ roles: [], isSuperAdmin: true }).size).toBe(PERMISSIONS.length);
  });

  it('unknown role names grant nothing', () => {
    expect(permissionsOf({ roles: ['root'] }).size).toBe(0);
  });
});

describe('ranking levels and the read-only check', () => {
  it('uses the spec levels: Developer 9999, Function 100, Basic 10, ReplayOnly 1, ViewOnly 0', () => {
    expect(RANKING_LEVEL).toEqual({ Developer: 9999, Function: 100, Basic: 10, ReplayOnly: 1, ViewOnly: 0 });
  });

  it('sums the levels of the roles in the area; developer counts in both', () => {
    expect(rankingLevel(['BaseControl', 'ToolsControl'], 'regular')).toBe(110);
    expect(rankingLevel(['BaseControl', 'PermanentBaseControl'], 'permanent')).toBe(10);
    expect(rankingLevel(['developer'], 'regular')).toBe(9999);
    expect(rankingLevel(['developer'], 'permanent')).toBe(9999);
  });

  it('is read-only when the summed level is at most that of the view-only or replay-only roles', () => {
    expect(isReadOnly({ roles: ['ViewOnly'] })).toBe(true);
    expect(isReadOnly({ roles: ['ReplayOnly'] })).toBe(true);
    expect(isReadOnly({ roles: ['ViewOnly', 'ReplayOnly'] })).toBe(true);
    expect(isReadOnly({ roles: ['BaseControl'] })).toBe(false);
    expect(isReadOnly({ roles: ['ViewOnly', 'BaseControl'] })).toBe(false);
  });

  it('checks the area: a permanent editor is read-only for regular campaigns', () => {
    expect(isReadOnly({ roles: ['PermanentBaseControl'] }, 'regular')).toBe(true);
    expect(isReadOnly({ roles: ['PermanentBaseControl'] }, 'permanent')).toBe(false);
    expect(isReadOnly({ roles: ['PermanentViewOnly'] }, 'permanent')).toBe(true);
  });

  it('a whitelist entry flagged readonly is read-only whatever its roles', () => {
    expect(isReadOnly({ roles: ['developer'], readonly: true })).toBe(true);
  });

  it('refuses writes to read-only users but lets replay-only users replay', () => {
    expect(canPerform({ roles: ['ViewOnly'] }, 'campaignControl')).toBe(true);
    expect(canPerform({ roles: ['ViewOnly'] }, 'campaignControl', { write: true })).toBe(false);
    expect(canPerform({ roles: ['ReplayOnly'] }, 'replayContainer', { write: true })).toBe(true);
    expect(canPerform({ roles: ['BaseControl'] }, 'campaignControl', { write: true })).toBe(true);
  });
});

describe('the permanent area is apart (admin spec §6; issue 30 §3.1)', () => {
  // "The Permanent roles apply to the permanent-leaderboard area instead of campaigns."
  const PERMANENT_ROLES: readonly Role[] = [
    'PermanentViewOnly',
    'PermanentBaseControl',
    'PermanentReplayControl',
    'PermanentReplayOnly',
  ];

  it('a Permanent role grants nothing on a regular campaign', () => {
    for (const role of PERMANENT_ROLES)
      expect(permissionsOf({ roles: [role] }, 'regular'), role).toEqual(new Set());
  });

  it('a regular role grants nothing on the permanent leaderboard; the developer acts in both', () => {
    for (const role of ROLES.filter((r) => r !== 'developer' && !PERMANENT_ROLES.includes(r)))
      expect(permissionsOf({ roles: [role] }, 'permanent'), role).toEqual(new Set());
    expect(permissionsOf({ roles: ['developer'] }, 'permanent')).toEqual(
      permissionsOf({ roles: ['developer'] }),
    );
    expect(permissionsOf({ roles: ['developer'] }, 'regular')).toEqual(
      permissionsOf({ roles: ['developer'] }),
    );
  });

  it("replays and exports only in the role's own area", () => {
    const permanentReplayOnly = { roles: ['PermanentReplayOnly'] };
    expect(canPerform(permanentReplayOnly, 'replayContainer', { write: true, area: 'regular' })).toBe(false);
    expect(canPerform(permanentReplayOnly, 'replayContainer', { write: true, area: 'permanent' })).toBe(true);
    expect(canPerform({ roles: ['ReplayOnly'] }, 'replayContainer', { write: true, area: 'permanent' })).toBe(
      false,
    );
    expect(canPerform({ roles: ['PermanentBaseControl'] }, 'exportImportCampaign', { area: 'regular' })).toBe(
      false,
    );
    expect(
      canPerform({ roles: ['PermanentBaseControl'] }, 'exportImportCampaign', { area: 'permanent' }),
    ).toBe(true);
  });

  it("a user holding roles of both areas acts in each with that area's roles only", () => {
    const both = { roles: ['ViewOnly', 'PermanentBaseControl'] };
    expect(canPerform(both, 'prizeSetting', { write: true, area: 'permanent' })).toBe(true);
    expect(canPerform(both, 'prizeSetting', { write: true, area: 'regular' })).toBe(false);
    expect(canPerform(both, 'campaignControl', { area: 'regular' })).toBe(true);
  });

  it('without an area (menus, system screens) every role counts, as before', () => {
    expect(hasPermission({ roles: ['PermanentViewOnly'] }, 'dashboardSystem')).toBe(true);
    expect(hasPermission({ roles: ['PermanentViewOnly'] }, 'permanentLeaderboard')).toBe(true);
  });
});

describe('roles are a set', () => {
  // Independent of the level arithmetic: the roles that may write in each area (admin spec §6:
  // every role above the view-only and replay-only levels). A user is read-only in an area exactly
  // when none of their roles writes there, however the roles are repeated or combined.
  const WRITES_IN: Record<Area, readonly Role[]> = {
    regular: [
      'developer',
      'user',
      'LayoutControl',
      'ReplayControl',
      'ABTester',
      'ToolsControl',
      'BaseControl',
    ],
    permanent: ['developer', 'PermanentBaseControl', 'PermanentReplayControl'],
  };
  const pairs = ROLES.flatMap((a, i) => ROLES.slice(i).map((b) => [a, b] as const));

  it('covers every multiset of two roles (duplicates included)', () => {
    expect(pairs).toHaveLength((ROLES.length * (ROLES.length + 1)) / 2);
  });

  for (const area of ['regular', 'permanent'] as const)
    it.each(pairs)(`read-only rule in the ${area} area over [%s, %s]`, (a, b) => {
      const writes = WRITES_IN[area].includes(a) || WRITES_IN[area].includes(b);
      expect(isReadOnly({ roles: [a, b] }, area)).toBe(!writes);
      expect(isReadOnly({ roles: [b, a] }, area)).toBe(!writes);
    });

  it('a role named twice counts once: two ReplayOnly stay read-only and cannot write', () => {
    expect(rankingLevel(['ReplayOnly', 'ReplayOnly'], 'regular')).toBe(RANKING_LEVEL.ReplayOnly);
    expect(isReadOnly({ roles: ['ReplayOnly', 'ReplayOnly'] })).toBe(true);
    expect(isReadOnly({ roles: ['PermanentReplayOnly', 'PermanentReplayOnly'] }, 'permanent')).toBe(true);
    expect(canPerform({ roles: ['ReplayOnly', 'ReplayOnly'] }, 'campaignControl', { write: true })).toBe(
      false,
    );
  });

  it('the role schema refuses a duplicated role, naming its position', () => {
    const result = roleSetSchema.safeParse(['user', 'ReplayOnly', 'ReplayOnly']);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [2], message: 'names ReplayOnly twice: roles are a set' }),
    ]);
  });

  it('the role schema refuses unknown names and accepts a set of known ones', () => {
    expect(roleSetSchema.safeParse(['user', 'emperor']).success).toBe(false);
    expect(roleSetSchema.safeParse(['User']).success).toBe(false);
    expect(roleSetSchema.parse(['user', 'ViewOnly'])).toEqual(['user', 'ViewOnly']);
    expect(roleSetSchema.parse([])).toEqual([]);
  });
});

describe('debugRole', () => {
  const dev = { roles: ['developer'], isSuperAdmin: true };

  it('replaces the roles outside production for a user with the debug permission', () => {
    const seen = applyDebugRole(dev, 'ViewOnly', false);
    expect(seen.roles).toEqual(['ViewOnly']);
    expect(seen.isSuperAdmin).toBe(false);
    expect(hasPermission(seen, 'debug')).toBe(false);
  });

  it('is ignored in production', () => {
    expect(applyDebugRole(dev, 'ViewOnly', true)).toBe(dev);
  });

  it('is ignored for users without the debug permission', () => {
    const editor = { roles: ['BaseControl'] };
    expect(applyDebugRole(editor, 'developer', false)).toBe(editor);
  });

  it('drops unknown role names and ignores an override with none left', () => {
    expect(applyDebugRole(dev, 'ViewOnly,root', false).roles).toEqual(['ViewOnly']);
    expect(applyDebugRole(dev, 'root', false)).toBe(dev);
  });
});
