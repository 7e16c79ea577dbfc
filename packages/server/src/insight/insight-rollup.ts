// The insight rollups (decision 0088): the built-in insightRollup job reads the event log after its mark
// (events.seq) and the tracking events after theirs (tracking_events.id), adds each row to per-minute sums
// and to quarter-hour and minute HyperLogLog sketches, and moves the marks on, one process at a time (an
// advisory lock). An answer reads the rollups up to the marks and the rows past them raw, so it is current.
import { asc, gt, sql } from 'drizzle-orm';
import { funnelStepOf, NO_VARIANT } from '@eventory/domain/insight';
import type { Executor } from '../db/client.ts';
import { events } from '../db/schema/campaigns.ts';
import { insightMarks, insightRollups, insightUniques } from '../db/schema/insight.ts';
import { trackingEvents } from '../db/schema/visitor.ts';
import { continuousPrefix } from '../gift-buckets/crawler.ts';
import {
  addHash,
  copySketch,
  emptySketch,
  estimate,
  hashOf,
  mergeSketch,
  sketchFromText,
  sketchToText,
  type Sketch,
} from './hyperloglog.ts';

const MINUTE = 60_000;
/** The grains (minutes) every sum and sketch is kept at (decision 0088). */
export const GRAINS = [1, 15, 60] as const;

/** The grain an answer reads: 1 for minute buckets; 60 for hours and days in a whole-hour timezone, else 15. */
export const grainFor = (bucketMinutes: number, offsetMinutes: number): number =>
  bucketMinutes === 1 ? 1 : offsetMinutes % 60 === 0 ? 60 : 15;
const INSIGHT_LOCK = 0x1a5167;
/** Rows one job step reads from each source. */
export const ROLLUP_BATCH = 20_000;
/** How long one job run keeps stepping before it leaves the rest to the next run. */
export const ROLLUP_BUDGET_MS = 120_000;
/**
 * Rows a step adds up between two turns of the event loop: a step of ROLLUP_BATCH events is tens of milliseconds of
 * JavaScript, which would hold ingestion's answers and the applier's rounds up for as long in one piece.
 */
const ROWS_PER_TURN = 1000;

const SEP = '\u0000';
/** The dimension of a tracking row: variant, path and section, tab-joined. */
export const trackingDimension = (variant: string, path: string, section = '') =>
  `${variant}\t${path}\t${section}`;

export interface SketchRow {
  scope: string;
  metric: string;
  dimension: string;
  grain: number;
  bucketMs: number;
  sketch: Sketch;
}

/**
 * Sums and sketches gathered from raw rows, keyed by scope, metric, dimension and bucket. A row is added at the
 * minute grain only (one key, one hash, one sketch per metric); the coarser grains are folded from the minutes when
 * the rows are read (sumRows, sketchRows): a sum of sums, a union of sketches, equal to adding each row to each grain.
 */
export class Contribution {
  private readonly sums = new Map<string, number>();
  private readonly sketches = new Map<string, Sketch>();

  add(scope: string, metric: string, dimension: string, ms: number, value: number): void {
    const key = `${scope}${SEP}${metric}${SEP}${dimension}${SEP}${Math.floor(ms / MINUTE) * MINUTE}`;
    this.sums.set(key, (this.sums.get(key) ?? 0) + value);
  }

  addMember(scope: string, metric: string, dimension: string, ms: number, member: string): void {
    const key = `${scope}${SEP}${metric}${SEP}${dimension}${SEP}${Math.floor(ms / MINUTE) * MINUTE}`;
    let sketch = this.sketches.get(key);
    if (!sketch) this.sketches.set(key, (sketch = emptySketch()));
    addHash(sketch, hashOf(member));
  }

  /** Every grain's sums. */
  *sumRows() {
    yield* foldGrains(this.sums, (total: number | undefined, value) => (total ?? 0) + value);
  }

  /** Every grain's sketches: the minute ones as gathered, the coarser ones new (merged copies). */
  *sketchRows(): Generator<SketchRow> {
    const rows = foldGrains(this.sketches, (union: Sketch | undefined, sketch, grain) => {
      if (grain === 1) return sketch;
      if (!union) return copySketch(sketch);
      mergeSketch(union, sketch);
      return union;
    });
    for (const { value, ...row } of rows) yield { ...row, sketch: value };
  }
}

