// The event log (docs/engine.md, log-then-apply; decision 0082): ingestion appends a batch to `events` in one
// multi-row insert and acknowledges once it commits; the applier (applier.ts) scores the log afterwards, in
// log order, exactly once by position (`apply_position`).
//
// Positions are `events.seq` (bigserial). Sequence values are taken at insert and could commit out of order
// under concurrent appends, so an applier that read position 12 before 11 committed would skip 11 for good.
// Appends therefore queue on one transaction advisory lock (APPEND_KEY): a later append takes its sequence
// values only after the earlier one committed, so positions become visible in order and the log has no hole
// that fills later (gaps left by rolled-back appends stay gaps). The append is one insert: the lock is held
// for milliseconds.
import { sql } from 'drizzle-orm';
import type { IngestEvent } from '@eventory/domain/event-fields';
import { rowsOf, type Db, type Executor } from '../db/client.ts';
import { numberColumn, textColumn } from '../db/array-literal.ts';
import { applyPosition, events } from '../db/schema/campaigns.ts';

/** First key of the log's two-key advisory locks ('LOG!'). */
const LOG_LOCK_SPACE = 0x4c4f4721;
/** Appends queue on it, so positions commit in order. */
const APPEND_KEY = 1;
/** One applier at a time across processes (applier.ts, synchronous callers, the replay swap). */
const APPLY_KEY = 2;

export interface Appended {
  /** Events stored now, in the order given (duplicates within the batch and stored IDs left out). */
  accepted: { ID: string; seq: number; event: IngestEvent }[];
  /** IDs already stored (earlier, or earlier in this batch): acknowledged, nothing changed. */
  duplicates: string[];
  /** Position of the last event stored now (0 when none). */
  lastSeq: number;
}

