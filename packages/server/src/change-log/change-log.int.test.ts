// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeLogPage } from '@eventory/domain/change-log';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('change-log reads', () => {
  let t: TestApp;
  let developer: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp();
    developer = await t.signIn(['developer'], { email: 'Dev@Test.Eventory.App' });
    editor = await t.signIn(['user'], { email: `editor-${Date.now()}@test.eventory.app` });
  });
  afterAll(() => t.close());

  it('lists a user’s changes newest first, with before/after, paged by limit and offset', async () => {
    const campaign = await createCampaign(t, editor);
    await adminCall(t, editor, 'PATCH', `/v1/admin/campaigns/${campaign.ID}`, { name: 'Renamed' });
    const editorEmail = (await adminCall<{ email: string }>(t, editor, 'GET', '/v1/admin/auth/session'))
      .email;
    const page = await adminCall<ChangeLogPage>(
      t,
      developer,
      'GET',
      `/v1/admin/change-logs/user/${encodeURIComponent(editorEmail.toUpperCase())}`,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.action)).toEqual(['update', 'create']);
    expect(page.items[0]).toMatchObject({
      email: editorEmail,
      table: 'campaigns',
      objId: String(campaign.ID),
      before: { name: campaign.name },
      after: { name: 'Renamed' },
    });
    expect(typeof page.items[0]?.at).toBe('number');
    const second = await adminCall<ChangeLogPage>(
      t,
      developer,
      'GET',
      `/v1/admin/change-logs/user/${editorEmail}?limit=1&offset=1`,
    );
    expect(second).toMatchObject({ total: 2, items: [{ action: 'create' }] });
  });

  it('lists by table, and by table and object id', async () => {
    const campaign = await createCampaign(t, editor);
    const leaderboard = await createLeaderboard(t, editor, campaign);
    await adminCall(t, editor, 'PATCH', `/v1/admin/leaderboards/${leaderboard.ID}`, { designName: 'gold' });
    const byObj = await adminCall<ChangeLogPage>(
      t,
      developer,
      'GET',
      `/v1/admin/change-logs/table/leaderboards/obj/${leaderboard.ID}`,
    );
    expect(byObj.items.map((i) => i.action)).toEqual(['update', 'create']);
    const byTable = await adminCall<ChangeLogPage>(
      t,
      developer,
      'GET',
      '/v1/admin/change-logs/table/leaderboards',
    );
    expect(byTable.total).toBeGreaterThanOrEqual(2);
    expect(byTable.items.every((i) => i.table === 'leaderboards')).toBe(true);
    expect(byTable.items.length).toBeLessThanOrEqual(30);
  });

  it('refuses a limit above 200 (400 limit)', async () => {
    const res = await adminInject(t, developer, 'GET', '/v1/admin/change-logs/table/campaigns?limit=201');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'limit' });
  });

  it('needs the changeLog permission: BaseControl gets 403', async () => {
    const base = await t.signIn(['BaseControl']);
    const res = await adminInject(t, base, 'GET', '/v1/admin/change-logs/table/campaigns');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
  });
});
