// backends: once: through HTTP and services with no dialect-specific code
// Admin spec §3/§4 sign-in with a Google credential, verified against a local key set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '@eventory/domain/session';
import { upsertWhitelistEntry } from './whitelist.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startFakeGoogle, type FakeGoogle } from '../test/google-fake.ts';

describe('POST /v1/admin/auth/google', () => {
  let google: FakeGoogle;
  let t: TestApp;
  const signIn = (idToken: string) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/auth/google', payload: { idToken } });

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      googleClientId: google.clientId,
      googleJwksUrl: google.jwksUrl,
      adminEmails: ['boss@eventory.app'],
    });
    await upsertWhitelistEntry(t.db, {
      email: 'ops@eventory.app',
      roles: ['user'],
      isSuperAdmin: false,
      readonly: false,
    });
    await upsertWhitelistEntry(t.db, {
      email: 'watcher@eventory.app',
      roles: ['user'],
      isSuperAdmin: false,
      readonly: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('answers the AdminSession of a whitelisted user, expiring in 600 s (§3)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await signIn(
      await google.mintIdToken({ email: 'Ops@Eventory.app', name: 'Ops Person', picture: 'https://p/x.png' }),
    );
    expect(res.statusCode).toBe(200);
    const session = res.json() as AdminSession;
    expect(session).toMatchObject({
      name: 'Ops Person',
      email: 'ops@eventory.app',
      picture: 'https://p/x.png',
      isSignedIn: true,
      isSuperAdmin: false,
      readonly: false,
      roles: ['user'],
    });
    expect(session.goAccessToken).toBe(session.accessToken);
    expect(session.exp).toBeGreaterThanOrEqual(before + 600);
    expect(session.exp).toBeLessThanOrEqual(before + 601);
  });

  it('issues a session the admin API accepts', async () => {
    const { accessToken } = (
      await signIn(await google.mintIdToken({ email: 'ops@eventory.app' }))
    ).json() as AdminSession;
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/auth/session',
      headers: { 'access-token': accessToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ops@eventory.app', roles: ['user'], accessToken });
  });

  it('makes ADMIN_EMAILS super admins with the developer role', async () => {
    const session = (
      await signIn(await google.mintIdToken({ email: 'boss@eventory.app' }))
    ).json() as AdminSession;
    expect(session.isSuperAdmin).toBe(true);
    expect(session.roles).toContain('developer');
  });

  it('marks a whitelist entry flagged readonly as read-only', async () => {
    const session = (
      await signIn(await google.mintIdToken({ email: 'watcher@eventory.app' }))
    ).json() as AdminSession;
    expect(session.readonly).toBe(true);
  });

  it('refuses a token issued for another client id with INVALID_AUDIENCE', async () => {
    const res = await signIn(
      await google.mintIdToken({
        email: 'ops@eventory.app',
        audience: 'someone-else.apps.googleusercontent.com',
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_AUDIENCE' });
  });

  it('refuses a token from another issuer with INVALID_ISSUER', async () => {
    const res = await signIn(
      await google.mintIdToken({ email: 'ops@eventory.app', issuer: 'https://evil.example' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_ISSUER' });
  });

  it('accepts both Google issuer spellings', async () => {
    const res = await signIn(
      await google.mintIdToken({ email: 'ops@eventory.app', issuer: 'accounts.google.com' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const res = await signIn(await google.mintIdToken({ email: 'ops@eventory.app', expiresIn: -120 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
  });

  it('refuses a token whose claims were altered after signing with INVALID_SIGNATURE', async () => {
    const token = await google.mintIdToken({ email: 'stranger@eventory.app' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'ops@eventory.app' })).toString(
      'base64url',
    );
    const res = await signIn(`${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
  });

  it('refuses a token signed with a key Google does not publish', async () => {
    const res = await signIn(
      await google.mintIdToken({ email: 'ops@eventory.app', signWithUnpublishedKey: true }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
      iss: 'https://accounts.google.com',
      aud: google.clientId,
      email: 'ops@eventory.app',
      email_verified: true,
      iat: now,
      exp: now + 600,
    })}.`;
    const res = await signIn(unsigned);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toMatch(/^INVALID_/);
  });

  it('refuses an email Google has not verified', async () => {
    const res = await signIn(await google.mintIdToken({ email: 'ops@eventory.app', emailVerified: false }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'EMAIL_NOT_VERIFIED' });
  });

  it('refuses an email that is not on the whitelist with NOT_WHITELISTED', async () => {
    const res = await signIn(await google.mintIdToken({ email: 'stranger@eventory.app' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errorCode: 'NOT_WHITELISTED',
      errorMessage: 'stranger@eventory.app is not on the admin whitelist. Ask a super admin to add you.',
    });
  });

  it('names the missing field when idToken is absent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/admin/auth/google', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'idToken' });
    expect(res.json().errorMessage).toMatch(/^idToken: /);
  });
});

describe('POST /v1/admin/auth/google without GOOGLE_CLIENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ googleClientId: '' });
  });
  afterAll(() => t.close());

  it('answers 503 GOOGLE_NOT_CONFIGURED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/google',
      payload: { idToken: 'x.y.z' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ errorCode: 'GOOGLE_NOT_CONFIGURED' });
  });
});
