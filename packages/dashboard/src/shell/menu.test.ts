import { describe, expect, it } from 'vitest';
import { visibleMenu, type MenuEntry } from './menu.ts';

const outline = (entries: MenuEntry[]) =>
  entries.map((e) => (e.kind === 'group' ? `${e.key} > ${e.children.map((c) => c.key).join(', ')}` : e.key));

describe('sidebar entries (admin spec §2 Shell)', () => {
  it('shows a super admin developer every entry outside production', () => {
    expect(outline(visibleMenu({ roles: ['developer'], isSuperAdmin: true }, false))).toEqual([
      'dashboard > workplace',
      'permanent',
      'job > jobList, jobExecutions, jobSetting',
      'cache',
      'function',
      'storage',
      'tempAuth',
      'signInSystem',
      'adminWhitelist',
      'giftBucket',
      'alpha',
      'divider',
      'tester > sendGifts, testerGiftbox, testerMockData, testerWatchedFiles, simulator, testerGiftBucket',
      'tools',
      'shadow',
      'changeLog > changeLogJob, changeLogCache, changeLogFunction, changeLogEvent',
    ]);
  });

  it('hides Tester and Shadow in production', () => {
    const keys = outline(visibleMenu({ roles: ['developer'] }, true));
    expect(keys.some((k) => k.startsWith('tester') || k === 'shadow')).toBe(false);
    expect(keys).toContain('divider');
  });

  it('shows Alpha Features to super admins only and Tools to holders of toolsControl', () => {
    expect(outline(visibleMenu({ roles: ['developer'] }, false))).not.toContain('alpha');
    expect(outline(visibleMenu({ roles: ['ToolsControl'] }, true))).toContain('tools');
    expect(outline(visibleMenu({ roles: ['BaseControl'] }, false))).not.toContain('tools');
  });

  it('hides Admin Whitelist from users who are not super admin', () => {
    expect(outline(visibleMenu({ roles: ['developer'] }, false))).not.toContain('adminWhitelist');
  });

  it('shows Gift Bucket to holders of workerSystem and the bucket tester to holders of tester', () => {
    expect(outline(visibleMenu({ roles: ['developer'] }, false))).toContain('giftBucket');
    const tools = outline(visibleMenu({ roles: ['ToolsControl'] }, false));
    expect(tools).not.toContain('giftBucket');
    expect(tools).toContain(
      'tester > sendGifts, testerGiftbox, testerMockData, testerWatchedFiles, simulator, testerGiftBucket',
    );
    expect(outline(visibleMenu({ roles: ['user'] }, false)).some((k) => k.startsWith('tester'))).toBe(false);
  });

  it('shows the permanent area to the Permanent roles only', () => {
    for (const role of [
      'PermanentViewOnly',
      'PermanentBaseControl',
      'PermanentReplayControl',
      'PermanentReplayOnly',
    ])
      expect(outline(visibleMenu({ roles: [role] }, false))).toEqual(['dashboard > workplace', 'permanent']);
    expect(outline(visibleMenu({ roles: ['user'] }, false))).not.toContain('permanent');
  });

  it('shows a ViewOnly user only the Workplace, without a dangling divider', () => {
    expect(outline(visibleMenu({ roles: ['ViewOnly'] }, false))).toEqual(['dashboard > workplace']);
  });
});
