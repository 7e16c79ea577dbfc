// backends: once: through HTTP and services with no dialect-specific code
// Every admin route checks its permission on the server (DEVELOPERS standards; admin spec §6): the
// server refuses to start with an admin route that names no check, and this sweep calls every
// registered route without a session (401) and every write as a ViewOnly user (403).
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { registerGuard } from './guard.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Reads that take their question as a POST body: a ViewOnly user may ask them. */
const READS_BY_POST = new Set([
  'POST /v1/admin/evaluators/:id/explain',
  'POST /v1/admin/containers/:id/gift-box-score',
]);

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('permission checks on every admin route', () => {
  let t: TestApp;
  let viewOnly: string;
  beforeAll(async () => {
    t = await createTestApp();
    viewOnly = await t.signIn(['ViewOnly']);
  });
  afterAll(() => t.close());

  it('knows the admin routes (campaigns, containers, lookups, change log, older API, ...)', () => {
    const urls = new Set(t.app.adminRoutes.map((r) => r.url));
    expect(t.app.adminRoutes.length).toBeGreaterThan(100);
    for (const url of [
      '/v1/admin/campaigns',
      '/v1/admin/campaigns/:id/export',
      '/v1/admin/containers/:id/record/snapshots',
      '/v1/admin/lookup/actionlogs',
      '/v1/admin/change-logs/user/:email',
      '/v1/admin/event/search',
      '/v1/admin/prizes/send',
    ])
      expect(urls, url).toContain(url);
  });

  it('answers 401 UNAUTHENTICATED to every admin route called without a session', async () => {
    const answered: string[] = [];
    for (const { method, url } of t.app.adminRoutes) {
      const res = await t.app.inject({ method: method as 'GET', url: concrete(url), payload: {} });
      if (res.statusCode !== 401 || res.json<{ errorCode?: string }>().errorCode !== 'UNAUTHENTICATED')
        answered.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('answers 403 FORBIDDEN to every admin write called by a ViewOnly user, changing nothing', async () => {
    const changes = async () => (await t.db.select({ n: count() }).from(changeLog))[0]?.n;
    const changesBefore = await changes();
    const answered: string[] = [];
    for (const { method, url } of t.app.adminRoutes) {
      const key = `${method} ${url}`;
      if (method === 'GET' || READS_BY_POST.has(key)) continue;
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(url),
        headers: { 'access-token': viewOnly },
        payload: {},
      });
      if (res.statusCode !== 403 || res.json<{ errorCode?: string }>().errorCode !== 'FORBIDDEN')
        answered.push(`${key} → ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
    expect(await changes()).toBe(changesBefore);
  });

  it('lets a ViewOnly user ask the reads sent as POST (explain, gift-box score)', async () => {
    for (const key of READS_BY_POST) {
      const [method, url] = key.split(' ') as [string, string];
      expect(t.app.adminRoutes).toContainEqual(expect.objectContaining({ method, url }));
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(url),
        headers: { 'access-token': viewOnly },
        payload: {},
      });
      // Past the permission check: the empty question itself is refused.
      expect(res.statusCode, key).toBe(400);
    }
  });

  it('refuses to start with an admin route that names no permission check', async () => {
    const bare = Fastify();
    bare.decorate('config', loadConfig({ APP_ENV: 'development' }));
    registerGuard(bare, new Uint8Array(32));
    bare.get('/v1/admin/guarded', { preHandler: bare.guard('campaignControl') }, async () => 'ok');
    expect(() => bare.get('/v1/admin/unchecked', async () => 'open to anyone')).toThrow(
      'GET /v1/admin/unchecked has no permission check',
    );
    expect(bare.adminRoutes).toEqual([
      { method: 'GET', url: '/v1/admin/guarded', permissions: ['campaignControl'] },
    ]);
  });
});
