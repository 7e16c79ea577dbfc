// backends: once: through HTTP and services with no dialect-specific code
// Alpha features (issue 17 §4 `alpha`, decision 0096) through the real app: super admins switch a feature
// per environment (change-logged), the feature config answers the switches of the server's environment,
// and nobody else (not even developer) reaches the switches.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA_FEATURES, type AlphaFeatureRow, type AlphaSwitches } from '@eventory/domain/alpha-features';
import { changeLog } from '../db/schema/change-log.ts';
import { adminCall, adminInject } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('alpha features', () => {
  let t: TestApp;
  let superAdmin: string;
  let developer: string;
  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await t.signIn([], { email: 'root@test.eventory.app', isSuperAdmin: true });
    developer = await t.signIn(['developer'], { email: 'dev@test.eventory.app' });
  });
  afterAll(() => t.close());

  const featureConfig = async (token: string) =>
    (await adminCall<{ alpha: AlphaSwitches }>(t, token, 'GET', '/v1/admin/feature/config')).alpha;

  it('lists every known feature, off in every environment at first', async () => {
    const rows = await adminCall<AlphaFeatureRow[]>(t, superAdmin, 'GET', '/v1/admin/alpha/features');
    expect(rows.map((r) => r.feature)).toEqual([...ALPHA_FEATURES]);
    expect(rows.every((r) => Object.values(r.enabled).every((on) => on === false))).toBe(true);
    expect(Object.values(await featureConfig(developer)).every((on) => on === false)).toBe(true);
  });

  it("switches a feature in one environment only; the feature config follows the server's environment", async () => {
    // The test app runs as development.
    const row = await adminCall<AlphaFeatureRow>(
      t,
      superAdmin,
      'PUT',
      '/v1/admin/alpha/features/pageVariants/development',
      { enabled: true },
    );
    expect(row).toMatchObject({
      feature: 'pageVariants',
      enabled: { development: true, uat: false, stage: false, production: false },
      updatedBy: 'root@test.eventory.app',
    });
    await adminCall(t, superAdmin, 'PUT', '/v1/admin/alpha/features/relativeTimes/production', {
      enabled: true,
    });
    const alpha = await featureConfig(developer);
    expect(alpha.pageVariants).toBe(true);
    expect(alpha.relativeTimes).toBe(false);

    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'alpha_features'), eq(changeLog.objId, 'pageVariants:development')));
    expect(entry).toMatchObject({
      email: 'root@test.eventory.app',
      before: { enabled: false },
      after: { feature: 'pageVariants', environment: 'development', enabled: true },
    });
  });

  it('refuses an unknown feature or environment and a non-boolean switch (400 naming the field)', async () => {
    const unknown = await adminInject(t, superAdmin, 'PUT', '/v1/admin/alpha/features/teleport/development', {
      enabled: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('feature');
    const env = await adminInject(t, superAdmin, 'PUT', '/v1/admin/alpha/features/pageVariants/moon', {
      enabled: true,
    });
    expect(env.statusCode).toBe(400);
    const body = await adminInject(t, superAdmin, 'PUT', '/v1/admin/alpha/features/pageVariants/uat', {
      enabled: 'yes',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('refuses developer and every other role (403): alpha is for super admins', async () => {
    const res = await adminInject(t, developer, 'GET', '/v1/admin/alpha/features');
    expect(res.statusCode).toBe(403);
    const write = await adminInject(t, developer, 'PUT', '/v1/admin/alpha/features/pageVariants/uat', {
      enabled: true,
    });
    expect(write.statusCode).toBe(403);
  });
});
