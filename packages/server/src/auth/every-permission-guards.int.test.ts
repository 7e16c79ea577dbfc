// backends: once: through HTTP and services with no dialect-specific code
// Issue 17 "Done when": every permission of the matrix guards at least one server route. The guard
// records the permissions each admin route checks (app.guard's permission and the ones its service
// checks from the input, `alsoChecks`); this walks the registered routes of the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@eventory/domain/permissions';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('every permission guards a server route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guarded = () => new Set(t.app.adminRoutes.flatMap((r) => r.permissions));

  it('records the permission of each guarded route', () => {
    const route = t.app.adminRoutes.find((r) => r.method === 'GET' && r.url === '/v1/admin/campaigns');
    expect(route?.permissions).toEqual(['campaignControl']);
    const prizeWrite = t.app.adminRoutes.find(
      (r) => r.method === 'POST' && r.url === '/v1/admin/prizes/send',
    );
    expect(prizeWrite?.permissions).toEqual(expect.arrayContaining(['prizeSetting', 'prizeItemGift']));
  });

  it('finds no permission of the matrix that no admin route checks', () => {
    const checked = guarded();
    const unguarded = PERMISSIONS.filter((p) => !checked.has(p));
    expect(unguarded).toEqual([]);
  });
});
