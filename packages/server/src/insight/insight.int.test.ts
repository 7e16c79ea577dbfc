// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Campaign insight (issue 17 §1, §2, decisions 0088–0090) through the real app: the rollups equal a raw
// count of the log, buckets follow the campaign's timezone, rows past the marks are in the answer at once,
// the variant comparison says when a difference is meaningful, and the calls' permission and bad input.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { InsightAnswer, LeaderboardInsightAnswer } from '@eventory/domain/insight';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  sendGift,
} from '../test/fixtures.ts';
import { appliedThroughLog } from '../test/applied.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { rollUp } from './insight-rollup.ts';
import { campaignInsight } from './insight.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('campaign insight', () => {
  let t: TestApp;
  let dev: string;
  let campaign: Campaign;
  let board: Leaderboard;
  /** Unix ms of a midnight at GMT+0800, two days ago. */
  let midnight: number;
  let seqID = 0;

  const insight = (query: string, token = dev) =>
    adminInject(t, token, 'GET', `/v1/admin/campaigns/${campaign.ID}/insight?${query}`);
  const answer = async (query: string): Promise<InsightAnswer> => {
    const res = await insight(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InsightAnswer;
  };
  /** Gifts written straight to the log (the rollups read the log, whoever wrote it). */
  const logGifts = async (gifts: { at: number; sender: string; receiver: string; point: number }[]) => {
    const values = gifts.map(
      (g) =>
        sql`(${`insight-${process.pid}-${++seqID}`}, 1, 'test', ${g.at}, ${JSON.stringify({ GiftID: 'rose', Point: g.point, Count: 1, SenderID: g.sender, ReceiverID: g.receiver })}::jsonb, now() - interval '1 minute')`,
    );
    await t.db.execute(
      sql`insert into events (id, type, source, timestamp, payload, received_at) values ${sql.join(values, sql`, `)}`,
    );
  };
  const track = async (
    rows: { name: string; viewer: string; at: number; path?: string; props?: Record<string, string> }[],
  ) => {
    const values = rows.map(
      (r) =>
        sql`(${r.name}, ${r.viewer}, ${r.path === undefined ? campaign.codeName : `${campaign.codeName}/${r.path}`}, ${JSON.stringify(r.props ?? {})}::jsonb, to_timestamp(${r.at / 1000}), now() - interval '1 minute')`,
    );
    await t.db.execute(
      sql`insert into tracking_events (name, actor, page, properties, occurred_at, received_at) values ${sql.join(values, sql`, `)}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer'], { email: 'insight-dev@test.eventory.app' });
    const now = Date.now();
    midnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR - 2 * DAY;
    campaign = await createCampaign(t, dev, {
      timezone: 'GMT+0800',
      startTime: Math.floor((midnight - DAY) / 1000),
      endTime: Math.floor((now + 10 * DAY) / 1000),
    });
    board = await createLeaderboard(t, dev, campaign);
    await createGiftEvaluator(t, dev, board.containerID!);
  });
  afterAll(() => t?.close());

  it('counts the campaign events per day in its timezone, from the rollups as from the raw log', async () => {
    await logGifts([
      // Day 1 (local): 00:10 and 23:50 — 16:10 UTC the day before and 15:50 UTC.
      { at: midnight + 10 * 60_000, sender: 's1', receiver: 'r1', point: 5 },
      { at: midnight + DAY - 10 * 60_000, sender: 's2', receiver: 'r1', point: 7 },
      // Day 2 (local), 00:00 exactly.
      { at: midnight + DAY, sender: 's1', receiver: 'r2', point: 11 },
    ]);
    const range = `from=${midnight}&to=${midnight + 2 * DAY}&bucket=day`;
    const before = await answer(range);
    expect(before.buckets).toEqual([midnight, midnight + DAY]);
    expect(before.eventsByType).toEqual([{ key: '1', label: 'Gift', values: [2, 1] }]);
    expect(before.scoreByLeaderboard).toEqual([
      { key: String(board.ID), label: board.groupName, values: [12, 11] },
    ]);
    expect(before.uniqueSenders).toEqual([2, 1]);
    expect(before.uniqueReceivers).toEqual([1, 1]);

    await rollUp(t.db);
    const after = await answer(range);
    expect(after.marks.events).toBeGreaterThan(0);
    expect(after.eventsByType).toEqual(before.eventsByType);
    expect(after.scoreByLeaderboard).toEqual(before.scoreByLeaderboard);
    expect(after.uniqueSenders).toEqual(before.uniqueSenders);
  });

  it('matches a raw GROUP BY of the log per hour after many events, half rolled up and half past the mark', async () => {
    const gifts = Array.from({ length: 600 }, (_, i) => ({
      at: midnight + DAY + ((i * 7919) % (20 * HOUR)),
      sender: `sender-${i % 37}`,
      receiver: `receiver-${i % 5}`,
      point: (i % 9) + 1,
    }));
    await logGifts(gifts.slice(0, 300));
    await rollUp(t.db);
    await logGifts(gifts.slice(300));
    const from = midnight + DAY;
    const got = await answer(`from=${from}&to=${from + DAY}&bucket=hour`);
    expect(got.marks.events).toBeLessThan(
      Number(rowsOfMax(await t.db.execute(sql`select max(seq) as m from events`))),
    );
    const raw = await t.db.execute(sql`
      select floor((timestamp - ${from})::float8 / ${HOUR})::int as h, count(*)::int as n, sum((payload->>'Point')::float8) as p,
        count(distinct payload->>'SenderID')::int as s
      from events where type = 1 and timestamp >= ${from} and timestamp < ${from + DAY} group by 1`);
    const expected = got.buckets.map(() => 0);
    const expectedScore = got.buckets.map(() => 0);
    const expectedSenders = got.buckets.map(() => 0);
    for (const r of rowsAny<{ h: number; n: number; p: number; s: number }>(raw)) {
      expectedSenders[Number(r.h)] = Number(r.s);
      expected[Number(r.h)] = Number(r.n);
      expectedScore[Number(r.h)] = Number(r.p);
    }
    expect(got.eventsByType[0]!.values).toEqual(expected);
    expect(got.scoreByLeaderboard[0]!.values).toEqual(expectedScore);
    expect(got.uniqueSenders).toEqual(expectedSenders);
  });

  it('counts a minute chart from the stored estimates, merging the sketches the tail adds to (0099)', async () => {
    const minute = midnight - 12 * HOUR;
    // Minute 0: rolled up only; minute 1: rolled up, then the tail adds a sender seen and a new one.
    await logGifts([
      { at: minute + 1_000, sender: 'm-a', receiver: 'r1', point: 1 },
      { at: minute + 2_000, sender: 'm-b', receiver: 'r1', point: 1 },
      { at: minute + 61_000, sender: 'm-a', receiver: 'r1', point: 1 },
    ]);
    await rollUp(t.db);
    const stored = rowsAny<{ estimate: number | null }>(
      await t.db.execute(
        sql`select estimate from insight_uniques where scope = 'type:1' and metric = 'senders' and grain = 1 and bucket_ms in (${minute}, ${minute + 60_000}) order by bucket_ms`,
      ),
    );
    expect(stored.map((r) => r.estimate)).toEqual([2, 1]);
    await logGifts([
      { at: minute + 62_000, sender: 'm-a', receiver: 'r2', point: 1 },
      { at: minute + 63_000, sender: 'm-c', receiver: 'r2', point: 1 },
    ]);
    const range = `from=${minute}&to=${minute + 3 * 60_000}&bucket=minute`;
    const got = await answer(range);
    expect(got.uniqueSenders).toEqual([2, 2, 0]);
    expect(got.uniqueReceivers).toEqual([1, 2, 0]);
    expect(got.eventsByType[0]!.values).toEqual([2, 3, 0]);
    // Rows written before the estimate column are read by their registers.
    await rollUp(t.db);
    await t.db.execute(sql`update insight_uniques set estimate = null where scope = 'type:1'`);
    expect((await answer(range)).uniqueSenders).toEqual([2, 2, 0]);
  });

  it('reads again when the rollup job commits a step between its marks and its rollups: no row counted twice', async () => {
    const hour = midnight - 20 * HOUR;
    await rollUp(t.db);
    await logGifts([
      { at: hour + 1_000, sender: 'race-a', receiver: 'r1', point: 2 },
      { at: hour + 2_000, sender: 'race-b', receiver: 'r1', point: 3 },
    ]);
    // The job's step commits after the answer has read its marks and the rows past them, before its rollup reads.
    let stepped = false;
    let rolled = 0;
    const racing = new Proxy(t.db, {
      get(target, key) {
        if (key === 'execute')
          return async (query: SQL) => {
            if (!stepped) {
              stepped = true;
              rolled = (await rollUp(target)).events;
            }
            return target.execute(query);
          };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const got = await campaignInsight(racing, campaign.ID, { from: hour, to: hour + HOUR, bucket: 'hour' });
    expect(rolled).toBe(2);
    expect(got.eventsByType[0]!.values).toEqual([2]);
    expect(got.scoreByLeaderboard[0]!.values).toEqual([5]);
    expect(got.uniqueSenders).toEqual([2]);
  });

  it('reads in one snapshot when the rollup job moves its marks on every read', async () => {
    const hour = midnight - 19 * HOUR;
    await logGifts([{ at: hour + 1_000, sender: 'busy-a', receiver: 'r1', point: 4 }]);
    await rollUp(t.db);
    await logGifts([{ at: hour + 2_000, sender: 'busy-b', receiver: 'r1', point: 6 }]);
    // Each read outside a transaction lets the job roll up one more gift (outside the range): the marks never rest.
    let transactions = 0;
    const busy = new Proxy(t.db, {
      get(target, key) {
        if (key === 'execute')
          return async (query: SQL) => {
            await logGifts([{ at: midnight - 30 * HOUR, sender: 'elsewhere', receiver: 'r1', point: 1 }]);
            await rollUp(target);
            return target.execute(query);
          };
        if (key === 'transaction') transactions++;
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const got = await campaignInsight(busy, campaign.ID, { from: hour, to: hour + HOUR, bucket: 'hour' });
    expect(transactions).toBe(1);
    expect(got.eventsByType[0]!.values).toEqual([2]);
    expect(got.scoreByLeaderboard[0]!.values).toEqual([10]);
  });

  it('answers with events sent through the API at once, before the job has run', async () => {
    const at = midnight + 2 * DAY + HOUR;
    await sendGift(t, dev, {
      ID: `insight-api-${process.pid}`,
      senderID: 'api-sender',
      receiverID: 'r9',
      point: 3,
      timestamp: at,
    });
    const got = await answer(`from=${midnight + 2 * DAY}&to=${midnight + 2 * DAY + 2 * HOUR}&bucket=hour`);
    expect(got.eventsByType[0]!.values).toEqual([0, 1]);
    expect(got.uniqueSenders).toEqual([0, 1]);
  });

  it('compares variants on the funnel and flags a difference that is not yet meaningful', async () => {
    const at = midnight + DAY + 3 * HOUR;
    const rows: Parameters<typeof track>[0] = [];
    for (let i = 0; i < 60; i++) {
      const variant = i % 2 === 0 ? 'A' : 'B';
      const viewer = `viewer-${i}@example.com`;
      rows.push({ name: 'page_enter', viewer, at, props: { variant } });
      rows.push({ name: 'section_view', viewer, at, props: { variant, section: 'ranking' } });
      // A: every viewer sees the leaderboard; B: one in three.
      if (variant === 'A' || i % 6 === 1)
        rows.push({ name: 'leaderboard_view', viewer, at, props: { variant, containerID: '1' } });
      if (i % 10 < 2) rows.push({ name: 'profile_click', viewer, at, props: { variant } });
      if (i < 4)
        rows.push({ name: 'button_click', viewer, at, path: 'vote', props: { variant, action: 'vote' } });
    }
    await track(rows.slice(0, 50));
    await rollUp(t.db);
    await track(rows.slice(50));
    const got = await answer(`from=${midnight + DAY}&to=${midnight + 2 * DAY}&bucket=hour`);
    expect(got.pageViews[3]).toBe(60);
    expect(got.uniqueViewers[3]).toBe(60);
    expect(got.blockViews).toEqual([expect.objectContaining({ key: 'ranking' })]);
    expect(got.blockViews[0]!.values[3]).toBe(60);
    const main = got.funnels.find((f) => f.path === '')!;
    expect(main.steps.map((s) => s.viewers)).toEqual([60, 40, 12, 0]);
    expect(got.funnels.find((f) => f.path === 'vote')!.steps.map((s) => s.viewers)).toEqual([0, 0, 0, 4]);
    const [a, b] = got.variants;
    expect(a).toMatchObject({
      variant: 'A',
      steps: [{ step: 'entered', viewers: 30, pValue: null, meaningful: null }, { viewers: 30 }, {}, {}],
    });
    expect(b!.variant).toBe('B');
    expect(b!.steps[1]).toMatchObject({ step: 'sawLeaderboard', viewers: 10, meaningful: true });
    expect(b!.steps[1]!.pValue).toBeLessThan(0.001);
    // 6 of 30 against 6 of 30 profile clicks: no difference.
    expect(b!.steps[2]).toMatchObject({ viewers: 6, meaningful: false });
    expect(got.variantBlocks).toContainEqual({ variant: 'A', section: 'ranking', views: 30, clicks: 0 });

    // A range of partial hours: the funnel takes its whole hour at grain 60 and its ends at grain 1 (0099).
    await track([
      { name: 'page_enter', viewer: 'edge-1@example.com', at: at - 15 * 60_000, props: { variant: 'A' } },
      {
        name: 'page_enter',
        viewer: 'edge-2@example.com',
        at: at + HOUR + 15 * 60_000,
        props: { variant: 'B' },
      },
      {
        name: 'page_enter',
        viewer: 'outside@example.com',
        at: at + HOUR + 45 * 60_000,
        props: { variant: 'B' },
      },
    ]);
    await rollUp(t.db);
    const partial = await answer(`from=${at - 30 * 60_000}&to=${at + HOUR + 30 * 60_000}&bucket=minute`);
    expect(partial.funnels.find((f) => f.path === '')!.steps.map((s) => s.viewers)).toEqual([62, 40, 12, 0]);
    expect(partial.variants.map((v) => v.steps[0]!.viewers)).toEqual([31, 31]);
  });

  it('says what the top of each leaderboard holds and who gave it', async () => {
    // The applier scores every gift of the log, the ones the tests above wrote straight to it too.
    await appliedThroughLog(t.app);
    const lb = await adminCall<LeaderboardInsightAnswer>(
      t,
      dev,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/insight/leaderboards?top=3`,
    );
    const [only] = lb.leaderboards;
    const ranked = rowsAny<{ key: string; score: number }>(
      await t.db.execute(
        sql`select key, score from records where container_id = ${board.containerID} order by score desc, last_update_ms, key`,
      ),
    );
    expect(ranked.map((r) => r.key)).toContain('r9');
    const total = ranked.reduce((sum, r) => sum + Number(r.score), 0);
    expect(only).toMatchObject({ leaderboardID: board.ID, concentration: { total } });
    expect(only!.concentration.top1).toBeCloseTo(Number(ranked[0]!.score) / total);
    const given = rowsAny<{ key: string; sender_id: string; score: number }>(
      await t.db.execute(
        sql`select key, sender_id, score from record_contributions where container_id = ${board.containerID} order by score desc, key, sender_id limit 3`,
      ),
    );
    expect(only!.topContributors).toEqual(
      given.map((g) => ({ key: g.key, senderID: g.sender_id, score: Number(g.score) })),
    );
    expect(only!.rankMovement.series.map((s) => [s.key, s.ranks.at(-1)])).toEqual(
      ranked.slice(0, 3).map((r, i) => [r.key, i + 1]),
    );
  });

  it('is refused without insightLink and on bad input with the field named', async () => {
    const base = await t.signIn(['BaseControl'], { email: 'insight-base@test.eventory.app' });
    expect((await insight(`from=0&to=${DAY}&bucket=day`, base)).statusCode).toBe(403);
    for (const [query, field] of [
      [`from=${DAY}&to=0&bucket=day`, 'to'],
      [`from=0&to=${DAY}&bucket=week`, 'bucket'],
      [`from=0&to=${30 * DAY}&bucket=minute`, 'bucket'],
      [`from=x&to=${DAY}&bucket=day`, 'from'],
    ] as const) {
      const res = await insight(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    }
    const missing = await adminInject(
      t,
      dev,
      'GET',
      `/v1/admin/campaigns/999999/insight?from=0&to=${DAY}&bucket=day`,
    );
    expect(missing.statusCode).toBe(404);
    const top = await adminInject(
      t,
      dev,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/insight/leaderboards?top=0`,
    );
    expect(top.statusCode).toBe(400);
  });
});

function rowsAny<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
const rowsOfMax = (result: unknown) => rowsAny<{ m: number | string }>(result)[0]!.m;
