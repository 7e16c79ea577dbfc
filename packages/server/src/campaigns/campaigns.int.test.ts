// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignList, Leaderboard } from '@eventory/domain/campaign';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, campaignInput, createCampaign, createLeaderboard, nowSeconds } from '../test/fixtures.ts';

describe('campaign admin API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
  });
  afterAll(() => t.close());

  const countCampaigns = async () =>
    (await adminCall<CampaignList>(t, admin, 'GET', '/v1/admin/campaigns?showEnded=true&limit=500'))
      .totalCount;

  it('creates a campaign answering its ID (above 10000: newer API), then PATCH writes its URL', async () => {
    const input = campaignInput();
    const { ID } = await adminCall<{ ID: number }>(t, admin, 'POST', '/v1/admin/campaigns', input);
    expect(ID).toBeGreaterThan(10000);
    const patched = await adminCall<Campaign>(t, admin, 'PATCH', `/v1/admin/campaigns/${ID}`, {
      URL: `https://events.example/event/${String(input.codeName)}`,
    });
    expect(patched).toMatchObject({
      ID,
      codeName: input.codeName,
      name: input.name,
      URL: `https://events.example/event/${String(input.codeName)}`,
    });
    const read = await adminCall<Campaign>(t, admin, 'GET', `/v1/admin/campaigns/${ID}`);
    expect(read.URL).toBe(patched.URL);
    expect(read.kind).toBe('event');
  });

  it('PATCH changes only the fields it names', async () => {
    const created = await createCampaign(t, admin, { designName: 'spring', kind: 'lite' });
    const patched = await adminCall<Campaign>(t, admin, 'PATCH', `/v1/admin/campaigns/${created.ID}`, {
      name: 'Renamed',
    });
    expect(patched).toMatchObject({
      name: 'Renamed',
      designName: 'spring',
      kind: 'lite',
      codeName: created.codeName,
    });
  });

  it('answers 409 CODE_NAME_TAKEN for a duplicate code name, on create and on patch', async () => {
    const first = await createCampaign(t, admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/campaigns',
      headers: { 'access-token': admin },
      payload: campaignInput({ codeName: first.codeName }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'CODE_NAME_TAKEN' });

    const other = await createCampaign(t, admin);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/campaigns/${other.ID}`,
      headers: { 'access-token': admin },
      payload: { codeName: first.codeName },
    });
    expect(patch.statusCode).toBe(409);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = await countCampaigns();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/campaigns',
      headers: { 'access-token': admin },
      payload: campaignInput({ codeName: 'Bad Name!' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'codeName' });

    const ends = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/campaigns',
      headers: { 'access-token': admin },
      payload: campaignInput({ startTime: 2000, endTime: 1000 }),
    });
    expect(ends.statusCode).toBe(400);
    expect(ends.json()).toMatchObject({ field: 'endTime' });
    expect(await countCampaigns()).toBe(before);
  });

  it('refuses a ViewOnly user with 403 on create', async () => {
    const viewer = await t.signIn(['ViewOnly']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/campaigns',
      headers: { 'access-token': viewer },
      payload: campaignInput(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    // ...while reading stays open to them.
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/campaigns',
      headers: { 'access-token': viewer },
    });
    expect(list.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/campaigns' });
    expect(res.statusCode).toBe(401);
  });

  it('lists newest first, hides ended campaigns unless showEnded, and filters by trimmed code name', async () => {
    const tag = `lst${Date.now().toString(36)}`;
    const ended = await createCampaign(t, admin, {
      codeName: `${tag}-ended`,
      startTime: nowSeconds() - 10 * 86400,
      endTime: nowSeconds() - 86400,
    });
    const forever = await createCampaign(t, admin, {
      codeName: `${tag}-forever`,
      durationType: 'Forever',
      startTime: nowSeconds() - 10 * 86400,
      endTime: 0,
    });
    const running = await createCampaign(t, admin, { codeName: `${tag}-running` });

    const shown = await adminCall<CampaignList>(
      t,
      admin,
      'GET',
      `/v1/admin/campaigns?codeName=%20${tag.toUpperCase()}%20`,
    );
    expect(shown.events.map((c) => c.ID)).toEqual([running.ID, forever.ID]);
    expect(shown.totalCount).toBe(2);

    const all = await adminCall<CampaignList>(
      t,
      admin,
      'GET',
      `/v1/admin/campaigns?codeName=${tag}&showEnded=true`,
    );
    expect(all.events.map((c) => c.ID)).toEqual([running.ID, forever.ID, ended.ID]);

    const paged = await adminCall<CampaignList>(
      t,
      admin,
      'GET',
      `/v1/admin/campaigns?codeName=${tag}&showEnded=true&limit=1&offset=1`,
    );
    expect(paged.events.map((c) => c.ID)).toEqual([forever.ID]);
    expect(paged.totalCount).toBe(3);
  });

  it('pages a text search newest first with the total of all matches, also past the last page', async () => {
    const word = `zq${Date.now().toString(36)}`;
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await createCampaign(t, admin, { name: `${word} cup ${i}` })).ID);
    const newestFirst = [...made].reverse();
    const list = (qs: string) =>
      adminCall<CampaignList>(t, admin, 'GET', `/v1/admin/campaigns?name=${word}&${qs}`);

    // Long enough for the trigram index: matches counted and sorted in one statement.
    const second = await list('limit=2&offset=2');
    expect(second.events.map((c) => c.ID)).toEqual(newestFirst.slice(2, 4));
    expect(second.totalCount).toBe(5);
    expect(second.events[0]).not.toHaveProperty('total');
    const pastTheEnd = await list('limit=2&offset=10');
    expect(pastTheEnd).toEqual({ events: [], totalCount: 5 });

    // Combined with a filter the text does not decide.
    const withRegion = await list('limit=10&regions=JP');
    expect(withRegion.totalCount).toBe(0);

    // Two letters have no trigram: the same answer by the primary-key walk.
    const short = await adminCall<CampaignList>(t, admin, 'GET', '/v1/admin/campaigns?name=zq&limit=500');
    expect(short.events.map((c) => c.ID).filter((id) => made.includes(id))).toEqual(newestFirst);
  });

  it('refuses a list limit above 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/campaigns?limit=501',
      headers: { 'access-token': admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'limit' });
  });

  it('answers 404 for an unknown campaign', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/campaigns/999999',
      headers: { 'access-token': admin },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('creates a leaderboard with its Leaderboard container, trimming gift IDs and defaulting designName', async () => {
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign, {
      giftIDsForAnalyzing: [' rose ', '', 'heart'],
    });
    expect(leaderboard).toMatchObject({
      eventID: campaign.ID,
      designName: '',
      isDeleted: false,
      giftIDsForAnalyzing: ['rose', 'heart'],
    });
    expect(leaderboard.containerID).toBeGreaterThan(0);
    // The container is real: an evaluator can target it.
    const evaluator = await adminCall<{ targetContainerID: number }>(
      t,
      admin,
      'POST',
      '/v1/admin/evaluators',
      {
        targetContainerID: leaderboard.containerID,
        eventType: 1,
        resultKey: 'ReceiverID',
      },
    );
    expect(evaluator.targetContainerID).toBe(leaderboard.containerID);
    const listed = await adminCall<Leaderboard[]>(
      t,
      admin,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/leaderboards`,
    );
    expect(listed).toEqual([leaderboard]);
  });

  it('answers 404 for a leaderboard of an unknown campaign', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/leaderboards',
      headers: { 'access-token': admin },
      payload: { eventID: 999999, groupName: 'x', startTime: 1_700_000_000, endTime: 1_700_003_600 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', field: 'eventID' });
  });

  it("answers 404 'leaderboard container not found.' for an evaluator on an unknown container", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/evaluators',
      headers: { 'access-token': admin },
      payload: { targetContainerID: 999999, eventType: 1, resultKey: 'ReceiverID' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errorCode: 'NOT_FOUND',
      errorMessage: 'leaderboard container not found.',
    });
  });

  it('refuses an evaluator with an invalid judge, naming its path', async () => {
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/evaluators',
      headers: { 'access-token': admin },
      payload: {
        targetContainerID: leaderboard.containerID,
        eventType: 1,
        resultKey: 'ReceiverID',
        judges: [{ logic: 'IS' }],
      },
    });
    expect(res.statusCode).toBe(400);
    // The constraint rules themselves are covered in engine/judges.int.test.ts.
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'judges.0' });
  });

  it('writes a change-log entry with each campaign write', async () => {
    const { ID } = await adminCall<{ ID: number }>(t, admin, 'POST', '/v1/admin/campaigns', campaignInput());
    const { changeLog } = await import('../db/schema/change-log.ts');
    const { and, eq } = await import('drizzle-orm');
    const entries = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'campaigns'), eq(changeLog.objId, String(ID))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', email: 'user@test.eventory.app' });
  });
});
