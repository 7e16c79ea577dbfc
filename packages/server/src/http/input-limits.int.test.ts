// backends: once: through HTTP and services with no dialect-specific code
// The limits every input meets (issue "Hardening" §4, §5, §11; docs/api.md "Input limits"): one
// reading of ids, strings the database can store, and every error in the one shape, router errors
// included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '@eventory/domain/input-limits';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('input limits on every boundary', () => {
  let t: TestApp;
  let admin: string;
  let campaignID: number;
  let leaderboardID: number;
  let containerID: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['developer'], { isSuperAdmin: true });
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, leaderboard.containerID);
    campaignID = campaign.ID;
    leaderboardID = leaderboard.ID;
    containerID = leaderboard.containerID;
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { 'access-token': admin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function expectRefused(
    res: Awaited<ReturnType<typeof call>>,
    field: string,
    status = 400,
  ): Promise<void> {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<{ errorCode: string; errorMessage: string; field?: string }>();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.field).toBe(field);
    expect(body.errorMessage).toContain(field);
  }

  describe('ids: canonical decimal integers from 1 to 2147483647', () => {
    it('refuses an id of 2^31 on public routes (query and path) with 400', async () => {
      await expectRefused(await call('GET', '/leaderboards/eventory?containerID=2147483648'), 'containerID');
      await expectRefused(await call('GET', '/api/v1/public/containers/2147483648/summary'), 'containerID');
      await expectRefused(
        await call('GET', `/leaderboards/eventory/top-count?containerIDs=${containerID},2147483648`),
        'containerIDs.1',
      );
    });

    it('refuses non-canonical ids (hex, exponent, leading zero, sign, fraction) instead of reading them loosely', async () => {
      expect((await call('GET', `/v1/admin/campaigns/${campaignID}`)).statusCode).toBe(200);
      for (const id of [
        '0x2711',
        '1.0001e4',
        `0${campaignID}`,
        `+${campaignID}`,
        `${campaignID}.0`,
        ' 1',
        '0',
        '-1',
      ])
        await expectRefused(await call('GET', `/v1/admin/campaigns/${encodeURIComponent(id)}`), 'id');
    });

    it('refuses an out-of-range id in a body, naming the field', async () => {
      await expectRefused(
        await call('POST', '/v1/admin/evaluators', {
          targetContainerID: 2 ** 31,
          eventType: 1,
          resultKey: 'ReceiverID',
        }),
        'targetContainerID',
      );
      await expectRefused(
        await call('POST', '/v1/admin/evaluators', {
          targetContainerID: '0x10',
          eventType: 1,
          resultKey: 'ReceiverID',
        }),
        'targetContainerID',
      );
    });

    it('refuses a container id of 2^31 in POST and PUT aggregators with 400 naming the field (issue 30 §3.2)', async () => {
      const other = await createLeaderboard(t, admin, await createCampaign(t, admin));
      const body = { srcContainerID: containerID, targetContainerID: other.containerID };
      for (const field of ['srcContainerID', 'targetContainerID'] as const)
        await expectRefused(
          await call('POST', '/v1/admin/aggregators', { ...body, [field]: 2 ** 31 }),
          field,
        );
      const created = await call('POST', '/v1/admin/aggregators', body);
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<{ ID: number }>().ID;
      for (const field of ['srcContainerID', 'targetContainerID'] as const)
        await expectRefused(
          await call('PUT', `/v1/admin/aggregators/${id}`, { ...body, [field]: 2 ** 31 }),
          field,
        );
    });

    it('refuses a container id of 2^31 in a judge of an evaluator with 400, not 500', async () => {
      const res = await call('POST', '/v1/admin/evaluators', {
        targetContainerID: containerID,
        eventType: 1,
        resultKey: 'ReceiverID',
        judges: [
          {
            logic: 'IS',
            setting: { kind: 'container', field: 'Score', containerID: 2 ** 31, operator: 'GTE', value: 1 },
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('containerID');
    });

    it('refuses a vote id of 2^31 in an imported campaign document, naming the field', async () => {
      const exported = await call('POST', `/v1/admin/campaigns/${campaignID}/export`);
      expect(exported.statusCode).toBe(200);
      const document = exported.json<Record<string, unknown>>();
      const vote = { topic: 'Best', startTime: 1, endTime: 2, ID: 2 ** 31, containerID: 2 ** 31 };
      const res = await call('POST', '/v1/admin/campaigns/import', {
        document: { ...document, votes: [vote] },
        codeName: `import-${Date.now()}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('ID');
      expect(res.body).toContain('2147483647');
    });

    it('refuses out-of-range whole numbers in queries (offset 1e20)', async () => {
      await expectRefused(await call('GET', '/v1/admin/campaigns?offset=100000000000000000000'), 'offset');
    });
  });

  describe('strings: no NUL, no unpaired surrogate, a length limit, with a 400 naming the field', () => {
    it('refuses a NUL in a page code name and in change-log parameters', async () => {
      await expectRefused(await call('GET', '/api/v1/public/pages/spring%00'), 'codeName');
      await expectRefused(await call('GET', '/v1/admin/change-logs/user/a%00b%40test.eventory.app'), 'email');
      await expectRefused(await call('GET', '/v1/admin/change-logs/table/campaigns%00/obj/1'), 'table');
    });

    it('refuses a NUL in tracking fields', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/tracking/events',
        payload: {
          events: [
            { name: 'page_enter', actor: 'v\u0000', page: 'p', timestamp: Date.now(), properties: {} },
          ],
        },
      });
      await expectRefused(res, 'events.0.actor');
    });

    it('refuses a NUL in translation keys and values and in campaign names', async () => {
      await expectRefused(
        await call('PUT', `/v1/admin/campaigns/${campaignID}/translations`, [
          { key: 'title\u0000', translations: [{ locale: 'en', value: 'Hi' }] },
        ]),
        '0.key',
      );
      await expectRefused(
        await call('PUT', `/v1/admin/campaigns/${campaignID}/translations`, [
          { key: 'title', translations: [{ locale: 'en', value: 'Hi \ud83d' }] },
        ]),
        '0.translations.0.value',
      );
      await expectRefused(
        await call('PATCH', `/v1/admin/campaigns/${campaignID}`, { name: 'Spring\u0000' }),
        'name',
      );
    });

    it('refuses a lone surrogate or NUL inside fields stored as JSON (leaderboard metadata, container meta)', async () => {
      await expectRefused(
        await call('PUT', `/v1/admin/leaderboards/${leaderboardID}/metadata`, { title: 'x\udc00' }),
        'title',
      );
      await expectRefused(
        await call('PATCH', `/v1/admin/containers/${containerID}`, { meta: { 'note\u0000': 'x' } }),
        'meta.note\u0000',
      );
    });

    it("refuses a 1 MB sender id on the tester's POST /v1/admin/event, and a 129-character one", async () => {
      const event = (senderID: string) => ({
        ID: `tester-${senderID.length}`,
        type: 1,
        timestamp: Date.now(),
        giftEvent: { giftID: 'rose', senderID, receiverID: 'streamer', point: 1 },
      });
      await expectRefused(
        await call('POST', '/v1/admin/event', event('x'.repeat(1024 * 1024))),
        'giftEvent.senderID',
      );
      await expectRefused(
        await call('POST', '/v1/admin/event', event('x'.repeat(129))),
        'giftEvent.senderID',
      );
    });

    it(`refuses any string over ${MAX_TEXT_LENGTH} characters and nesting deeper than 32 levels`, async () => {
      await expectRefused(
        await call('PATCH', `/v1/admin/campaigns/${campaignID}`, {
          unknown: 'x'.repeat(MAX_TEXT_LENGTH + 1),
        }),
        'unknown',
      );
      let deep: unknown = 1;
      for (let i = 0; i < 40; i++) deep = [deep];
      const res = await call('PATCH', `/v1/admin/containers/${containerID}`, { meta: { deep } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        errorMessage: expect.stringMatching(/nested deeper/),
      });
    });
  });

  describe('every error in the one shape {errorCode, errorMessage}, with nosniff', () => {
    const expectShape = (res: Awaited<ReturnType<typeof call>>, status: number, errorCode: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const body = res.json<Record<string, unknown>>();
      expect(body.errorCode).toBe(errorCode);
      expect(typeof body.errorMessage).toBe('string');
      expect(Object.keys(body).every((k) => ['errorCode', 'errorMessage', 'field'].includes(k))).toBe(true);
    };

    it('answers a bad %-escape with 400 BAD_URL (public and admin routes)', async () => {
      expectShape(await call('GET', '/api/v1/public/pages/%zz'), 400, 'BAD_URL');
      expectShape(await call('GET', '/v1/admin/campaigns/%E0%A4%A'), 400, 'BAD_URL');
    });

    it('answers a path parameter over 500 characters with 414 URI_TOO_LONG', async () => {
      expectShape(
        await call('GET', `/api/v1/public/containers/${'1'.repeat(600)}/summary`),
        414,
        'URI_TOO_LONG',
      );
    });

    it('answers unknown API routes, bad JSON and too-large bodies in the same shape', async () => {
      expectShape(await call('GET', '/v1/admin/no-such-route'), 404, 'NOT_FOUND');
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/campaigns',
        headers: { 'access-token': admin, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expectShape(bad, 400, 'BAD_JSON');
      const big = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/campaigns',
        headers: { 'access-token': admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }),
      });
      expectShape(big, 413, 'PAYLOAD_TOO_LARGE');
    });
  });
});
