// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Aggregator } from '@eventory/domain/aggregators';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { containers, evaluators, recordContributions, records } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { aggregators, recordSnapshots } from '../db/schema/engine-admin.ts';

describe('aggregators', () => {
  let t: TestApp;
  let admin: string;
  let tester: string;
  let viewer: string;
  let seq = 0;
  const base = Date.now() - 60_000;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    tester = await t.signIn(['ToolsControl']);
    viewer = await t.signIn(['ViewOnly']);
  });
  afterAll(() => t.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = admin,
  ) {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'access-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  /** A container outside any leaderboard (no window), with a Point evaluator on gifts to the receiver. */
  async function scoredContainer(): Promise<number> {
    const [c] = await t.db
      .insert(containers)
      .values({ type: 'Leaderboard', refId: 0, refContainerType: 'Leaderboard' })
      .returning({ id: containers.id });
    await t.db.insert(evaluators).values({
      targetContainerId: c!.id,
      eventType: 1,
      resultKey: 'ReceiverID',
      scoreCalc: { kind: 'field', field: 'Point' },
    });
    return c!.id;
  }

  async function plainContainer(): Promise<number> {
    const [c] = await t.db
      .insert(containers)
      .values({ type: 'Leaderboard', refId: 0, refContainerType: 'Leaderboard' })
      .returning({ id: containers.id });
    return c!.id;
  }

  async function gift(receiverID: string, point: number, senderID = 'ben', at = base + ++seq * 10) {
    const res = await call(
      'POST',
      '/v1/admin/event',
      {
        ID: `agg-${process.pid}-${++seq}`,
        type: 1,
        timestamp: at,
        giftEvent: { giftID: 'rose', senderID, receiverID, point },
      },
      tester,
    );
    expect(res.status).toBe(200);
  }

  const rows = async (containerID: number) =>
    Object.fromEntries(
      (await t.db.select().from(records).where(eq(records.containerId, containerID))).map((r) => [
        r.key,
        { score: r.score, lastUpdateMs: r.lastUpdateMs },
      ]),
    );
  const scores = async (containerID: number) =>
    Object.fromEntries(Object.entries(await rows(containerID)).map(([k, v]) => [k, v.score]));

  /** The public page, read through the rank index: proves the effects were mirrored. */
  async function page(containerID: number): Promise<[string, number][]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${containerID}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as LeaderboardPage).data.map((r) => [r.userInfo.userID, r.score]);
  }

  it('sum: backfills the target from the source (with an Aggregator snapshot), then adds every later change', async () => {
    const src = await scoredContainer();
    const target = await plainContainer();
    await t.db.insert(records).values({ containerId: target, key: 'luna', score: 5, lastUpdateMs: 1 });
    await gift('luna', 10);
    await gift('kai', 30, 'amy');

    const res = await call('POST', '/v1/admin/aggregators', {
      srcContainerID: src,
      targetContainerID: target,
    });
    expect(res.status).toBe(200);
    const agg = res.body as unknown as Aggregator;
    expect(agg).toMatchObject({ srcContainerID: src, targetContainerID: target, kind: 'sum' });
    expect(await scores(target)).toEqual({ luna: 15, kai: 30 });
    // The backfill carries contributions too.
    const given = await t.db
      .select({
        key: recordContributions.key,
        sender: recordContributions.senderId,
        score: recordContributions.score,
      })
      .from(recordContributions)
      .where(eq(recordContributions.containerId, target));
    expect(given.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'kai', sender: 'amy', score: 30 },
      { key: 'luna', sender: 'ben', score: 10 },
    ]);
    const [snapshot] = await t.db
      .select()
      .from(recordSnapshots)
      .where(eq(recordSnapshots.containerId, target));
    expect(snapshot).toMatchObject({ sourceType: 'Aggregator', recordCount: 1 });
    expect(snapshot!.records).toEqual([expect.objectContaining({ key: 'luna', score: 5 })]);
    expect(await page(target)).toEqual([
      ['kai', 30],
      ['luna', 15],
    ]);

    // A live event changes source and target in one commit, mirrored to the rank index.
    await gift('luna', 20);
    expect(await scores(src)).toEqual({ luna: 30, kai: 30 });
    expect(await scores(target)).toEqual({ luna: 35, kai: 30 });
    expect(await page(target)).toEqual([
      ['luna', 35],
      ['kai', 30],
    ]);
    const lastLuna = (await rows(src)).luna!.lastUpdateMs;
    expect((await rows(target)).luna!.lastUpdateMs).toBe(lastLuna);

    const log = await t.db
      .select({ action: changeLog.action })
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'aggregators'), eq(changeLog.objId, String(agg.ID))));
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it('group: a member adds to its team; teams rank by summed score, ties by the earlier last update', async () => {
    const src = await scoredContainer();
    const target = await plainContainer();
    const res = await call('POST', '/v1/admin/aggregators', {
      srcContainerID: src,
      targetContainerID: target,
      kind: 'group',
      teams: { red: ['luna', 'kai'], blue: ['mia'], green: ['zoe'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'group', teams: { red: ['luna', 'kai'], blue: ['mia'] } });

    await gift('zoe', 30); // green reaches 30 first
    await gift('luna', 10);
    await gift('mia', 25);
    await gift('kai', 20); // red reaches 30 after green
    await gift('nobody', 99); // in no team: ignored
    expect(await scores(target)).toEqual({ red: 30, blue: 25, green: 30 });
    expect(await page(target)).toEqual([
      ['green', 30],
      ['red', 30],
      ['blue', 25],
    ]);
  });

  it('chains carry on (A→B→C); a cycle, a self-loop and a repeat are refused and change nothing', async () => {
    const a = await scoredContainer();
    const b = await plainContainer();
    const c = await plainContainer();
    expect(
      (await call('POST', '/v1/admin/aggregators', { srcContainerID: a, targetContainerID: b })).status,
    ).toBe(200);
    expect(
      (await call('POST', '/v1/admin/aggregators', { srcContainerID: b, targetContainerID: c })).status,
    ).toBe(200);
    await gift('luna', 7);
    expect(await scores(b)).toEqual({ luna: 7 });
    expect(await scores(c)).toEqual({ luna: 7 });
    expect(await page(c)).toEqual([['luna', 7]]);

    const cycle = await call('POST', '/v1/admin/aggregators', { srcContainerID: c, targetContainerID: a });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toMatchObject({ errorCode: 'AGGREGATOR_CYCLE', field: 'targetContainerID' });
    expect(String(cycle.body.errorMessage)).toMatch(/cycle/);
    const self = await call('POST', '/v1/admin/aggregators', { srcContainerID: a, targetContainerID: a });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'targetContainerID' });
    const again = await call('POST', '/v1/admin/aggregators', { srcContainerID: a, targetContainerID: b });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'AGGREGATOR_EXISTS' });
    expect(await t.db.select().from(aggregators).where(eq(aggregators.srcContainerId, c))).toEqual([]);
    expect(await scores(a)).toEqual({ luna: 7 });
    expect(await scores(b)).toEqual({ luna: 7 });
  });

  it('PUT changes the rule from then on, DELETE stops the flow (target keeps its records), both logged', async () => {
    const src = await scoredContainer();
    const target = await plainContainer();
    const created = (
      await call('POST', '/v1/admin/aggregators', { srcContainerID: src, targetContainerID: target })
    ).body as unknown as Aggregator;
    await gift('luna', 10);
    const put = await call('PUT', `/v1/admin/aggregators/${created.ID}`, {
      srcContainerID: src,
      targetContainerID: target,
      kind: 'group',
      teams: { red: ['luna'] },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ID: created.ID, kind: 'group', teams: { red: ['luna'] } });
    await gift('luna', 5);
    expect(await scores(target)).toEqual({ luna: 10, red: 5 });

    expect((await call('GET', `/v1/admin/aggregators/${created.ID}`)).body).toMatchObject({ kind: 'group' });
    const listed = await call('GET', `/v1/admin/aggregators?srcContainerID=${src}`);
    expect(listed.body).toEqual({ items: [expect.objectContaining({ ID: created.ID })] });
    expect((await call('GET', `/v1/admin/aggregators?targetContainerID=${target}`)).body).toEqual({
      items: [expect.objectContaining({ ID: created.ID })],
    });
    expect((await call('GET', `/v1/admin/aggregators?srcContainerID=${target}`)).body).toEqual({ items: [] });

    expect((await call('DELETE', `/v1/admin/aggregators/${created.ID}`)).status).toBe(200);
    await gift('luna', 100);
    expect(await scores(target)).toEqual({ luna: 10, red: 5 });
    for (const method of ['GET', 'DELETE'] as const)
      expect((await call(method, `/v1/admin/aggregators/${created.ID}`)).status).toBe(404);
    expect((await call('PUT', `/v1/admin/aggregators/${created.ID}`, put.body)).status).toBe(404);

    const log = await t.db
      .select({ action: changeLog.action })
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'aggregators'), eq(changeLog.objId, String(created.ID))));
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('record writes, clear and snapshot restore on the source pass their difference on to the target', async () => {
    const src = await plainContainer();
    const target = await plainContainer();
    expect(
      (await call('POST', '/v1/admin/aggregators', { srcContainerID: src, targetContainerID: target }))
        .status,
    ).toBe(200);

    const write = await call('POST', `/v1/admin/containers/${src}/records`, {
      records: [
        { key: 'luna', score: 40 },
        { key: 'kai', score: 10 },
      ],
      options: { mode: 'set' },
    });
    expect(write.status).toBe(200);
    expect(await scores(target)).toEqual({ luna: 40, kai: 10 });
    // A set to a lower score passes on the negative difference.
    await call('POST', `/v1/admin/containers/${src}/records`, {
      records: [{ key: 'luna', score: 25 }],
      options: { mode: 'set' },
    });
    expect(await scores(target)).toEqual({ luna: 25, kai: 10 });
    expect(await page(target)).toEqual([
      ['luna', 25],
      ['kai', 10],
    ]);

    const developer = await t.signIn(['developer']);
    const clear = await call('POST', `/v1/admin/containers/${src}/clear`, undefined, developer);
    expect(clear.status).toBe(200);
    expect(await scores(target)).toEqual({ luna: 0, kai: 0 });

    const restore = await call(
      'POST',
      `/v1/admin/containers/${src}/record/snapshots/${String(clear.body.snapshotID)}/restore`,
      undefined,
      developer,
    );
    expect(restore.status).toBe(200);
    expect(await scores(target)).toEqual({ luna: 25, kai: 10 });
    expect(await page(target)).toEqual([
      ['luna', 25],
      ['kai', 10],
    ]);
  });

  it('answers 400 with the field for bad input, 404 for an unknown container, and stores nothing', async () => {
    const src = await scoredContainer();
    const target = await plainContainer();
    const before = (await t.db.select().from(aggregators)).length;
    const cases: [unknown, string][] = [
      [{ srcContainerID: src }, 'targetContainerID'],
      [{ srcContainerID: 'x', targetContainerID: target }, 'srcContainerID'],
      [{ srcContainerID: src, targetContainerID: target, kind: 'avg' }, 'kind'],
      [{ srcContainerID: src, targetContainerID: target, kind: 'group' }, 'teams'],
      [{ srcContainerID: src, targetContainerID: target, kind: 'group', teams: { red: [] } }, 'teams.red'],
      [{ srcContainerID: src, targetContainerID: target, teams: { red: ['luna'] } }, 'teams'],
      [
        { srcContainerID: src, targetContainerID: target, kind: 'group', teams: { red: ['a'], blue: ['a'] } },
        'teams.blue',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/v1/admin/aggregators', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
      expect(String(res.body.errorMessage)).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
    const missing = await call('POST', '/v1/admin/aggregators', {
      srcContainerID: src,
      targetContainerID: 999999,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: 'NOT_FOUND', field: 'targetContainerID' });
    expect((await call('GET', '/v1/admin/aggregators?srcContainerID=abc')).status).toBe(400);
    expect((await t.db.select().from(aggregators)).length).toBe(before);
  });

  it('refuses writes to a ViewOnly admin (403) but lets it read', async () => {
    const src = await scoredContainer();
    const target = await plainContainer();
    const denied = await call(
      'POST',
      '/v1/admin/aggregators',
      { srcContainerID: src, targetContainerID: target },
      viewer,
    );
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ errorCode: 'FORBIDDEN' });
    const created = (
      await call('POST', '/v1/admin/aggregators', { srcContainerID: src, targetContainerID: target })
    ).body as unknown as Aggregator;
    expect((await call('DELETE', `/v1/admin/aggregators/${created.ID}`, undefined, viewer)).status).toBe(403);
    expect((await call('GET', `/v1/admin/aggregators/${created.ID}`, undefined, viewer)).status).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/admin/aggregators/${created.ID}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
