// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftsResponse } from '@eventory/domain/gifts';
import { giftIconV2Url, giftIconVersionedUrl, giftListIconUrl } from '@eventory/domain/gifts';
import type { AvatarItem, RewardStyle } from '@eventory/domain/reward-styles';
import { LOCALES } from '@eventory/domain/locales';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';
import { DEMO_VIEWERS } from './demo-population.ts';

describe('platform catalogue: gifts, reward styles, avatar items', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signVisitorToken(deriveVisitorKey(t.app.sessionKey), DEMO_VIEWERS[0]!.userId, 'jwt'))
      .token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists the gifts with names in six locales and an icon our server serves', async () => {
    const res = await get('/api/v1/public/gifts');
    expect(res.statusCode).toBe(200);
    const { gifts } = res.json() as GiftsResponse;
    // The demo seed sends these five; the list holds them all.
    expect(gifts.map((g) => g.giftID)).toEqual(
      expect.arrayContaining(['rose', 'heart', 'star', 'rocket', 'castle']),
    );
    const rose = gifts.find((g) => g.giftID === 'rose')!;
    expect(rose).toMatchObject({ point: 1, version: 2, icon: giftListIconUrl('rose') });
    expect(Object.keys(rose.name).sort()).toEqual([...LOCALES].sort());
    for (const gift of gifts) {
      const icon = await get(gift.icon);
      expect([gift.giftID, icon.statusCode]).toEqual([gift.giftID, 200]);
      expect(icon.headers['content-type']).toContain('image/svg+xml');
      expect(icon.body.startsWith('<svg')).toBe(true);
    }
  });

  it('serves V2 and versioned icons only where they exist, so the page falls back down the chain', async () => {
    expect((await get(giftIconV2Url('rose'))).statusCode).toBe(200);
    expect((await get(giftIconV2Url('heart'))).statusCode).toBe(404);
    expect((await get(giftIconVersionedUrl('heart', 2))).statusCode).toBe(200);
    // Every gift's current version is on the CDN (issue 30 §1.5: star_v1.svg answered 404); an old one is not.
    expect((await get(giftIconVersionedUrl('heart', 1))).statusCode).toBe(404);
    expect((await get(giftIconVersionedUrl('star', 1))).statusCode).toBe(200);
    expect((await get(giftIconVersionedUrl('star', 2))).statusCode).toBe(404);
    expect((await get(giftListIconUrl('star'))).statusCode).toBe(200);
    const unknown = await get('/platform/gift-icons/no-such-gift.svg');
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'NOT_FOUND']);
    expect((await get('/platform/gift-icons/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('answers a reward style for a signed-in viewer: image or colour, names per language', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const frame = await get('/userStyle/avatar/style/frame-gold', auth);
    expect(frame.statusCode).toBe(200);
    const style = frame.json() as RewardStyle;
    expect(style).toMatchObject({ id: 'frame-gold', rewardTypeName: 'avatar', colorCode: '' });
    expect(style.displayNames.map((d) => d.language)).toEqual([...LOCALES]);
    expect(style.displayNames.find((d) => d.language === 'en_US')?.value).toBe('Gold frame');
    expect((await get(style.url)).statusCode).toBe(200);

    const colour = (await get('/userStyle/commentTextColor/style/text-coral', auth)).json() as RewardStyle;
    expect(colour).toMatchObject({ url: '', colorCode: '#ff6f61' });

    const gift = await get('/userStyle/gift/style/rocket', auth);
    // A gift's picture is the gift's own icon, not a drawn letter (issue 30 §1.7).
    expect(gift.json()).toMatchObject({
      id: 'rocket',
      rewardTypeName: 'gift',
      url: giftListIconUrl('rocket'),
    });
  });

  it('refuses the style call without a token (401), an unknown type (400 naming it) and id (404)', async () => {
    expect((await get('/userStyle/avatar/style/frame-gold')).statusCode).toBe(401);
    const auth = { authorization: `Bearer ${token}` };
    const badType = await get('/userStyle/hat/style/frame-gold', auth);
    expect([badType.statusCode, badType.json().field]).toEqual([400, 'rewardTypeName']);
    const missing = await get('/userStyle/badge/style/nope', auth);
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers an avatar item with its icon URL; unknown items are 404', async () => {
    const res = await get('/avatar/items/cat-ears');
    expect(res.statusCode).toBe(200);
    const item = res.json() as AvatarItem;
    expect(item.id).toBe('cat-ears');
    expect((await get(item.iconURL)).statusCode).toBe(200);
    expect((await get('/avatar/items/nope')).statusCode).toBe(404);
  });
});
