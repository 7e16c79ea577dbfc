// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Log-then-apply (issue #16 §1, docs/engine.md): POST /v1/events answers once the batch is durable in the event
// log; the applier scores the log afterwards, in log order, exactly once by position; `?wait=applied` answers
// after the apply with the events refused then; /readyz and /metrics tell how far behind the applier is.
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestEventResult } from '@eventory/domain/events';
import { MAX_SCORE } from '@eventory/domain/input-limits';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { appliedThroughLog } from '../test/applied.ts';
import { adminCall, createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { eventRefusals, events, recordContributions, records } from '../db/schema/campaigns.ts';
import { Applier } from './applier.ts';
import type { BatchIngestResult } from './batch-ingest.ts';
import { applyIn } from './ingest.ts';
import {
  appendBatch,
  appendIn,
  lockedAppliedPosition,
  logHead,
  readApplyLag,
  takeApplierLock,
} from './event-log.ts';

const KEY = 'log-then-apply-key';
let seq = 0;
const id = (label: string) => `${label}-${process.pid}-${++seq}`;
const gift = (receiverID: string, Point: number, SenderID = 'viewer') => ({
  ID: id('lta'),
  type: 1,
  timestamp: Date.now(),
  GiftID: 'rose',
  Point,
  Count: 1,
  SenderID,
  ReceiverID: receiverID,
});

async function post(t: TestApp, list: unknown[], wait = false): Promise<BatchIngestResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: wait ? '/v1/events?wait=applied' : '/v1/events',
    headers: { 'x-ingest-key': KEY },
    payload: { events: list },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BatchIngestResult;
}

async function scores(t: TestApp, containerID: number): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ key: records.key, score: records.score })
    .from(records)
    .where(eq(records.containerId, containerID));
  return Object.fromEntries(rows.map((r) => [r.key, r.score]));
}

async function contributors(t: TestApp, containerID: number): Promise<string[]> {
  const rows = await t.db
    .select({ sender: recordContributions.senderId })
    .from(recordContributions)
    .where(eq(recordContributions.containerId, containerID));
  return rows.map((r) => r.sender).sort();
}

/** A leaderboard whose evaluator counts only the first `max` gifts per receiver: the log order decides which. */
async function limitedBoard(t: TestApp, admin: string, max: number): Promise<number> {
  const campaign = await createCampaign(t, admin);
  const lb = await createLeaderboard(t, admin, campaign);
  await createGiftEvaluator(t, admin, lb.containerID, { limit: { mappingKeys: ['ReceiverID'], max } });
  return lb.containerID;
}

/** Senders of the container's gifts to `receiver` in log order (events.seq). */
async function sendersInLogOrder(t: TestApp, ids: Set<string>): Promise<string[]> {
  const rows = await t.db
    .select({ id: events.id, payload: events.payload })
    .from(events)
    .orderBy(asc(events.seq));
  return rows.filter((r) => ids.has(r.id)).map((r) => (r.payload as { SenderID: string }).SenderID);
}

