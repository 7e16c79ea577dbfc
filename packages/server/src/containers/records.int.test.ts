// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  ClearResult,
  ContainerDetail,
  GiftBoxScoreResult,
  RecordsPage,
  RecordsWriteResult,
} from '@eventory/domain/container-admin';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  sendGift,
} from '../test/fixtures.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { recordContributions, records } from '../db/schema/campaigns.ts';
import { recordSnapshots } from '../db/schema/engine-admin.ts';

describe('container records admin API', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let developer: string;
  let tester: string;
  let seq = 0;
  const eventId = () => `rec-${process.pid}-${Date.now()}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    developer = await t.signIn(['developer']);
    tester = await t.signIn(['ToolsControl']);
  });
  afterAll(() => t.close());

  const newContainer = () =>
    adminCall<ContainerDetail>(t, admin, 'POST', '/v1/admin/containers', { type: 'Leaderboard' });
  const write = (id: number, body: unknown, token = admin) =>
    adminCall<RecordsWriteResult>(t, token, 'POST', `/v1/admin/containers/${id}/records`, body);
  const page = (id: number, query = '') =>
    adminCall<RecordsPage>(t, viewer, 'GET', `/v1/admin/containers/${id}/records${query}`);
  const publicBoard = async (id: number) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `/leaderboards/eventory?containerID=${id}` })
      ).json() as LeaderboardPage
    ).data.map((r) => [r.rank, r.userInfo.userID, r.score]);
  const dbRecords = (id: number) =>
    t.db
      .select({
        key: records.key,
        score: records.score,
        lastUpdateMs: records.lastUpdateMs,
        meta: records.meta,
      })
      .from(records)
      .where(eq(records.containerId, id))
      .orderBy(records.key);

  it('sets records, then pages them in leaderboard order with count and cursor', async () => {
    const c = await newContainer();
    const result = await write(c.ID, {
      records: [
        { key: 'b', score: 10, lastUpdateMs: 2000 },
        { key: 'a', score: 10, lastUpdateMs: 2000, meta: { bonus: '3' } },
        { key: 'early', score: 10, lastUpdateMs: 1000 },
        { key: 'top', score: 50, lastUpdateMs: 9000 },
      ],
    });
    expect(result.mode).toBe('set');
    expect(result.records.map((r) => r.key)).toEqual(['b', 'a', 'early', 'top']);
    expect(result.records[1]).toEqual({ key: 'a', score: 10, lastUpdateMs: 2000, meta: { bonus: '3' } });

    const first = await page(c.ID, '?count=2');
    expect(first.count).toBe(4);
    expect(first.records.map((r) => [r.rank, r.key, r.score])).toEqual([
      [1, 'top', 50],
      [2, 'early', 10],
    ]);
    expect(first.nextCursor).not.toBe('');
    const second = await page(c.ID, `?count=2&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(second.records.map((r) => [r.rank, r.key, r.meta])).toEqual([
      [3, 'a', { bonus: '3' }],
      [4, 'b', {}],
    ]);
    expect(second.nextCursor).toBe('');
    // The write reached the rank index: the public leaderboard shows it.
    expect((await publicBoard(c.ID)).map((r) => r[1])).toEqual(['top', 'early', 'a', 'b']);
  });

  it('increments and keeps the best, in the database and the rank index alike', async () => {
    const c = await newContainer();
    await write(c.ID, {
      records: [
        { key: 'x', score: 10, lastUpdateMs: 1000 },
        { key: 'y', score: 20, lastUpdateMs: 1000 },
      ],
    });
    const inc = await write(c.ID, {
      records: [
        { key: 'x', score: 15, lastUpdateMs: 500 },
        { key: 'z', score: 1, lastUpdateMs: 700 },
      ],
      options: { mode: 'increment' },
    });
    expect(inc.records).toEqual([
      { key: 'x', score: 25, lastUpdateMs: 1000, meta: {} },
      { key: 'z', score: 1, lastUpdateMs: 700, meta: {} },
    ]);
    const best = await write(c.ID, {
      records: [
        { key: 'x', score: 5, lastUpdateMs: 3000 },
        { key: 'y', score: 30, lastUpdateMs: 4000, meta: { dragonBall: '7' } },
      ],
      options: { mode: 'keepBest' },
    });
    expect(best.records).toEqual([
      { key: 'x', score: 25, lastUpdateMs: 1000, meta: {} },
      { key: 'y', score: 30, lastUpdateMs: 4000, meta: { dragonBall: '7' } },
    ]);
    expect(await dbRecords(c.ID)).toEqual([
      { key: 'x', score: 25, lastUpdateMs: 1000, meta: {} },
      { key: 'y', score: 30, lastUpdateMs: 4000, meta: { dragonBall: '7' } },
      { key: 'z', score: 1, lastUpdateMs: 700, meta: {} },
    ]);
    expect((await page(c.ID)).records.map((r) => [r.rank, r.key, r.score, r.lastUpdateMs])).toEqual([
      [1, 'y', 30, 4000],
      [2, 'x', 25, 1000],
      [3, 'z', 1, 700],
    ]);
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'records'), eq(changeLog.objId, String(c.ID))));
    expect(logged).toHaveLength(3);
  });

  it('defaults the last update to now and keeps it whole', async () => {
    const c = await newContainer();
    const before = Date.now();
    const [r] = (await write(c.ID, { records: [{ key: 'n', score: 1 }] })).records;
    expect(r!.lastUpdateMs).toBeGreaterThanOrEqual(before);
    expect(r!.lastUpdateMs).toBeLessThanOrEqual(Date.now());
  });

  it('refuses bad writes with 400 and the field, changing nothing', async () => {
    const c = await newContainer();
    await write(c.ID, { records: [{ key: 'keep', score: 3, lastUpdateMs: 1 }] });
    for (const [body, field] of [
      [{}, 'records'],
      [{ records: [] }, 'records'],
      [{ records: [{ key: '', score: 1 }] }, 'records.0.key'],
      [{ records: [{ key: 'a', score: 'x' }] }, 'records.0.score'],
      [{ records: [{ key: 'a', score: 1, lastUpdateMs: -5 }] }, 'records.0.lastUpdateMs'],
      [{ records: [{ key: 'a', score: 1, meta: { bonus: 3 } }] }, 'records.0.meta.bonus'],
      [
        {
          records: [
            { key: 'keep', score: 1 },
            { key: 'keep', score: 2 },
          ],
        },
        'records.1.key',
      ],
      [{ records: [{ key: 'keep', score: 9 }], options: { mode: 'max' } }, 'options.mode'],
    ] as const) {
      const res = await adminInject(t, admin, 'POST', `/v1/admin/containers/${c.ID}/records`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    }
    expect(await dbRecords(c.ID)).toEqual([{ key: 'keep', score: 3, lastUpdateMs: 1, meta: {} }]);
    const badCursor = await adminInject(t, viewer, 'GET', `/v1/admin/containers/${c.ID}/records?cursor=nope`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({ errorCode: 'INVALID_CURSOR' });
    const badCount = await adminInject(t, viewer, 'GET', `/v1/admin/containers/${c.ID}/records?count=0`);
    expect(badCount.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'count' });
  });

  it('keeps scores within ±(2^53 − 1): refuses 1e308 and an increment past the range with 400, changing nothing', async () => {
    const c = await newContainer();
    const max = Number.MAX_SAFE_INTEGER;
    await write(c.ID, { records: [{ key: 'near', score: max - 10, lastUpdateMs: 1 }] });
    const tooBig = await adminInject(t, admin, 'POST', `/v1/admin/containers/${c.ID}/records`, {
      records: [{ key: 'huge', score: 1e308 }],
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'records.0.score' });
    const past = await adminInject(t, admin, 'POST', `/v1/admin/containers/${c.ID}/records`, {
      records: [
        { key: 'other', score: 5 },
        { key: 'near', score: 11 },
      ],
      options: { mode: 'increment' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ errorCode: 'SCORE_OUT_OF_RANGE', field: 'records.1.score' });
    expect(await dbRecords(c.ID)).toEqual([{ key: 'near', score: max - 10, lastUpdateMs: 1, meta: {} }]);
    // Up to the edge of the range is fine.
    const edge = await write(c.ID, { records: [{ key: 'near', score: 10 }], options: { mode: 'increment' } });
    expect(edge.records[0]?.score).toBe(max);
  });

  it('refuses ViewOnly writes and clears without clearContainer (403), and answers 404 for unknown containers', async () => {
    const c = await newContainer();
    const denied = await adminInject(t, viewer, 'POST', `/v1/admin/containers/${c.ID}/records`, {
      records: [{ key: 'a', score: 1 }],
    });
    expect(denied.statusCode).toBe(403);
    expect((await adminInject(t, admin, 'POST', `/v1/admin/containers/${c.ID}/clear`)).statusCode).toBe(403);
    expect((await adminInject(t, viewer, 'POST', `/v1/admin/containers/${c.ID}/clear`)).statusCode).toBe(403);
    expect(await dbRecords(c.ID)).toEqual([]);
    for (const [method, url, body, token] of [
      ['GET', '/v1/admin/containers/987654/records', undefined, viewer],
      ['POST', '/v1/admin/containers/987654/records', { records: [{ key: 'a', score: 1 }] }, admin],
      ['POST', '/v1/admin/containers/987654/clear', undefined, developer],
      ['POST', '/v1/admin/containers/987654/gift-box-score', { userIDs: ['a'] }, viewer],
    ] as const) {
      const res = await adminInject(t, token, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
  });

  it('clears a container after keeping its records in a snapshot, and the public read empties', async () => {
    const c = await newContainer();
    await write(c.ID, {
      records: [
        { key: 'a', score: 3, lastUpdateMs: 1 },
        { key: 'b', score: 4, lastUpdateMs: 1 },
      ],
    });
    const cleared = await adminCall<ClearResult>(t, developer, 'POST', `/v1/admin/containers/${c.ID}/clear`);
    expect(cleared).toMatchObject({ containerID: c.ID, removed: 2 });
    expect(await dbRecords(c.ID)).toEqual([]);
    expect(await publicBoard(c.ID)).toEqual([]);
    expect((await page(c.ID)).count).toBe(0);
    const [snap] = await t.db
      .select()
      .from(recordSnapshots)
      .where(eq(recordSnapshots.id, cleared.snapshotID));
    expect(snap).toMatchObject({ containerId: c.ID, sourceType: 'API', recordCount: 2 });
  });

  it('answers gift-box scores by receiver (record) and by sender (contributions)', async () => {
    const campaign = await createCampaign(t, admin);
    const lb = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, lb.containerID);
    const gifts = [
      ['ben', 'luna', 30],
      ['ann', 'luna', 50],
      ['ben', 'kai', 40],
      ['cid', 'kai', 10],
    ] as const;
    for (const [senderID, receiverID, point] of gifts)
      await sendGift(t, tester, { ID: eventId(), senderID, receiverID, point });
    const receivers = await adminCall<GiftBoxScoreResult>(
      t,
      viewer,
      'POST',
      `/v1/admin/containers/${lb.containerID}/gift-box-score`,
      { userIDs: ['kai', 'luna', 'nobody', 'kai'] },
    );
    expect(receivers).toEqual({
      containerID: lb.containerID,
      targetType: 'ReceiverID',
      items: [
        { userID: 'kai', score: 50, rank: 2 },
        { userID: 'luna', score: 80, rank: 1 },
        { userID: 'nobody', score: 0, rank: 0 },
      ],
    });
    const senders = await adminCall<GiftBoxScoreResult>(
      t,
      viewer,
      'POST',
      `/v1/admin/containers/${lb.containerID}/gift-box-score`,
      { userIDs: ['ben', 'ann', 'cid', 'luna'], targetType: 'SenderID' },
    );
    expect(senders.items).toEqual([
      { userID: 'ben', score: 70, rank: 1 },
      { userID: 'ann', score: 50, rank: 2 },
      { userID: 'cid', score: 10, rank: 3 },
      { userID: 'luna', score: 0, rank: 0 },
    ]);
    const contributions = await t.db
      .select()
      .from(recordContributions)
      .where(eq(recordContributions.containerId, lb.containerID));
    expect(contributions).toHaveLength(4);
    for (const body of [{}, { userIDs: [] }, { userIDs: ['a'], targetType: 'Streamer' }]) {
      const res = await adminInject(
        t,
        viewer,
        'POST',
        `/v1/admin/containers/${lb.containerID}/gift-box-score`,
        body,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
    const noRole = await t.signIn([]);
    const forbidden = await adminInject(
      t,
      noRole,
      'POST',
      `/v1/admin/containers/${lb.containerID}/gift-box-score`,
      {
        userIDs: ['a'],
      },
    );
    expect(forbidden.statusCode).toBe(403);
  });
});
