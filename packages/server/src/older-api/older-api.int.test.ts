// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign } from '@eventory/domain/campaign';
import type { TranslationKey } from '@eventory/domain/translations';
import { changeLog } from '../db/schema/change-log.ts';
import { campaigns, containers, leaderboards } from '../db/schema/campaigns.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, campaignInput, createCampaign, nowSeconds } from '../test/fixtures.ts';
import type { OlderEvent, OlderLeaderboard } from '@eventory/domain/older-event';
import type { GiftBucket } from './older-event.ts';

describe('older event API (admin spec §3 Event, §7 Older event API)', () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let permanent: string;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.signIn(['user'], { email: 'older@test.eventory.app' });
    viewer = await t.signIn(['ViewOnly']);
    permanent = await t.signIn(['PermanentViewOnly']);
  });
  afterAll(() => t.close());

  const logOf = (table: string, objId: number) =>
    t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, table), eq(changeLog.objId, String(objId))))
      .orderBy(changeLog.id);
  const createOlder = async (overrides: Record<string, unknown> = {}) =>
    (
      await adminCall<{ id: number }>(t, editor, 'POST', '/v1/admin/event/', {
        ...campaignInput(),
        ...overrides,
      })
    ).id;

  it('creates older events with ids ≤ 10000 from their own counter, beside newer campaigns from 10001', async () => {
    const newer = await createCampaign(t, editor);
    expect(newer.ID).toBeGreaterThan(10000);
    const first = await createOlder({
      extraInfo: { corporation: 'nil_string', department: 'Ops' },
      translations: [{ key: 'title', translations: [{ locale: 'en_US', value: 'Cup' }] }],
    });
    const second = await createOlder();
    expect(first).toBeLessThanOrEqual(10000);
    expect(second).toBe(first + 1);
    const event = await adminCall<OlderEvent>(t, viewer, 'GET', `/v1/admin/event/${first}`);
    expect(event).toMatchObject({
      id: first,
      extraInfo: { corporation: 'nil_string', department: 'Ops' },
      leaderboards: [],
      questionnaires: [],
      translations: [{ key: 'title', translations: [{ locale: 'en_US', value: 'Cup' }] }],
    });
    // The same data through the newer API: '' where the older API says nil_string.
    const same = await adminCall<Campaign>(t, viewer, 'GET', `/v1/admin/campaigns/${first}`);
    expect(same).toMatchObject({ ID: first, codeName: event.codeName, corporation: '', department: 'Ops' });
    expect((await logOf('campaigns', first)).map((l) => [l.action, l.email])).toEqual([
      ['create', 'older@test.eventory.app'],
    ]);
    expect((await logOf('translations', first)).map((l) => l.action)).toEqual(['update']);
  });

  it('refuses to hand out an id above 10000 (409, nothing created)', async () => {
    const top = await t.db
      .insert(campaigns)
      .values({
        id: 10000,
        codeName: `top-${process.pid}`,
        name: 'Top',
        kind: 'event',
        size: 'small',
        timezone: 'GMT+0800',
        durationType: 'Forever',
        startTime: 0,
        endTime: 0,
      })
      .returning();
    const res = await adminInject(t, editor, 'POST', '/v1/admin/event/', campaignInput());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'OLDER_IDS_EXHAUSTED' });
    await t.db.delete(campaigns).where(eq(campaigns.id, top[0]!.id));
  });

  it('searches older events only, by code name, paged', async () => {
    const id = await createOlder({ codeName: `older-search-${process.pid}` });
    const found = await adminCall<{ events: OlderEvent[]; totalCount: number }>(
      t,
      viewer,
      'GET',
      `/v1/admin/event/search?codeName=older-search`,
    );
    expect(found).toMatchObject({ totalCount: 1, events: [{ id }] });
    const all = await adminCall<{ events: OlderEvent[]; totalCount: number }>(
      t,
      viewer,
      'GET',
      '/v1/admin/event/search?limit=1',
    );
    expect(all.events).toHaveLength(1);
    expect(all.events.every((e) => e.id <= 10000)).toBe(true);
    const bad = await adminInject(t, viewer, 'GET', '/v1/admin/event/search?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'limit' });
  });

  it('patches an event, extraInfo included, logged with before and after', async () => {
    const id = await createOlder({ extraInfo: { corporation: 'Acme', department: 'Ops' } });
    const after = await adminCall<OlderEvent>(t, editor, 'PATCH', `/v1/admin/event/${id}`, {
      name: 'Renamed',
      extraInfo: { corporation: 'nil_string' },
    });
    expect(after).toMatchObject({
      name: 'Renamed',
      extraInfo: { corporation: 'nil_string', department: 'Ops' },
    });
    expect((await logOf('campaigns', id)).at(-1)).toMatchObject({
      action: 'update',
      before: { name: expect.stringMatching(/^Cup/), corporation: 'Acme' },
      after: { name: 'Renamed', corporation: '' },
    });
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const id = await createOlder();
    const before = await adminCall<OlderEvent>(t, viewer, 'GET', `/v1/admin/event/${id}`);
    for (const [body, field] of [
      [{ codeName: 'Bad Name' }, 'codeName'],
      [{ endTime: 1, startTime: 5 }, 'endTime'],
      [{ extraInfo: { corporation: 5 } }, 'extraInfo.corporation'],
    ] as const) {
      const res = await adminInject(t, editor, 'PATCH', `/v1/admin/event/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    }
    const create = await adminInject(t, editor, 'POST', '/v1/admin/event/', { name: 'No code' });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'codeName' });
    const badId = await adminInject(t, viewer, 'GET', '/v1/admin/event/abc');
    expect(badId.statusCode).toBe(400);
    expect(await adminCall<OlderEvent>(t, viewer, 'GET', `/v1/admin/event/${id}`)).toEqual(before);
    expect(await logOf('campaigns', id)).toHaveLength(1);
  });

  it('answers 404 for unknown and for newer events, 409 for a taken code name', async () => {
    const missing = await adminInject(t, viewer, 'GET', '/v1/admin/event/9999');
    expect(missing.statusCode).toBe(404);
    const newer = await createCampaign(t, editor);
    const viaOlder = await adminInject(t, viewer, 'GET', `/v1/admin/event/${newer.ID}`);
    expect(viaOlder.statusCode).toBe(404);
    expect(viaOlder.json().errorMessage).toContain(`campaigns/${newer.ID}`);
    const taken = await adminInject(
      t,
      editor,
      'POST',
      '/v1/admin/event/',
      campaignInput({ codeName: newer.codeName }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'CODE_NAME_TAKEN' });
  });

  it('keeps writes to read-only and other-area roles out (403), changing nothing', async () => {
    const id = await createOlder();
    const calls = [
      ['POST', '/v1/admin/event/', campaignInput()],
      ['PATCH', `/v1/admin/event/${id}`, { name: 'x' }],
      ['DELETE', `/v1/admin/event/${id}`, undefined],
      ['POST', `/v1/admin/event/${id}/leaderboard`, { groupName: 'g' }],
      ['PUT', `/v1/admin/event/${id}/translation`, { keys: [] }],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await adminInject(t, viewer, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await adminInject(t, permanent, 'GET', `/v1/admin/event/${id}`)).statusCode).toBe(403);
    expect(await logOf('campaigns', id)).toHaveLength(1);
  });

  it('adds, edits, lists and deletes leaderboards of an event, with their gift buckets', async () => {
    const id = await createOlder();
    const lb = await adminCall<OlderLeaderboard>(t, editor, 'POST', `/v1/admin/event/${id}/leaderboard`, {
      groupName: 'gold',
      giftIDs: [' rose ', ''],
    });
    expect(lb).toMatchObject({ groupName: 'gold', designName: '', giftIDs: ['rose'], isDeleted: false });
    expect(lb.containerID).toBeGreaterThan(0);
    const patched = await adminCall<OlderLeaderboard>(
      t,
      editor,
      'PATCH',
      `/v1/admin/event/${id}/leaderboard`,
      {
        id: lb.id,
        designName: 'shiny',
        giftIDs: ['heart'],
      },
    );
    expect(patched).toMatchObject({ id: lb.id, designName: 'shiny', giftIDs: ['heart'] });
    const badPatch = await adminInject(t, editor, 'PATCH', `/v1/admin/event/${id}/leaderboard`, {
      designName: 'x',
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json()).toMatchObject({ field: 'id' });
    const other = await createOlder();
    const foreign = await adminInject(t, editor, 'PATCH', `/v1/admin/event/${other}/leaderboard`, {
      id: lb.id,
    });
    expect(foreign.statusCode).toBe(404);

    const bucket = await adminCall<GiftBucket>(
      t,
      editor,
      'PATCH',
      `/v1/admin/event/${id}/leaderboard/${lb.id}/giftbucket`,
      { giftIDs: ['rose', ' star '] },
    );
    expect(bucket).toMatchObject({ leaderboardID: lb.id, giftIDs: ['rose', 'star'] });
    const again = await adminCall<GiftBucket>(
      t,
      editor,
      'PATCH',
      `/v1/admin/event/${id}/leaderboard/${lb.id}/giftbucket`,
      { giftIDs: ['rose'] },
    );
    expect(again.containerID).toBe(bucket.containerID);
    expect(
      await adminCall(t, viewer, 'GET', `/v1/admin/event/${id}/leaderboard/${lb.id}/giftbucket`),
    ).toEqual(again);
    const badBucket = await adminInject(
      t,
      editor,
      'PATCH',
      `/v1/admin/event/${id}/leaderboard/${lb.id}/giftbucket`,
      {
        giftIDs: 'rose',
      },
    );
    expect(badBucket.statusCode).toBe(400);
    await adminCall(t, editor, 'DELETE', `/v1/admin/event/${id}/leaderboard/${lb.id}/giftbucket`);
    const gone = await adminInject(t, viewer, 'GET', `/v1/admin/event/${id}/leaderboard/${lb.id}/giftbucket`);
    expect(gone.statusCode).toBe(404);
    expect((await logOf('containers', bucket.containerID)).map((l) => l.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);

    const deleted = await adminCall<OlderLeaderboard>(
      t,
      editor,
      'DELETE',
      `/v1/admin/event/${id}/leaderboard/${lb.id}`,
    );
    expect(deleted.isDeleted).toBe(true);
    const list = await adminCall<OlderLeaderboard[]>(t, viewer, 'GET', `/v1/admin/event/${id}/leaderboard`);
    expect(list).toMatchObject([{ id: lb.id, isDeleted: true }]);
    expect((await logOf('leaderboards', lb.id)).map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    const twice = await adminInject(t, editor, 'DELETE', `/v1/admin/event/${id}/leaderboard/${lb.id}`);
    expect(twice.statusCode).toBe(404);
  });

  it('saves and deletes translations, dropping empty values', async () => {
    const id = await createOlder();
    const saved = await adminCall<TranslationKey[]>(t, editor, 'PUT', `/v1/admin/event/${id}/translation`, {
      keys: [
        {
          key: 'title',
          translations: [
            { locale: 'en_US', value: 'Cup' },
            { locale: 'ja', value: ' ' },
          ],
        },
        { key: 'empty', translations: [{ locale: 'en_US', value: '' }] },
      ],
    });
    expect(saved).toEqual([{ key: 'title', translations: [{ locale: 'en_US', value: 'Cup' }] }]);
    const bad = await adminInject(t, editor, 'PUT', `/v1/admin/event/${id}/translation`, {
      keys: [{ key: 'x', translations: [{ locale: 'xx', value: 'a' }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'keys.0.translations.0.locale' });
    expect(await adminCall(t, editor, 'DELETE', `/v1/admin/event/${id}/translation/title`)).toEqual([]);
    const missing = await adminInject(t, editor, 'DELETE', `/v1/admin/event/${id}/translation/title`);
    expect(missing.statusCode).toBe(404);
    expect((await logOf('translations', id)).map((l) => l.action)).toEqual(['update', 'delete']);
  });

  it('deletes an event with its leaderboards, hiding their containers, logged', async () => {
    const id = await createOlder({ startTime: nowSeconds() - 10 });
    const lb = await adminCall<Required<OlderLeaderboard>>(
      t,
      editor,
      'POST',
      `/v1/admin/event/${id}/leaderboard`,
      {
        groupName: 'gold',
      },
    );
    await adminCall(t, editor, 'DELETE', `/v1/admin/event/${id}`);
    expect((await adminInject(t, viewer, 'GET', `/v1/admin/event/${id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(leaderboards).where(eq(leaderboards.eventId, id))).toEqual([]);
    const [container] = await t.db.select().from(containers).where(eq(containers.id, lb.containerID));
    expect(container?.isDeleted).toBe(true);
    expect((await logOf('campaigns', id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { id, leaderboards: [{ id: lb.id }] },
    });
  });
});