/** Waits for the applier lock until the caller's transaction ends. */
export async function takeApplierLock(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOG_LOCK_SPACE}, ${APPLY_KEY})`);
}

/**
 * The applier lock and the applied position in one statement (decision 0106): the position when this transaction
 * now holds the lock, undefined when another applier does. The position row is locked FOR UPDATE once the lock
 * is held; under READ COMMITTED that lock re-reads the row's latest committed version should the lock's previous
 * holder have committed after this statement's snapshot, so the position is never one it already moved past.
 */
export async function lockedAppliedPosition(tx: Executor): Promise<number | undefined> {
  const [row] = rowsOf<{ applied_seq: number | string }>(
    await tx.execute(sql`
      select applied_seq from ${applyPosition}
      where id = 1 and pg_try_advisory_xact_lock(${LOG_LOCK_SPACE}, ${APPLY_KEY})
      for update`),
  );
  return row === undefined ? undefined : Number(row.applied_seq);
}

/** The position the log is applied through (0 before anything was applied). */
export async function appliedPosition(db: Executor): Promise<number> {
  const [row] = rowsOf<{ applied_seq: number | string }>(
    await db.execute(sql`select applied_seq from ${applyPosition} where id = 1`),
  );
  return Number(row?.applied_seq ?? 0);
}

/**
 * Appends valid events (checkEvent) to the log in the caller's transaction; the caller commits, then acknowledges.
 * `fresh`: the caller expects none of the IDs to be stored, so the insert has no `on conflict` clause (a speculative
 * insertion per row costs PostgreSQL about a third of the insert, decision 0107) and a stored ID fails the statement
 * (a unique violation), aborting the caller's transaction; appendBatch then appends again without the assumption.
 */
export async function appendIn(
  tx: Executor,
  batch: readonly IngestEvent[],
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Appended> {
  const duplicates: string[] = [];
  const unique = new Map<string, IngestEvent>();
  for (const e of batch) {
    if (unique.has(e.ID)) duplicates.push(e.ID);
    else unique.set(e.ID, e);
  }
  if (unique.size === 0) return { accepted: [], duplicates, lastSeq: 0 };
  // In the order given (ordinality): that is the order the applier scores them in (limits count the first events).
  // One array parameter per column (decision 0106); the payloads are one JSON array, whose elements PostgreSQL
  // takes as they are (no array-literal escaping of JSON text, decision 0107).
  const list = [...unique.values()];
  const rows = sql`rows from (
    unnest(${textColumn(list.map((e) => e.ID))}),
    unnest(${numberColumn(
      'int',
      list.map((e) => e.type),
    )}),
    unnest(${textColumn(list.map((e) => e.source))}),
    unnest(${numberColumn(
      'bigint',
      list.map((e) => e.timestamp),
    )}),
    jsonb_array_elements(${JSON.stringify(list.map((e) => e.fields))}::jsonb)
  ) with ordinality as x(id, type, source, ts, payload, n)`;
  await tx.execute(sql`select pg_advisory_xact_lock(${LOG_LOCK_SPACE}, ${APPEND_KEY})`);
  // The insert answers how many rows it stored and their lowest and highest positions, not a row per event:
  // under the append lock the positions are taken one by one in the order given, so when every event was stored
  // and the positions are consecutive, the n-th event has the lowest + n (the usual case, checked, not assumed).
  const [stored] = rowsOf<{ n: number | string; lo: number | string | null; hi: number | string | null }>(
    await tx.execute(sql`
      with stored as (
        insert into ${events} (id, type, source, timestamp, payload)
        select x.id, x.type, x.source, x.ts, x.payload
        from ${rows}
        order by x.n
        ${fresh ? sql`` : sql`on conflict (id) do nothing`}
        returning seq)
      select count(*) as n, min(seq) as lo, max(seq) as hi from stored`),
  );
  const count = Number(stored?.n ?? 0);
  const lo = Number(stored?.lo ?? 0);
  const hi = Number(stored?.hi ?? 0);
  const accepted: Appended['accepted'] = [];
  if (count === unique.size && hi - lo + 1 === count) {
    let seq = lo;
    for (const e of unique.values()) accepted.push({ ID: e.ID, seq: seq++, event: e });
    return { accepted, duplicates, lastSeq: hi };
  }
  // Some were stored before (duplicates): which of ours are in the positions just taken.
  const seqOf = new Map(
    count === 0
      ? []
      : rowsOf<{ id: string; seq: number | string }>(
          await tx.execute(sql`
            select id, seq from ${events}
            where seq between ${lo} and ${hi}
              and id in (select jsonb_array_elements_text(${JSON.stringify([...unique.keys()])}::jsonb))`),
        ).map((r) => [r.id, Number(r.seq)]),
  );
  let lastSeq = 0;
  for (const e of unique.values()) {
    const seq = seqOf.get(e.ID);
    if (seq === undefined) duplicates.push(e.ID);
    else {
      accepted.push({ ID: e.ID, seq, event: e });
      lastSeq = Math.max(lastSeq, seq);
    }
  }
  return { accepted, duplicates, lastSeq };
}

/** Whether `err`, or an error it wraps (drizzle wraps the driver's), has one of these PostgreSQL error codes. */
function hasCode(err: unknown, codes: ReadonlySet<string>): boolean {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const RETRYABLE = new Set(['40P01', '40001']);
/** unique_violation: in a `fresh` append, an event ID the log holds already. */
const DUPLICATE_EVENT = new Set(['23505']);

/**
 * Appends a batch in its own transaction (one insert, one commit): once this resolves the batch is durable. It
 * first assumes the batch is new (appendIn's `fresh`), as nearly every batch is; a batch holding a stored ID (a
 * resend) is appended again, from scratch, with the stored ones left out as duplicates.
 */
export async function appendBatch(db: Db, batch: readonly IngestEvent[]): Promise<Appended> {
  let fresh = true;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => appendIn(tx, batch, { fresh }));
    } catch (err) {
      if (fresh && hasCode(err, DUPLICATE_EVENT)) {
        fresh = false;
        continue;
      }
      if (attempt >= 8 || !hasCode(err, RETRYABLE)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * The position row, created at start before anything appends: a log from before log-then-apply was scored as
 * it was written, so it starts applied through its last event.
 */
export async function ensureApplyPosition(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into ${applyPosition} (id, applied_seq)
    select 1, coalesce(max(seq), 0) from ${events}
    on conflict (id) do nothing`);
}

export interface ApplyLag {
  /** Position applied through. */
  applied: number;
  /** Last position in the log. */
  head: number;
  /** Events appended and not applied yet (head − applied, gaps included). */
  positions: number;
  /** Age of the oldest event not applied yet (0 when caught up). */
  seconds: number;
}

/** How far the applier is behind the log, as the database says (any process may be applying). */
export async function readApplyLag(db: Executor): Promise<ApplyLag> {
  const [row] = rowsOf<{ applied: number | string; head: number | string | null; oldest: number | null }>(
    await db.execute(sql`
      select p.applied_seq as applied,
        (select max(seq) from ${events}) as head,
        (select extract(epoch from now() - e.received_at)::float8 from ${events} e
          where e.seq > p.applied_seq order by e.seq limit 1) as oldest
      from ${applyPosition} p where p.id = 1`),
  );
  const applied = Number(row?.applied ?? 0);
  const head = Math.max(applied, Number(row?.head ?? 0));
  return { applied, head, positions: head - applied, seconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/** The highest position in the log now (0 when empty). */
export async function logHead(db: Executor): Promise<number> {
  const [row] = rowsOf<{ head: number | string | null }>(
    await db.execute(sql`select max(seq) as head from ${events}`),
  );
  return Number(row?.head ?? 0);
}
