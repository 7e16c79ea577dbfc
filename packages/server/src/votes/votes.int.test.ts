// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Campaign } from '@eventory/domain/campaign';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { CastVoteResponse, Vote, VoteStatusResponse, VotingEventResponse } from '@eventory/domain/votes';
import { events } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { adminCall, adminInject, createCampaign, nowSeconds } from '../test/fixtures.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';

const [luna, xiaoyu, kai, maggie] = DEMO_STREAMERS.map((s) => s.userId) as [string, string, string, string];
// Viewers: Ben (TW), 阿傑 (TW), Chloe (HK), Kenji (JP), ...
const viewers = DEMO_VIEWERS.map((v) => v.userId);
const DAY = 24 * 60 * 60;

describe('votes', () => {
  let t: TestApp;
  let admin: string;
  let viewOnly: string;
  let campaign: Campaign;

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
    admin = await t.signIn(['user']);
    viewOnly = await t.signIn(['ViewOnly']);
    campaign = await createCampaign(t, admin);
  });
  afterAll(() => t.close());

  const voteBody = (overrides: Record<string, unknown> = {}) => ({
    topic: 'Best newcomer',
    nomineeIDs: [luna, xiaoyu, kai],
    startTime: nowSeconds() - DAY,
    endTime: nowSeconds() + DAY,
    dailyQuota: 3,
    votesPerNominee: 1,
    ...overrides,
  });
  const createVote = (overrides: Record<string, unknown> = {}) =>
    adminCall<Vote>(t, admin, 'POST', `/v1/admin/campaigns/${campaign.ID}/votes`, voteBody(overrides));

  const tokenOf = async (userID: string, opts: { ttlSeconds?: number; now?: number } = {}) =>
    (await signVisitorToken(deriveVisitorKey(t.app.sessionKey), userID, 'jwt', opts)).token;

  const cast = async (voteID: number, receiverID: string, token?: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/event/vote/${voteID}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: { receiverID },
    });
  const statuses = async (voteID: number, targetUserIDs: string[], token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/event/vote/${voteID}/users/status/query`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { targetUserIDs },
    });
  const votingEvent = async (voteID: number) =>
    (await t.app.inject({ method: 'GET', url: `/votingEvent/${voteID}` })).json() as VotingEventResponse;
  const totalOf = async (voteID: number, userID: string) =>
    (await votingEvent(voteID)).voteInfo[0].nominees.find((n) => n.userID === userID)?.totalVotes;

  describe('admin API', () => {
    it('creates a vote with its tally container and evaluator, each in the change log', async () => {
      const vote = await createVote({ meta: { isPercentage: true } });
      expect(vote).toMatchObject({
        campaignID: campaign.ID,
        topic: 'Best newcomer',
        nomineeIDs: [luna, xiaoyu, kai],
        nomineeContainerID: null,
        meta: { isPercentage: true },
        dailyQuota: 3,
        votesPerNominee: 1,
        voterRule: [],
      });
      expect(vote.containerID).toBeGreaterThan(0);
      expect(vote.evaluatorID).toBeGreaterThan(0);
      const logged = await t.db
        .select({ table: changeLog.tableName, objId: changeLog.objId })
        .from(changeLog)
        .where(eq(changeLog.action, 'create'));
      expect(logged).toEqual(
        expect.arrayContaining([
          { table: 'votes', objId: String(vote.id) },
          { table: 'containers', objId: String(vote.containerID) },
          { table: 'evaluators', objId: String(vote.evaluatorID) },
        ]),
      );
    });

    it('refuses a vote without nominees, with both kinds of nominees, an end before the start or a bad voter rule', async () => {
      const post = (body: Record<string, unknown>) =>
        adminInject(t, admin, 'POST', `/v1/admin/campaigns/${campaign.ID}/votes`, voteBody(body));
      const none = await post({ nomineeIDs: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'nomineeIDs' });
      const both = await post({ nomineeContainerID: 1 });
      expect(both.json()).toMatchObject({ field: 'nomineeContainerID' });
      const backwards = await post({ endTime: nowSeconds() - 2 * DAY });
      expect(backwards.json()).toMatchObject({ field: 'endTime' });
      const rule = await post({ voterRule: [{ logic: 'IS', setting: { kind: 'User', field: 'Level' } }] });
      expect(rule.statusCode).toBe(400);
      expect(rule.json().field).toMatch(/^voterRule\.0/);
      const missingContainer = await post({ nomineeIDs: [], nomineeContainerID: 999999 });
      expect(missingContainer.statusCode).toBe(404);
      expect(
        (await adminInject(t, admin, 'POST', '/v1/admin/campaigns/999999/votes', voteBody())).statusCode,
      ).toBe(404);
    });

    it('lets ViewOnly read but not write, and lists, updates and deletes with log entries', async () => {
      const vote = await createVote();
      const list = await adminCall<Vote[]>(t, viewOnly, 'GET', `/v1/admin/campaigns/${campaign.ID}/votes`);
      expect(list.map((v) => v.id)).toContain(vote.id);
      const denied = await adminInject(t, viewOnly, 'PUT', `/v1/admin/votes/${vote.id}`, voteBody());
      expect(denied.statusCode).toBe(403);

      const updated = await adminCall<Vote>(
        t,
        admin,
        'PUT',
        `/v1/admin/votes/${vote.id}`,
        voteBody({ topic: 'Best duet', dailyQuota: 5 }),
      );
      expect(updated).toMatchObject({
        id: vote.id,
        topic: 'Best duet',
        dailyQuota: 5,
        containerID: vote.containerID,
      });

      await adminCall(t, admin, 'DELETE', `/v1/admin/votes/${vote.id}`);
      expect((await adminInject(t, admin, 'GET', `/v1/admin/votes/${vote.id}`)).statusCode).toBe(404);
      const entries = await t.db
        .select({ action: changeLog.action })
        .from(changeLog)
        .where(and(eq(changeLog.tableName, 'votes'), eq(changeLog.objId, String(vote.id))));
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      expect((await cast(vote.id, luna, await tokenOf(viewers[0]!))).statusCode).toBe(404);
    });
  });

  describe('GET /votingEvent/{voteID}', () => {
    it('answers the vote with each nominee: platform user info, totalVotes and share', async () => {
      const vote = await createVote({ dailyQuota: 10, meta: { isPercentage: true } });
      for (const [viewer, receiver] of [
        [viewers[0]!, luna],
        [viewers[1]!, luna],
        [viewers[0]!, xiaoyu],
      ] as const)
        expect((await cast(vote.id, receiver!, await tokenOf(viewer))).statusCode).toBe(200);
      const { voteInfo } = await votingEvent(vote.id);
      expect(voteInfo).toHaveLength(1);
      expect(voteInfo[0]).toMatchObject({
        voteID: vote.id,
        topic: 'Best newcomer',
        meta: { isPercentage: true },
        startTime: vote.startTime,
        endTime: vote.endTime,
        totalVotes: 3,
      });
      expect(voteInfo[0].nominees).toEqual([
        expect.objectContaining({
          userID: luna,
          totalVotes: 2,
          percentage: 2 / 3,
          openID: 'luna_chen',
          region: 'TW',
        }),
        expect.objectContaining({ userID: xiaoyu, totalVotes: 1, percentage: 1 / 3, displayName: '小雨' }),
        expect.objectContaining({ userID: kai, totalVotes: 0, percentage: 0 }),
      ]);
    });

    it('answers 404 for an unknown vote and 400 for a malformed id', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/votingEvent/999999' })).statusCode).toBe(404);
      for (const id of ['abc', '0', '99999999999']) {
        const bad = await t.app.inject({ method: 'GET', url: `/votingEvent/${id}` });
        expect([bad.statusCode, bad.json().errorCode], id).toEqual([400, 'VALIDATION_ERROR']);
      }
      const huge = await cast(99999999999, 'x', await tokenOf(viewers[0]!));
      expect(huge.statusCode).toBe(400);
    });

    it('reads the nominees of a nominee container, by score', async () => {
      const source = await createVote();
      // The first vote's tally container doubles as a nominee container: luna has a vote there.
      expect((await cast(source.id, luna, await tokenOf(viewers[2]!))).statusCode).toBe(200);
      const vote = await createVote({ nomineeIDs: [], nomineeContainerID: source.containerID });
      const { voteInfo } = await votingEvent(vote.id);
      expect(voteInfo[0].nominees.map((n) => n.userID)).toEqual([luna]);
      expect((await cast(vote.id, kai, await tokenOf(viewers[2]!))).json()).toMatchObject({
        errorCode: 'NOT_A_NOMINEE',
      });
      expect((await cast(vote.id, luna, await tokenOf(viewers[2]!))).statusCode).toBe(200);
    });
  });

  describe('POST /event/vote/{id}/users/status/query', () => {
    it('answers 4 without a token, 1 while a vote would count, 2 when it would not, 6 for a non-nominee', async () => {
      const vote = await createVote({ dailyQuota: 2, votesPerNominee: 1 });
      const targets = [luna, xiaoyu, kai, maggie];
      const anonymous = (await statuses(vote.id, targets)).json() as VoteStatusResponse;
      expect(anonymous.data.results.map((r) => r.status)).toEqual([4, 4, 4, 4]);

      const token = await tokenOf(viewers[3]!);
      const before = (await statuses(vote.id, targets, token)).json() as VoteStatusResponse;
      expect(before.data.results).toEqual([
        { senderID: viewers[3], receiverID: luna, status: 1 },
        { senderID: viewers[3], receiverID: xiaoyu, status: 1 },
        { senderID: viewers[3], receiverID: kai, status: 1 },
        { senderID: viewers[3], receiverID: maggie, status: 6 },
      ]);
      expect((await cast(vote.id, luna, token)).statusCode).toBe(200);
      const once = (await statuses(vote.id, targets, token)).json() as VoteStatusResponse;
      expect(once.data.results.map((r) => r.status)).toEqual([2, 1, 1, 6]);
      expect((await cast(vote.id, kai, token)).statusCode).toBe(200);
      const spent = (await statuses(vote.id, targets, token)).json() as VoteStatusResponse;
      expect(spent.data.results.map((r) => r.status)).toEqual([2, 2, 2, 6]);
    });

    it('answers 5 outside the period and 2 for a viewer the voter rule does not admit', async () => {
      const later = await createVote({ startTime: nowSeconds() + DAY, endTime: nowSeconds() + 2 * DAY });
      const token = await tokenOf(viewers[0]!);
      expect(
        ((await statuses(later.id, [luna], token)).json() as VoteStatusResponse).data.results[0]?.status,
      ).toBe(5);
      const jpOnly = await createVote({ voterRule: [regionRule('JP')] });
      const tw = ((await statuses(jpOnly.id, [luna], token)).json() as VoteStatusResponse).data.results;
      const jp = (
        (await statuses(jpOnly.id, [luna], await tokenOf(viewers[3]!))).json() as VoteStatusResponse
      ).data.results;
      expect([tw[0]?.status, jp[0]?.status]).toEqual([2, 1]);
    });

    it('takes at most 100 targets and refuses a bad or expired token with the spec strings', async () => {
      const vote = await createVote();
      const many = await statuses(
        vote.id,
        Array.from({ length: 101 }, (_, i) => `user-${i}`),
      );
      expect(many.statusCode).toBe(400);
      expect(many.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'targetUserIDs' });
      const expired = await statuses(
        vote.id,
        [luna],
        await tokenOf(viewers[0]!, { now: nowSeconds() - 2 * DAY, ttlSeconds: 60 }),
      );
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ errorCode: 'EXPIRED_TOKEN', errorMessage: 'expired token' });
      const garbage = await statuses(vote.id, [luna], 'not-a-token');
      expect(garbage.json()).toMatchObject({ errorCode: 'INVALID_TOKEN', errorMessage: 'invalid token' });
    });
  });

  const regionRule = (region: string) => ({
    logic: 'IS',
    setting: { kind: 'ContractUser', field: 'Region', subject: 'SenderID', operator: 'EQ', value: region },
  });

  describe('POST /event/vote/{id}', () => {
    it('counts a vote as a Vote event through the engine, shown on mktevent type=vote-{id}', async () => {
      const vote = await createVote();
      const res = await cast(vote.id, xiaoyu.toUpperCase(), await tokenOf(viewers[4]!));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        voteID: vote.id,
        senderID: viewers[4]!,
        receiverID: xiaoyu,
        counted: true,
        votesLeftToday: 2,
        totalVotes: 1,
      } satisfies CastVoteResponse);
      const stored = await t.db.select().from(events).where(eq(events.type, 2));
      expect(stored.map((e) => e.payload)).toContainEqual({
        VoteID: String(vote.id),
        SenderID: viewers[4],
        ReceiverID: xiaoyu,
        Count: 1,
      });
      const board = await t.app.inject({
        method: 'GET',
        url: `/leaderboards/mktevent?type=vote-${vote.id}&count=10`,
      });
      expect(board.statusCode).toBe(200);
      const page = board.json() as LeaderboardPage;
      expect(page.data).toEqual([
        expect.objectContaining({ rank: 1, score: 1, userInfo: expect.objectContaining({ userID: xiaoyu }) }),
      ]);
      // Another vote's tally is its own: a Vote event of this vote does not score there.
      const other = await createVote();
      expect(await totalOf(other.id, xiaoyu)).toBe(0);
    });

    it('refuses without a token, with a bad or expired token, outside the period, for a non-nominee and an unqualified voter', async () => {
      const vote = await createVote({ voterRule: [regionRule('JP')] });
      const jpViewer = await tokenOf(viewers[3]!);
      const none = await cast(vote.id, luna);
      expect([none.statusCode, none.json()]).toEqual([
        401,
        expect.objectContaining({ errorCode: 'INVALID_TOKEN', errorMessage: 'invalid token' }),
      ]);
      expect((await cast(vote.id, luna, 'x.y.z')).json()).toMatchObject({ errorMessage: 'invalid token' });
      const expired = await cast(
        vote.id,
        luna,
        await tokenOf(viewers[3]!, { now: nowSeconds() - DAY, ttlSeconds: 60 }),
      );
      expect([expired.statusCode, expired.json().errorMessage]).toEqual([401, 'expired token']);
      const unqualified = await cast(vote.id, luna, await tokenOf(viewers[0]!));
      expect([unqualified.statusCode, unqualified.json()]).toEqual([
        403,
        expect.objectContaining({ errorCode: 'SENDER_UNQUALIFIED', errorMessage: 'sender unqualified' }),
      ]);
      const stranger = await cast(vote.id, maggie, jpViewer);
      expect([stranger.statusCode, stranger.json().errorCode]).toEqual([400, 'NOT_A_NOMINEE']);
      const over = await createVote({ startTime: nowSeconds() - 2 * DAY, endTime: nowSeconds() - DAY });
      const late = await cast(over.id, luna, jpViewer);
      expect([late.statusCode, late.json()]).toEqual([
        409,
        expect.objectContaining({ errorCode: 'NOT_IN_PERIOD', errorMessage: 'not in period' }),
      ]);
      expect(await totalOf(vote.id, luna)).toBe(0);
      expect((await cast(vote.id, luna, jpViewer)).statusCode).toBe(200);
    });

    it('keeps the daily quota and the per-nominee limit', async () => {
      const vote = await createVote({ dailyQuota: 2, votesPerNominee: 1 });
      const token = await tokenOf(viewers[5]!);
      expect((await cast(vote.id, luna, token)).statusCode).toBe(200);
      const again = await cast(vote.id, luna, token);
      expect([again.statusCode, again.json().errorCode]).toEqual([409, 'NOMINEE_LIMIT_REACHED']);
      expect((await cast(vote.id, kai, token)).json()).toMatchObject({ counted: true, votesLeftToday: 0 });
      const quota = await cast(vote.id, xiaoyu, token);
      expect([quota.statusCode, quota.json()]).toEqual([
        409,
        expect.objectContaining({
          errorCode: 'VOTE_QUOTA_USED',
          errorMessage: 'You already completed all the votes today.',
        }),
      ]);
      const unlimited = await createVote({ dailyQuota: 3, votesPerNominee: 0 });
      for (let i = 0; i < 3; i++) expect((await cast(unlimited.id, luna, token)).statusCode).toBe(200);
      expect(await totalOf(unlimited.id, luna)).toBe(3);
    });

    it('counts once when twenty casts race for the last vote', async () => {
      const vote = await createVote({ dailyQuota: 2, votesPerNominee: 0 });
      const token = await tokenOf(viewers[6]!);
      expect((await cast(vote.id, luna, token)).statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 20 }, () => cast(vote.id, kai, token)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      expect(
        answers.filter((a) => a.statusCode === 409).every((a) => a.json().errorCode === 'VOTE_QUOTA_USED'),
      ).toBe(true);
      expect(await totalOf(vote.id, kai)).toBe(1);
      const [row] = await t.db.select({ n: count() }).from(events).where(eq(events.type, 2));
      expect(Number(row?.n)).toBeGreaterThan(0);
    });

    it('counts a retried request with the same idempotency key once, even twenty at a time', async () => {
      const vote = await createVote({ dailyQuota: 5, votesPerNominee: 0 });
      const token = await tokenOf(viewers[7]!);
      const first = await cast(vote.id, luna, token, 'tap-1');
      expect(first.json()).toMatchObject({ counted: true, totalVotes: 1, votesLeftToday: 4 });
      const retry = await cast(vote.id, luna, token, 'tap-1');
      expect([retry.statusCode, retry.json()]).toEqual([
        200,
        expect.objectContaining({ counted: false, totalVotes: 1, votesLeftToday: 4 }),
      ]);
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => cast(vote.id, xiaoyu, token, 'tap-2')),
      );
      expect(burst.every((b) => b.statusCode === 200)).toBe(true);
      expect(burst.filter((b) => (b.json() as CastVoteResponse).counted)).toHaveLength(1);
      expect(await totalOf(vote.id, xiaoyu)).toBe(1);
      const long = await cast(vote.id, luna, token, 'k'.repeat(201));
      expect([long.statusCode, long.json().field]).toEqual([400, 'idempotency-key']);
    });
  });

  describe('export, import and copy', () => {
    it('carry the vote settings, with a tally container of its own and no votes', async () => {
      const source = await createCampaign(t, admin);
      const vote = await adminCall<Vote>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${source.ID}/votes`,
        voteBody({ meta: { isPercentage: true }, voterRule: [regionRule('JP')] }),
      );
      expect((await cast(vote.id, luna, await tokenOf(viewers[3]!))).statusCode).toBe(200);
      const document = await adminCall<{ votes: unknown[] }>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${source.ID}/export`,
      );
      expect(document.votes).toEqual([
        expect.objectContaining({
          ID: vote.id,
          containerID: vote.containerID,
          topic: 'Best newcomer',
          meta: { isPercentage: true },
        }),
      ]);

      const { ID: copyID } = await adminCall<{ ID: number }>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${source.ID}/copy`,
        {
          codeName: `vote-copy-${Date.now()}`,
        },
      );
      const [copied] = await adminCall<Vote[]>(t, admin, 'GET', `/v1/admin/campaigns/${copyID}/votes`);
      expect(copied).toMatchObject({
        campaignID: copyID,
        topic: 'Best newcomer',
        nomineeIDs: [luna, xiaoyu, kai],
        meta: { isPercentage: true },
        voterRule: [regionRule('JP')],
      });
      expect(copied!.id).not.toBe(vote.id);
      expect(copied!.containerID).not.toBe(vote.containerID);
      // A fresh tally: the copy's votes start at zero, and a cast there does not count in the source.
      expect(await totalOf(copied!.id, luna)).toBe(0);
      expect((await cast(copied!.id, luna, await tokenOf(viewers[3]!))).statusCode).toBe(200);
      expect([await totalOf(vote.id, luna), await totalOf(copied!.id, luna)]).toEqual([1, 1]);
    });
  });
});
