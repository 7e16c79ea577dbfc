// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign } from '@eventory/domain/campaign';
import type { TranslationKey } from '@eventory/domain/translations';
import { campaignTranslations } from '../db/schema/campaign-admin.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign } from '../test/fixtures.ts';

describe('campaign translations', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let campaign: Campaign;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
  });
  afterAll(() => t.close());

  const url = () => `/v1/admin/campaigns/${campaign.ID}/translations`;
  const stored = () =>
    t.db.select().from(campaignTranslations).where(eq(campaignTranslations.campaignId, campaign.ID));
  const logs = () =>
    t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'translations'), eq(changeLog.objId, String(campaign.ID))))
      .orderBy(changeLog.id);

  it('saves keys with their values and reads them back, logging before/after', async () => {
    campaign = await createCampaign(t, admin);
    expect(await adminCall(t, viewer, 'GET', url())).toEqual([]);
    const saved = await adminCall<TranslationKey[]>(t, admin, 'PUT', url(), {
      keys: [
        {
          key: 'title',
          translations: [
            { locale: 'en_US', value: 'Spring Cup' },
            { locale: 'zh_TW', value: '春季盃' },
          ],
        },
        { key: 'rules', translations: [{ locale: 'ja', value: 'ルール' }] },
      ],
    });
    const expected = [
      { key: 'rules', translations: [{ locale: 'ja', value: 'ルール' }] },
      {
        key: 'title',
        translations: [
          { locale: 'zh_TW', value: '春季盃' },
          { locale: 'en_US', value: 'Spring Cup' },
        ],
      },
    ];
    expect(saved).toEqual(expected);
    expect(await adminCall(t, viewer, 'GET', url())).toEqual(expected);
    expect((await logs()).at(-1)).toMatchObject({ action: 'update', before: [], after: expected });
  });

  it('a save drops empty values and keys left without values, leaving other keys alone (§5)', async () => {
    const saved = await adminCall<TranslationKey[]>(t, admin, 'PUT', url(), {
      keys: [
        {
          key: 'title',
          translations: [
            { locale: 'en_US', value: 'Spring Cup 2' },
            { locale: 'zh_TW', value: '' },
          ],
        },
        { key: 'rules', translations: [{ locale: 'ja', value: '   ' }] },
        { key: 'empty', translations: [] },
      ],
    });
    expect(saved).toEqual([{ key: 'title', translations: [{ locale: 'en_US', value: 'Spring Cup 2' }] }]);
    expect(await stored()).toHaveLength(1);
  });

  it('deletes a key', async () => {
    await adminCall(t, admin, 'PUT', url(), {
      keys: [{ key: 'extra', translations: [{ locale: 'ar', value: 'x' }] }],
    });
    const left = await adminCall<TranslationKey[]>(t, admin, 'DELETE', `${url()}/extra`);
    expect(left.map((k) => k.key)).toEqual(['title']);
    expect((await logs()).at(-1)).toMatchObject({
      action: 'delete',
      before: [{ key: 'extra', translations: [{ locale: 'ar', value: 'x' }] }],
    });
    expect((await adminInject(t, admin, 'DELETE', `${url()}/extra`)).statusCode).toBe(404);
  });

  it('refuses a bad save with 400 naming the field, changing nothing', async () => {
    const before = await stored();
    const entries = (await logs()).length;
    const res = await adminInject(t, admin, 'PUT', url(), {
      keys: [
        { key: 'title', translations: [{ locale: 'en_US', value: 'changed' }] },
        { key: 'bad', translations: [{ locale: 'klingon', value: 'x' }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      field: 'keys.1.translations.0.locale',
    });
    expect(await stored()).toEqual(before);
    expect(await logs()).toHaveLength(entries);
  });

  it('refuses a ViewOnly user with 403 on save and delete', async () => {
    const before = await stored();
    expect(
      (
        await adminInject(t, viewer, 'PUT', url(), {
          keys: [{ key: 'v', translations: [{ locale: 'ja', value: 'v' }] }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await adminInject(t, viewer, 'DELETE', `${url()}/title`)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
