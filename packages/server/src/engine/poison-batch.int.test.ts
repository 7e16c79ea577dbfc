// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Poison events (issue "Hardening" §1, §2): in a batch to POST /v1/events, an event no field can hold
// (NUL, unpaired surrogate, over-long text, deep nesting, a score out of range or one that would take
// a record past it) is refused with its field and reason, while the good events of the same batch
// are accepted and counted exactly once; resending the batch changes nothing more.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@eventory/domain/events';
import { MAX_SCORE } from '@eventory/domain/input-limits';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { records } from '../db/schema/campaigns.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { BatchIngestResult } from './batch-ingest.ts';

const KEY = 'poison-test-key';

describe('POST /v1/events with a poison event among good ones', () => {
  let t: TestApp;
  let admin: string;
  let seq = 0;
  const id = (label = 'p') => `${label}-${process.pid}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY] });
    admin = await t.signIn(['user']);
  });
  afterAll(() => t.close());

  async function ingest(events: unknown[]): Promise<BatchIngestResult> {
    const res = await t.app.inject({
      method: 'POST',
      // Answered once applied, with the events refused at apply time: what the assertions read.
      url: '/v1/events?wait=applied',
      headers: { 'x-ingest-key': KEY },
      payload: { events },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BatchIngestResult;
  }

  async function board(evaluator: Record<string, unknown> = {}): Promise<number> {
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, leaderboard.containerID, evaluator);
    return leaderboard.containerID;
  }

  async function scores(containerID: number): Promise<Record<string, number>> {
    const rows = await t.db
      .select({ key: records.key, score: records.score })
      .from(records)
      .where(eq(records.containerId, containerID));
    return Object.fromEntries(rows.map((r) => [r.key, r.score]));
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

  /**
   * Sends [good, poison, good] twice: the good ones count once, the poison is refused both times
   * naming `field` with a reason matching `reason`.
   */
  async function expectPoisonRefused(
    poison: (receiver: string) => Record<string, unknown>,
    field: string,
    reason: RegExp,
    evaluator: Record<string, unknown> = {},
  ) {
    const containerID = await board(evaluator);
    const batch = [gift('streamer-a', 3), poison('streamer-a'), gift('streamer-b', 4)];
    const first = await ingest(batch);
    expect(first.accepted).toEqual([batch[0]!.ID, batch[2]!.ID]);
    expect(first.refused).toHaveLength(1);
    expect(first.refused[0]).toMatchObject({ index: 1, field });
    expect(first.refused[0]!.message).toMatch(reason);
    expect(await scores(containerID)).toEqual({ 'streamer-a': 3, 'streamer-b': 4 });

    const again = await ingest(batch);
    expect(again.accepted).toEqual([]);
    expect(again.duplicates.sort()).toEqual([batch[0]!.ID, batch[2]!.ID].sort());
    expect(again.refused).toMatchObject([{ index: 1, field }]);
    expect(await scores(containerID)).toEqual({ 'streamer-a': 3, 'streamer-b': 4 });
  }

  it('refuses a NUL byte in a string field (SenderID)', () =>
    expectPoisonRefused((r) => gift(r, 100, { SenderID: 'bad\u0000sender' }), 'SenderID', /NUL/));

  it('refuses a NUL byte in the event ID', () =>
    expectPoisonRefused((r) => gift(r, 100, { ID: `nul\u0000${id()}` }), 'ID', /NUL/));

  it('refuses a NUL byte in a field stored as JSON (TableUpsert Values) and in an unknown field', async () => {
    await expectPoisonRefused((r) => gift(r, 100, { note: '\u0000' }), 'note', /NUL/);
    const containerID = await board();
    const upsert = {
      ID: id(),
      type: EVENT_TYPES.TableUpsert,
      timestamp: Date.now(),
      ContainerID: containerID,
      Key: 'k',
      Values: { 'name\u0000': 'x' },
    };
    const result = await ingest([gift('streamer-a', 2), upsert]);
    expect(result.refused).toMatchObject([{ index: 1, field: expect.stringMatching(/^Values\./) }]);
    expect(await scores(containerID)).toEqual({ 'streamer-a': 2 });
  });

  it('refuses a lone UTF-16 surrogate (ReceiverID)', () =>
    expectPoisonRefused((r) => gift(r, 100, { ReceiverID: 'x\ud800y' }), 'ReceiverID', /surrogate/));

  it('refuses a lone surrogate in the event ID', () =>
    expectPoisonRefused((r) => gift(r, 100, { ID: `\udc00${id()}` }), 'ID', /surrogate/));

  it('refuses a Point outside the score range (1e308)', () =>
    expectPoisonRefused((r) => gift(r, 1e308), 'Point', /at most 9007199254740991/));

  it('refuses a Point × Count beyond the score range (once an overflow to infinity)', () =>
    expectPoisonRefused((r) => gift(r, 9e15, { Count: 9e15 }), 'Point', /score range/, {
      scoreCalc: { kind: 'product', fields: ['Point', 'Count'] },
    }));

  it('refuses too-long strings (a 1 MB SenderID)', () =>
    expectPoisonRefused((r) => gift(r, 100, { SenderID: 'x'.repeat(1024 * 1024) }), 'SenderID', /at most/));

  it('refuses deep nesting', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = { d: deep };
    return expectPoisonRefused((r) => gift(r, 100, { extra: deep }), expect.any(String) as never, /nested/);
  });

  it('refuses a wrong type (Point as text)', () =>
    expectPoisonRefused((r) => gift(r, '100' as never), 'Point', /number/));

  it('refuses an event that would take a record past the score range, counting the others', async () => {
    const containerID = await board();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/containers/${containerID}/records`,
      headers: { 'access-token': admin },
      payload: { records: [{ key: 'streamer-a', score: MAX_SCORE - 10 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const batch = [
      gift('streamer-a', 4),
      gift('streamer-a', 100),
      gift('streamer-b', 5),
      gift('streamer-a', 6),
    ];
    const first = await ingest(batch);
    expect(first.accepted).toEqual([batch[0]!.ID, batch[2]!.ID, batch[3]!.ID]);
    expect(first.refused).toMatchObject([{ index: 1, ID: batch[1]!.ID, field: 'Point' }]);
    expect(first.refused[0]!.message).toMatch(/past ±9007199254740991/);
    expect(await scores(containerID)).toEqual({ 'streamer-a': MAX_SCORE, 'streamer-b': 5 });

    const again = await ingest(batch);
    expect(again.accepted).toEqual([]);
    expect(again.refused).toMatchObject([{ index: 1, field: 'Point' }]);
    expect(await scores(containerID)).toEqual({ 'streamer-a': MAX_SCORE, 'streamer-b': 5 });
    // The index mirrors the committed records only.
    const page = await t.app.inject({ url: `/leaderboards/eventory?containerID=${containerID}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(String(MAX_SCORE));
  });

  it("refuses the tester's gift that would take a record past the score range with 400 SCORE_OUT_OF_RANGE", async () => {
    const containerID = await board();
    const set = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/containers/${containerID}/records`,
      headers: { 'access-token': admin },
      payload: { records: [{ key: 'streamer-t', score: MAX_SCORE - 1 }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const tester = await t.signIn(['developer']);
    const gift = (ID: string, point: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/event',
        headers: { 'access-token': tester },
        payload: {
          ID,
          type: EVENT_TYPES.Gift,
          timestamp: Date.now(),
          giftEvent: { giftID: 'rose', senderID: 'v', receiverID: 'streamer-t', point },
        },
      });
    const past = await gift(id('tester'), 2);
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json()).toMatchObject({ errorCode: 'SCORE_OUT_OF_RANGE', field: 'giftEvent.point' });
    expect(await scores(containerID)).toEqual({ 'streamer-t': MAX_SCORE - 1 });
    const edge = await gift(id('tester'), 1);
    expect(edge.statusCode, edge.body).toBe(200);
    expect(await scores(containerID)).toEqual({ 'streamer-t': MAX_SCORE });
  });
});