/** Folds minute-keyed values into rows of every grain, all computed before any is handed out. */
function foldGrains<T>(
  minutes: Map<string, T>,
  fold: (into: T | undefined, value: T, grain: number) => T,
): { scope: string; metric: string; dimension: string; grain: number; bucketMs: number; value: T }[] {
  const rows = new Map<
    string,
    { scope: string; metric: string; dimension: string; grain: number; bucketMs: number; value: T }
  >();
  for (const [key, value] of minutes) {
    const [scope, metric, dimension, minute] = key.split(SEP) as [string, string, string, string];
    const ms = Number(minute);
    for (const grain of GRAINS) {
      const size = grain * MINUTE;
      const bucketMs = Math.floor(ms / size) * size;
      const id = `${scope}${SEP}${metric}${SEP}${dimension}${SEP}${grain}${SEP}${bucketMs}`;
      const row = rows.get(id);
      if (row) row.value = fold(row.value, value, grain);
      else rows.set(id, { scope, metric, dimension, grain, bucketMs, value: fold(undefined, value, grain) });
    }
  }
  return [...rows.values()];
}

export interface EventRow {
  seq: number;
  type: number;
  timestamp: number;
  payload: unknown;
  receivedAt: Date;
}

export interface TrackingRow {
  id: number;
  name: string;
  actor: string;
  page: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
  receivedAt: Date;
}

const numberOf = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const textOf = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const eventScope = (type: number) => `type:${type}`;
export const pageScope = (codeName: string) => `page:${codeName}`;

export function addEvent(c: Contribution, row: Pick<EventRow, 'type' | 'timestamp' | 'payload'>): void {
  const scope = eventScope(row.type);
  const p = (row.payload ?? {}) as Record<string, unknown>;
  const point = numberOf(p.Point, 0);
  const count = numberOf(p.Count, 1);
  c.add(scope, 'events', '', row.timestamp, 1);
  if (point !== 0) {
    c.add(scope, 'point', '', row.timestamp, point);
    c.add(scope, 'pointCount', '', row.timestamp, point * count);
  }
  c.add(scope, 'count', '', row.timestamp, count);
  const sender = textOf(p.SenderID);
  const receiver = textOf(p.ReceiverID);
  if (sender) c.addMember(scope, 'senders', '', row.timestamp, sender);
  if (receiver) c.addMember(scope, 'receivers', '', row.timestamp, receiver);
}

/** Who a tracking event is: the signed-in user's id, else the page's visitor id, else the actor. */
export function viewerOf(row: Pick<TrackingRow, 'actor' | 'properties'>): string {
  const p = row.properties;
  return textOf(p.userID) || textOf(p.visitorID) || textOf(p.visitorId) || row.actor;
}

export function addTracking(
  c: Contribution,
  row: Pick<TrackingRow, 'name' | 'actor' | 'page' | 'properties' | 'occurredAt'>,
): void {
  const slash = row.page.indexOf('/');
  const codeName = slash < 0 ? row.page : row.page.slice(0, slash);
  if (!codeName) return;
  const path = slash < 0 ? '' : row.page.slice(slash + 1);
  const scope = pageScope(codeName);
  const ms = row.occurredAt.getTime();
  const variant = textOf(row.properties.variant) || NO_VARIANT;
  const section = textOf(row.properties.section);
  c.add(scope, row.name, trackingDimension(variant, path, section), ms, 1);
  const viewer = viewerOf(row);
  const dimension = trackingDimension(variant, path);
  c.addMember(scope, 'viewers', dimension, ms, viewer);
  const step = funnelStepOf(row.name, row.properties);
  if (step) c.addMember(scope, step, dimension, ms, viewer);
}

async function readMarks(db: Executor): Promise<{ events: number; tracking: number }> {
  const rows = await db.select().from(insightMarks);
  const mark = (source: string) => Number(rows.find((r) => r.source === source)?.mark ?? 0);
  return { events: mark('events'), tracking: mark('tracking') };
}
export { readMarks as insightMarksOf };

const CHUNK = 1000;

