// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Prize, PrizeResult } from '@eventory/domain/prizes';
import { prizeResults, prizes } from '../db/schema/campaign-content.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { AUTO_PRIZE_SENDER, sendDueAutoPrizes } from './auto-prizes.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  sendGift,
} from '../test/fixtures.ts';

interface SendAnswer {
  prize: Prize;
  results: number;
}

describe('prizes', () => {
  let t: TestApp;
  let admin: string;
  let developer: string;
  let viewer: string;
  let campaign: Campaign;
  let other: Campaign;
  let board: Leaderboard;
  let otherBoard: Leaderboard;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    developer = await t.signIn(['developer']);
    viewer = await t.signIn(['ViewOnly']);
    campaign = await createCampaign(t, admin);
    other = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
    otherBoard = await createLeaderboard(t, admin, other, { groupName: 'Main' });
    await createGiftEvaluator(t, admin, board.containerID);
    const points = { 'star-1': 40, 'star-2': 30, 'star-3': 20, 'star-4': 10 };
    for (const [receiverID, point] of Object.entries(points))
      await sendGift(t, developer, { ID: `prize-${receiverID}`, senderID: 'fan', receiverID, point });
  });
  afterAll(() => t.close());

  const prizeBody = (overrides: Record<string, unknown> = {}) => ({
    leaderboardID: board.ID,
    rewardType: 2,
    name: { en_US: 'Gold badge' },
    ranges: [
      { fromRank: 1, toRank: 2, itemID: 'badge-gold' },
      { fromRank: 3, toRank: 3, itemID: 'badge-silver', amount: 2 },
    ],
    ...overrides,
  });
  const create = (overrides: Record<string, unknown> = {}) =>
    adminCall<Prize>(t, admin, 'POST', `/v1/admin/campaigns/${campaign.ID}/prize`, prizeBody(overrides));
  const send = (prizeID: number, token = admin) =>
    adminInject(t, token, 'POST', '/v1/admin/prizes/send', { prizeID });
  const recall = (prizeID: number, token = admin) =>
    adminInject(t, token, 'POST', '/v1/admin/prizes/recall', { prizeID });
  const resultsOf = (prizeID: number) =>
    adminCall<PrizeResult[]>(
      t,
      viewer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/prizeResults?prizeID=${prizeID}`,
    );
  const prizeCount = async () => Number((await t.db.select({ n: count() }).from(prizes))[0]?.n);
  const resultCount = async () => Number((await t.db.select({ n: count() }).from(prizeResults))[0]?.n);

  describe('POST campaigns/{id}/prize, GET campaigns/{id}/prizes', () => {
    it('creates an Unsent Manual prize (scheduledManual), logged, listed', async () => {
      const prize = await create();
      expect(prize).toMatchObject({
        campaignID: campaign.ID,
        leaderboardID: board.ID,
        rewardType: 2,
        sendMode: 'Manual',
        awardMode: 'immutable',
        state: 'Unsent',
        scheduledState: 10,
        sentAt: null,
        ranges: [
          { fromRank: 1, toRank: 2, itemID: 'badge-gold', amount: 1 },
          { fromRank: 3, toRank: 3, itemID: 'badge-silver', amount: 2 },
        ],
      });
      const listed = await adminCall<Prize[]>(t, viewer, 'GET', `/v1/admin/campaigns/${campaign.ID}/prizes`);
      expect(listed.find((p) => p.ID === prize.ID)).toEqual(prize);
      const logged = await t.db.select().from(changeLog).where(eq(changeLog.tableName, 'prizes'));
      expect(logged.some((e) => e.objId === String(prize.ID) && e.action === 'create')).toBe(true);
      expect((await create({ sendMode: 'Auto' })).scheduledState).toBe(11);
    });

    it('refuses overlapping ranges, unknown reward types and a leaderboard of another campaign (400), creating nothing', async () => {
      const before = await prizeCount();
      const url = `/v1/admin/campaigns/${campaign.ID}/prize`;
      const overlap = await adminInject(
        t,
        admin,
        'POST',
        url,
        prizeBody({
          ranges: [
            { fromRank: 1, toRank: 5, itemID: 'a' },
            { fromRank: 4, toRank: 6, itemID: 'b' },
          ],
        }),
      );
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'ranges.1.fromRank' });
      expect((await adminInject(t, admin, 'POST', url, prizeBody({ rewardType: 7 }))).json()).toMatchObject({
        field: 'rewardType',
      });
      expect((await adminInject(t, admin, 'POST', url, prizeBody({ ranges: [] }))).json()).toMatchObject({
        field: 'ranges',
      });
      expect(
        (await adminInject(t, admin, 'POST', url, prizeBody({ awardMode: 'forever' }))).json(),
      ).toMatchObject({
        field: 'awardMode',
      });
      const foreign = await adminInject(t, admin, 'POST', url, prizeBody({ leaderboardID: otherBoard.ID }));
      expect(foreign.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'leaderboardID' });
      expect(
        (await adminInject(t, admin, 'POST', '/v1/admin/campaigns/999999/prize', prizeBody())).statusCode,
      ).toBe(404);
      expect((await adminInject(t, admin, 'GET', '/v1/admin/campaigns/999999/prizes')).statusCode).toBe(404);
      expect(await prizeCount()).toBe(before);
    });

    it('needs prizeSetting and the item kind permission: ViewOnly gets 403', async () => {
      const res = await adminInject(
        t,
        viewer,
        'POST',
        `/v1/admin/campaigns/${campaign.ID}/prize`,
        prizeBody(),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('FORBIDDEN');
    });
  });

  describe('POST prizes/send and prizes/recall', () => {
    it('sends to the leaderboard ranks of each range, once; a second send is 409 and writes nothing', async () => {
      const prize = await create();
      const res = await send(prize.ID);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<SendAnswer>();
      expect(answer.results).toBe(3);
      expect(answer.prize).toMatchObject({ state: 'Sent', scheduledState: 10 });
      expect(answer.prize.sentAt).toEqual(expect.any(Number));
      const results = await resultsOf(prize.ID);
      expect(
        results.map(({ userID, rank, score, itemID, amount, claimState, recalled }) => ({
          userID,
          rank,
          score,
          itemID,
          amount,
          claimState,
          recalled,
        })),
      ).toEqual([
        {
          userID: 'star-1',
          rank: 1,
          score: 40,
          itemID: 'badge-gold',
          amount: 1,
          claimState: 0,
          recalled: false,
        },
        {
          userID: 'star-2',
          rank: 2,
          score: 30,
          itemID: 'badge-gold',
          amount: 1,
          claimState: 0,
          recalled: false,
        },
        {
          userID: 'star-3',
          rank: 3,
          score: 20,
          itemID: 'badge-silver',
          amount: 2,
          claimState: 0,
          recalled: false,
        },
      ]);
      const before = await resultCount();
      const again = await send(prize.ID);
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('PRIZE_ALREADY_SENT');
      expect(await resultCount()).toBe(before);
    });

    it('lets only one of two simultaneous sends through', async () => {
      const prize = await create();
      const answers = await Promise.all([send(prize.ID), send(prize.ID)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await resultsOf(prize.ID)).toHaveLength(3);
    });

    it('recalls: results marked recalled, state back to Unsent; it can then be sent again', async () => {
      const prize = await create();
      expect((await send(prize.ID)).statusCode).toBe(200);
      const res = await recall(prize.ID);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ recalled: 3, prize: { state: 'Unsent', sentAt: null } });
      expect((await resultsOf(prize.ID)).every((r) => r.recalled)).toBe(true);
      const twice = await recall(prize.ID);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errorCode).toBe('PRIZE_NOT_SENT');
      expect((await send(prize.ID)).statusCode).toBe(200);
      const all = await resultsOf(prize.ID);
      expect(all.filter((r) => !r.recalled)).toHaveLength(3);
      expect(all.filter((r) => r.recalled)).toHaveLength(3);
      const logged = await t.db
        .select()
        .from(changeLog)
        .where(eq(changeLog.objId, String(prize.ID)))
        .orderBy(changeLog.id);
      expect(logged.filter((e) => e.tableName === 'prizes').map((e) => e.action)).toEqual([
        'create',
        'update',
        'update',
        'update',
      ]);
    });

    it('per-user award modes skip users who hold a prize of the campaign already', async () => {
      const own = await createCampaign(t, admin);
      const ownBoard = await createLeaderboard(t, admin, own, { groupName: 'Solo' });
      await createGiftEvaluator(t, admin, ownBoard.containerID);
      await sendGift(t, developer, { ID: 'pu-1', senderID: 'fan', receiverID: 'pu-1', point: 50 });
      await sendGift(t, developer, { ID: 'pu-2', senderID: 'fan', receiverID: 'pu-2', point: 40 });
      const make = (awardMode: string, toRank: number) =>
        adminCall<Prize>(t, admin, 'POST', `/v1/admin/campaigns/${own.ID}/prize`, {
          leaderboardID: ownBoard.ID,
          rewardType: 100,
          awardMode,
          ranges: [{ fromRank: 1, toRank, itemID: 'rose' }],
        });
      const first = await make('immutable', 1);
      expect((await send(first.ID)).json<SendAnswer>().results).toBe(1);
      const perUser = await make('immutablePerUser', 2);
      expect((await send(perUser.ID)).json<SendAnswer>().results).toBe(1);
      const given = await adminCall<PrizeResult[]>(
        t,
        viewer,
        'GET',
        `/v1/admin/campaigns/${own.ID}/prizeResults?prizeID=${perUser.ID}`,
      );
      expect(given.map((r) => [r.userID, r.rank])).toEqual([['pu-2', 2]]);
      // A plain mode gives again to the same users.
      const plain = await make('mutable', 2);
      expect((await send(plain.ID)).json<SendAnswer>().results).toBe(2);
    });

    it('an Auto prize sent by hand is marked manualIntervention (99)', async () => {
      const prize = await create({ sendMode: 'Auto' });
      expect((await send(prize.ID)).json<SendAnswer>().prize.scheduledState).toBe(99);
      expect((await recall(prize.ID)).json<SendAnswer>().prize.scheduledState).toBe(11);
    });

    it('refuses a missing prizeID (400), an unknown prize (404) and ViewOnly (403)', async () => {
      const prize = await create();
      const missing = await adminInject(t, admin, 'POST', '/v1/admin/prizes/send', {});
      expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'prizeID' });
      expect((await send(999999)).statusCode).toBe(404);
      expect((await recall(999999)).statusCode).toBe(404);
      expect((await send(prize.ID, viewer)).statusCode).toBe(403);
      expect((await recall(prize.ID, viewer)).statusCode).toBe(403);
      expect(
        (await adminCall<Prize>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}/prizes`)) as unknown,
      ).toEqual(expect.arrayContaining([expect.objectContaining({ ID: prize.ID, state: 'Unsent' })]));
    });
  });

  describe('PUT and DELETE prizes/{id}/setting', () => {
    it('replaces an Unsent setting; an immutable Sent prize is locked (409), a mutable one is not', async () => {
      const prize = await create();
      const updated = await adminCall<Prize>(
        t,
        admin,
        'PUT',
        `/v1/admin/prizes/${prize.ID}/setting`,
        prizeBody({ ranges: [{ fromRank: 1, toRank: 1, itemID: 'crown' }], sendMode: 'Auto' }),
      );
      expect(updated).toMatchObject({ ranges: [{ itemID: 'crown' }], sendMode: 'Auto', scheduledState: 11 });
      await send(prize.ID);
      const locked = await adminInject(t, admin, 'PUT', `/v1/admin/prizes/${prize.ID}/setting`, prizeBody());
      expect(locked.statusCode).toBe(409);
      expect(locked.json().errorCode).toBe('PRIZE_SENT');

      const mutable = await create({
        awardMode: 'mutable',
        ranges: [{ fromRank: 1, toRank: 1, itemID: 'old' }],
      });
      await send(mutable.ID);
      await adminCall(t, admin, 'PUT', `/v1/admin/prizes/${mutable.ID}/setting`, {
        ...prizeBody({ awardMode: 'mutable', ranges: [{ fromRank: 1, toRank: 1, itemID: 'new' }] }),
      });
      expect((await resultsOf(mutable.ID))[0]).toMatchObject({ rank: 1, itemID: 'new' });
    });

    it('refuses a bad setting (400, unchanged), unknown prizes (404) and ViewOnly (403)', async () => {
      const prize = await create();
      const bad = await adminInject(
        t,
        admin,
        'PUT',
        `/v1/admin/prizes/${prize.ID}/setting`,
        prizeBody({ ranges: [{ fromRank: 3, toRank: 1, itemID: 'x' }] }),
      );
      expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'ranges.0.toRank' });
      const foreign = await adminInject(
        t,
        admin,
        'PUT',
        `/v1/admin/prizes/${prize.ID}/setting`,
        prizeBody({ leaderboardID: otherBoard.ID }),
      );
      expect(foreign.json()).toMatchObject({ field: 'leaderboardID' });
      const listed = await adminCall<Prize[]>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}/prizes`);
      expect(listed.find((p) => p.ID === prize.ID)).toEqual(prize);
      expect(
        (await adminInject(t, admin, 'PUT', '/v1/admin/prizes/999999/setting', prizeBody())).statusCode,
      ).toBe(404);
      expect((await adminInject(t, admin, 'DELETE', '/v1/admin/prizes/999999/setting')).statusCode).toBe(404);
      expect(
        (await adminInject(t, viewer, 'PUT', `/v1/admin/prizes/${prize.ID}/setting`, prizeBody())).statusCode,
      ).toBe(403);
      expect(
        (await adminInject(t, viewer, 'DELETE', `/v1/admin/prizes/${prize.ID}/setting`)).statusCode,
      ).toBe(403);
    });

    it('deletes an Unsent prize (hidden from the list); a Sent one must be recalled first (409)', async () => {
      const prize = await create();
      await send(prize.ID);
      const sent = await adminInject(t, admin, 'DELETE', `/v1/admin/prizes/${prize.ID}/setting`);
      expect(sent.statusCode).toBe(409);
      await recall(prize.ID);
      expect(await adminCall(t, admin, 'DELETE', `/v1/admin/prizes/${prize.ID}/setting`)).toEqual({
        ID: prize.ID,
      });
      const listed = await adminCall<Prize[]>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}/prizes`);
      expect(listed.map((p) => p.ID)).not.toContain(prize.ID);
      expect((await send(prize.ID)).statusCode).toBe(404);
    });
  });

  it('GET campaigns/{id}/prizeResults refuses a bad prizeID (400) and an unknown campaign (404)', async () => {
    const bad = await adminInject(
      t,
      viewer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/prizeResults?prizeID=abc`,
    );
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'prizeID' });
    expect((await adminInject(t, viewer, 'GET', '/v1/admin/campaigns/999999/prizeResults')).statusCode).toBe(
      404,
    );
  });

  describe('Auto prizes (send mode Auto, scheduled states §4)', () => {
    const afterTheEnd = () => board.endTime + 60;
    const changesBy = async (email: string, prizeID: number) =>
      (
        await adminCall<{ items: { objId: string }[] }>(
          t,
          developer,
          'GET',
          `/v1/admin/change-logs/user/${encodeURIComponent(email)}?limit=100`,
        )
      ).items.filter((c) => c.objId === String(prizeID));

    it('are sent by the end-of-leaderboard tick once the leaderboard has ended, to its final ranks, once', async () => {
      const auto = await create({ sendMode: 'Auto' });
      const manual = await create({ sendMode: 'Manual' });
      // Before the end nothing is due.
      expect((await sendDueAutoPrizes(t.db, t.app.ranking, board.endTime - 60)).sent).not.toContain(auto.ID);
      expect((await resultsOf(auto.ID)).length).toBe(0);

      // Two processes ticking at once: one sends.
      const [a, b] = await Promise.all([
        sendDueAutoPrizes(t.db, t.app.ranking, afterTheEnd()),
        sendDueAutoPrizes(t.db, t.app.ranking, afterTheEnd()),
      ]);
      expect([...a.sent, ...b.sent].filter((id) => id === auto.ID)).toEqual([auto.ID]);
      expect([...a.failed, ...b.failed]).toEqual([]);
      // The leaderboard's top three as it stands (earlier tests added scores), with the items of their ranks.
      const top = await t.app.ranking.range(board.containerID, 0, 3);
      expect(top).toHaveLength(3);
      const results = await resultsOf(auto.ID);
      expect(results.map((r) => [r.userID, r.rank, r.itemID])).toEqual(
        top.map((e, i) => [e.key, i + 1, i < 2 ? 'badge-gold' : 'badge-silver']),
      );
      const listed = await adminCall<Prize[]>(t, admin, 'GET', `/v1/admin/campaigns/${campaign.ID}/prizes`);
      expect(listed.find((p) => p.ID === auto.ID)).toMatchObject({ state: 'Sent', scheduledState: 11 });
      // A Manual prize waits for a person.
      expect(listed.find((p) => p.ID === manual.ID)).toMatchObject({ state: 'Unsent', scheduledState: 10 });
      // The send is in the change log under the scheduler's name.
      expect(await changesBy(AUTO_PRIZE_SENDER, auto.ID)).toHaveLength(1);

      // A later tick sends nothing again.
      expect((await sendDueAutoPrizes(t.db, t.app.ranking, afterTheEnd() + 30)).sent).not.toContain(auto.ID);
      expect(await resultsOf(auto.ID)).toHaveLength(3);
    });

    it('leave an Auto prize sent by hand (manualIntervention) to the person who sent it', async () => {
      const auto = await create({ sendMode: 'Auto' });
      await send(auto.ID);
      await recall(auto.ID);
      // Recalled: back to scheduledAuto, so the tick sends it again; a deleted one it never sends.
      const deleted = await create({ sendMode: 'Auto' });
      await adminCall(t, admin, 'DELETE', `/v1/admin/prizes/${deleted.ID}/setting`);
      const { sent } = await sendDueAutoPrizes(t.db, t.app.ranking, afterTheEnd());
      expect(sent).toContain(auto.ID);
      expect(sent).not.toContain(deleted.ID);

      const handled = await create({ sendMode: 'Auto' });
      expect((await send(handled.ID)).json<SendAnswer>().prize.scheduledState).toBe(99);
      expect((await sendDueAutoPrizes(t.db, t.app.ranking, afterTheEnd())).sent).not.toContain(handled.ID);
    });
  });
});
