// backends: once: through HTTP and services with no dialect-specific code
// Admin spec §6/§7: every admin call needs a valid access-token, and the role matrix decides.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('the admin guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const getSession = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/admin/auth/session',
      headers: token ? { 'access-token': token } : {},
    });

  it('answers 401 UNAUTHENTICATED without an access-token', async () => {
    const res = await getSession();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a token it did not sign', async () => {
    const token = await t.signIn(['developer']);
    const res = await getSession(token.slice(0, -4) + 'AAAA');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it('answers 401 once the 600 s session has expired (§3)', async () => {
    const token = await t.signIn(['developer']);
    expect((await getSession(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    const res = await getSession(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      errorCode: 'UNAUTHENTICATED',
      errorMessage: 'Your session has expired. Sign in again.',
    });
  });

  it('refuses a ViewOnly user a write with 403 FORBIDDEN (read-only, §6)', async () => {
    const token = await t.signIn(['ViewOnly']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/campaigns',
      headers: { 'access-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('FORBIDDEN');
    expect(res.json().errorMessage).toContain('"campaignControl"');
  });

  it('refuses a permission the roles do not grant, naming it', async () => {
    const token = await t.signIn(['user']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/generate-temp-token',
      headers: { 'access-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toMatch(/^You need the "tempAuth" permission to /);
  });

  it('lets debugRole narrow a developer to a role outside production', async () => {
    const token = await t.signIn(['developer']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/generate-temp-token?debugRole=ViewOnly',
      headers: { 'access-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('ignores debugRole from a user without the debug permission', async () => {
    const token = await t.signIn(['ViewOnly']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/auth/session?debugRole=developer',
      headers: { 'access-token': token },
    });
    expect(res.json().roles).toEqual(['ViewOnly']);
  });
});

describe('temporary tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const generate = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/generate-temp-token',
      headers: { 'access-token': token },
      payload,
    });

  it('issues a token for the requested lifetime that the admin API accepts', async () => {
    const token = await t.signIn(['developer']);
    const now = Math.floor(Date.now() / 1000);
    const res = await generate(token, { ttlSeconds: 7200 });
    expect(res.statusCode).toBe(200);
    const { token: temp, exp } = res.json() as { token: string; exp: number };
    expect(exp - now).toBeGreaterThanOrEqual(7199);
    expect(exp - now).toBeLessThanOrEqual(7201);
    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/auth/session',
      headers: { 'access-token': temp },
    });
    expect(session.json()).toMatchObject({ email: 'developer@test.eventory.app', exp });
  });

  it('defaults to one hour', async () => {
    const token = await t.signIn(['developer']);
    const now = Math.floor(Date.now() / 1000);
    const { exp } = (await generate(token, {})).json() as { exp: number };
    expect(exp - now).toBeGreaterThanOrEqual(3599);
    expect(exp - now).toBeLessThanOrEqual(3601);
  });

  it('rejects a lifetime under 60 s naming ttlSeconds', async () => {
    const token = await t.signIn(['developer']);
    const res = await generate(token, { ttlSeconds: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'ttlSeconds' });
  });

  it('does not let a temporary token mint another', async () => {
    const token = await t.signIn(['developer']);
    const { token: temp } = (await generate(token, {})).json() as { token: string };
    expect((await generate(temp, {})).statusCode).toBe(403);
  });
});

describe('POST /v1/admin/auth/dev', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminEmails: ['root@eventory.app'] });
  });
  afterAll(() => t.close());

  const dev = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/admin/auth/dev', payload });

  it('signs in as developer by default', async () => {
    const res = await dev({ email: 'Dev@Eventory.app' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'dev@eventory.app',
      roles: ['developer'],
      isSignedIn: true,
      isSuperAdmin: false,
    });
  });

  it('makes ADMIN_EMAILS super admins', async () => {
    expect((await dev({ email: 'root@eventory.app' })).json().isSuperAdmin).toBe(true);
  });

  it('marks view-only roles read-only (§6 ranking levels)', async () => {
    expect((await dev({ email: 'v@eventory.app', roles: ['ViewOnly'] })).json().readonly).toBe(true);
    expect((await dev({ email: 'u@eventory.app', roles: ['user'] })).json().readonly).toBe(false);
  });

  it('rejects an unknown role with 400 naming the field', async () => {
    const res = await dev({ email: 'x@eventory.app', roles: ['user', 'wizard'] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'roles.1' });
    expect(body.errorMessage).toMatch(/^roles\.1: must be one of developer, /);
  });

  it('refuses a duplicated role: roles are a set, two ReplayOnly do not make a writer', async () => {
    const res = await dev({ email: 'r@eventory.app', roles: ['ReplayOnly', 'ReplayOnly'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      errorMessage: 'roles.1: names ReplayOnly twice: roles are a set',
      field: 'roles.1',
    });
  });

  it('rejects a malformed email with 400 naming the field', async () => {
    const res = await dev({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      errorMessage: 'email: must be an email address',
      field: 'email',
    });
  });

  it('answers BAD_JSON for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/dev',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('BAD_JSON');
  });
});

describe('feature and server config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appEnv: 'uat' });
  });
  afterAll(() => t.close());

  it('answers the features open outside production', async () => {
    const token = await t.signIn(['ViewOnly']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/feature/config',
      headers: { 'access-token': token },
    });
    expect(res.json().features).toMatchObject({ devSignIn: true, tester: true, shadow: true });
  });

  it('answers the tracking version and environment', async () => {
    const token = await t.signIn(['ViewOnly']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/config',
      headers: { 'access-token': token },
    });
    expect(res.json()).toEqual({ trackingVersion: '1', environment: 'uat' });
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appEnv: 'production' });
  });
  afterAll(() => t.close());

  it('has no development sign-in: 404 exactly like an unknown route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/dev',
      payload: { email: 'a@eventory.app' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: 'NOT_FOUND', errorMessage: 'No route POST /v1/admin/auth/dev' });
  });

  it('ignores debugRole', async () => {
    const token = await t.signIn(['developer']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/generate-temp-token?debugRole=ViewOnly',
      headers: { 'access-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it('turns the tester and shadow features off', async () => {
    const token = await t.signIn(['developer']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/feature/config',
      headers: { 'access-token': token },
    });
    expect(res.json().features).toMatchObject({ devSignIn: false, tester: false, shadow: false });
  });
});
