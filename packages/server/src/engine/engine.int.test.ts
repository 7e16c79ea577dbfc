// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@eventory/domain/campaign';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { TestEventResult } from '@eventory/domain/events';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  nowSeconds,
  sendGift,
} from '../test/fixtures.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';

describe('scoring engine and the public leaderboard', () => {
  let t: TestApp;
  let admin: string;
  let tester: string;
  let seq = 0;
  const eventId = () => `evt-${process.pid}-${Date.now()}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    tester = await t.signIn(['ToolsControl']);
    await seedPlatformPopulation(t.db);
  });
  afterAll(() => t.close());

  /** Other tests' evaluators score the same events; look only at this test's container. */
  const effectsOn = (containerID: number, result: TestEventResult) =>
    result.effects.filter((e) => e.containerID === containerID);

  async function scoredBoard(): Promise<Leaderboard> {
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, leaderboard.containerID);
    return leaderboard;
  }

  async function board(containerID: number, query = ''): Promise<LeaderboardPage> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${containerID}${query}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as LeaderboardPage;
  }

  it('ranks the receiver with the higher total first, with the platform user info', async () => {
    const lb = await scoredBoard();
    const [luna, kai] = DEMO_STREAMERS;
    const [ben] = DEMO_VIEWERS;
    const first = await sendGift(t, tester, {
      ID: eventId(),
      senderID: ben!.userId,
      receiverID: kai!.userId,
      point: 30,
    });
    expect(first).toMatchObject({ accepted: true, duplicate: false });
    expect(effectsOn(lb.containerID, first)).toEqual([
      { containerID: lb.containerID, key: kai!.userId, scoreAdded: 30 },
    ]);
    await sendGift(t, tester, { ID: eventId(), senderID: ben!.userId, receiverID: luna!.userId, point: 50 });

    const page = await board(lb.containerID);
    expect(page.nextCursor).toBe('');
    expect(page.data.map((r) => [r.rank, r.userInfo.userID, r.score])).toEqual([
      [1, luna!.userId, 50],
      [2, kai!.userId, 30],
    ]);
    expect(page.data[0]).toMatchObject({
      userInfo: {
        displayName: luna!.displayName,
        openID: luna!.openId,
        region: 'TW',
        picture: `/platform/avatars/${luna!.userId}.svg`,
      },
      onliveInfo: { streamID: luna!.streamId },
      meta: {},
    });
  });

  it('adds up gifts to the same receiver and breaks score ties by the earlier last update', async () => {
    const lb = await scoredBoard();
    const t0 = Date.now() - 60_000;
    await sendGift(t, tester, {
      ID: eventId(),
      senderID: 'v1',
      receiverID: 'late',
      point: 20,
      timestamp: t0 + 2000,
    });
    await sendGift(t, tester, {
      ID: eventId(),
      senderID: 'v1',
      receiverID: 'early',
      point: 15,
      timestamp: t0,
    });
    await sendGift(t, tester, {
      ID: eventId(),
      senderID: 'v2',
      receiverID: 'early',
      point: 5,
      timestamp: t0 + 1000,
    });
    const page = await board(lb.containerID);
    expect(page.data.map((r) => [r.userInfo.userID, r.score])).toEqual([
      ['early', 20],
      ['late', 20],
    ]);
  });

  it('answers a repeated event ID as a duplicate and changes nothing', async () => {
    const lb = await scoredBoard();
    const id = eventId();
    await sendGift(t, tester, { ID: id, senderID: 'v1', receiverID: 's1', point: 10 });
    const again = await sendGift(t, tester, { ID: id, senderID: 'v1', receiverID: 's1', point: 999 });
    expect(again).toEqual({ accepted: false, duplicate: true, effects: [] });
    expect((await board(lb.containerID)).data.map((r) => r.score)).toEqual([10]);
  });

  it('scores nothing for an event outside the campaign window', async () => {
    const campaign = await createCampaign(t, admin, {
      startTime: nowSeconds() - 3600,
      endTime: nowSeconds() + 3600,
    });
    const lb = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, lb.containerID);
    const before = await sendGift(t, tester, {
      ID: eventId(),
      senderID: 'v1',
      receiverID: 's1',
      point: 10,
      timestamp: (campaign.startTime - 1) * 1000,
    });
    const after = await sendGift(t, tester, {
      ID: eventId(),
      senderID: 'v1',
      receiverID: 's1',
      point: 10,
      timestamp: campaign.endTime * 1000,
    });
    expect(before).toMatchObject({ accepted: true, duplicate: false });
    expect(effectsOn(lb.containerID, before)).toEqual([]);
    expect(effectsOn(lb.containerID, after)).toEqual([]);
    expect((await board(lb.containerID)).data).toEqual([]);
  });

  it('scores nothing for an event outside the leaderboard window inside the campaign', async () => {
    const campaign = await createCampaign(t, admin);
    const lb = await createLeaderboard(t, admin, campaign, { startTime: nowSeconds() + 3600 });
    await createGiftEvaluator(t, admin, lb.containerID);
    const result = await sendGift(t, tester, { ID: eventId(), senderID: 'v1', receiverID: 's1', point: 10 });
    expect(result.accepted).toBe(true);
    expect(effectsOn(lb.containerID, result)).toEqual([]);
  });

  it('keys records by sender for a SenderID evaluator and multiplies Point by Count for product', async () => {
    const campaign = await createCampaign(t, admin);
    const lb = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, lb.containerID, {
      resultKey: 'SenderID',
      scoreCalc: { kind: 'product', fields: ['Point', 'Count'] },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/event',
      headers: { 'access-token': tester },
      payload: {
        ID: eventId(),
        timestamp: Date.now(),
        giftEvent: { giftID: 'g', senderID: 'fan', receiverID: 's', point: 7, count: 3 },
      },
    });
    expect(effectsOn(lb.containerID, res.json() as TestEventResult)).toEqual([
      { containerID: lb.containerID, key: 'fan', scoreAdded: 21 },
    ]);
  });

  it('pages with the cursor through 3 pages with consistent ranks', async () => {
    const lb = await scoredBoard();
    const t0 = Date.now() - 600_000;
    // 25 receivers, several sharing a score and some even the same last update, so every tie-break is crossed.
    for (let i = 0; i < 25; i++) {
      await sendGift(t, tester, {
        ID: eventId(),
        senderID: 'v',
        receiverID: `r${String(i).padStart(2, '0')}`,
        point: 100 - Math.floor(i / 4) * 10,
        timestamp: t0 + (i % 3) * 1000,
      });
    }
    const whole = await board(lb.containerID, '&count=100');
    expect(whole.data).toHaveLength(25);

    const pages: LeaderboardPage[] = [];
    let cursor = '';
    do {
      const page = await board(lb.containerID, `&count=10&cursor=${encodeURIComponent(cursor)}`);
      pages.push(page);
      cursor = page.nextCursor;
      if (cursor) expect(cursor.split(':')).toHaveLength(3);
    } while (cursor && pages.length < 5);
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 5]);
    const paged = pages.flatMap((p) => p.data);
    expect(paged.map((r) => r.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(paged.map((r) => r.userInfo.userID)).toEqual(whole.data.map((r) => r.userInfo.userID));
  });

  it('shows placeholders for users unknown to the platform, keeping the key as userID', async () => {
    const lb = await scoredBoard();
    await sendGift(t, tester, { ID: eventId(), senderID: 'v', receiverID: 'not-a-platform-user', point: 1 });
    const [row] = (await board(lb.containerID)).data;
    expect(row?.userInfo).toMatchObject({
      userID: 'not-a-platform-user',
      openID: '<Open ID>',
      region: '<Region>',
    });
  });

  it('leaves out onliveInfo when asked withoutOnliveInfo', async () => {
    const lb = await scoredBoard();
    await sendGift(t, tester, {
      ID: eventId(),
      senderID: 'v',
      receiverID: DEMO_STREAMERS[0]!.userId,
      point: 1,
    });
    const [row] = (await board(lb.containerID, '&withoutOnliveInfo=1')).data;
    expect(row).not.toHaveProperty('onliveInfo');
  });

  it('answers 404 for an unknown container and 400 for a bad containerID, count or cursor', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/leaderboards/eventory?containerID=999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    for (const [query, field] of [
      ['', 'containerID'],
      ['containerID=abc', 'containerID'],
      ['containerID=1&count=0', 'count'],
      ['containerID=1&count=1001', 'count'],
      ['containerID=1&cursor=nonsense', 'cursor'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/leaderboards/eventory?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ field });
    }
  });

  it('lets only holders of the tester permission send events', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/event',
      headers: { 'access-token': admin },
      payload: {
        ID: eventId(),
        timestamp: Date.now(),
        giftEvent: { giftID: 'g', senderID: 'a', receiverID: 'b', point: 1 },
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
