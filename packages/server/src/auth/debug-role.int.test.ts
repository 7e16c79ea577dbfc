// backends: once: through HTTP and services with no dialect-specific code
// The debugRole override (admin spec §2: "only in non-production and only when the user holds the
// debug permission"), as the dashboard's debug role switch sends it on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const get = (t: TestApp, url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'access-token': token } });

describe('debugRole outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('replaces the roles of a debug holder in the permission gates', async () => {
    const token = await t.signIn(['developer']);
    expect((await get(t, '/v1/admin/lookup/replayrecords', token)).statusCode).toBe(200);
    const narrowed = await get(t, '/v1/admin/lookup/replayrecords?debugRole=ViewOnly', token);
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json().errorCode).toBe('FORBIDDEN');
    expect(narrowed.json().errorMessage).toMatch(/"replayRecord"/);
  });

  it('also refuses writes a narrowed role may not make', async () => {
    const token = await t.signIn(['developer']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/campaigns?debugRole=ViewOnly',
      headers: { 'access-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toMatch(/read-only|permission/);
  });

  it('does not widen the roles of a user without debug', async () => {
    const token = await t.signIn(['ToolsControl']);
    const res = await get(t, '/v1/admin/lookup/replayrecords?debugRole=developer', token);
    expect(res.statusCode).toBe(403);
  });

  it('leaves "who am I" with the real session, so a restored session keeps its roles', async () => {
    const token = await t.signIn(['developer']);
    const res = await get(t, '/v1/admin/auth/session?debugRole=ViewOnly', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['developer']);
  });
});

describe('debugRole in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appEnv: 'production' });
  });
  afterAll(() => t.close());

  it('is ignored', async () => {
    const token = await t.signIn(['developer']);
    expect((await get(t, '/v1/admin/lookup/replayrecords?debugRole=ViewOnly', token)).statusCode).toBe(200);
  });
});
