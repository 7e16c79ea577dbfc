// Ingestion from a stream (issue "Engine at scale" §3, decision 0057): the host app publishes events to NATS
// JetStream on `{NATS_SUBJECT}.{partition}` (a campaign or container id, or any name it partitions by) instead of
// calling POST /v1/events. A durable pull consumer shared by every server process fetches up to a batch of
// messages, judges each event on its own, appends the valid ones to the event log in ONE transaction (the same
// service as the HTTP path) and acknowledges the messages only after that commit; the applier scores them
// afterwards (docs/engine.md). A crash before the ack makes JetStream redeliver
// them; the event log's primary key answers them as duplicates, so a redelivery changes nothing.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  jetstream,
  jetstreamManager,
  type JsMsg,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { checkEvent, MAX_EVENTS_PER_BATCH, type IngestEvent } from '@eventory/domain/event-fields';
import { appendBatch } from './event-log.ts';

export interface StreamIngestOptions {
  url: string;
  /** JetStream stream name; created when missing. */
  stream: string;
  /** Subject prefix: the stream takes `{subject}.>`. */
  subject: string;
  /** Durable consumer every process shares (each message goes to one of them). */
  durable?: string;
  /** Messages fetched and ingested in one transaction. */
  batchSize?: number;
  /** How long JetStream waits for an ack before redelivering (ms). */
  ackWaitMs?: number;
  /** Test hook: runs after the commit and before the acks (a crash there is what redelivery covers). */
  afterCommit?: () => Promise<void>;
}

export interface StreamIngest {
  /** Stops fetching, waits for the batch in hand, closes the connection. Un-acked messages are redelivered. */
  stop(): Promise<void>;
}

const nanos = (ms: number) => ms * 1_000_000;

/** The events of one message: one event object, or `{events: [...]}` as POST /v1/events takes. */
function eventsOf(msg: JsMsg): unknown[] | undefined {
  try {
    const body = msg.json<unknown>();
    const list = (body as { events?: unknown } | null)?.events;
    if (Array.isArray(list)) return list;
    return [body];
  } catch {
    return undefined;
  }
}

async function ensureStream(jsm: JetStreamManager, o: Required<Omit<StreamIngestOptions, 'afterCommit'>>) {
  const subjects = [`${o.subject}.>`];
  try {
    await jsm.streams.info(o.stream);
  } catch {
    await jsm.streams.add({ name: o.stream, subjects });
  }
  try {
    await jsm.consumers.info(o.stream, o.durable);
  } catch {
    await jsm.consumers.add(o.stream, {
      durable_name: o.durable,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(o.ackWaitMs),
      max_ack_pending: Math.max(o.batchSize * 4, 1000),
    });
  }
}

/** Judges and ingests the events of a fetched batch of messages; answers how many of each outcome. */
async function appendMessages(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  messages: readonly JsMsg[],
  ackWaitMs: number,
) {
  const valid: IngestEvent[] = [];
  let refused = 0;
  for (const msg of messages) {
    const events = eventsOf(msg);
    if (!events || events.length > MAX_EVENTS_PER_BATCH) {
      refused++;
      log.warn({ subject: msg.subject, seq: msg.seq }, 'stream message is not an event or a batch of events');
      continue;
    }
    for (const raw of events) {
      const checked = checkEvent(raw);
      if (checked.ok) valid.push(checked.event);
      else {
        refused++;
        log.warn(
          { subject: msg.subject, seq: msg.seq, field: checked.field, message: checked.message },
          'stream event refused',
        );
      }
    }
  }
  if (valid.length === 0) return { accepted: 0, duplicates: 0, refused };
  // Back-pressure (decisions 0100, 0102): the events append in batches of at most MAX_EVENTS_PER_BATCH, each once
  // the log has room for it, so the messages are acknowledged, and more pulled, as fast as the log is applied, and a
  // fetch of many large messages does not append millions of events at once. All of it is held at most half the ack
  // wait, so JetStream does not redeliver the messages meanwhile. Should the process die between two appends, the
  // messages come back and the events already appended count as duplicates.
  const until = performance.now() + ackWaitMs / 2;
  let accepted = 0;
  let duplicates = 0;
  for (let i = 0; i < valid.length; i += MAX_EVENTS_PER_BATCH) {
    const batch = valid.slice(i, i + MAX_EVENTS_PER_BATCH);
    const appended = await app.applier.admitted(
      batch.length,
      () => appendBatch(app.db, batch),
      Math.max(0, until - performance.now()),
    );
    app.applier.kick();
    accepted += appended.accepted.length;
    duplicates += appended.duplicates.length;
  }
  return { accepted, duplicates, refused };
}

/** Events a fetch asks for at most (in messages, judged by the last fetch's events per message). */
const FETCH_EVENTS = 2 * MAX_EVENTS_PER_BATCH;

export async function startStreamIngest(
  app: FastifyInstance,
  given: StreamIngestOptions,
): Promise<StreamIngest> {
  const o = {
    durable: 'eventory-ingest',
    batchSize: 1000,
    ackWaitMs: 30_000,
    ...given,
  };
  const log = app.log.child({ component: 'stream-ingest', stream: o.stream });
  const nc: NatsConnection = await connect({ servers: o.url, name: 'eventory-ingest' });
  await ensureStream(await jetstreamManager(nc), o);
  const consumer = await jetstream(nc).consumers.get(o.stream, o.durable);

  // Messages may be single events or batches of thousands: each fetch asks for about FETCH_EVENTS events'
  // worth of messages, judged by the last fetch, so that back-pressure can admit a fetch's events within the
  // ack wait (decision 0102) rather than a fetch of a thousand batches at once.
  let eventsPerMessage = 1;
  let running = true;
  const loop = (async () => {
    while (running) {
      let messages: JsMsg[] = [];
      try {
        const fetched = await consumer.fetch({
          max_messages: Math.max(1, Math.min(o.batchSize, Math.floor(FETCH_EVENTS / eventsPerMessage))),
          expires: 1000,
        });
        for await (const msg of fetched) messages.push(msg);
        if (messages.length === 0) continue;
        const timer = app.metrics.ingestBatchSeconds.startTimer();
        const counts = await appendMessages(app, log, messages, o.ackWaitMs);
        timer();
        eventsPerMessage = Math.max(
          1,
          (counts.accepted + counts.duplicates + counts.refused) / messages.length,
        );
        if (o.afterCommit) await o.afterCommit();
        // Committed: now, and only now, JetStream may forget these messages.
        for (const msg of messages) msg.ack();
        app.metrics.ingestEvents.inc({ outcome: 'accepted' }, counts.accepted);
        app.metrics.ingestEvents.inc({ outcome: 'duplicate' }, counts.duplicates);
        app.metrics.ingestEvents.inc({ outcome: 'refused' }, counts.refused);
        messages = [];
      } catch (err) {
        if (!running) break;
        // Nothing was acknowledged: the messages come back after the ack wait (or at once when nak'ed).
        // The error's own message and its cause's, never the failed statement's parameters (the whole batch).
        const cause = (err as { cause?: { message?: unknown; code?: unknown } }).cause;
        log.error(
          {
            error: err instanceof Error ? err.message.split('\n')[0] : String(err),
            cause: cause ? `${String(cause.code ?? '')} ${String(cause.message ?? '')}`.trim() : undefined,
            messages: messages.length,
          },
          'stream batch not ingested; it will be redelivered',
        );
        for (const msg of messages) msg.nak(1000);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  })();

  let stopped: Promise<void> | undefined;
  return {
    stop() {
      running = false;
      stopped ??= loop.then(() => nc.drain());
      return stopped;
    },
  };
}
