// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  ContainerDetail,
  RecordsPage,
  RestoreResult,
  Snapshot,
  SnapshotSummary,
} from '@eventory/domain/container-admin';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  nowSeconds,
  sendGift,
} from '../test/fixtures.ts';
import { recordSnapshots } from '../db/schema/engine-admin.ts';
import { containers, leaderboards } from '../db/schema/campaigns.ts';
import {
  readAllRecords,
  remirrorContainer,
  replaceContainerRecords,
  takeSnapshot,
} from '../engine/record-store.ts';
import { takeEndOfLeaderboardSnapshots } from './end-of-leaderboard.ts';

describe('record snapshots', () => {
  let t: TestApp;
  let admin: string;
  let developer: string;
  let viewer: string;
  let tester: string;
  let seq = 0;
  const eventId = () => `snap-${process.pid}-${Date.now()}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    developer = await t.signIn(['developer']);
    viewer = await t.signIn(['ViewOnly']);
    tester = await t.signIn(['ToolsControl']);
  });
  afterAll(() => t.close());

  const base = (id: number) => `/v1/admin/containers/${id}/record/snapshots`;
  const publicBoard = async (id: number) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `/leaderboards/eventory?containerID=${id}` })
      ).json() as LeaderboardPage
    ).data.map((r) => [r.rank, r.userInfo.userID, r.score]);
  const adminRecords = async (id: number) =>
    (await adminCall<RecordsPage>(t, viewer, 'GET', `/v1/admin/containers/${id}/records?count=1000`)).records;

  async function scoredBoard() {
    const campaign = await createCampaign(t, admin);
    const lb = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, lb.containerID);
    for (const [senderID, receiverID, point] of [
      ['ben', 'luna', 30],
      ['ann', 'luna', 50],
      ['ben', 'kai', 40],
    ] as const)
      await sendGift(t, tester, { ID: eventId(), senderID, receiverID, point });
    return lb;
  }

  it('snapshot then restore gives back the same records', async () => {
    const lb = await scoredBoard();
    await adminCall(t, admin, 'POST', `/v1/admin/containers/${lb.containerID}/records`, {
      records: [{ key: 'kai', score: 1, meta: { bonus: '5' } }],
      options: { mode: 'increment' },
    });
    const original = await readAllRecords(t.db, lb.containerID);
    expect(original.map((r) => [r.key, r.score])).toEqual([
      ['luna', 80],
      ['kai', 41],
    ]);
    expect(original[0]!.contributions).toEqual({ ann: 50, ben: 30 });
    const originalBoard = await publicBoard(lb.containerID);
    const originalPage = await adminRecords(lb.containerID);

    const snapshot = await adminCall<Snapshot>(t, developer, 'POST', base(lb.containerID));
    expect(snapshot).toMatchObject({ containerID: lb.containerID, sourceType: 'API', recordCount: 2 });
    expect(snapshot.records).toEqual(original);

    // Change everything: more gifts, an admin write, then a clear.
    await sendGift(t, tester, { ID: eventId(), senderID: 'cid', receiverID: 'kai', point: 100 });
    await adminCall(t, admin, 'POST', `/v1/admin/containers/${lb.containerID}/records`, {
      records: [{ key: 'zed', score: 500 }],
    });
    await adminCall(t, developer, 'POST', `/v1/admin/containers/${lb.containerID}/clear`);
    expect(await publicBoard(lb.containerID)).toEqual([]);

    const restored = await adminCall<RestoreResult>(
      t,
      developer,
      'POST',
      `${base(lb.containerID)}/${snapshot.ID}/restore`,
    );
    expect(restored).toMatchObject({
      containerID: lb.containerID,
      restoredFrom: snapshot.ID,
      recordCount: 2,
    });
    expect(await readAllRecords(t.db, lb.containerID)).toEqual(original);
    expect(await publicBoard(lb.containerID)).toEqual(originalBoard);
    expect(await adminRecords(lb.containerID)).toEqual(originalPage);
    const subkeys = await t.app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${lb.containerID}&subkeys=luna`,
    });
    expect((subkeys.json() as LeaderboardPage).data.map((r) => [r.userInfo.userID, r.score])).toEqual([
      ['ann', 50],
      ['ben', 30],
    ]);

    // The restore kept what it replaced (empty after the clear) as RestoreBySnapshot: undoable.
    const previous = await adminCall<Snapshot>(
      t,
      developer,
      'GET',
      `${base(lb.containerID)}/${restored.previousSnapshotID}`,
    );
    expect(previous).toMatchObject({ sourceType: 'RestoreBySnapshot', recordCount: 0, records: [] });

    // Scoring goes on from the restored records.
    await sendGift(t, tester, { ID: eventId(), senderID: 'ben', receiverID: 'kai', point: 60 });
    expect(await publicBoard(lb.containerID)).toEqual([
      [1, 'kai', 101],
      [2, 'luna', 80],
    ]);
  });

  it('replaces and re-mirrors through the record store (the contract other writers use)', async () => {
    const c = await adminCall<ContainerDetail>(t, admin, 'POST', '/v1/admin/containers', {
      type: 'Leaderboard',
    });
    await t.db.transaction((tx) =>
      replaceContainerRecords(tx, c.ID, [
        { key: 'p', score: 2, lastUpdateMs: 10, meta: {}, contributions: { s1: 2 } },
        { key: 'q', score: 9, lastUpdateMs: 20, meta: { group: 'A' } },
      ]),
    );
    expect(await publicBoard(c.ID)).toEqual([]);
    await remirrorContainer(t.app, c.ID);
    expect(await publicBoard(c.ID)).toEqual([
      [1, 'q', 9],
      [2, 'p', 2],
    ]);
    const id = await t.db.transaction((tx) => takeSnapshot(tx, c.ID, 'Aggregator', 'aggregator:1'));
    const got = await adminCall<Snapshot>(t, developer, 'GET', `${base(c.ID)}/${id}`);
    expect(got).toMatchObject({ sourceType: 'Aggregator', createdBy: 'aggregator:1', recordCount: 2 });
    expect(got.records).toEqual([
      { key: 'q', score: 9, lastUpdateMs: 20, meta: { group: 'A' } },
      { key: 'p', score: 2, lastUpdateMs: 10, meta: {}, contributions: { s1: 2 } },
    ]);
  });

  it('lists snapshots filtered by time and source, sorted by timestamp', async () => {
    const c = await adminCall<ContainerDetail>(t, admin, 'POST', '/v1/admin/containers', { type: 'Table' });
    const ids: number[] = [];
    for (const [source, ts] of [
      ['API', 1000],
      ['Replay', 2000],
      ['API', 3000],
      ['EndOfLeaderboard', 4000],
    ] as const) {
      const id = await t.db.transaction((tx) => takeSnapshot(tx, c.ID, source, 'test'));
      await t.db.update(recordSnapshots).set({ timestamp: ts }).where(eq(recordSnapshots.id, id));
      ids.push(id);
    }
    const list = async (query: string) =>
      (await adminCall<{ items: SnapshotSummary[] }>(t, developer, 'GET', `${base(c.ID)}${query}`)).items.map(
        (s) => s.ID,
      );
    expect(await list('')).toEqual([...ids].reverse());
    expect(await list('?sortByTimestamp=asc')).toEqual(ids);
    expect(await list('?fromTimestamp=2000&toTimestamp=3000&sortByTimestamp=asc')).toEqual([ids[1], ids[2]]);
    expect(await list('?sourceType=API&sortByTimestamp=asc')).toEqual([ids[0], ids[2]]);
    expect(await list('?sourceType=API&sourceType=EndOfLeaderboard&sortByTimestamp=asc')).toEqual([
      ids[0],
      ids[2],
      ids[3],
    ]);
    expect(await list('?sourceType=Replay,EndOfLeaderboard')).toEqual([ids[3], ids[1]]);
    const first = (
      await adminCall<{ items: SnapshotSummary[] }>(t, developer, 'GET', `${base(c.ID)}?limit=1`)
    ).items;
    expect(first).toEqual([
      {
        ID: ids[3],
        containerID: c.ID,
        sourceType: 'EndOfLeaderboard',
        timestamp: 4000,
        recordCount: 0,
        createdBy: 'test',
      },
    ]);

    for (const query of [
      '?sourceType=Manual',
      '?fromTimestamp=5&toTimestamp=1',
      '?sortByTimestamp=up',
      '?fromTimestamp=x',
    ]) {
      const res = await adminInject(t, developer, 'GET', `${base(c.ID)}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
  });

  it('guards snapshots with recordSnapshot (403 for others) and answers 404 for unknown ids', async () => {
    const c = await adminCall<ContainerDetail>(t, admin, 'POST', '/v1/admin/containers', { type: 'Table' });
    const other = await adminCall<ContainerDetail>(t, admin, 'POST', '/v1/admin/containers', {
      type: 'Table',
    });
    const snapshot = await adminCall<Snapshot>(t, developer, 'POST', base(c.ID));
    const before = await t.db.select().from(recordSnapshots).where(eq(recordSnapshots.containerId, c.ID));
    for (const token of [admin, viewer]) {
      for (const [method, url] of [
        ['GET', base(c.ID)],
        ['GET', `${base(c.ID)}/${snapshot.ID}`],
        ['POST', base(c.ID)],
        ['POST', `${base(c.ID)}/${snapshot.ID}/restore`],
      ] as const) {
        const res = await adminInject(t, token, method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
      }
    }
    expect(await t.db.select().from(recordSnapshots).where(eq(recordSnapshots.containerId, c.ID))).toEqual(
      before,
    );
    for (const [method, url] of [
      ['GET', `${base(c.ID)}/999999`],
      ['GET', `${base(other.ID)}/${snapshot.ID}`],
      ['POST', `${base(other.ID)}/${snapshot.ID}/restore`],
      ['GET', base(987654)],
      ['POST', base(987654)],
    ] as const) {
      const res = await adminInject(t, developer, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    const bad = await adminInject(t, developer, 'GET', `${base(c.ID)}/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'snapshotId' });
  });

  it('takes one EndOfLeaderboard snapshot per ended leaderboard, exactly once even when ticks race', async () => {
    const campaign = await createCampaign(t, admin);
    const now = nowSeconds();
    const ended = await createLeaderboard(t, admin, campaign, { startTime: now - 3600, endTime: now - 60 });
    const running = await createLeaderboard(t, admin, campaign, {
      startTime: now - 3600,
      endTime: now + 3600,
    });
    // endTime 0 ("ends with its campaign") is refused on writes now, but older stored rows still hold it.
    const withCampaign = await createLeaderboard(t, admin, campaign, {
      startTime: now - 3600,
      endTime: now + 60,
    });
    await t.db.update(leaderboards).set({ endTime: 0 }).where(eq(leaderboards.id, withCampaign.ID));
    await adminCall(t, admin, 'POST', `/v1/admin/containers/${ended.containerID}/records`, {
      records: [{ key: 'final', score: 7, lastUpdateMs: 5 }],
    });

    const [a, b] = await Promise.all([
      takeEndOfLeaderboardSnapshots(t.db),
      takeEndOfLeaderboardSnapshots(t.db),
    ]);
    expect([...a!, ...b!].filter((id) => id === ended.containerID)).toEqual([ended.containerID]);
    expect([...a!, ...b!]).not.toContain(running.containerID);
    expect([...a!, ...b!]).not.toContain(withCampaign.containerID);
    expect(await takeEndOfLeaderboardSnapshots(t.db)).not.toContain(ended.containerID);
    const eol = await t.db
      .select()
      .from(recordSnapshots)
      .where(
        and(
          eq(recordSnapshots.containerId, ended.containerID),
          eq(recordSnapshots.sourceType, 'EndOfLeaderboard'),
        ),
      );
    expect(eol).toHaveLength(1);
    expect(eol[0]!.records).toEqual([{ key: 'final', score: 7, lastUpdateMs: 5, meta: {} }]);

    // Later: the running board ends (tick clock moved on); a leaderboard with endTime 0 ends with its campaign.
    const later = await takeEndOfLeaderboardSnapshots(t.db, now + 3600);
    expect(later).toContain(running.containerID);
    expect(later).not.toContain(withCampaign.containerID);
    expect(await takeEndOfLeaderboardSnapshots(t.db, campaign.endTime)).toContain(withCampaign.containerID);

    // A deleted container is skipped.
    const gone = await createLeaderboard(t, admin, campaign, { startTime: now - 3600, endTime: now - 1 });
    await t.db.update(containers).set({ isDeleted: true }).where(eq(containers.id, gone.containerID));
    expect(await takeEndOfLeaderboardSnapshots(t.db)).not.toContain(gone.containerID);
  });
});
