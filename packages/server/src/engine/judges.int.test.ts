// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@eventory/domain/campaign';
import type { Evaluator, Explanation } from '@eventory/domain/evaluators';
import { CONSTRAINT_MESSAGES as M } from '@eventory/domain/constraints/model';
import type { TestEventResult } from '@eventory/domain/events';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCampaign, createLeaderboard, nowSeconds } from '../test/fixtures.ts';
import { containers, evaluators, records } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { countLimits } from '../db/schema/limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const is = (setting: Record<string, unknown>) => ({ logic: 'IS', setting });

describe('evaluator judges, count limits and explain', () => {
  let t: TestApp;
  let admin: string;
  let tester: string;
  let seq = 0;
  const eventId = () => `judge-${process.pid}-${Date.now()}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    tester = await t.signIn(['ToolsControl']);
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

  async function board(): Promise<Leaderboard> {
    return createLeaderboard(t, admin, await createCampaign(t, admin));
  }

  async function evaluator(containerID: number, extra: Record<string, unknown> = {}): Promise<Evaluator> {
    const res = await call('POST', '/v1/admin/evaluators', {
      targetContainerID: containerID,
      eventType: 1,
      resultKey: 'ReceiverID',
      ...extra,
    });
    expect(res.status).toBe(200);
    return res.body as unknown as Evaluator;
  }

  async function gift(
    containerID: number,
    g: { senderID?: string; receiverID?: string; point?: number; giftID?: string; timestamp?: number },
  ): Promise<number> {
    const res = await call(
      'POST',
      '/v1/admin/event',
      {
        ID: eventId(),
        type: 1,
        timestamp: g.timestamp ?? Date.now(),
        giftEvent: {
          giftID: g.giftID ?? 'rose',
          senderID: g.senderID ?? 'ben',
          receiverID: g.receiverID ?? 'luna',
          point: g.point ?? 10,
        },
      },
      tester,
    );
    expect(res.status).toBe(200);
    const effects = (res.body as unknown as TestEventResult).effects.filter(
      (e) => e.containerID === containerID,
    );
    return effects.reduce((sum, e) => sum + e.scoreAdded, 0);
  }

  const scores = async (containerID: number) =>
    Object.fromEntries(
      (await t.db.select().from(records).where(eq(records.containerId, containerID))).map((r) => [
        r.key,
        r.score,
      ]),
    );

  /** A whitelist container with these members (the containers API is another slice's). */
  async function whitelist(members: string[]): Promise<number> {
    const [c] = await t.db
      .insert(containers)
      .values({ type: 'Whitelist', refId: 0, refContainerType: 'Leaderboard' })
      .returning({ id: containers.id });
    await t.db
      .insert(records)
      .values(members.map((key) => ({ containerId: c!.id, key, score: 0, lastUpdateMs: 0 })));
    return c!.id;
  }

  describe('creating with an invalid judge answers 400 with the rule message and stores nothing', () => {
    const count = (mappingKeys: unknown) =>
      is({ kind: 'Count', field: 'Count', mappingKeys, limit: { max: 1 } });
    const gift = is({ kind: 'Event', field: 'GiftID', value: 'rose' });
    const cases: [string, unknown[], string, string][] = [
      [
        'a count constraint needs one or two mapping keys',
        [count([])],
        'judges.0.setting.mappingKeys',
        M.countMappingKeys,
      ],
      [
        'with two mapping keys, both must be variables',
        [count([{ variable: 'SenderID' }, { constant: 'x' }])],
        'judges.0.setting.mappingKeys',
        M.countTwoKeysVariables,
      ],
      [
        'a numeric right side must be a constant',
        [
          is({
            kind: 'Numeric',
            field: 'Arithmetic',
            left: { variable: 'Point' },
            operator: 'GT',
            right: { variable: 'Count' },
          }),
        ],
        'judges.0.setting.right',
        M.numericRightConstant,
      ],
      [
        'a NOT group has exactly two children',
        [{ logic: 'NOT', children: [gift] }],
        'judges.0.children',
        M.notTwoChildren,
      ],
      [
        'a NOT group has the negated item second',
        [{ logic: 'NOT', children: [gift, gift] }],
        'judges.0.children.1.setting.negate',
        M.notNegatedSecond,
      ],
      [
        'an empty constraint list is rejected',
        [{ logic: 'AND', children: [] }],
        'judges.0.children',
        M.emptyList,
      ],
      [
        'a user constraint is deprecated and rejected',
        [is({ kind: 'User', field: 'Level' })],
        'judges.0.setting.kind',
        M.userDeprecated,
      ],
      [
        'an unsupported type is rejected',
        [is({ kind: 'Weather', field: 'Sun' })],
        'judges.0.setting.kind',
        `${M.unsupportedType}: Weather`,
      ],
    ];
    it.each(cases)('%s', async (_rule, judges, field, message) => {
      const lb = await board();
      const res = await call('POST', '/v1/admin/evaluators', {
        targetContainerID: lb.containerID,
        eventType: 1,
        resultKey: 'ReceiverID',
        judges,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        errorCode: 'VALIDATION_ERROR',
        errorMessage: `${field}: ${message}`,
        field,
      });
      expect(
        await t.db.select().from(evaluators).where(eq(evaluators.targetContainerId, lb.containerID)),
      ).toEqual([]);
    });
  });

  it('replaces an evaluator with PUT (validated) and removes it with DELETE, each with a change-log entry', async () => {
    const lb = await board();
    const e = await evaluator(lb.containerID);
    const judges = [is({ kind: 'Event', field: 'Point', operator: 'GTE', value: 100 })];
    const put = await call('PUT', `/v1/admin/evaluators/${e.ID}`, {
      targetContainerID: lb.containerID,
      eventType: 1,
      resultKey: 'SenderID',
      judges,
      limit: { mappingKeys: ['SenderID'], max: 3, schedule: 'daily' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      ID: e.ID,
      resultKey: 'SenderID',
      judges,
      limit: { max: 3, schedule: 'daily' },
    });

    const bad = await call('PUT', `/v1/admin/evaluators/${e.ID}`, {
      targetContainerID: lb.containerID,
      eventType: 1,
      resultKey: 'ReceiverID',
      judges: [{ logic: 'OR', children: [] }],
    });
    expect(bad.status).toBe(400);
    expect((await call('GET', `/v1/admin/evaluators/${e.ID}`)).body).toMatchObject({
      resultKey: 'SenderID',
      judges,
    });
    expect((await call('GET', `/v1/admin/containers/${lb.containerID}/evaluators`)).body).toMatchObject({
      items: [{ ID: e.ID }],
    });

    expect((await call('DELETE', `/v1/admin/evaluators/${e.ID}`)).status).toBe(200);
    expect((await call('GET', `/v1/admin/evaluators/${e.ID}`)).status).toBe(404);
    expect((await call('PUT', `/v1/admin/evaluators/${e.ID}`, put.body)).status).toBe(404);
    const log = await t.db
      .select({ action: changeLog.action })
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'evaluators'), eq(changeLog.objId, String(e.ID))));
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses evaluator writes to a read-only admin', async () => {
    const lb = await board();
    const e = await evaluator(lb.containerID);
    const readonly = await t.signIn(['user'], { email: 'ro@test.eventory.app', readonly: true });
    expect((await call('DELETE', `/v1/admin/evaluators/${e.ID}`, undefined, readonly)).status).toBe(403);
  });

  it('a WhiteList judge scores only members of the whitelist', async () => {
    const lb = await board();
    const members = await whitelist(['luna']);
    await evaluator(lb.containerID, {
      judges: [is({ kind: 'container', field: 'WhiteList', containerID: members })],
    });
    expect(await gift(lb.containerID, { receiverID: 'luna', point: 10 })).toBe(10);
    expect(await gift(lb.containerID, { receiverID: 'kai', point: 10 })).toBe(0);
    expect(await scores(lb.containerID)).toEqual({ luna: 10 });
  });

  it('a Rank judge (LTE 2) scores only the top two of another container, a score tie going to the earlier update', async () => {
    const [q] = await t.db
      .insert(containers)
      .values({ type: 'Leaderboard', refId: 0, refContainerType: 'Leaderboard' })
      .returning({ id: containers.id });
    await t.db.insert(records).values([
      { containerId: q!.id, key: 'kim', score: 60, lastUpdateMs: 3000 },
      { containerId: q!.id, key: 'luna', score: 50, lastUpdateMs: 1000 },
      { containerId: q!.id, key: 'ben', score: 50, lastUpdateMs: 2000 },
      { containerId: q!.id, key: 'zoe', score: 10, lastUpdateMs: 0 },
    ]);
    const lb = await board();
    await evaluator(lb.containerID, {
      judges: [is({ kind: 'container', field: 'Rank', containerID: q!.id, operator: 'LTE', value: 2 })],
    });
    for (const receiverID of ['kim', 'luna', 'ben', 'zoe', 'nobody'])
      await gift(lb.containerID, { receiverID, point: 5 });
    expect(await scores(lb.containerID)).toEqual({ kim: 5, luna: 5 });
  });

  it('a Numeric judge (Point GTE 100) scores only gifts of 100 points or more', async () => {
    const lb = await board();
    await evaluator(lb.containerID, {
      judges: [
        is({
          kind: 'Numeric',
          field: 'Arithmetic',
          left: { variable: 'Point' },
          operator: 'GTE',
          right: { constant: 100 },
        }),
      ],
    });
    expect(await gift(lb.containerID, { point: 99 })).toBe(0);
    expect(await gift(lb.containerID, { point: 100 })).toBe(100);
  });

  it('a NOT group scores the first setting except the negated second', async () => {
    const lb = await board();
    await evaluator(lb.containerID, {
      judges: [
        {
          logic: 'NOT',
          children: [
            is({ kind: 'Event', field: 'GiftID', values: ['rose', 'lily'] }),
            is({ kind: 'Event', field: 'SenderID', value: 'bot', negate: true }),
          ],
        },
      ],
    });
    expect(await gift(lb.containerID, { giftID: 'rose', senderID: 'ben' })).toBe(10);
    expect(await gift(lb.containerID, { giftID: 'rose', senderID: 'bot' })).toBe(0);
    expect(await gift(lb.containerID, { giftID: 'cake', senderID: 'ben' })).toBe(0);
  });

  /** 01:00 GMT+0800 tomorrow: inside the fixture campaign, away from a day boundary. */
  const tomorrowLocal = () => {
    const offset = 8 * 60 * 60 * 1000;
    return Math.floor((Date.now() + offset) / DAY_MS + 1) * DAY_MS - offset + 60 * 60 * 1000;
  };

  it('a daily count limit of max 2 scores nothing for the third event that day, and scores again the next day', async () => {
    const lb = await board();
    await evaluator(lb.containerID, {
      limit: { mappingKeys: ['SenderID', 'ReceiverID'], max: 2, schedule: 'daily' },
    });
    const day1 = tomorrowLocal();
    expect(await gift(lb.containerID, { timestamp: day1 })).toBe(10);
    expect(await gift(lb.containerID, { timestamp: day1 + 60_000 })).toBe(10);
    expect(await gift(lb.containerID, { timestamp: day1 + 22 * 60 * 60 * 1000 })).toBe(0);
    expect(await gift(lb.containerID, { senderID: 'amy', timestamp: day1 + 120_000 })).toBe(10);
    expect(await gift(lb.containerID, { timestamp: day1 + DAY_MS })).toBe(10);
    expect(await scores(lb.containerID)).toEqual({ luna: 40 });
  });

  it('holds a max of 5 under 20 concurrent events: exactly 5 count', async () => {
    const lb = await board();
    const e = await evaluator(lb.containerID, { limit: { mappingKeys: ['ReceiverID'], max: 5 } });
    const added = await Promise.all(Array.from({ length: 20 }, () => gift(lb.containerID, { point: 7 })));
    expect(added.filter((a) => a > 0)).toHaveLength(5);
    expect(await scores(lb.containerID)).toEqual({ luna: 35 });
    const [state] = await t.db.select().from(countLimits).where(eq(countLimits.evaluatorId, e.ID));
    expect(state).toMatchObject({ scope: 'limit', keys: '["luna"]', windowStart: 0, count: 20 });
  });

  it('a Count judge with min 2 scores from the second event on', async () => {
    const lb = await board();
    await evaluator(lb.containerID, {
      judges: [
        is({ kind: 'Count', field: 'Count', mappingKeys: [{ variable: 'SenderID' }], limit: { min: 2 } }),
      ],
    });
    expect(await gift(lb.containerID, {})).toBe(0);
    expect(await gift(lb.containerID, {})).toBe(10);
  });

  it('explain answers each judge with its reason and the score it would add, and changes nothing', async () => {
    const lb = await board();
    const members = await whitelist(['luna']);
    const e = await evaluator(lb.containerID, {
      judges: [
        is({ kind: 'container', field: 'WhiteList', containerID: members }),
        is({ kind: 'Event', field: 'Point', operator: 'GTE', value: 50 }),
      ],
      scoreCalc: { kind: 'constant', value: 3 },
      limit: { mappingKeys: ['SenderID'], max: 1, schedule: 'daily' },
    });
    const body = { type: 1, giftEvent: { giftID: 'rose', senderID: 'ben', receiverID: 'luna', point: 80 } };
    const first = await call('POST', `/v1/admin/evaluators/${e.ID}/explain`, body);
    expect(first.status).toBe(200);
    const x = first.body as unknown as Explanation;
    expect(x).toMatchObject({
      evaluatorID: e.ID,
      passed: true,
      scoreWouldAdd: 3,
      resultKey: { field: 'ReceiverID', key: 'luna' },
      eventType: { matches: true },
      window: { inside: true },
      limit: { passed: true, count: 1, max: 1, schedule: 'daily' },
    });
    expect(x.judges).toEqual([
      {
        path: 'judges.0.setting',
        kind: 'container.WhiteList',
        passed: true,
        reason: `ReceiverID "luna" is in whitelist container ${members}`,
      },
      { path: 'judges.1.setting', kind: 'Event.Point', passed: true, reason: 'Point is 80; GTE 50 holds' },
    ]);
    // Explaining again still says count 1: nothing was counted, nothing scored.
    expect(
      ((await call('POST', `/v1/admin/evaluators/${e.ID}/explain`, body)).body as unknown as Explanation)
        .limit,
    ).toMatchObject({
      count: 1,
    });
    expect(await t.db.select().from(countLimits).where(eq(countLimits.evaluatorId, e.ID))).toEqual([]);
    expect(await scores(lb.containerID)).toEqual({});

    const failing = await call('POST', `/v1/admin/evaluators/${e.ID}/explain`, {
      ...body,
      giftEvent: { ...body.giftEvent, receiverID: 'kai', point: 10 },
      timestamp: (nowSeconds() - 30 * 24 * 60 * 60) * 1000,
    });
    expect(failing.body).toMatchObject({
      passed: false,
      scoreWouldAdd: 0,
      window: { inside: false },
      judges: [{ passed: false, reason: `ReceiverID "kai" is not in whitelist container ${members}` }],
    });

    // After a real event, explain sees the limit reached.
    expect(await gift(lb.containerID, { point: 80 })).toBe(3);
    const after = (await call('POST', `/v1/admin/evaluators/${e.ID}/explain`, body))
      .body as unknown as Explanation;
    expect(after).toMatchObject({ passed: false, scoreWouldAdd: 0, limit: { passed: false, count: 2 } });
    expect(after.limit?.reason).toMatch(/beyond the max of 1/);
  });

  it('explain answers 404 for an unknown evaluator', async () => {
    const res = await call('POST', '/v1/admin/evaluators/999999/explain', {
      giftEvent: { giftID: 'rose', senderID: 'ben', receiverID: 'luna', point: 1 },
    });
    expect(res.status).toBe(404);
  });
});
