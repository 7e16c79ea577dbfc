// backends: once: through HTTP and services with no dialect-specific code
// Admin spec §7 "Other hosts": "GET user/infos (users)." and "GET gifticon/{id}." (issue 30 §3.3): served
// from the platform data (the platform users table, the gift catalogue), not 404 "No route".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giftIconV2Url,
  giftIconVersionedUrl,
  giftListIconUrl,
  type GiftIconInfo,
} from '@eventory/domain/gifts';
import type { UserInfosResponse } from '@eventory/domain/platform-users';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from './demo-population.ts';

describe('other hosts: user infos and gift icons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET user/infos?users= answers the known users in the order asked, with name, region, openID and picture', async () => {
    const [luna, kai] = [DEMO_STREAMERS[0]!, DEMO_STREAMERS[2]!];
    const viewer = DEMO_VIEWERS[0]!;
    const res = await get(`/user/infos?users=${kai.userId},unknown-user,${luna.userId},${viewer.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<UserInfosResponse>();
    expect(data.map((u) => u.userID)).toEqual([kai.userId, luna.userId, viewer.userId]);
    expect(data[1]).toMatchObject({
      userID: luna.userId,
      displayName: 'Luna Chen',
      openID: 'luna_chen',
      region: 'TW',
    });
    expect((await get(data[1]!.picture)).statusCode).toBe(200);
  });

  it('takes users repeated as well as comma-separated, each once', async () => {
    const id = DEMO_STREAMERS[0]!.userId;
    const res = await get(`/user/infos?users=${id}&users=${id},${DEMO_STREAMERS[1]!.userId}`);
    expect(res.json<UserInfosResponse>().data.map((u) => u.userID)).toEqual([id, DEMO_STREAMERS[1]!.userId]);
  });

  it('refuses no users and more than 100 with 400 naming users', async () => {
    for (const url of [
      '/user/infos',
      '/user/infos?users=',
      `/user/infos?users=${Array.from({ length: 101 }, (_, i) => `u${i}`).join(',')}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'users' });
    }
  });

  it("GET gifticon/{id} answers the gift's icon sources, the ones the CDN lacks as null", async () => {
    const rose = await get('/gifticon/rose');
    expect(rose.statusCode, rose.body).toBe(200);
    expect(rose.json<GiftIconInfo>()).toEqual({
      giftID: 'rose',
      version: 2,
      name: expect.objectContaining({ en_US: 'Rose', zh_TW: '玫瑰' }),
      icon: giftListIconUrl('rose'),
      iconVersioned: giftIconVersionedUrl('rose', 2),
      iconV2: giftIconV2Url('rose'),
    });
    const heart = (await get('/gifticon/heart')).json<GiftIconInfo>();
    expect(heart.iconV2).toBeNull();
    for (const url of [heart.icon, heart.iconVersioned!]) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('answers 404 NOT_FOUND for an unknown gift', async () => {
    const res = await get('/gifticon/no-such-gift');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});
