// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedSession } from '@eventory/domain/sign-in-system';
import { adminCall, adminInject } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('sign-in system', () => {
  let t: TestApp;
  let dev: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer'], { email: 'lead@eventory.test' });
    viewer = await t.signIn(['ViewOnly'], { email: 'watcher@eventory.test' });
  });
  afterAll(() => t.close());

  const sessions = (token = dev, query = '') =>
    adminCall<{ items: IssuedSession[] }>(t, token, 'GET', `/v1/admin/sign-in-system/sessions${query}`);

  it('lists who is signed in: every session and temporary token issued, by method', async () => {
    const { token } = await adminCall<{ token: string }>(
      t,
      dev,
      'POST',
      '/v1/admin/auth/generate-temp-token',
      {
        ttlSeconds: 120,
      },
    );
    expect(token).toBeTruthy();
    const { items } = await sessions();
    const mine = items.filter((s) => s.email === 'lead@eventory.test');
    expect(mine.map((s) => [s.kind, s.method]).sort()).toEqual([
      ['session', 'dev'],
      ['temp', 'temp-token'],
    ]);
    expect(items.find((s) => s.email === 'watcher@eventory.test')).toMatchObject({
      active: true,
      roles: ['ViewOnly'],
    });
    const filtered = await sessions(dev, '?email=watcher@eventory.test');
    expect(filtered.items.every((s) => s.email === 'watcher@eventory.test')).toBe(true);
  });

  it('a revoked session is refused by the guard (401) and the list shows who revoked it', async () => {
    const victim = await t.signIn(['developer'], { email: 'victim@eventory.test' });
    expect((await adminInject(t, victim, 'GET', '/v1/admin/auth/session')).statusCode).toBe(200);
    expect((await adminInject(t, victim, 'GET', '/v1/admin/gift-bucket/buckets')).statusCode).toBe(200);
    const session = (await sessions(dev, '?email=victim@eventory.test')).items[0]!;
    const revoked = await adminCall<IssuedSession>(
      t,
      dev,
      'POST',
      `/v1/admin/sign-in-system/sessions/${session.id}/revoke`,
    );
    expect(revoked).toMatchObject({ active: false, revokedBy: 'lead@eventory.test' });
    const refused = await adminInject(t, victim, 'GET', '/v1/admin/gift-bucket/buckets');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    // Not in the active list any more; in the full list with its revocation.
    expect((await sessions(dev, '?email=victim@eventory.test')).items).toEqual([]);
    const all = await sessions(dev, '?email=victim@eventory.test&active=false');
    expect(all.items[0]).toMatchObject({ id: session.id, revokedBy: 'lead@eventory.test' });
    // A new sign-in works again.
    const again = await t.signIn(['developer'], { email: 'victim@eventory.test' });
    expect((await adminInject(t, again, 'GET', '/v1/admin/gift-bucket/buckets')).statusCode).toBe(200);
  });

  it('revoke-user signs out every active session and temporary token of a user', async () => {
    const a = await t.signIn(['developer'], { email: 'twice@eventory.test' });
    const { token: temp } = await adminCall<{ token: string }>(
      t,
      a,
      'POST',
      '/v1/admin/auth/generate-temp-token',
      {},
    );
    const { items } = await adminCall<{ items: IssuedSession[] }>(
      t,
      dev,
      'POST',
      '/v1/admin/sign-in-system/revoke-user',
      {
        email: 'twice@eventory.test',
      },
    );
    expect(items).toHaveLength(2);
    expect((await adminInject(t, a, 'GET', '/v1/admin/sign-in-system/sessions')).statusCode).toBe(401);
    expect((await adminInject(t, temp, 'GET', '/v1/admin/sign-in-system/sessions')).statusCode).toBe(401);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a revoke in one process applies in another within the refresh interval',
    async () => {
      const other = await createTestApp({}, { sameDatabaseAs: t });
      try {
        const victim = await t.signIn(['developer'], { email: 'far@eventory.test' });
        expect((await adminInject(other, victim, 'GET', '/v1/admin/gift-bucket/buckets')).statusCode).toBe(
          200,
        );
        await adminCall(t, dev, 'POST', '/v1/admin/sign-in-system/revoke-user', {
          email: 'far@eventory.test',
        });
        await new Promise((r) => setTimeout(r, 2100));
        expect((await adminInject(other, victim, 'GET', '/v1/admin/gift-bucket/buckets')).statusCode).toBe(
          401,
        );
      } finally {
        await other.close();
      }
    },
  );

  it('refuses bad ids and unknown sessions, and gates by tempAuth', async () => {
    expect(
      (await adminInject(t, dev, 'POST', '/v1/admin/sign-in-system/sessions/nope/revoke')).statusCode,
    ).toBe(400);
    expect(
      (
        await adminInject(
          t,
          dev,
          'POST',
          '/v1/admin/sign-in-system/sessions/00000000-0000-4000-8000-000000000000/revoke',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await adminInject(t, dev, 'POST', '/v1/admin/sign-in-system/revoke-user', { email: 'x' })).statusCode,
    ).toBe(400);
    expect((await adminInject(t, viewer, 'GET', '/v1/admin/sign-in-system/sessions')).statusCode).toBe(403);
    expect(
      (await adminInject(t, viewer, 'POST', '/v1/admin/sign-in-system/revoke-user', { email: 'a@b.c' }))
        .statusCode,
    ).toBe(403);
  });
});