describe('log-then-apply with the applier held back (APPLY_PAUSED)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY], applyPaused: true, applyReadyLagSeconds: 1 });
    admin = await t.signIn(['user']);
  });
  afterAll(() => t.close());

  it('acknowledges batches once appended; another applier applies every acknowledged event once, in log order', async () => {
    const containerID = await limitedBoard(t, admin, 3);
    const sent = [
      [gift('luna', 1, 's1'), gift('luna', 2, 's2')],
      [gift('luna', 4, 's3'), gift('luna', 8, 's4')],
      [gift('luna', 16, 's5'), gift('luna', 32, 's6')],
    ];
    for (const batch of sent) {
      const answer = await post(t, batch);
      expect(answer).toEqual({ accepted: batch.map((e) => e.ID), duplicates: [], refused: [] });
    }
    // Durable, acknowledged, not applied: no record yet, the lag counts the six events.
    expect(await scores(t, containerID)).toEqual({});
    expect((await readApplyLag(t.db)).positions).toBe(6);
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^eventory_apply_behind_positions 6$/m);

    // Behind for longer than APPLY_READY_LAG_SECONDS: not ready, saying why.
    await new Promise((r) => setTimeout(r, 1_200));
    const behind = await t.app.inject({ url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect((behind.json() as { checks: { applier: string } }).checks.applier).toMatch(
      /behind the event log.*APPLY_READY_LAG_SECONDS=1/,
    );

    // A process whose applier runs takes over (here: a second applier on the same app and database).
    const other = new Applier(t.app);
    other.start();
    try {
      expect(await other.waitFor(await logHead(t.db), 10_000)).toBe(true);
    } finally {
      await other.stop();
    }
    // The limit counts the first three gifts of the log: 1 + 2 + 4, from s1, s2, s3.
    const ids = new Set(sent.flat().map((e) => e.ID));
    expect((await sendersInLogOrder(t, ids)).slice(0, 3)).toEqual(['s1', 's2', 's3']);
    expect(await scores(t, containerID)).toEqual({ luna: 7 });
    expect(await contributors(t, containerID)).toEqual(['s1', 's2', 's3']);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    // Applied once: a second round, and a resend, change nothing.
    const again = new Applier(t.app);
    expect(await again.round()).toBe(0);
    expect(await post(t, sent[0]!)).toMatchObject({ accepted: [], duplicates: sent[0]!.map((e) => e.ID) });
    expect(await again.round()).toBe(0);
    expect(await scores(t, containerID)).toEqual({ luna: 7 });
    expect((await readApplyLag(t.db)).positions).toBe(0);
  });

  it('answers each stored event with its own log position, with events stored before left out as duplicates', async () => {
    const asLogged = (e: ReturnType<typeof gift>) => {
      const { ID, type, timestamp, ...fields } = e;
      return { ID, type, typeName: 'Gift' as const, timestamp, source: 'test', fields };
    };
    const stored = asLogged(gift('lyra', 1));
    await t.db.transaction((tx) => appendIn(tx, [stored]));
    const [a, b, c] = [asLogged(gift('lyra', 2)), asLogged(gift('lyra', 3)), asLogged(gift('lyra', 4))];
    for (const batch of [
      [a, b],
      [c, stored, asLogged(gift('lyra', 5))],
    ]) {
      const appended = await t.db.transaction((tx) => appendIn(tx, batch));
      const rows = await t.db
        .select({ id: events.id, seq: events.seq })
        .from(events)
        .where(
          inArray(
            events.id,
            batch.map((e) => e.ID),
          ),
        );
      const logged = new Map(rows.map((r) => [r.id, r.seq]));
      expect(appended.accepted.map((e) => [e.ID, e.seq])).toEqual(
        batch.filter((e) => e !== stored).map((e) => [e.ID, logged.get(e.ID)]),
      );
      expect(appended.duplicates).toEqual(batch.includes(stored) ? [stored.ID] : []);
      expect(appended.lastSeq).toBe(Math.max(...appended.accepted.map((e) => e.seq)));
    }
    // Applied now, into the boards that exist now, so the tests after this one start from an applied log.
    const applier = new Applier(t.app);
    expect(await applier.round()).toBe(5);
  });

  it('a batch holding a stored ID is appended again without it: the new events once each, the stored one a duplicate', async () => {
    const asLogged = (e: ReturnType<typeof gift>) => {
      const { ID, type, timestamp, ...fields } = e;
      return { ID, type, typeName: 'Gift' as const, timestamp, source: 'test', fields };
    };
    const stored = asLogged(gift('vega', 1));
    await appendBatch(t.db, [stored]);
    const [a, b] = [asLogged(gift('vega', 2)), asLogged(gift('vega', 3))];
    const appended = await appendBatch(t.db, [a, stored, b]);
    expect(appended.duplicates).toEqual([stored.ID]);
    const rows = await t.db
      .select({ id: events.id, seq: events.seq })
      .from(events)
      .where(inArray(events.id, [a.ID, stored.ID, b.ID]))
      .orderBy(asc(events.seq));
    expect(rows.map((r) => r.id)).toEqual([stored.ID, a.ID, b.ID]);
    expect(appended.accepted.map((e) => [e.ID, e.seq])).toEqual(rows.slice(1).map((r) => [r.id, r.seq]));
    // A resend of only stored events: nothing new, every one a duplicate.
    const again = await appendBatch(t.db, [a, b]);
    expect(again).toMatchObject({ accepted: [], duplicates: [a.ID, b.ID] });
    const applier = new Applier(t.app);
    expect(await applier.round()).toBe(3);
  });

  it('stores each payload exactly as given, in the order given, whatever its text holds', async () => {
    const awkward = ['say "hi"', 'C:\\path\\', '{a,b}', 'NULL', '', '名前 🏆', "it's", '\\"', '[1,2]'];
    const batch = awkward.map((text, i) => ({
      ID: id('payload'),
      type: 1,
      typeName: 'Gift' as const,
      timestamp: Date.now(),
      source: 'test',
      fields: {
        GiftID: text,
        Point: i + 0.5,
        Count: 1,
        SenderID: `s"${i}`,
        ReceiverID: text,
        Extra: { nested: [text, null, true] },
      },
    }));
    const appended = await t.db.transaction((tx) => appendIn(tx, batch));
    const rows = await t.db
      .select({ id: events.id, seq: events.seq, payload: events.payload })
      .from(events)
      .where(
        inArray(
          events.id,
          batch.map((e) => e.ID),
        ),
      )
      .orderBy(asc(events.seq));
    expect(rows.map((r) => r.id)).toEqual(batch.map((e) => e.ID));
    expect(rows.map((r) => r.payload)).toEqual(batch.map((e) => e.fields));
    expect(appended.accepted.map((e) => e.seq)).toEqual(rows.map((r) => r.seq));
    const applier = new Applier(t.app);
    expect(await applier.round()).toBe(batch.length);
  });

  it("the tester's event applies the log through itself, earlier events first, and answers its own effects", async () => {
    const containerID = await limitedBoard(t, admin, 2);
    const earlier = [gift('juno', 10, 'host-1'), gift('juno', 20, 'host-2')];
    await post(t, earlier);
    expect(await scores(t, containerID)).toEqual({});
    const tester = await t.signIn(['developer']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/event',
      headers: { 'access-token': tester },
      payload: {
        ID: id('tester'),
        type: 1,
        timestamp: Date.now(),
        giftEvent: { giftID: 'rose', senderID: 'tester', receiverID: 'juno', point: 5 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The limit of 2 was used by the two earlier events of the log: the tester's counts nothing, and says so.
    // (Other tests' boards score gifts too: only this board's effects are asserted.)
    const answer = res.json() as TestEventResult;
    expect(answer).toMatchObject({ accepted: true, duplicate: false });
    expect(answer.effects.filter((e) => e.containerID === containerID)).toEqual([]);
    expect(await scores(t, containerID)).toEqual({ juno: 30 });
    expect((await readApplyLag(t.db)).positions).toBe(0);
  });

  it('?wait=applied answers once the batch is applied (here by a second applier)', async () => {
    const containerID = await limitedBoard(t, admin, 100);
    const other = new Applier(t.app);
    other.start();
    try {
      const answer = await post(t, [gift('mira', 5), gift('mira', 6)], true);
      expect(answer.accepted).toHaveLength(2);
      // Answered after the apply: the read sees the effects.
      expect(await scores(t, containerID)).toEqual({ mira: 11 });
    } finally {
      await other.stop();
    }
  });
});

describe('log-then-apply with a running applier', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY] });
    admin = await t.signIn(['user']);
  });
  afterAll(() => t.close());

  it('refuses at apply time an event that would leave the score range: it counts nothing, is stored and counted', async () => {
    const containerID = await limitedBoard(t, admin, 100);
    await adminCall(t, admin, 'POST', `/v1/admin/containers/${containerID}/records`, {
      records: [{ key: 'nova', score: MAX_SCORE - 10 }],
    });
    const batch = [gift('nova', 4), gift('nova', 100), gift('vega', 5)];
    // Acknowledged at once: the range is the applier's to judge.
    const acked = await post(t, batch);
    expect(acked.accepted).toEqual(batch.map((e) => e.ID));
    await appliedThroughLog(t.app);
    expect(await scores(t, containerID)).toEqual({ nova: MAX_SCORE - 6, vega: 5 });
    const [refusal] = await t.db.select().from(eventRefusals).where(eq(eventRefusals.eventId, batch[1]!.ID));
    expect(refusal).toMatchObject({ field: 'Point', type: 1 });
    expect(refusal!.message).toMatch(/past ±9007199254740991/);
    expect(await t.db.select().from(events).where(eq(events.id, batch[1]!.ID))).toEqual([]);
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^eventory_events_refused_at_apply 1$/m);

    // With ?wait=applied the answer names it, with its index in the request.
    const waited = await post(t, [gift('nova', 1), gift('nova', 200)], true);
    expect(waited.accepted).toHaveLength(1);
    expect(waited.refused).toMatchObject([{ index: 1, field: 'Point' }]);
    expect(await scores(t, containerID)).toEqual({ nova: MAX_SCORE - 5, vega: 5 });
  });

  it('?wait=applied after a resend waits for the events already in the log', async () => {
    const containerID = await limitedBoard(t, admin, 100);
    const batch = [gift('orion', 3), gift('orion', 4)];
    await post(t, batch);
    const resent = await post(t, batch, true);
    expect(resent).toEqual({ accepted: [], duplicates: batch.map((e) => e.ID), refused: [] });
    expect(await scores(t, containerID)).toEqual({ orion: 7 });
  });

  it('records apply lag per event in /metrics', async () => {
    await limitedBoard(t, admin, 100);
    await post(t, [gift('lyra', 1)], true);
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^eventory_apply_lag_seconds_count [1-9]\d*$/m);
    expect(metrics.body).toMatch(/^eventory_applied_events_total [1-9]\d*$/m);
    expect(metrics.body).toMatch(/^eventory_apply_behind_positions 0$/m);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')(
  'log-then-apply across two processes on PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    let admin: string;
    beforeAll(async () => {
      a = await createTestApp({ ingestKeys: [KEY] });
      b = await createTestApp({ ingestKeys: [KEY] }, { sameDatabaseAs: a });
      admin = await a.signIn(['user']);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('the lock and the position in one statement: nothing, at once, while another applier holds the lock; then the position it committed', async () => {
      // Two more processes that apply nothing by themselves, so the only applier is the one this test runs.
      const c = await createTestApp({ ingestKeys: [KEY], applyPaused: true }, { sameDatabaseAs: a });
      const d = await createTestApp({ ingestKeys: [KEY], applyPaused: true }, { sameDatabaseAs: a });
      try {
        await appliedThroughLog(a.app);
        const containerID = await limitedBoard(a, admin, 100);
        let release = () => {};
        const held = new Promise<void>((r) => (release = r));
        let applied = (_head: number) => {};
        const hasApplied = new Promise<number>((r) => (applied = r));
        // The lock first, so that the other processes' appliers leave the gifts to this one.
        // a's and b's appliers may be in a round of their own at that moment: then try again.
        const holder = (async () => {
          for (;;) {
            const took = await c.db.transaction(async (tx) => {
              const position = await lockedAppliedPosition(tx);
              if (position === undefined) return false;
              await post(c, [gift('sirius', 3), gift('sirius', 4)]);
              const head = await logHead(c.db);
              expect(position).toBeLessThan(head);
              expect((await applyIn(tx, { position, savepoint: false })).position).toBe(head);
              applied(head);
              await held;
              return true;
            });
            if (took) return;
            await new Promise((r) => setTimeout(r, 20));
          }
        })();
        // (A failed expectation inside the holder ends the wait too.)
        const head = await Promise.race([hasApplied, holder.then(() => Number.NaN)]);
        try {
          expect(await d.db.transaction((tx) => lockedAppliedPosition(tx))).toBeUndefined();
        } finally {
          release();
          await holder;
        }
        // Free again (once a's and b's appliers are between rounds): the position c committed.
        await vi.waitFor(
          async () => expect(await d.db.transaction((tx) => lockedAppliedPosition(tx))).toBe(head),
          {
            timeout: 10_000,
            interval: 20,
          },
        );
        expect(await scores(d, containerID)).toEqual({ sirius: 7 });
      } finally {
        await d.close();
        await c.close();
      }
    });

    it('one applier at a time: while one holds the lock the other applies nothing', async () => {
      const containerID = await limitedBoard(a, admin, 100);
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let locked = () => {};
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = a.db.transaction(async (tx) => {
        await takeApplierLock(tx);
        locked();
        await held;
      });
      await isLocked;
      try {
        await post(b, [gift('rigel', 9)]);
        const contender = new Applier(b.app);
        expect(await contender.round()).toBe(0);
        expect(await scores(b, containerID)).toEqual({});
      } finally {
        release();
        await holder;
      }
      await appliedThroughLog(b.app);
      expect(await scores(b, containerID)).toEqual({ rigel: 9 });
    });

    it('concurrent appends through both processes are applied once each, in log order', async () => {
      const containerID = await limitedBoard(a, admin, 25);
      const batches = Array.from({ length: 12 }, (_, n) =>
        Array.from({ length: 5 }, (_, i) => gift('sirius', 1 + n * 5 + i, `s${n}-${i}`)),
      );
      const answers = await Promise.all(batches.map((batch, n) => post(n % 2 === 0 ? a : b, batch)));
      expect(answers.flatMap((x) => x.accepted)).toHaveLength(60);
      await appliedThroughLog(a.app);
      await appliedThroughLog(b.app);
      const ids = new Set(batches.flat().map((e) => e.ID));
      const order = await sendersInLogOrder(a, ids);
      expect(order).toHaveLength(60);
      // The limit counts the first 25 of the log, whichever process appended them; each once.
      const pointOf = new Map(batches.flat().map((e) => [e.SenderID, e.Point]));
      const first = order.slice(0, 25);
      expect(await contributors(a, containerID)).toEqual([...first].sort());
      expect(await scores(a, containerID)).toEqual({
        sirius: first.reduce((sum, s) => sum + pointOf.get(s)!, 0),
      });
      expect((await readApplyLag(a.db)).positions).toBe(0);
    });
  },
);
