// backends: once: through HTTP and services with no dialect-specific code
// The cache system through the real app (issue 15 §2): configs, values per content type, the empty PUT
// that clears, the change log, permissions, and the campaign-cache fetcher reading what was written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CacheConfig, CacheValue } from '@eventory/domain/cache-system';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe(`cache system (${process.env.TEST_DB === 'postgres' && process.env.REDIS_URL ? 'values in Redis' : 'values in the database'})`, () => {
  let t: TestApp;
  let dev: string;

  beforeAll(async () => {
    t = await createTestApp(
      process.env.TEST_DB === 'postgres' && process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {},
    );
    dev = await t.signIn(['developer']);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = dev,
  ) =>
    t.app.inject({
      method,
      url: `/v1/admin/cache-system/${url}`,
      headers: { 'access-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: object) => {
    const response = await call('POST', 'cache-configs', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CacheConfig;
  };

  it('creates, lists, reads, changes and deletes cache configs, logging each change', async () => {
    const config = await create({ name: 'summer.top', options: { description: 'Top streamers' } });
    expect(config).toMatchObject({
      name: 'summer.top',
      contentType: 'application/json',
      options: { ttlSeconds: 0, description: 'Top streamers' },
    });
    expect((await call('GET', 'cache-configs')).json()).toMatchObject({ items: [{ id: config.id }] });
    expect((await call('GET', `cache-configs/${config.id}`)).json()).toMatchObject({ name: 'summer.top' });

    const dup = await call('POST', 'cache-configs', { name: 'summer.top' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ errorCode: 'CACHE_NAME_TAKEN', field: 'name' });

    const patched = await call('PATCH', `cache-configs/${config.id}`, { options: { ttlSeconds: 60 } });
    expect(patched.json()).toMatchObject({ options: { ttlSeconds: 60, description: 'Top streamers' } });

    expect((await call('DELETE', `cache-configs/${config.id}`)).statusCode).toBe(200);
    expect((await call('GET', `cache-configs/${config.id}`)).statusCode).toBe(404);
    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'cache_configs'), eq(changeLog.objId, String(config.id))))
      .orderBy(changeLog.id);
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses bad configs with the field named', async () => {
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: 'has space' }, 'name'],
      [{ name: 'x', contentType: 'application/zip' }, 'contentType'],
      [{ name: 'x', options: { ttlSeconds: -1 } }, 'options.ttlSeconds'],
    ] as const) {
      const response = await call('POST', 'cache-configs', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect((await call('PATCH', 'cache-configs/999999', { name: 'y' })).statusCode).toBe(404);
    expect((await call('GET', 'caches/abc')).statusCode).toBe(400);
  });

  it('keeps a JSON value parsed, refuses invalid JSON, and clears on an empty PUT', async () => {
    const config = await create({ name: 'winter.rows' });
    const rows = [{ userID: 'a', score: 3 }];
    const put = await call('PUT', `caches/${config.id}`, { value: JSON.stringify(rows) });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ value: rows, raw: JSON.stringify(rows) });
    const got = (await call('GET', `caches/${config.id}`)).json() as CacheValue;
    expect(got.value).toEqual(rows);
    expect(got.updatedAt).toBeGreaterThan(0);

    const bad = await call('PUT', `caches/${config.id}`, { value: '{"oops":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'value' });
    expect(((await call('GET', `caches/${config.id}`)).json() as CacheValue).value).toEqual(rows);

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/cache-system/caches/${config.id}`,
      headers: { 'access-token': dev },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ raw: null, value: null, updatedAt: null });
    expect(((await call('GET', `caches/${config.id}`)).json() as CacheValue).raw).toBeNull();
  });

  it('wraps other content types with data and @content_type', async () => {
    const config = await create({ name: 'notice.text', contentType: 'text/plain' });
    await call('PUT', `caches/${config.id}`, { value: 'Hello {not json' });
    expect(((await call('GET', `caches/${config.id}`)).json() as CacheValue).value).toEqual({
      data: 'Hello {not json',
      '@content_type': 'text/plain',
    });
    expect((await call('PUT', `caches/${config.id}`, { value: 5 })).statusCode).toBe(400);
  });

  it('feeds the campaign-cache fetcher by id, uuid and name', async () => {
    const config = await create({ name: 'live.board' });
    const empty = await t.app.inject({ method: 'GET', url: `/campaign/cache/${config.id}` });
    expect(empty.json()).toEqual([]);
    const doc = { streamers: [{ userID: 'luna' }], '@timestamp': 1_767_225_600 };
    await call('PUT', `caches/${config.id}`, { value: JSON.stringify(doc) });
    for (const url of [
      `/campaign/cache/${config.id}`,
      `/campaign/cache/${config.uuid}`,
      '/api/campaign/cache/live.board',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual(doc);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/campaign/cache/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/campaign/cache/..%2f' })).statusCode).toBe(404);
  });

  it('gates on cacheSystem, writes on write access', async () => {
    const viewOnly = await t.signIn(['ViewOnly']);
    expect((await call('GET', 'cache-configs', undefined, viewOnly)).statusCode).toBe(403);
    const readonly = await t.signIn(['developer'], { email: 'ro-cache@test.eventory.app', readonly: true });
    expect((await call('GET', 'cache-configs', undefined, readonly)).statusCode).toBe(200);
    expect((await call('POST', 'cache-configs', { name: 'nope' }, readonly)).statusCode).toBe(403);
  });
});
