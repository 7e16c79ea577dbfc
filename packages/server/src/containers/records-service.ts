// A container's records through the admin API: a page in leaderboard order (from the rank index),
// writes (set, increment, keep best), clear, and the gift-box score. Writes commit first, then the
// rank index and the live channel follow (mirrorRecordWrite, remirrorContainer). See decision 0011.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { containerChannel } from '@eventory/domain/live';
import type {
  AdminRecord,
  ClearResult,
  GiftBoxScoreInput,
  GiftBoxScoreResult,
  RecordsPage,
  RecordsWrite,
  RecordsWriteResult,
} from '@eventory/domain/container-admin';
import { rowsOf, type Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { recordContributions, records } from '../db/schema/campaigns.ts';
import { decodeCursor, encodeCursor } from '../engine/cursor.ts';
import { findContainerRow } from './container-service.ts';
import { passOnDifference } from '../engine/aggregators.ts';
import type { RecordEffect } from '../engine/record-effects.ts';
import { readAllRecords, replaceContainerRecords, takeSnapshot } from '../engine/record-store.ts';
import { DomainError } from '@eventory/domain/errors';
import { isScoreInRange, MAX_SCORE } from '@eventory/domain/input-limits';

type RecordRow = Omit<AdminRecord, 'rank'>;

async function metaOf(
  db: Executor,
  containerID: number,
  keys: string[],
): Promise<Map<string, Record<string, string>>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: records.key, meta: records.meta })
    .from(records)
    .where(and(eq(records.containerId, containerID), inArray(records.key, keys)));
  return new Map(rows.map((r) => [r.key, r.meta]));
}

/** One page of the container's records in leaderboard order; the cursor is the public leaderboard's. */
export async function readRecordsPage(
  app: FastifyInstance,
  containerID: number,
  q: { count: number; cursor?: string | undefined },
): Promise<RecordsPage> {
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  await findContainerRow(app.db, containerID);
  let offset = 0;
  if (after) {
    const now = await app.ranking.rankOf(containerID, after.key);
    offset =
      now && now.score === after.score && now.lastUpdateMs === after.lastUpdateMs ? now.rank : after.rank;
  }
  const [entries, count] = await Promise.all([
    app.ranking.range(containerID, offset, q.count + 1),
    app.ranking.size(containerID),
  ]);
  const page = entries.slice(0, q.count);
  const metas = await metaOf(
    app.db,
    containerID,
    page.map((e) => e.key),
  );
  const last = page.at(-1);
  return {
    count,
    records: page.map((e) => ({
      rank: e.rank,
      key: e.key,
      score: e.score,
      lastUpdateMs: e.lastUpdateMs,
      meta: metas.get(e.key) ?? {},
    })),
    nextCursor:
      entries.length > q.count && last
        ? encodeCursor({ score: last.score, lastUpdateMs: last.lastUpdateMs, key: last.key, rank: last.rank })
        : '',
  };
}

interface RawRecord {
  key: string;
  score: number | string;
  last_update_ms: number | string;
  meta: Record<string, string> | string;
}
const fromRaw = (r: RawRecord): RecordRow => ({
  key: r.key,
  score: Number(r.score),
  lastUpdateMs: Number(r.last_update_ms),
  meta: typeof r.meta === 'string' ? (JSON.parse(r.meta) as Record<string, string>) : r.meta,
});

/**
 * Writes records in the caller's transaction. set: score and last update as given; increment: score
 * += given, last update = the later one; keepBest: the higher score wins and brings its last update.
 * lastUpdateMs defaults to now; meta, when given, replaces the record's meta. Contributions are kept.
 */
