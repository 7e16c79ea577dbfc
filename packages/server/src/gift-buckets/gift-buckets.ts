// The gift-bucket service (decision 0054): the crawler's config and mark, the buckets and their pools.
// Every write takes the crawler's advisory lock first, so it never interleaves with a crawler tick
// (crawler.ts) of any process; each write logs its change in the same transaction.
import { asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import {
  GIFT_BUCKET_DEFAULTS,
  POOL_TOP,
  type GiftBucket,
  type GiftBucketConfigPatch,
  type GiftBucketCrawler,
  type GiftBucketDetail,
  type GiftBucketInput,
  type GiftBucketPatch,
  type GiftBucketSummary,
  type GiftBucketState,
  type GiftBucketType,
} from '@eventory/domain/gift-buckets';
import { recordChange } from '../change-log/change-log.ts';
import { rowsOf, type Executor } from '../db/client.ts';
import { containers, events, records } from '../db/schema/campaigns.ts';
import { giftBucketCrawler, giftBuckets } from '../db/schema/gift-buckets.ts';
import { replaceContainerRecords } from '../engine/record-store.ts';

/** Advisory lock of the crawler and every gift-bucket write ('GBKT'). */
export const GIFT_BUCKET_LOCK = 0x47424b54;

export type CrawlerRow = typeof giftBucketCrawler.$inferSelect;
export type BucketRow = typeof giftBuckets.$inferSelect;

export async function lockGiftBuckets(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GIFT_BUCKET_LOCK})`);
}

/** The crawler's row, made with the defaults on first use. */
export async function crawlerRow(db: Executor): Promise<CrawlerRow> {
  await db
    .insert(giftBucketCrawler)
    .values({ id: 1, ...GIFT_BUCKET_DEFAULTS })
    .onConflictDoNothing({ target: giftBucketCrawler.id });
  const [row] = await db.select().from(giftBucketCrawler).where(eq(giftBucketCrawler.id, 1));
  if (!row) throw new Error('gift bucket crawler row missing');
  return row;
}

/** The newest event of the log (0 when empty). */
export async function logHead(db: Executor): Promise<number> {
  const [row] = rowsOf<{ head: string | number | null }>(
    await db.execute(sql`select max(${events.seq}) as head from ${events}`),
  );
  return Number(row?.head ?? 0);
}

const toCrawler = (row: CrawlerRow, head: number): GiftBucketCrawler => ({
  enabled: row.enabled,
  tickInterval: row.tickInterval,
  ensureIdContinuous: row.ensureIdContinuous,
  accumulatorInterval: row.accumulatorInterval,
  batchSize: row.batchSize,
  mark: Number(row.mark),
  head,
  updateTime: Math.floor(row.updatedAt.getTime() / 1000),
});

export async function readCrawler(db: Executor): Promise<GiftBucketCrawler> {
  return toCrawler(await crawlerRow(db), await logHead(db));
}

export async function patchCrawlerConfig(
  tx: Executor,
  patch: GiftBucketConfigPatch,
  email: string,
): Promise<GiftBucketCrawler> {
  await lockGiftBuckets(tx);
  const before = await crawlerRow(tx);
  const [row] = await tx
    .update(giftBucketCrawler)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(giftBucketCrawler.id, 1))
    .returning();
  if (!row) throw new Error('gift bucket crawler row missing');
  const head = await logHead(tx);
  await recordChange(tx, {
    email,
    table: 'gift_bucket_crawler',
    objId: 1,
    action: 'update',
    before: toCrawler(before, head),
    after: toCrawler(row, head),
  });
  return toCrawler(row, head);
}

/**
 * Moves the crawler and every bucket to `mark` (default: the head of the log, skipping the backlog).
 * Pools keep what they hold; a bucket being recalculated stops being so.
 */
export async function resetCrawlerMark(
  tx: Executor,
  mark: number | undefined,
  email: string,
): Promise<{ crawler: GiftBucketCrawler; buckets: GiftBucket[] }> {
  await lockGiftBuckets(tx);
  const before = await crawlerRow(tx);
  const head = await logHead(tx);
  const to = mark ?? head;
  if (to > head)
    throw new DomainError(
      'MARK_AHEAD_OF_LOG',
      `mark ${to} is past the newest event of the log (${head}).`,
      400,
      'mark',
    );
  const [row] = await tx
    .update(giftBucketCrawler)
    .set({ mark: to, updatedAt: new Date() })
    .where(eq(giftBucketCrawler.id, 1))
    .returning();
  if (!row) throw new Error('gift bucket crawler row missing');
  const moved = await tx
    .update(giftBuckets)
    .set({ mark: to, recalculateTo: null, state: 'BeStable', updatedAt: new Date() })
    .returning();
  await recordChange(tx, {
    email,
    table: 'gift_bucket_crawler',
    objId: 1,
    action: 'update',
    before: { mark: Number(before.mark) },
    after: { mark: to, buckets: moved.map((b) => b.uuid) },
  });
  return { crawler: toCrawler(row, head), buckets: moved.map(toBucket) };
}

export const toBucket = (row: BucketRow): GiftBucket => ({
  uuid: row.uuid,
  name: row.name,
  type: row.type as GiftBucketType,
  state: row.state as GiftBucketState,
  giftIDs: row.giftIds,
  containerID: row.containerId,
  mark: Number(row.mark),
  lastGiftAt: Number(row.lastGiftAt),
  createTime: Math.floor(row.createdAt.getTime() / 1000),
  updateTime: Math.floor(row.updatedAt.getTime() / 1000),
});

const notFoundBucket = (uuid: string) =>
  new DomainError('NOT_FOUND', `There is no gift bucket ${uuid}.`, 404, 'uuid');

async function bucketRow(db: Executor, uuid: string): Promise<BucketRow> {
  const [row] = await db.select().from(giftBuckets).where(eq(giftBuckets.uuid, uuid));
  if (!row) throw notFoundBucket(uuid);
  return row;
}

/** Every bucket with the size and total of its pool, oldest first. */
export async function listBuckets(db: Executor): Promise<{ items: GiftBucketSummary[] }> {
  const rows = await db.select().from(giftBuckets).orderBy(asc(giftBuckets.createdAt), asc(giftBuckets.uuid));
  if (rows.length === 0) return { items: [] };
  const totals = await db
    .select({ containerId: records.containerId, n: count(), total: sum(records.score) })
    .from(records)
    .where(
      inArray(
        records.containerId,
        rows.map((r) => r.containerId),
      ),
    )
    .groupBy(records.containerId);
  const byContainer = new Map(totals.map((t) => [t.containerId, t]));
  return {
    items: rows.map((r) => ({
      ...toBucket(r),
      poolSize: Number(byContainer.get(r.containerId)?.n ?? 0),
      poolTotal: Number(byContainer.get(r.containerId)?.total ?? 0),
    })),
  };
}

/** A bucket with the top of its pool (by points, then key). */
export async function findBucket(db: Executor, uuid: string): Promise<GiftBucketDetail> {
  const row = await bucketRow(db, uuid);
  const [totals] = await db
    .select({ n: count(), total: sum(records.score) })
    .from(records)
    .where(eq(records.containerId, row.containerId));
  const top = await db
    .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
    .from(records)
    .where(eq(records.containerId, row.containerId))
    .orderBy(desc(records.score), asc(records.key))
    .limit(POOL_TOP);
  return {
    ...toBucket(row),
    poolSize: Number(totals?.n ?? 0),
    poolTotal: Number(totals?.total ?? 0),
    pool: top.map((r) => ({ key: r.key, score: r.score, lastUpdateMs: Number(r.lastUpdateMs) })),
  };
}

/** A new bucket and its GiftBucket container; it takes in gifts after the crawler's mark. */
export async function createBucket(tx: Executor, input: GiftBucketInput, email: string): Promise<GiftBucket> {
  await lockGiftBuckets(tx);
  const crawler = await crawlerRow(tx);
  const [container] = await tx
    .insert(containers)
    .values({
      type: 'GiftBucket',
      refId: 0,
      refContainerType: 'Leaderboard',
      groupName: `gift-bucket:${input.name}`,
      meta: { giftBucket: input.name, giftIDs: input.giftIDs },
    })
    .returning();
  if (!container) throw new Error('gift bucket container insert returned no row');
  const [row] = await tx
    .insert(giftBuckets)
    .values({
      name: input.name,
      type: input.type,
      giftIds: input.giftIDs,
      containerId: container.id,
      mark: crawler.mark,
    })
    .returning();
  if (!row) throw new Error('gift bucket insert returned no row');
  await recordChange(tx, {
    email,
    table: 'gift_buckets',
    objId: row.uuid,
    action: 'create',
    before: null,
    after: toBucket(row),
  });
  return toBucket(row);
}

/** Renames a bucket or changes its gifts (past gifts stay in the pool until a recalculate). */
export async function patchBucket(
  tx: Executor,
  uuid: string,
  patch: GiftBucketPatch,
  email: string,
): Promise<GiftBucket> {
  await lockGiftBuckets(tx);
  const before = await bucketRow(tx, uuid);
  const [row] = await tx
    .update(giftBuckets)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.giftIDs !== undefined ? { giftIds: patch.giftIDs } : {}),
      updatedAt: new Date(),
    })
    .where(eq(giftBuckets.uuid, uuid))
    .returning();
  if (!row) throw notFoundBucket(uuid);
  await recordChange(tx, {
    email,
    table: 'gift_buckets',
    objId: uuid,
    action: 'update',
    before: toBucket(before),
    after: toBucket(row),
  });
  return toBucket(row);
}

/** Deletes the bucket; its container is hidden (its records stay for snapshots and the change log). */
export async function deleteBucket(tx: Executor, uuid: string, email: string): Promise<GiftBucket> {
  await lockGiftBuckets(tx);
  const before = await bucketRow(tx, uuid);
  await tx.delete(giftBuckets).where(eq(giftBuckets.uuid, uuid));
  await tx
    .update(containers)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(eq(containers.id, before.containerId));
  await recordChange(tx, {
    email,
    table: 'gift_buckets',
    objId: uuid,
    action: 'delete',
    before: toBucket(before),
    after: null,
  });
  return toBucket(before);
}

/**
 * Empties the pool and rewinds the bucket to the start of the log; the crawler takes the whole log in
 * again (Recalculating until it passes the head of now, then it follows like the others).
 */
export async function recalculateBucket(tx: Executor, uuid: string, email: string): Promise<GiftBucket> {
  await lockGiftBuckets(tx);
  const before = await bucketRow(tx, uuid);
  const head = await logHead(tx);
  await replaceContainerRecords(tx, before.containerId, []);
  const [row] = await tx
    .update(giftBuckets)
    .set({ mark: 0, recalculateTo: head, state: 'Recalculating', lastGiftAt: 0, updatedAt: new Date() })
    .where(eq(giftBuckets.uuid, uuid))
    .returning();
  if (!row) throw notFoundBucket(uuid);
  await recordChange(tx, {
    email,
    table: 'gift_buckets',
    objId: uuid,
    action: 'update',
    before: toBucket(before),
    after: { ...toBucket(row), recalculateTo: head },
  });
  return toBucket(row);
}
