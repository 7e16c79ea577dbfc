// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@eventory/domain/leaderboard-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from './demo-population.ts';

describe('platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
  });
  afterAll(() => t.close());

  it('lists streamers and viewers for the tester pickers', async () => {
    const token = await t.signIn(['ViewOnly']);
    const get = async (kind: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/platform/users?kind=${kind}`,
        headers: { 'access-token': token },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: UserInfo[] }).items;
    };
    const streamers = await get('streamer');
    expect(streamers).toHaveLength(DEMO_STREAMERS.length);
    expect(new Set(streamers.map((u) => u.userID))).toEqual(new Set(DEMO_STREAMERS.map((u) => u.userId)));
    expect(await get('viewer')).toHaveLength(DEMO_VIEWERS.length);
  });

  it('refuses an unknown user kind naming the field', async () => {
    const token = await t.signIn(['ViewOnly']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/platform/users?kind=robot',
      headers: { 'access-token': token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'kind' });
  });

  it('serves a cacheable SVG avatar with the user initials', async () => {
    const luna = DEMO_STREAMERS[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/platform/avatars/${luna.userId}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('public');
    expect(res.body).toContain('>LC</text>');
  });
});