async function writeContribution(tx: Executor, c: Contribution): Promise<void> {
  const sums = [...c.sumRows()];
  for (let i = 0; i < sums.length; i += CHUNK)
    await tx
      .insert(insightRollups)
      .values(sums.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [
          insightRollups.scope,
          insightRollups.metric,
          insightRollups.dimension,
          insightRollups.grain,
          insightRollups.bucketMs,
        ],
        set: { value: sql`${insightRollups.value} + excluded.value` },
      });
  // Each series' existing sketches in the step's bucket range, one range read per series.
  const groups = new Map<string, SketchRow[]>();
  for (const row of c.sketchRows()) {
    const key = [row.scope, row.metric, row.dimension, row.grain].join(SEP);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(row);
  }
  const values: (typeof insightUniques.$inferInsert)[] = [];
  for (const list of groups.values()) {
    const { scope, metric, dimension, grain } = list[0]!;
    const low = Math.min(...list.map((r) => r.bucketMs));
    const high = Math.max(...list.map((r) => r.bucketMs));
    const existing = await tx.execute(
      sql`select bucket_ms, registers from insight_uniques
          where scope = ${scope} and metric = ${metric} and dimension = ${dimension} and grain = ${grain}
            and bucket_ms >= ${low} and bucket_ms <= ${high}`,
    );
    const found = new Map<number, string>();
    for (const r of rowsOfAny(existing)) found.set(Number(r.bucket_ms), r.registers);
    for (const r of list) {
      const before = found.get(r.bucketMs);
      if (before) mergeSketch(r.sketch, sketchFromText(before));
      values.push({
        scope,
        metric,
        dimension,
        grain,
        bucketMs: r.bucketMs,
        registers: sketchToText(r.sketch),
        estimate: estimate(r.sketch),
      });
    }
  }
  for (let i = 0; i < values.length; i += CHUNK)
    await tx
      .insert(insightUniques)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [
          insightUniques.scope,
          insightUniques.metric,
          insightUniques.dimension,
          insightUniques.grain,
          insightUniques.bucketMs,
        ],
        set: { registers: sql`excluded.registers`, estimate: sql`excluded.estimate` },
      });
}

interface UniqueRow {
  bucket_ms: number | string;
  registers: string;
}
const rowsOfAny = (result: unknown): UniqueRow[] => {
  const r = result as { rows?: UniqueRow[] } | UniqueRow[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};

export interface RollupStep {
  events: number;
  tracking: number;
  marks: { events: number; tracking: number };
}

/** One step: up to ROLLUP_BATCH rows of each source past its mark, in one transaction. */
export async function rollUpOnce(db: Executor, now = Date.now(), batch = ROLLUP_BATCH): Promise<RollupStep> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSIGHT_LOCK})`);
    const marks = await readMarks(tx);
    const eventRows = await tx
      .select({
        seq: events.seq,
        type: events.type,
        timestamp: events.timestamp,
        payload: events.payload,
        receivedAt: events.receivedAt,
      })
      .from(events)
      .where(gt(events.seq, marks.events))
      .orderBy(asc(events.seq))
      .limit(batch);
    const takenEvents = continuousPrefix(eventRows, marks.events, now);
    const trackingRows = await tx
      .select()
      .from(trackingEvents)
      .where(gt(trackingEvents.id, marks.tracking))
      .orderBy(asc(trackingEvents.id))
      .limit(batch);
    const takenTracking = continuousPrefix(
      trackingRows.map((r) => ({ ...r, seq: r.id, type: 0, timestamp: 0, payload: null })),
      marks.tracking,
      now,
    );
    const c = new Contribution();
    let rows = 0;
    const turn = () => (++rows % ROWS_PER_TURN === 0 ? new Promise((r) => setImmediate(r)) : undefined);
    for (const row of takenEvents) {
      addEvent(c, row);
      await turn();
    }
    for (const row of takenTracking) {
      addTracking(c, row as unknown as TrackingRow);
      await turn();
    }
    await writeContribution(tx, c);
    const next = {
      events: takenEvents.at(-1)?.seq ?? marks.events,
      tracking: takenTracking.at(-1)?.seq ?? marks.tracking,
    };
    for (const source of ['events', 'tracking'] as const)
      if (next[source] !== marks[source])
        await tx
          .insert(insightMarks)
          .values({ source, mark: next[source] })
          .onConflictDoUpdate({ target: insightMarks.source, set: { mark: next[source] } });
    return { events: takenEvents.length, tracking: takenTracking.length, marks: next };
  });
}

/** Steps until both sources are caught up, or for at most `budgetMs` (the next run goes on); the job's body. */
export async function rollUp(
  db: Executor,
  budgetMs = ROLLUP_BUDGET_MS,
): Promise<{ events: number; tracking: number; caughtUp: boolean }> {
  const until = Date.now() + budgetMs;
  const total = { events: 0, tracking: 0, caughtUp: false };
  do {
    const step = await rollUpOnce(db);
    total.events += step.events;
    total.tracking += step.tracking;
    total.caughtUp = step.events < ROLLUP_BATCH && step.tracking < ROLLUP_BATCH;
  } while (!total.caughtUp && Date.now() < until);
  return total;
}