export async function writeRecords(
  tx: Executor,
  containerID: number,
  body: RecordsWrite,
  email: string,
  nowMs: number,
  /** Collects the changes this write passes on to aggregator targets, to mirror after the commit. */
  derived: RecordEffect[] = [],
): Promise<RecordsWriteResult> {
  await findContainerRow(tx, containerID, { lock: true });
  const keys = body.records.map((r) => r.key);
  const before = await tx
    .select({
      key: records.key,
      score: records.score,
      lastUpdateMs: records.lastUpdateMs,
      meta: records.meta,
    })
    .from(records)
    .where(and(eq(records.containerId, containerID), inArray(records.key, keys)));
  if (body.options.mode === 'increment') {
    const stored = new Map(before.map((r) => [r.key, Number(r.score)]));
    body.records.forEach((r, i) => {
      if (!isScoreInRange((stored.get(r.key) ?? 0) + r.score))
        throw new DomainError(
          'SCORE_OUT_OF_RANGE',
          `records.${i}.score: adding ${r.score} to ${r.key} would take its score past ±${MAX_SCORE} (the score range)`,
          400,
          `records.${i}.score`,
        );
    });
  }
  const rows = body.records.map((r) => ({
    k: r.key,
    s: r.score,
    t: r.lastUpdateMs ?? nowMs,
    m: r.meta ?? null,
  }));
  const input = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(k text, s float8, t bigint, m jsonb)`;
  // Meta of existing records first: the upsert below leaves meta alone on conflict.
  await tx.execute(sql`
    update ${records} set meta = x.m
    from ${input}
    where ${records.containerId} = ${containerID} and ${records.key} = x.k and x.m is not null`);
  const mode = body.options.mode;
  const onConflict =
    mode === 'set'
      ? sql`score = excluded.score, last_update_ms = excluded.last_update_ms`
      : mode === 'increment'
        ? sql`score = ${records}.score + excluded.score,
              last_update_ms = greatest(${records}.last_update_ms, excluded.last_update_ms)`
        : sql`score = greatest(${records}.score, excluded.score),
              last_update_ms = case when excluded.score > ${records}.score
                then excluded.last_update_ms else ${records}.last_update_ms end`;
  const written = rowsOf<RawRecord>(
    await tx.execute(sql`
      insert into ${records} (container_id, key, score, last_update_ms, meta)
      select ${containerID}, x.k, x.s, x.t, coalesce(x.m, '{}'::jsonb)
      from ${input}
      order by x.k
      on conflict (container_id, key) do update set ${onConflict}
      returning key, score, last_update_ms, meta`),
  ).map(fromRaw);
  const byKey = new Map(written.map((r) => [r.key, r]));
  const after = keys.map((k) => byKey.get(k)!);
  derived.push(...(await passOnDifference(tx, containerID, before, after)));
  await recordChange(tx, {
    email,
    table: 'records',
    objId: containerID,
    action: 'update',
    before: { mode, records: before },
    after: { mode, records: after },
  });
  return { mode, records: after };
}

/**
 * After commit. Increments go to the index as increments (they commute with the engine's); set and
 * keep-best re-read the committed rows and set them, so a concurrent ingest is not overwritten by
 * the values this write saw.
 */
export async function mirrorRecordWrite(
  app: FastifyInstance,
  containerID: number,
  body: RecordsWrite,
  result: RecordsWriteResult,
  nowMs: number,
): Promise<void> {
  if (result.mode === 'increment') {
    await Promise.all(
      body.records.map((r) => app.ranking.increment(containerID, r.key, r.score, r.lastUpdateMs ?? nowMs)),
    );
  } else {
    const rows = await app.db
      .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
      .from(records)
      .where(
        and(
          eq(records.containerId, containerID),
          inArray(
            records.key,
            result.records.map((r) => r.key),
          ),
        ),
      );
    await Promise.all(rows.map((r) => app.ranking.update(containerID, r.key, r.score, r.lastUpdateMs)));
  }
  app.live.publish(containerChannel(containerID), { type: 'records-changed', containerID, at: Date.now() });
}

/** Removes every record and contribution; the records are kept in an API snapshot first (restore to undo). */
export async function clearContainer(
  tx: Executor,
  containerID: number,
  email: string,
  /** Collects the changes passed on to aggregator targets, to mirror after the commit. */
  derived: RecordEffect[] = [],
): Promise<ClearResult> {
  await findContainerRow(tx, containerID, { lock: true });
  const snapshotID = await takeSnapshot(tx, containerID, 'API', email);
  const old = await readAllRecords(tx, containerID);
  const removed = old.length;
  await replaceContainerRecords(tx, containerID, []);
  derived.push(...(await passOnDifference(tx, containerID, old, [])));
  await recordChange(tx, {
    email,
    table: 'records',
    objId: containerID,
    action: 'delete',
    before: { recordCount: removed, snapshotID },
    after: null,
  });
  return { containerID, removed, snapshotID };
}

/**
 * Each user's standing in the container. ReceiverID: the user's record (score and rank from the rank
 * index, as the leaderboard shows). SenderID: what the user gave across the container's records
 * (contributions), ranked among all its senders by total (equal totals share a rank).
 */
export async function giftBoxScore(
  app: FastifyInstance,
  containerID: number,
  input: GiftBoxScoreInput,
): Promise<GiftBoxScoreResult> {
  await findContainerRow(app.db, containerID);
  const userIDs = [...new Set(input.userIDs)];
  if (input.targetType === 'ReceiverID') {
    const items = await Promise.all(
      userIDs.map(async (userID) => {
        const found = await app.ranking.rankOf(containerID, userID);
        return { userID, score: found?.score ?? 0, rank: found?.rank ?? 0 };
      }),
    );
    return { containerID, targetType: input.targetType, items };
  }
  const ranked = rowsOf<{ sender_id: string; total: number | string; rank: number | string }>(
    await app.db.execute(sql`
      select sender_id, total, rank from (
        select sender_id, total, rank() over (order by total desc) as rank
        from (
          select ${recordContributions.senderId} as sender_id, sum(${recordContributions.score}) as total
          from ${recordContributions}
          where ${recordContributions.containerId} = ${containerID}
          group by ${recordContributions.senderId}
        ) totals
      ) ranked
      where sender_id in (${sql.join(
        userIDs.map((u) => sql`${u}`),
        sql`, `,
      )})`),
  );
  const bySender = new Map(ranked.map((r) => [r.sender_id, r]));
  return {
    containerID,
    targetType: input.targetType,
    items: userIDs.map((userID) => {
      const r = bySender.get(userID);
      return { userID, score: r ? Number(r.total) : 0, rank: r ? Number(r.rank) : 0 };
    }),
  };
}
