// The gift-bucket crawler (decision 0054): every tickInterval ms, one process at a time (the advisory
// lock), it reads the event log after each bucket's mark (buckets at one mark share the read), adds each
// gift's points to the pools it belongs to, moves the marks on and works out each bucket's state. After
// the commit the pools are mirrored to the rank index and every state change goes out live
// (`state-changed` on the gift-bucket channel).
import { asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EVENT_TYPES } from '@eventory/domain/events';
import {
  GIFT_BUCKET_GAP_WAIT_MS,
  bucketStateOf,
  giftPoints,
  poolKeyOf,
  type GiftBucket,
  type GiftBucketType,
} from '@eventory/domain/gift-buckets';
import { GIFT_BUCKET_CHANNEL } from '@eventory/domain/live';
import type { Executor } from '../db/client.ts';
import { events } from '../db/schema/campaigns.ts';
import { giftBucketCrawler, giftBuckets } from '../db/schema/gift-buckets.ts';
import { mirrorCommittedEffects } from '../engine/mirror.ts';
import { mergeEffects, writeEffects, type RecordEffect } from '../engine/record-effects.ts';
import { crawlerRow, lockGiftBuckets, logHead, toBucket } from './gift-buckets.ts';

export interface CrawlOutcome {
  enabled: boolean;
  tickInterval: number;
  effects: RecordEffect[];
  /** Buckets whose state changed in this tick, as they are now. */
  changed: GiftBucket[];
  /** Events read past the marks, for every group. */
  read: number;
}

interface LogRow {
  seq: number;
  type: number;
  timestamp: number;
  payload: unknown;
  receivedAt: Date;
}

/**
 * The rows to take in after `mark`: with ensureIdContinuous, up to the first gap whose next event came
 * in less than GIFT_BUCKET_GAP_WAIT_MS ago (a transaction still in flight may fill it); an older gap is a
 * rolled-back or refused insert and is passed.
 */
export function continuousPrefix(rows: readonly LogRow[], mark: number, now: number): LogRow[] {
  let expected = mark + 1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.seq !== expected && now - row.receivedAt.getTime() < GIFT_BUCKET_GAP_WAIT_MS)
      return rows.slice(0, i);
    expected = row.seq + 1;
  }
  return [...rows];
}

/** One tick in the caller's transaction. */
export async function crawlOnce(tx: Executor, now = Date.now()): Promise<CrawlOutcome> {
  await lockGiftBuckets(tx);
  const crawler = await crawlerRow(tx);
  const outcome: CrawlOutcome = {
    enabled: crawler.enabled,
    tickInterval: crawler.tickInterval,
    effects: [],
    changed: [],
    read: 0,
  };
  if (!crawler.enabled) return outcome;
  const head = await logHead(tx);
  const buckets = await tx.select().from(giftBuckets).orderBy(asc(giftBuckets.uuid));

  const groups = new Map<number, typeof buckets>();
  for (const b of buckets) {
    const mark = Number(b.mark);
    groups.set(mark, [...(groups.get(mark) ?? []), b]);
  }
  const effects: RecordEffect[] = [];
  let liveMark = Number(crawler.mark);
  for (const [mark, members] of groups) {
    const read: LogRow[] = (
      await tx
        .select({
          seq: events.seq,
          type: events.type,
          timestamp: events.timestamp,
          payload: events.payload,
          receivedAt: events.receivedAt,
        })
        .from(events)
        .where(gt(events.seq, mark))
        .orderBy(asc(events.seq))
        .limit(crawler.batchSize)
    ).map((r) => ({ ...r, seq: Number(r.seq), timestamp: Number(r.timestamp) }));
    const rows = crawler.ensureIdContinuous ? continuousPrefix(read, mark, now) : read;
    outcome.read += rows.length;
    const newMark = rows.at(-1)?.seq ?? mark;
    const gifts = rows.filter((r) => r.type === EVENT_TYPES.Gift);
    for (const b of members) {
      const bucket = { type: b.type as GiftBucketType, giftIDs: b.giftIds };
      let tookIn = false;
      for (const g of gifts) {
        const fields = (g.payload ?? {}) as Record<string, unknown>;
        const key = poolKeyOf(bucket, fields);
        if (key === undefined) continue;
        tookIn = true;
        effects.push({ containerID: b.containerId, key, scoreAdded: giftPoints(fields), atMs: g.timestamp });
      }
      const lastGiftAt = tookIn ? now : Number(b.lastGiftAt);
      const recalculateTo = b.recalculateTo === null ? null : Number(b.recalculateTo);
      const recalculating = recalculateTo !== null && newMark < recalculateTo;
      const state = bucketStateOf({
        recalculating,
        behind: head - newMark,
        batchSize: crawler.batchSize,
        sinceLastGiftMs: now - lastGiftAt,
        accumulatorInterval: crawler.accumulatorInterval,
      });
      if (!recalculating) liveMark = Math.max(liveMark, newMark);
      if (newMark === mark && state === b.state && lastGiftAt === Number(b.lastGiftAt)) continue;
      const [row] = await tx
        .update(giftBuckets)
        .set({
          mark: newMark,
          state,
          lastGiftAt,
          recalculateTo: recalculating ? recalculateTo : null,
          ...(state !== b.state ? { updatedAt: new Date(now) } : {}),
        })
        .where(eq(giftBuckets.uuid, b.uuid))
        .returning();
      if (row && state !== b.state) outcome.changed.push(toBucket(row));
    }
  }
  if (buckets.length === 0) liveMark = Math.max(liveMark, head);
  outcome.effects = mergeEffects(effects);
  await writeEffects(tx, outcome.effects, []);
  if (liveMark !== Number(crawler.mark))
    await tx.update(giftBucketCrawler).set({ mark: liveMark }).where(eq(giftBucketCrawler.id, 1));
  return outcome;
}

/** After a commit: pools to the rank index and live pages, state changes to the gift-bucket channel. */
export async function publishCrawl(app: FastifyInstance, outcome: CrawlOutcome): Promise<void> {
  await mirrorCommittedEffects(app, app.log, outcome.effects);
  for (const bucket of outcome.changed)
    app.live.publish(GIFT_BUCKET_CHANNEL, { type: 'state-changed', bucket });
}

/** One tick: crawl in a transaction, then publish. */
export async function crawlAndPublish(app: FastifyInstance, now = Date.now()): Promise<CrawlOutcome> {
  const outcome = await app.db.transaction((tx) => crawlOnce(tx, now));
  await publishCrawl(app, outcome);
  return outcome;
}

/** While the crawler is off it looks at its config this often. */
const IDLE_INTERVAL_MS = 1000;

/** Runs the crawler until stop() (main.ts starts it). */
export function startGiftBucketCrawler(app: FastifyInstance): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = crawlAndPublish(app)
      .then((o) => (o.enabled ? o.tickInterval : IDLE_INTERVAL_MS))
      .catch((err: unknown) => {
        app.log.error({ err }, 'gift bucket crawler tick failed; trying again');
        return IDLE_INTERVAL_MS;
      })
      .then((next) => {
        if (!stopped) timer = setTimeout(tick, next).unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
