// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// The visitor spec §7 ranking reads against the real app and database, served from the rank index.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type {
  ContainerSummary,
  FindAllResponse,
  PersonalRank,
  TopCountPage,
} from '@eventory/domain/ranking-read';
import { buildApp } from '../app.ts';
import { createCampaign, createGiftEvaluator, createLeaderboard, sendGift } from '../test/fixtures.ts';
import { DEMO_STREAMERS } from '../platform/demo-population.ts';
import { MemoryRankIndex } from '../ranking/memory-index.ts';
import type { RankIndex } from '../ranking/rank-index.ts';
import { RedisRankIndex } from '../ranking/redis-index.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';

describe('ranking reads (visitor spec §7)', () => {
  let t: TestApp;
  let admin: string;
  let tester: string;
  let seq = 0;
  const eventId = () => `rr-${process.pid}-${Date.now()}-${++seq}`;
  const t0 = Date.now() - 3_600_000;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    tester = await t.signIn(['ToolsControl']);
    await seedPlatformPopulation(t.db);
  });
  afterAll(() => t.close());

  async function newBoard(): Promise<number> {
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, leaderboard.containerID);
    return leaderboard.containerID;
  }

  const gift = (receiverID: string, point: number, at = 0, senderID = 'fan') =>
    sendGift(t, tester, { ID: eventId(), senderID, receiverID, point, timestamp: t0 + at });

  async function get<T>(url: string, status = 200, headers: Record<string, string> = {}): Promise<T> {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res.json() as T;
  }

  /** The Authorization header of a signed-in visitor. */
  const asVisitor = async (userID: string) => ({
    authorization: `Bearer ${(await signVisitorToken(deriveVisitorKey(t.app.sessionKey), userID, 'jwt')).token}`,
  });
  /** The personal rank of `userID`, read with their own token. */
  const personal = async (containerID: number, userID: string, query = '') =>
    get<PersonalRank>(
      `/event/container/${containerID}/personal/${userID}${query}`,
      200,
      await asVisitor(userID),
    );

  const board = (containerID: number, query = '') =>
    get<LeaderboardPage>(`/leaderboards/eventory?containerID=${containerID}${query}`);
  const ids = (page: LeaderboardPage) => page.data.map((r) => r.userInfo.userID);

  /** Six receivers a..f scoring 60, 50, ..., 10. */
  async function sixRanked(): Promise<number> {
    const c = await newBoard();
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e', 'f'].entries()) await gift(key, 60 - i * 10, i);
    return c;
  }

  it('orders score ties by the earlier last update, then by key', async () => {
    const c = await newBoard();
    await gift('tie-late', 20, 5000);
    await gift('tie-b', 20, 1000);
    await gift('tie-a', 20, 1000);
    await gift('top', 15, 0);
    await gift('top', 10, 9000);
    expect((await board(c)).data.map((r) => [r.rank, r.userInfo.userID, r.score])).toEqual([
      [1, 'top', 25],
      [2, 'tie-a', 20],
      [3, 'tie-b', 20],
      [4, 'tie-late', 20],
    ]);
  });

  it('serves only ranks minRank..maxRank, paged by the cursor, ending with an empty nextCursor', async () => {
    const c = await sixRanked();
    const seen: number[] = [];
    let cursor = '';
    for (let pages = 0; pages < 5; pages++) {
      const page = await board(c, `&count=2&minRank=2&maxRank=5&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...page.data.map((r) => r.rank));
      cursor = page.nextCursor;
      if (!cursor) break;
      expect(cursor.split(':')).toHaveLength(3);
    }
    expect(seen).toEqual([2, 3, 4, 5]);
    expect(cursor).toBe('');
    expect(ids(await board(c, '&maxRank=1'))).toEqual(['a']);
    expect(ids(await board(c, '&minRank=6&maxRank=0'))).toEqual(['f']);
  });

  it('continues after the cursor row when a row below it jumps above, serving nobody twice', async () => {
    const c = await sixRanked();
    const first = await board(c, '&count=3');
    expect(ids(first)).toEqual(['a', 'b', 'c']);
    await gift('f', 100, 10);
    const second = await board(c, `&count=3&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(second.data.map((r) => [r.rank, r.userInfo.userID])).toEqual([
      [5, 'd'],
      [6, 'e'],
    ]);
    expect(second.nextCursor).toBe('');
  });

  it('answers the personal rank with the score of the next rank up, and rows around it', async () => {
    const c = await sixRanked();
    expect(await personal(c, 'c', '?around=1&withoutOnliveInfo=1')).toMatchObject({
      rank: 3,
      score: 40,
      nextScore: 50,
      userInfo: { userID: 'c', openID: '<Open ID>', region: '<Region>' },
      around: [
        { rank: 2, score: 50 },
        { rank: 3, score: 40 },
        { rank: 4, score: 30 },
      ],
    });
    expect(await personal(c, 'a')).toMatchObject({ rank: 1, score: 60, nextScore: 60 });
    expect((await personal(c, 'a', '?around=2')).around?.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(await personal(c, 'nobody')).toMatchObject({
      rank: 0,
      score: 0,
      nextScore: 10,
      userInfo: { userID: 'nobody', openID: '<Open ID>' },
    });
    // Users the platform does not know share one placeholder picture, which the avatar route serves.
    const unknown = [await personal(c, 'c'), await personal(c, 'nobody')];
    expect(unknown.map((r) => r.userInfo.picture)).toEqual([
      '/platform/avatars/placeholder.svg',
      '/platform/avatars/placeholder.svg',
    ]);
    const picture = await t.app.inject({ method: 'GET', url: '/platform/avatars/placeholder.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('gives a known streamer their platform user info and live state in the personal rank', async () => {
    const c = await newBoard();
    const luna = DEMO_STREAMERS[0]!;
    await gift(luna.userId, 7);
    expect(await personal(c, luna.userId)).toMatchObject({
      rank: 1,
      userInfo: { openID: luna.openId, displayName: luna.displayName },
      onliveInfo: { streamID: luna.streamId },
    });
  });

  it('ranks users unknown to the platform with the spec placeholders (§3)', async () => {
    const c = await newBoard();
    await gift('3f0f5c9e-0000-4000-8000-000000000000', 5);
    const [row] = (await board(c)).data;
    expect(row).toMatchObject({
      rank: 1,
      userInfo: { userID: '3f0f5c9e-0000-4000-8000-000000000000', openID: '<Open ID>', region: '<Region>' },
      onliveInfo: { streamID: 0, liveStreamID: 0 },
    });
  });

  it('summarises a container: members, total and top score, latest update', async () => {
    const c = await sixRanked();
    expect(await get<ContainerSummary>(`/api/v1/public/containers/${c}/summary`)).toEqual({
      containerID: c,
      size: 6,
      totalScore: 210,
      topScore: 60,
      updatedAt: t0 + 5,
    });
    const empty = await newBoard();
    expect(await get<ContainerSummary>(`/api/v1/public/containers/${empty}/summary`)).toMatchObject({
      size: 0,
      topScore: 0,
    });
    await get(`/api/v1/public/containers/999999/summary`, 404);
  });

  it('pages find-all by limit and offset with the total, score as amount and rank by position', async () => {
    const c = await sixRanked();
    const findAll = async (payload: object, status = 200) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/campaign/leaderboard/find-all', payload });
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as FindAllResponse;
    };
    const page = await findAll({ type: `container-${c}`, limit: 4, offset: 2 });
    expect(page.offset).toBe(2);
    expect(page.total).toBe(6);
    expect(page.rows.map((r) => [r.rank, r.userID, r.amount])).toEqual([
      [3, 'c', 40],
      [4, 'd', 30],
      [5, 'e', 20],
      [6, 'f', 10],
    ]);
    expect((await findAll({ type: `container-${c}` })).rows).toHaveLength(6);
    expect(await findAll({ type: 'weekly', limit: 1 }, 400)).toMatchObject({ field: 'type' });
    expect(await findAll({ type: `container-${c}`, limit: 1001 }, 400)).toMatchObject({ field: 'limit' });
    expect(await findAll({ type: 'vote-12' }, 404)).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('serves the same rows as mktevent for type container-{id}, live state only with onliveInfo=1', async () => {
    const c = await sixRanked();
    const mkt = await get<LeaderboardPage>(`/leaderboards/mktevent?type=container-${c}&count=4&onliveInfo=1`);
    expect(ids(mkt)).toEqual(['a', 'b', 'c', 'd']);
    expect(mkt.data[0]).toHaveProperty('onliveInfo');
    const rest = await get<LeaderboardPage>(
      `/leaderboards/mktevent?type=container-${c}&count=4&cursor=${encodeURIComponent(mkt.nextCursor)}`,
    );
    expect(ids(rest)).toEqual(['e', 'f']);
    expect(rest.data[0]).not.toHaveProperty('onliveInfo');
  });

  it('answers the top-count variant: the first row of each listed container', async () => {
    const c1 = await sixRanked();
    const c2 = await newBoard();
    await gift('solo', 3);
    const page = await get<TopCountPage>(`/leaderboards/eventory/top-count?containerIDs=${c1},${c2},999999`);
    expect(page.data.map((d) => [d.containerID, d.data.map((r) => [r.rank, r.userInfo.userID])])).toEqual([
      [c1, [[1, 'a']]],
      [c2, [[1, 'solo']]],
      [999999, []],
    ]);
  });

  it('lists the contributors of a record for subkeys, largest contribution first', async () => {
    const c = await newBoard();
    await gift('star', 5, 0, 'small-fan');
    await gift('star', 30, 1, 'big-fan');
    await gift('star', 5, 2, 'also-5');
    await gift('other', 99, 3, 'big-fan');
    const page = await board(c, '&subkeys=star&count=100');
    expect(page.data.map((r) => [r.rank, r.userInfo.userID, r.score, r.meta.subkey])).toEqual([
      [1, 'big-fan', 30, 'star'],
      [2, 'also-5', 5, 'star'],
      [3, 'small-fan', 5, 'star'],
    ]);
    expect(page.nextCursor).toBe('');
    const both = await board(c, `&subkeys=${encodeURIComponent('["star","other"]')}&count=1`);
    expect(both.data.map((r) => [r.meta.subkey, r.userInfo.userID])).toEqual([
      ['star', 'big-fan'],
      ['other', 'big-fan'],
    ]);
  });

  it('rejects bad rank filters and personal-rank input with the field named', async () => {
    for (const [url, field] of [
      ['/leaderboards/eventory?containerID=1&minRank=-1', 'minRank'],
      ['/leaderboards/eventory?containerID=1&minRank=5&maxRank=2', 'maxRank'],
      ['/event/container/abc/personal/u', 'containerID'],
      ['/event/container/1/personal/u?around=51', 'around'],
      ['/leaderboards/eventory/top-count', 'containerIDs'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: await asVisitor('u') });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ field });
    }
  });

  describe('the personal rank takes the visitor token (visitor spec §7, decision 0037)', () => {
    const url = (c: number, userID: string) => `/event/container/${c}/personal/${userID}`;

    it('answers 401 UNAUTHENTICATED without a token or with a bad one', async () => {
      const c = await sixRanked();
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { accesstoken: 'x.y.z' }]) {
        const res = await t.app.inject({ method: 'GET', url: url(c, 'a'), headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().errorCode).toBe('UNAUTHENTICATED');
      }
    });

    it('does not take an admin session as a visitor token', async () => {
      const c = await sixRanked();
      const res = await t.app.inject({
        method: 'GET',
        url: url(c, 'a'),
        headers: { authorization: `Bearer ${admin}`, 'access-token': admin },
      });
      expect(res.statusCode).toBe(401);
    });

    it("answers 403 FORBIDDEN for another user's id", async () => {
      const c = await sixRanked();
      const res = await t.app.inject({ method: 'GET', url: url(c, 'a'), headers: await asVisitor('b') });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        errorCode: 'FORBIDDEN',
        errorMessage: 'You can only read your own personal rank.',
        field: 'userID',
      });
    });

    it('answers the own rank with the accessToken header too', async () => {
      const c = await newBoard();
      const luna = DEMO_STREAMERS[0]!;
      await gift(luna.userId, 3);
      const token = (await signVisitorToken(deriveVisitorKey(t.app.sessionKey), luna.userId, 'access')).token;
      const res = await t.app.inject({
        method: 'GET',
        url: url(c, luna.userId),
        headers: { accesstoken: token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ rank: 1, score: 3 });
    });
  });

  it('rebuilds the rank index from the records when an app starts on a database that has them', async () => {
    const c = await sixRanked();
    await gift('c', 25, 20);
    const redisUrl = process.env.TEST_DB === 'postgres' ? process.env.REDIS_URL : undefined;
    const ranking: RankIndex = redisUrl
      ? new RedisRankIndex({ url: redisUrl, prefix: `test-${randomBytes(6).toString('hex')}` })
      : new MemoryRankIndex();
    const restarted = await buildApp({ config: t.config, db: t.db, logger: false, ranking });
    try {
      expect(await ranking.size(c)).toBe(6);
      const res = await restarted.inject({ method: 'GET', url: `/leaderboards/eventory?containerID=${c}` });
      const page = res.json() as LeaderboardPage;
      expect(page.data.map((r) => [r.rank, r.userInfo.userID, r.score])).toEqual([
        [1, 'c', 65],
        [2, 'a', 60],
        [3, 'b', 50],
        [4, 'd', 30],
        [5, 'e', 20],
        [6, 'f', 10],
      ]);
      expect(page.data).toEqual((await board(c)).data);
    } finally {
      if (ranking instanceof RedisRankIndex) await ranking.dropAll();
      await restarted.close();
    }
  });
});
