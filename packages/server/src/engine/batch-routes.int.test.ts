// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Leaderboard } from '@eventory/domain/campaign';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import { EVENT_TYPES } from '@eventory/domain/events';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { recordContributions, records } from '../db/schema/campaigns.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { BatchIngestResult } from './batch-ingest.ts';

const KEY = 'host-app-key-1';

describe('POST /v1/events (batch ingestion, issue §1)', () => {
  let t: TestApp;
  let admin: string;
  let seq = 0;
  const id = (label = 'e') => `${label}-${process.pid}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: ['other-key', KEY] });
    admin = await t.signIn(['user']);
  });
  afterAll(() => t.close());

  const post = (body: unknown, key: string | null = KEY) =>
    t.app.inject({
      method: 'POST',
      // Answered once applied (docs/api.md), so the reads after it see the effects.
      url: '/v1/events?wait=applied',
      headers: key === null ? {} : { 'x-ingest-key': key },
      payload: body as object,
    });

  async function ingest(events: unknown[]): Promise<BatchIngestResult> {
    const res = await post({ events });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BatchIngestResult;
  }

  const gift = (receiver: string, point: number, extra: Record<string, unknown> = {}) => ({
    ID: id(),
    type: EVENT_TYPES.Gift,
    timestamp: Date.now(),
    GiftID: 'rose',
    Point: point,
    SenderID: 'viewer-1',
    ReceiverID: receiver,
    ...extra,
  });

  async function board(evaluator: Record<string, unknown> = {}): Promise<Leaderboard> {
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, leaderboard.containerID, evaluator);
    return leaderboard;
  }

  async function scores(containerID: number): Promise<Record<string, number>> {
    const rows = await t.db
      .select({ key: records.key, score: records.score })
      .from(records)
      .where(eq(records.containerId, containerID));
    return Object.fromEntries(rows.map((r) => [r.key, r.score]));
  }

  describe('ingest keys', () => {
    it('answers 401 INGEST_KEY_REQUIRED without an x-ingest-key', async () => {
      const res = await post({ events: [gift('s', 1)] }, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'INGEST_KEY_REQUIRED' });
    });

    it('answers 403 INGEST_KEY_INVALID for a key not in INGEST_KEYS, and stores nothing', async () => {
      const lb = await board();
      const res = await post({ events: [gift(`r-${lb.containerID}`, 5)] }, 'guess');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'INGEST_KEY_INVALID' });
      expect(await scores(lb.containerID)).toEqual({});
    });

    it('accepts any of the configured keys', async () => {
      const res = await post({ events: [gift('s', 1)] }, 'other-key');
      expect(res.statusCode).toBe(200);
    });

    it('answers 503 INGESTION_DISABLED telling to set INGEST_KEYS when none are configured', async () => {
      const off = await createTestApp({ ingestKeys: [] });
      try {
        const res = await off.app.inject({
          method: 'POST',
          url: '/v1/events',
          headers: { 'x-ingest-key': KEY },
          payload: { events: [gift('s', 1)] },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ errorCode: 'INGESTION_DISABLED' });
        expect((res.json() as { errorMessage: string }).errorMessage).toContain('INGEST_KEYS');
      } finally {
        await off.close();
      }
    });
  });

  describe('batch shape', () => {
    it.each([
      ['no events field', {}],
      ['events not a list', { events: 'x' }],
      ['an empty list', { events: [] }],
    ])('answers 400 naming `events` for %s', async (_label, body) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'events' });
    });

    it('answers 400 for more than 5,000 events and stores none', async () => {
      const lb = await board();
      const events = Array.from({ length: 5001 }, () => gift(`r-${lb.containerID}`, 1));
      const res = await post({ events });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'events' });
      expect((res.json() as { errorMessage: string }).errorMessage).toContain('5000');
      expect(await scores(lb.containerID)).toEqual({});
    });

    it('ingests a full batch of 5,000 events in one request', async () => {
      const lb = await board();
      const events = Array.from({ length: 5000 }, (_, i) => gift(`r-${lb.containerID}-${i % 100}`, 2));
      const result = await ingest(events);
      expect(result.accepted).toHaveLength(5000);
      const s = await scores(lb.containerID);
      expect(Object.keys(s)).toHaveLength(100);
      expect(Object.values(s).every((v) => v === 100)).toBe(true);
    });
  });

  it('refuses bad events one by one, naming the field, and ingests the others', async () => {
    const lb = await board();
    const r = `r-${lb.containerID}`;
    const good1 = gift(r, 10);
    const good2 = gift(r, 7);
    const noPoint = { ...gift(r, 1), Point: undefined };
    const unknownType = { ...gift(r, 1), type: 99 };
    const badCount = gift(r, 1, { Count: 1.5 });
    const result = await ingest([good1, noPoint, unknownType, 'not an event', badCount, good2]);
    expect(result.accepted).toEqual([good1.ID, good2.ID]);
    expect(result.duplicates).toEqual([]);
    expect(result.refused).toEqual([
      { index: 1, ID: noPoint.ID, field: 'Point', message: expect.stringContaining('Point') },
      {
        index: 2,
        ID: unknownType.ID,
        field: 'type',
        message: expect.stringContaining('unknown event type 99'),
      },
      { index: 3, field: 'event', message: 'an event must be a JSON object' },
      { index: 4, ID: badCount.ID, field: 'Count', message: 'Count must be a whole number' },
    ]);
    expect(await scores(lb.containerID)).toEqual({ [r]: 17 });
  });

  it('acknowledges a repeated ID as a duplicate, within a batch and across batches, and counts it once', async () => {
    const lb = await board();
    const r = `r-${lb.containerID}`;
    const a = gift(r, 10);
    const b = gift(r, 5);
    const first = await ingest([a, b, a]);
    expect(first.accepted).toEqual([a.ID, b.ID]);
    expect(first.duplicates).toEqual([a.ID]);
    const again = await ingest([b, a, { ...a, Point: 1000 }]);
    expect(again.accepted).toEqual([]);
    expect(again.duplicates.sort()).toEqual([a.ID, a.ID, b.ID].sort());
    expect(await scores(lb.containerID)).toEqual({ [r]: 15 });
  });

  it('counts every event exactly once under 4 concurrent batches of overlapping events', async () => {
    const lb = await board();
    // 40 receivers, 400 events; each batch holds 250 of them, overlapping the others.
    const all = Array.from({ length: 400 }, (_, i) => gift(`r-${lb.containerID}-${i % 40}`, 1 + (i % 7)));
    const batches = [0, 1, 2, 3].map((b) => all.filter((_, i) => (i + b * 37) % 8 < 5));
    const union = new Set(batches.flat().map((e) => e.ID));
    const results = await Promise.all(batches.map((events) => ingest(events)));
    const accepted = results.flatMap((r) => r.accepted);
    expect(new Set(accepted).size).toBe(accepted.length);
    expect(accepted.length).toBe(union.size);
    expect(results.reduce((n, r) => n + r.duplicates.length, 0)).toBe(4 * 250 - union.size);
    const expected: Record<string, number> = {};
    for (const e of all.filter((e) => union.has(e.ID)))
      expected[e.ReceiverID] = (expected[e.ReceiverID] ?? 0) + e.Point;
    expect(await scores(lb.containerID)).toEqual(expected);
  });

  it('mirrors the batch into the public leaderboard (rank index) after commit', async () => {
    const lb = await board();
    const [x, y] = [`x-${lb.containerID}`, `y-${lb.containerID}`];
    await ingest([gift(x, 10), gift(y, 30), gift(x, 5)]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${lb.containerID}&withoutOnliveInfo=true`,
    });
    const page = res.json() as LeaderboardPage;
    expect(page.data.map((r) => [r.rank, r.score])).toEqual([
      [1, 30],
      [2, 15],
    ]);
  });

  it('keeps per-sender contributions of the batch', async () => {
    const lb = await board();
    const r = `r-${lb.containerID}`;
    await ingest([
      gift(r, 3, { SenderID: 'ann' }),
      gift(r, 4, { SenderID: 'bob' }),
      gift(r, 5, { SenderID: 'ann' }),
    ]);
    const rows = await t.db
      .select({ sender: recordContributions.senderId, score: recordContributions.score })
      .from(recordContributions)
      .where(and(eq(recordContributions.containerId, lb.containerID), eq(recordContributions.key, r)));
    expect(Object.fromEntries(rows.map((row) => [row.sender, row.score]))).toEqual({ ann: 8, bob: 4 });
  });

  it('scores non-gift events through their evaluators: View with a constant, Follow by subscriber', async () => {
    const lb = await board({
      eventType: EVENT_TYPES.View,
      resultKey: 'StreamerID',
      scoreCalc: { kind: 'constant', value: 2 },
    });
    await createGiftEvaluator(t, admin, lb.containerID, {
      eventType: EVENT_TYPES.Follow,
      resultKey: 'SubscriberID',
      scoreCalc: { kind: 'constant', value: 1 },
    });
    const s = `streamer-${lb.containerID}`;
    const now = Date.now();
    const result = await ingest([
      { ID: id('view'), type: EVENT_TYPES.View, timestamp: now, SenderID: 'v1', StreamerID: s },
      { ID: id('view'), type: EVENT_TYPES.View, timestamp: now, SenderID: 'v2', StreamerID: s, Duration: 30 },
      {
        ID: id('follow'),
        type: EVENT_TYPES.Follow,
        timestamp: now,
        SubscriberID: 'fan',
        StreamerID: s,
        State: 'Follow',
      },
      // A gift matches neither evaluator.
      gift(s, 100),
    ]);
    expect(result.accepted).toHaveLength(4);
    expect(await scores(lb.containerID)).toEqual({ [s]: 4, fan: 1 });
  });

  it("holds an evaluator's count limit inside one batch (max 3 per sender)", async () => {
    const lb = await board({ limit: { mappingKeys: ['SenderID'], max: 3, schedule: 'total' } });
    const r = `r-${lb.containerID}`;
    await ingest(Array.from({ length: 5 }, () => gift(r, 10, { SenderID: `s-${lb.containerID}` })));
    expect(await scores(lb.containerID)).toEqual({ [r]: 30 });
  });

  it('holds a count limit exactly under concurrent batches taking the count rows in opposite orders', async () => {
    const lb = await board({ limit: { mappingKeys: ['SenderID'], max: 1, schedule: 'total' } });
    const r = `r-${lb.containerID}`;
    const senders = Array.from({ length: 30 }, (_, i) => `s-${lb.containerID}-${i}`);
    const batchOf = (order: string[]) => order.map((SenderID) => gift(r, 1, { SenderID }));
    // Opposite lock orders may deadlock on PostgreSQL: the loser is rolled back whole and retried.
    const results = await Promise.all([
      ingest(batchOf(senders)),
      ingest(batchOf([...senders].reverse())),
      ingest(batchOf(senders)),
      ingest(batchOf([...senders].reverse())),
    ]);
    expect(results.every((x) => x.accepted.length === 30)).toBe(true);
    expect(await scores(lb.containerID)).toEqual({ [r]: 30 });
  });

  it('lets a record-reading judge see the effects of earlier events of the same batch', async () => {
    // Whitelist W: every gift makes its sender a member. Leaderboard L scores only senders already in W.
    const campaign = await createCampaign(t, admin);
    const whitelist = await createLeaderboard(t, admin, campaign, { groupName: 'members' });
    const lb = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, whitelist.containerID, {
      resultKey: 'SenderID',
      scoreCalc: { kind: 'constant', value: 1 },
    });
    await createGiftEvaluator(t, admin, lb.containerID, {
      judges: [
        {
          logic: 'IS',
          setting: {
            kind: 'container',
            field: 'WhiteList',
            containerID: whitelist.containerID,
            subject: 'SenderID',
          },
        },
      ],
    });
    const r = `r-${lb.containerID}`;
    const sender = { SenderID: `fan-${lb.containerID}` };
    // The first gift does not qualify itself; the second and third do.
    await ingest([gift(r, 1, sender), gift(r, 10, sender), gift(r, 100, sender)]);
    expect(await scores(lb.containerID)).toEqual({ [r]: 110 });
    expect(await scores(whitelist.containerID)).toEqual({ [sender.SenderID]: 3 });
  });
});
