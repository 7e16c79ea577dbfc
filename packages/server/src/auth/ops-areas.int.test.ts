// backends: once: through HTTP and services with no dialect-specific code
// The small features behind `debug`, `dashboardSystem` and `toolsControl` (decision 0097) through the real
// app, per role: the debug role preview, the Workplace's own recent changes, the Tools overview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RolePreview } from '@eventory/domain/role-preview';
import type { ToolsOverview } from '@eventory/domain/tools-overview';
import type { WorkplaceRecentChanges } from '@eventory/domain/workplace';
import { adminCall, adminInject, createCampaign } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('debug, workplace and tools areas', () => {
  let t: TestApp;
  let developer: string;
  let editor: string;
  let tools: string;
  let viewOnly: string;
  beforeAll(async () => {
    t = await createTestApp();
    developer = await t.signIn(['developer'], { email: 'dev@test.eventory.app' });
    editor = await t.signIn(['BaseControl'], { email: 'editor@test.eventory.app' });
    tools = await t.signIn(['ToolsControl'], { email: 'tools@test.eventory.app' });
    viewOnly = await t.signIn(['ViewOnly'], { email: 'viewer@test.eventory.app' });
  });
  afterAll(() => t.close());

  it('previews what roles grant for a holder of debug, and refuses others (403) and unknown roles (400)', async () => {
    const preview = await adminCall<RolePreview>(
      t,
      developer,
      'GET',
      '/v1/admin/debug/role-preview?roles=ABTester',
    );
    expect(preview.permissions).toContain('abTestGroup');
    expect(preview.permissions).not.toContain('debug');
    expect(preview.readOnly.regular).toBe(false);
    const unknown = await adminInject(t, developer, 'GET', '/v1/admin/debug/role-preview?roles=wizard');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect(
      (await adminInject(t, tools, 'GET', '/v1/admin/debug/role-preview?roles=ViewOnly')).statusCode,
    ).toBe(403);
  });

  it("answers each admin's own recent changes on the Workplace, newest first, to every role", async () => {
    const first = await createCampaign(t, editor, { name: 'Editor first' });
    const second = await createCampaign(t, editor, { name: 'Editor second' });
    await createCampaign(t, developer, { name: 'Developer campaign' });
    const mine = await adminCall<WorkplaceRecentChanges>(
      t,
      editor,
      'GET',
      '/v1/admin/workplace/recent-changes',
    );
    expect(mine.items.every((i) => i.email === 'editor@test.eventory.app')).toBe(true);
    const campaignIds = mine.items.filter((i) => i.table === 'campaigns').map((i) => Number(i.objId));
    expect(campaignIds.indexOf(second.ID)).toBeLessThan(campaignIds.indexOf(first.ID));
    const none = await adminCall<WorkplaceRecentChanges>(
      t,
      viewOnly,
      'GET',
      '/v1/admin/workplace/recent-changes',
    );
    expect(none.items).toEqual([]);
  });

  it('shows the Tools overview to ToolsControl and developer, not to other editing roles', async () => {
    const overview = await adminCall<ToolsOverview>(t, tools, 'GET', '/v1/admin/tools/overview');
    expect(overview).toEqual({
      simulations: { running: 0, total: 0 },
      watchedFiles: { total: 0, failing: 0 },
      recentSimulations: [],
    });
    expect((await adminInject(t, developer, 'GET', '/v1/admin/tools/overview')).statusCode).toBe(200);
    const refused = await adminInject(t, editor, 'GET', '/v1/admin/tools/overview');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
  });
});
