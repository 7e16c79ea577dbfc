import { describe, expect, it } from 'vitest';
import { previewRoles, rolePreviewQuerySchema } from './role-preview.ts';

describe('role preview', () => {
  it('lists what ViewOnly + ReplayOnly grant and that they stay read-only', () => {
    const preview = previewRoles(['ViewOnly', 'ReplayOnly']);
    expect(preview.permissions).toEqual([
      'replayContainer',
      'dashboardSystem',
      'campaignControl',
      'configurationControl',
    ]);
    expect(preview.readOnly).toEqual({ regular: true, permanent: true });
    expect(preview.rankingLevel).toEqual({ regular: 1, permanent: 0 });
  });

  it('parses a comma list, each role once, and refuses unknown names', () => {
    expect(rolePreviewQuerySchema.parse({ roles: 'ABTester, ABTester' }).roles).toEqual(['ABTester']);
    expect(rolePreviewQuerySchema.safeParse({ roles: 'wizard' }).success).toBe(false);
    expect(rolePreviewQuerySchema.safeParse({ roles: ' ' }).success).toBe(false);
  });
});
