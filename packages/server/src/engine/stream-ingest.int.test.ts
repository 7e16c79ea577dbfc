// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Ingestion from NATS JetStream (issue "Engine at scale" §3): events published to the stream score like
// POST /v1/events, messages are acknowledged after the commit, and a redelivery after a crash between the
// commit and the ack changes nothing. Runs against the machine's NATS server (NATS_URL, .ci/run starts it).
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EVENT_TYPES } from '@eventory/domain/events';
import { events as eventLog, records } from '../db/schema/campaigns.ts';
import { appliedThroughLog } from '../test/applied.ts';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startStreamIngest, type StreamIngest } from './stream-ingest.ts';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

describe('ingestion from NATS JetStream', () => {
  let t: TestApp;
  let nc: NatsConnection;
  let containerID: number;
  // Each run its own stream and subjects, so runs (and the two databases) never see each other's messages.
  const run = randomUUID().slice(0, 8);
  const stream = `EVENTORY_TEST_${run}`;
  const subject = `test-${run}.events`;
  let seq = 0;

  const gift = (receiver: string, point: number) => ({
    ID: `stream-${run}-${++seq}`,
    type: EVENT_TYPES.Gift,
    timestamp: Date.now(),
    GiftID: 'rose',
    Point: point,
    SenderID: 'viewer-1',
    ReceiverID: receiver,
  });

  async function scores(): Promise<Record<string, number>> {
    const rows = await t.db
      .select({ key: records.key, score: records.score })
      .from(records)
      .where(eq(records.containerId, containerID));
    return Object.fromEntries(rows.map((r) => [r.key, r.score]));
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  const pendingAcks = async () => {
    const info = await (await jetstreamManager(nc)).consumers.info(stream, 'eventory-ingest');
    return { pending: info.num_pending, unacked: info.num_ack_pending };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signIn(['user']);
    const campaign = await createCampaign(t, admin);
    const leaderboard = await createLeaderboard(t, admin, campaign);
    await createGiftEvaluator(t, admin, leaderboard.containerID, {
      scoreCalc: { kind: 'field', field: 'Point' },
    });
    containerID = leaderboard.containerID;
    nc = await connect({ servers: NATS_URL });
  });
  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(stream).catch(() => false);
    await nc.close();
    await t.close();
  });

  it('scores single events and batches published on partitioned subjects, each once, and acknowledges them', async () => {
    const ingest = await startStreamIngest(t.app, { url: NATS_URL, stream, subject, ackWaitMs: 2000 });
    try {
      const js = jetstream(nc);
      const first = gift('streamer-a', 5);
      await js.publish(`${subject}.campaign-1`, JSON.stringify(first));
      await js.publish(
        `${subject}.campaign-1`,
        JSON.stringify({ events: [gift('streamer-a', 7), gift('streamer-b', 3)] }),
      );
      // The same event again (a host app retrying its publish) and two that are refused: not JSON, a bad Point.
      await js.publish(`${subject}.campaign-2`, JSON.stringify(first));
      await js.publish(`${subject}.campaign-2`, 'not json');
      await js.publish(`${subject}.campaign-2`, JSON.stringify({ ...gift('streamer-b', 1), Point: 'many' }));

      expect(
        await until(scores, (s) => s['streamer-a'] === 12 && s['streamer-b'] === 3, 'the scores'),
      ).toEqual({
        'streamer-a': 12,
        'streamer-b': 3,
      });
      expect(await until(pendingAcks, (p) => p.pending === 0 && p.unacked === 0, 'the acks')).toEqual({
        pending: 0,
        unacked: 0,
      });
      const stored = await t.db.select({ id: eventLog.id }).from(eventLog);
      expect(stored.filter((e) => e.id.startsWith(`stream-${run}-`))).toHaveLength(3);
    } finally {
      await ingest.stop();
    }
  });

  it('redelivers a batch whose process died after its commit and before its ack, and counts it once', async () => {
    const before = await scores();
    let crashed = false;
    let ingest: StreamIngest | undefined = await startStreamIngest(t.app, {
      url: NATS_URL,
      stream,
      subject,
      ackWaitMs: 1000,
      // The commit happened; the process "dies" before acknowledging: nothing acked, nothing nak'ed.
      afterCommit: async () => {
        if (crashed) return;
        crashed = true;
        void ingest?.stop();
        throw new Error('killed between the commit and the ack');
      },
    });
    await jetstream(nc).publish(`${subject}.campaign-1`, JSON.stringify(gift('streamer-c', 40)));
    await until(async () => crashed, Boolean, 'the crash');
    await ingest.stop();
    await appliedThroughLog(t.app);
    expect((await scores())['streamer-c']).toBe(40);
    expect((await pendingAcks()).unacked + (await pendingAcks()).pending).toBeGreaterThan(0);

    // A new process takes over the durable consumer: JetStream redelivers, the event log answers a duplicate.
    ingest = await startStreamIngest(t.app, { url: NATS_URL, stream, subject, ackWaitMs: 1000 });
    try {
      await until(
        pendingAcks,
        (p) => p.pending === 0 && p.unacked === 0,
        'the redelivery to be acknowledged',
      );
      expect(await scores()).toEqual({ ...before, 'streamer-c': 40 });
    } finally {
      await ingest.stop();
    }
  });

  it('appends (and acks) a batch only once the log has room for it within APPLY_BACKLOG_LIMIT (back-pressure)', async () => {
    const held = await createTestApp({ applyBacklogLimit: 1 });
    const ingest = await startStreamIngest(held.app, {
      url: NATS_URL,
      stream,
      subject,
      durable: `back-pressure-${run}`,
      ackWaitMs: 10_000,
    });
    try {
      const admin = await held.signIn(['user']);
      const lb = await createLeaderboard(held, admin, await createCampaign(held, admin));
      await createGiftEvaluator(held, admin, lb.containerID, {
        scoreCalc: { kind: 'field', field: 'Point' },
      });
      // The new consumer first takes the stream's earlier messages (other tests'): let it catch up.
      const consumer = async () => {
        const info = await (await jetstreamManager(nc)).consumers.info(stream, `back-pressure-${run}`);
        return { pending: info.num_pending, unacked: info.num_ack_pending };
      };
      await until(consumer, (c) => c.pending + c.unacked === 0, 'the earlier messages taken');
      await appliedThroughLog(held.app);
      await held.app.applier.stop(); // nothing applies until it starts again below
      const logSize = async () => (await held.db.select({ id: eventLog.id }).from(eventLog)).length;
      const before = await logSize();
      const batch = () => Array.from({ length: 1_000 }, () => gift('streamer-d', 1));
      await jetstream(nc).publish(`${subject}.campaign-3`, JSON.stringify({ events: batch() }));
      // The log holds nothing unapplied: the first batch appends at once.
      await until(logSize, (n) => n === before + 1_000, 'the first batch appended');
      await jetstream(nc).publish(`${subject}.campaign-3`, JSON.stringify({ events: batch() }));
      // The second is taken but waits while the first is unapplied: it is neither acked nor in the log.
      await until(consumer, (c) => c.pending === 0 && c.unacked === 1, 'the second batch taken');
      await new Promise((r) => setTimeout(r, 1_500)); // past the consumer's fetch (1 s): waiting to append
      expect(await consumer()).toEqual({ pending: 0, unacked: 1 });
      expect(await logSize()).toBe(before + 1_000);
      held.app.applier.start();
      const scoreOfD = async () => {
        const [row] = await held.db
          .select({ score: records.score })
          .from(records)
          .where(eq(records.key, 'streamer-d'));
        return row?.score ?? 0;
      };
      expect(await until(scoreOfD, (s) => s === 2_000, 'both batches applied')).toBe(2_000);
      const metrics = (await held.app.inject({ url: '/metrics' })).body;
      expect(Number(/^eventory_ingest_held_seconds_count (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(
        1,
      );
    } finally {
      await ingest.stop();
      await held.close();
    }
  });
});
