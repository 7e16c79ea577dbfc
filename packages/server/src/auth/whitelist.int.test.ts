// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Admin spec §2 "Admin Whitelist" (super admins only) and §7 change log of every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('admin whitelist', () => {
  let t: TestApp;
  let superToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    superToken = await t.signIn(['developer'], { email: 'root@eventory.app', isSuperAdmin: true });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'access-token': token }, ...(payload ? { payload } : {}) });

  it('is closed to a developer who is not a super admin', async () => {
    const token = await t.signIn(['developer']);
    const res = await call('GET', '/v1/admin/whitelist', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('FORBIDDEN');
  });

  it('adds an entry, lists it and records the change', async () => {
    const put = await call('PUT', '/v1/admin/whitelist/New.Person@eventory.app', superToken, {
      roles: ['user', 'ToolsControl'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      email: 'new.person@eventory.app',
      roles: ['user', 'ToolsControl'],
      isSuperAdmin: false,
      readonly: false,
    });

    const list = await call('GET', '/v1/admin/whitelist', superToken);
    expect(list.json().items).toContainEqual({
      email: 'new.person@eventory.app',
      roles: ['user', 'ToolsControl'],
      isSuperAdmin: false,
      readonly: false,
    });

    const logged = await t.db.select().from(changeLog).where(eq(changeLog.objId, 'new.person@eventory.app'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      email: 'root@eventory.app',
      tableName: 'admin_whitelist',
      action: 'create',
      before: null,
    });
  });

  it('updates an entry, logging before and after', async () => {
    await call('PUT', '/v1/admin/whitelist/edit@eventory.app', superToken, { roles: ['user'] });
    const res = await call('PUT', '/v1/admin/whitelist/edit@eventory.app', superToken, {
      roles: ['ViewOnly'],
      readonly: true,
    });
    expect(res.json()).toMatchObject({ roles: ['ViewOnly'], readonly: true });
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(eq(changeLog.objId, 'edit@eventory.app'))
      .orderBy(changeLog.id);
    expect(logged.map((l) => l.action)).toEqual(['create', 'update']);
    expect(logged[1]?.before).toMatchObject({ roles: ['user'] });
    expect(logged[1]?.after).toMatchObject({ roles: ['ViewOnly'] });
  });

  it('lets the whitelist decide the next sign-in (super admin flag)', async () => {
    await call('PUT', '/v1/admin/whitelist/promoted@eventory.app', superToken, {
      roles: ['user'],
      isSuperAdmin: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/dev',
      payload: { email: 'promoted@eventory.app', roles: ['user'] },
    });
    expect(res.json().isSuperAdmin).toBe(true);
  });

  it('removes an entry and logs the removal', async () => {
    await call('PUT', '/v1/admin/whitelist/gone@eventory.app', superToken, { roles: ['user'] });
    const res = await call('DELETE', '/v1/admin/whitelist/gone@eventory.app', superToken);
    expect(res.statusCode).toBe(200);
    const list = await call('GET', '/v1/admin/whitelist', superToken);
    expect(list.json().items.map((i: { email: string }) => i.email)).not.toContain('gone@eventory.app');
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(eq(changeLog.objId, 'gone@eventory.app'))
      .orderBy(changeLog.id);
    expect(logged.at(-1)).toMatchObject({ action: 'delete', after: null });
  });

  it('answers 404 NOT_FOUND removing an email that is not listed', async () => {
    const res = await call('DELETE', '/v1/admin/whitelist/nobody@eventory.app', superToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });

  it('rejects an unknown role naming the field', async () => {
    const res = await call('PUT', '/v1/admin/whitelist/x@eventory.app', superToken, { roles: ['emperor'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'roles.0' });
  });

  it('refuses a duplicated role naming the field, and stores nothing', async () => {
    const res = await call('PUT', '/v1/admin/whitelist/twice@eventory.app', superToken, {
      roles: ['ReplayOnly', 'ReplayOnly'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'roles.1' });
    const list = (await call('GET', '/v1/admin/whitelist', superToken)).json() as {
      items: { email: string }[];
    };
    expect(list.items.map((e) => e.email)).not.toContain('twice@eventory.app');
  });

  it('rejects a path that is not an email', async () => {
    const res = await call('PUT', '/v1/admin/whitelist/not-an-email', superToken, { roles: ['user'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'email' });
  });

  it('does not let a super admin remove or demote themselves', async () => {
    expect((await call('DELETE', '/v1/admin/whitelist/root@eventory.app', superToken)).statusCode).toBe(400);
    const demote = await call('PUT', '/v1/admin/whitelist/root@eventory.app', superToken, {
      roles: ['developer'],
      isSuperAdmin: false,
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().field).toBe('isSuperAdmin');
  });

  it('does not log a write that failed', async () => {
    const before = (await t.db.select().from(changeLog)).length;
    await call('PUT', '/v1/admin/whitelist/y@eventory.app', superToken, { roles: ['emperor'] });
    expect(await t.db.select().from(changeLog)).toHaveLength(before);
  });
});
