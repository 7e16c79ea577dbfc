// Scoring events of the log (docs/engine.md, log-then-apply): the applier (applier.ts) and synchronous callers
// apply the log in order, exactly once by position: applyIn reads the events after the stored position, runs
// the matching evaluators, adds their scores to the target containers' records and advances the position, all
// in the caller's transaction, so a crash leaves either both or neither.
//
// A group of events is one write: the evaluators loaded once, effects summed per record in memory and written
// with one multi-row upsert per table, sorted by (container, key). Judges that read records (whitelist, rank,
// score, group...) must see every earlier event's effects, so before an event meets such an evaluator the
// pending sums are written first. Aggregators (aggregators.ts) turn each record effect into effects on their
// target containers, which join the same sums and upserts, so a source and its targets commit together.
import { eq, inArray, sql } from 'drizzle-orm';
import type { EvaluatorInput, ScoreCalc } from '@eventory/domain/evaluators';
import {
  ingestEventOfTest,
  namedFieldsOf,
  type IngestEvent,
  type NamedFields,
} from '@eventory/domain/event-fields';
import { eventTypeName, type TestEvent, type TestEventResult } from '@eventory/domain/events';
import { DomainError } from '@eventory/domain/errors';
import { isScoreInRange, MAX_SCORE } from '@eventory/domain/input-limits';
import { rowsOf, type Db, type Executor } from '../db/client.ts';
import { applyPosition, evaluators, eventRefusals, events, records } from '../db/schema/campaigns.ts';
import { appendIn, takeApplierLock } from './event-log.ts';
import type { LoggedEvent } from './appended-events.ts';
import { judgeEvaluator, readsRecords } from './judges.ts';
import {
  campaignWindow,
  isWithinAll,
  leaderboardWindow,
  resultKeyOf,
  scoreOf,
  type TimeWindow,
} from './scoring.ts';
import { selectEvaluatorsWithWindows } from './evaluator-query.ts';
import { Aggregation } from './aggregators.ts';
import {
  mergeEffects,
  ScoreRangeExceeded,
  sortEffects,
  type ContributionEffect,
  type RecordEffect,
  writeEffects,
} from './record-effects.ts';

export { ScoreRangeExceeded };

export interface BatchOutcome {
  /** IDs stored now, in the order given. */
  accepted: string[];
  /** IDs already stored (earlier, or earlier in this batch): acknowledged, nothing changed. */
  duplicates: string[];
  /** Summed per record, sorted by (container, key). */
  effects: RecordEffect[];
  /** Events refused because they would push a record past the score range (decision 0032). */
  outOfRange: { ID: string; field: string; message: string }[];
  /** Everything the transaction applied (earlier events of the log included): what to mirror once committed. */
  applied: RecordEffect[];
}

export interface IngestedTestEvent {
  result: TestEventResult;
  /** What to mirror once committed (mirrorCommittedEffects). */
  applied: RecordEffect[];
}

export async function ingestEvent(db: Db, event: TestEvent): Promise<IngestedTestEvent> {
  return db.transaction((tx) => ingestEventIn(tx, event));
}

/** The tester's gift inside a transaction the caller holds (POST /v1/admin/event, the demo seed). */
export async function ingestEventIn(tx: Executor, event: TestEvent): Promise<IngestedTestEvent> {
  const outcome = await ingestBatchIn(tx, [ingestEventOfTest(event)]);
  const refused = outcome.outOfRange[0];
  if (refused) throw new DomainError('SCORE_OUT_OF_RANGE', refused.message, 400, 'giftEvent.point');
  if (outcome.accepted.length === 0)
    return { result: { accepted: false, duplicate: true, effects: [] }, applied: [] };
  return {
    result: {
      accepted: true,
      duplicate: false,
      effects: outcome.effects.map(({ containerID, key, scoreAdded }) => ({ containerID, key, scoreAdded })),
    },
    applied: outcome.applied,
  };
}

export interface Candidate {
  id: number;
  eventType: number;
  targetContainerId: number;
  resultKey: EvaluatorInput['resultKey'];
  judges: unknown;
  limit: unknown;
  scoreCalc: ScoreCalc;
  windows: TimeWindow[];
  timezone: string | null;
  /** No judges and no limit: every event in the window counts, no database call needed. */
  free: boolean;
  readsRecords: boolean;
}

/** First key of the two-key advisory locks ingestion takes per judged evaluator ('EVTY'). */
const EVALUATOR_LOCK_SPACE = 0x45565459;

const recordId = (containerID: number, key: string) => `${containerID}\u0000${key}`;

/**
 * Ingests valid events (checkEvent) synchronously in the caller's transaction (the tester, vote casts, the demo
 * seed): under the applier lock, appends them to the log and applies the log through them, earlier events of
 * other callers first (log order), so the caller answers with its events' effects once it commits, then mirrors
 * `applied`. An event that would take a record past the score range is refused (outOfRange), counting
 * nothing, not even towards its judges' limits (docs/engine.md).
 */
export async function ingestBatchIn(tx: Executor, batch: readonly IngestEvent[]): Promise<BatchOutcome> {
  await takeApplierLock(tx);
  const appended = await appendIn(tx, batch);
  if (appended.accepted.length === 0)
    return { accepted: [], duplicates: appended.duplicates, effects: [], outOfRange: [], applied: [] };
  const own = new Set(appended.accepted.map((e) => e.ID));
  const round = await applyThrough(tx, appended.lastSeq, own);
  const outOfRange = round.outOfRange.filter((r) => own.has(r.ID));
  const refused = new Set(outOfRange.map((r) => r.ID));
  return {
    accepted: appended.accepted.filter((e) => !refused.has(e.ID)).map((e) => e.ID),
    duplicates: appended.duplicates,
    effects: round.ownEffects,
    outOfRange,
    applied: round.effects,
  };
}

export interface AppliedRound {
  /** The position after this round (events.seq of the last event applied). */
  position: number;
  /** Events read from the log (refused ones included). */
  events: number;
  /** Unix ms each applied event was appended (events.received_at), for the apply lag. */
  appendedMs: number[];
  /** Summed per record, in no particular order. */
  effects: RecordEffect[];
  /** The effects of the events in `own` only, summed per record and sorted. */
  ownEffects: RecordEffect[];
  outOfRange: BatchOutcome['outOfRange'];
}

/**
 * Applies the log after the stored position, in log order, up to `through` (a position) and at most `limit`
 * events, in the caller's transaction, and advances the position in it. The caller holds the applier lock
 * (takeApplierLock); the position row is also locked, so two appliers could never apply one event twice.
 * Events that would leave the score range are refused: removed from the log and kept in event_refusals.
 * `remembered` may answer the events after the position from memory (the applier's AppendedEvents): consecutive
 * positions exactly as the log holds them; when it answers none, they are read from the log.
 *
 * The applier's rounds (decision 0106) pass the `position` they read with the applier lock, and
 * `savepoint: false`: then a record leaving the score range throws ScoreRangeExceeded out of the transaction, and
 * the caller applies the round again in a new one with `checkRange`, instead of two more round trips per round
 * for a savepoint that is almost never rolled back to.
 */
export async function applyIn(
  tx: Executor,
  {
    through,
    limit,
    own,
    remembered,
    position: known,
    savepoint = true,
    checkRange = false,
  }: {
    through?: number;
    limit?: number;
    own?: ReadonlySet<string>;
    remembered?: (position: number, limit: number) => LoggedEvent[];
    /** The applied position, read by the caller after it took the applier lock (else read here, row locked). */
    position?: number;
    /** Retry a group that leaves the score range in a savepoint (true), or throw ScoreRangeExceeded (false). */
    savepoint?: boolean;
    /** Score event by event against the stored scores, refusing those that would leave the range. */
    checkRange?: boolean;
  } = {},
): Promise<AppliedRound> {
  const position =
    known ??
    Number(
      rowsOf<{ applied_seq: number | string }>(
        await tx.execute(sql`select applied_seq from ${applyPosition} where id = 1 for update`),
      )[0]?.applied_seq ?? 0,
    );
  const logged = remembered && through === undefined ? remembered(position, limit ?? APPLY_GROUP) : [];
  const fromLog = logged.length > 0 ? logged : await readLogged(tx, position, { through, limit });
  if (fromLog.length === 0)
    return { position, events: 0, appendedMs: [], effects: [], ownEffects: [], outOfRange: [] };
  const list = fromLog.map((l) => l.event);
  const last = fromLog[fromLog.length - 1]!.seq;
  const score = async (): Promise<Scored> => {
    if (checkRange || !savepoint) return scoreEvents(tx, list, { checkRange, own });
    try {
      // A savepoint: should a record leave the score range, the group runs again checking event by event.
      return await tx.transaction((sp) => scoreEvents(sp, list, { own }));
    } catch (err) {
      if (!(err instanceof ScoreRangeExceeded)) throw err;
      return scoreEvents(tx, list, { checkRange: true, own });
    }
  };
  const scored = await score();
  if (scored.outOfRange.length > 0) {
    const refusals = scored.outOfRange.map((r) => ({ id: r.ID, f: r.field, m: r.message }));
    await tx.execute(sql`
      insert into ${eventRefusals} (event_id, seq, type, source, timestamp, payload, field, message)
      select e.id, e.seq, e.type, e.source, e.timestamp, e.payload, x.f, x.m
      from jsonb_to_recordset(${JSON.stringify(refusals)}::jsonb) as x(id text, f text, m text)
      join ${events} e on e.id = x.id
      on conflict (event_id) do update set seq = excluded.seq, type = excluded.type, source = excluded.source,
        timestamp = excluded.timestamp, payload = excluded.payload, field = excluded.field,
        message = excluded.message, refused_at = now()`);
    await tx.delete(events).where(
      inArray(
        events.id,
        refusals.map((r) => r.id),
      ),
    );
  }
  await tx.update(applyPosition).set({ appliedSeq: last }).where(eq(applyPosition.id, 1));
  return {
    position: last,
    events: fromLog.length,
    appendedMs: fromLog.map((l) => l.appendedMs),
    ...scored,
  };
}

/** The log after `position` in log order (through `through`, at most `limit` events). */
async function readLogged(
  tx: Executor,
  position: number,
  { through, limit }: { through?: number; limit?: number },
): Promise<LoggedEvent[]> {
  const rows = rowsOf<{
    id: string;
    type: number;
    source: string;
    timestamp: number | string;
    payload: Record<string, unknown>;
    seq: number | string;
    appended_ms: number | string;
  }>(
    await tx.execute(sql`
      select id, type, source, timestamp, payload, seq,
        (extract(epoch from received_at) * 1000)::float8 as appended_ms
      from ${events}
      where seq > ${position} ${through !== undefined ? sql`and seq <= ${through}` : sql``}
      order by seq
      ${limit !== undefined ? sql`limit ${limit}` : sql``}`),
  );
  return rows.map((r) => ({
    event: {
      ID: r.id,
      type: Number(r.type),
      typeName: eventTypeName(Number(r.type)) ?? 'Gift',
      timestamp: Number(r.timestamp),
      source: r.source,
      fields: r.payload,
    },
    seq: Number(r.seq),
    appendedMs: Number(r.appended_ms),
  }));
}

/** Events the applier reads and applies as one group at most (a round; a synchronous caller's chunk). */
export const APPLY_GROUP = 20_000;

/**
 * Applies the log through `through` (all of it when undefined) in groups of APPLY_GROUP, in the caller's
 * transaction (the caller holds the applier lock), so a long backlog is never read into memory at once. Answers
 * the effects of every group merged, and those of the events in `own`.
 */
export async function applyThrough(
  tx: Executor,
  through?: number,
  own?: ReadonlySet<string>,
): Promise<Omit<AppliedRound, 'appendedMs'>> {
  let effects: RecordEffect[] = [];
  let ownEffects: RecordEffect[] = [];
  const outOfRange: BatchOutcome['outOfRange'] = [];
  let position = 0;
  let count = 0;
  for (;;) {
    const round = await applyIn(tx, { through, limit: APPLY_GROUP, own });
    position = round.position;
    if (round.events === 0) break;
    count += round.events;
    effects = sortEffects(mergeEffects([...effects, ...round.effects]));
    if (round.ownEffects.length > 0)
      ownEffects = sortEffects(mergeEffects([...ownEffects, ...round.ownEffects]));
    outOfRange.push(...round.outOfRange);
    if (through !== undefined && round.position >= through) break;
  }
  return { position, events: count, effects, ownEffects, outOfRange };
}

export interface Scored {
  /** Summed per record, in no particular order (the rank index takes them as they come; applyThrough sorts). */
  effects: RecordEffect[];
  /** The effects of the events in `own` only, summed per record and sorted. */
  ownEffects: RecordEffect[];
  outOfRange: BatchOutcome['outOfRange'];
}

/**
 * Scores events of the log in the given order (the applier's, engine/event-log.ts) in the caller's transaction.
 * Without `checkRange`, a record leaving the score range throws ScoreRangeExceeded (the caller rolls back to
 * its savepoint and calls again with it); with it, each event's effects are checked against the stored scores
 * first, in a savepoint of its own, and an event that would leave the range is refused (outOfRange), counting
 * nothing, not even towards its judges' limits.
 */
export async function scoreEvents(
  tx: Executor,
  accepted: readonly IngestEvent[],
  { checkRange = false, own }: { checkRange?: boolean; own?: ReadonlySet<string> } = {},
): Promise<Scored> {
  if (accepted.length === 0) return { effects: [], ownEffects: [], outOfRange: [] };
  const byType = await candidatesFor(tx, [...new Set(accepted.map((e) => e.type))]);
  // Judges and limits take count rows (and may flush records) in event order, which differs between
  // batches: concurrent batches would deadlock. Batches sharing such an evaluator queue on its lock
  // instead, taken in evaluator id order; batches of judge-free evaluators run side by side.
  const guarded = [...byType.values()]
    .flat()
    .filter((c) => !c.free)
    .map((c) => c.id)
    .sort((a, b) => a - b);
  for (const id of guarded)
    await tx.execute(sql`select pg_advisory_xact_lock(${EVALUATOR_LOCK_SPACE}, ${id})`);
  // Aggregators: a record effect also changes the targets its container rolls into, in this transaction.
  const aggregation = await Aggregation.load(tx);
  // Sums written by earlier flushes, and the sums since (what the next flush writes): a record's total so far is
  // the two added. Kept apart so that each event adds to one map, not two.
  const flushed = new Map<string, RecordEffect>();
  const ownTotal = new Map<string, RecordEffect>();
  let pending = new Map<string, RecordEffect>();
  let pendingContributions = new Map<string, ContributionEffect>();
  const flush = async () => {
    if (pending.size === 0) return;
    await writeEffects(tx, [...pending.values()], [...pendingContributions.values()], { checkRange: true });
    addInto(flushed, pending);
    pending = new Map();
    pendingContributions = new Map();
  };
  const addedSoFar = (id: string) => (flushed.get(id)?.scoreAdded ?? 0) + (pending.get(id)?.scoreAdded ?? 0);
  // Per event type: whether an evaluator reads records (the group so far is written before such an event), and
  // whether every evaluator is judge-free (scored without a database call, synchronously).
  const readsRecords = new Map([...byType].map(([type, list]) => [type, list.some((c) => c.readsRecords)]));
  const allFree = new Map([...byType].map(([type, list]) => [type, list.every((c) => c.free)]));
  // checkRange: each record's score before this batch, read the first time an event touches it.
  const stored = new Map<string, number>();
  const outOfRange: BatchOutcome['outOfRange'] = [];

  /** An event's effects, refused (OutOfRange) should one take a record past the score range. */
  const checkedEffects = async (
    ex: Executor,
    event: IngestEvent,
    fields: NamedFields,
    candidates: readonly Candidate[],
  ) => {
    const found = await ownEffects(ex, event, fields, candidates, aggregation);
    const unread = [...found.entries()].filter(([id]) => !stored.has(id));
    for (const [id, score] of await storedScores(
      ex,
      unread.map(([, e]) => e),
    ))
      stored.set(id, score);
    for (const [id, e] of found) {
      const after = (stored.get(id) ?? 0) + addedSoFar(id) + e.scoreAdded;
      if (!isScoreInRange(after)) throw new OutOfRange(e);
    }
    return found;
  };

  for (const event of accepted) {
    const candidates = byType.get(event.type);
    if (!candidates) continue;
    if (pending.size > 0 && readsRecords.get(event.type)) await flush();
    const fields: NamedFields = namedFieldsOf(event.fields);
    const contributor = fields.SenderID ?? fields.SubscriberID;
    let mine: Map<string, RecordEffect>;
    if (!checkRange)
      mine = allFree.get(event.type)
        ? freeEffects(event, fields, candidates, aggregation)
        : await ownEffects(tx, event, fields, candidates, aggregation);
    else
      try {
        // A savepoint: a refused event leaves no judge count behind.
        mine = await tx.transaction((sp) => checkedEffects(sp, event, fields, candidates));
      } catch (err) {
        if (!(err instanceof OutOfRange)) throw err;
        outOfRange.push({
          ID: event.ID,
          field: 'Point',
          message: `this event would take the score of ${err.effect.key} in container ${err.effect.containerID} past ±${MAX_SCORE} (the score range); it was not counted`,
        });
        continue;
      }
    addInto(pending, mine);
    if (own?.has(event.ID)) addInto(ownTotal, mine);
    if (contributor !== undefined) {
      const senderID = String(contributor);
      for (const [id, e] of mine) {
        const cid = `${id}\u0000${senderID}`;
        const prior = pendingContributions.get(cid);
        if (prior) prior.score += e.scoreAdded;
        else
          pendingContributions.set(cid, {
            containerID: e.containerID,
            key: e.key,
            senderID,
            score: e.scoreAdded,
          });
      }
    }
  }
  await flush();
  return {
    effects: [...flushed.values()],
    ownEffects: sortEffects([...ownTotal.values()]),
    outOfRange,
  };
}

/** Adds effects keyed like recordId into sums keyed alike (copies, so the sums never alias an event's own effects). */
function addInto(sums: Map<string, RecordEffect>, effects: ReadonlyMap<string, RecordEffect>): void {
  for (const [id, e] of effects) {
    const prior = sums.get(id);
    if (prior) {
      prior.scoreAdded += e.scoreAdded;
      prior.atMs = Math.max(prior.atMs, e.atMs);
    } else sums.set(id, { ...e });
  }
}

class OutOfRange extends Error {
  constructor(readonly effect: RecordEffect) {
    super('out of the score range');
  }
}

/** Stored scores of these records (absent records are 0), keyed like recordId. */
async function storedScores(ex: Executor, wanted: RecordEffect[]): Promise<Map<string, number>> {
  const found = new Map<string, number>(wanted.map((e) => [recordId(e.containerID, e.key), 0]));
  if (wanted.length === 0) return found;
  const rows = rowsOf<{ c: number; k: string; s: number | string }>(
    await ex.execute(sql`
      select r.container_id as c, r.key as k, r.score as s
      from ${records} r
      join jsonb_to_recordset(${JSON.stringify(wanted.map((e) => ({ c: e.containerID, k: e.key })))}::jsonb)
        as x(c int, k text) on r.container_id = x.c and r.key = x.k`),
  );
  for (const r of rows) found.set(recordId(Number(r.c), r.k), Number(r.s));
  return found;
}

/** What one event adds, summed per record (aggregator targets included); judges see the state before it. */
async function ownEffects(
  tx: Executor,
  event: IngestEvent,
  fields: NamedFields,
  candidates: readonly Candidate[],
  aggregation: Aggregation,
): Promise<Map<string, RecordEffect>> {
  const own = new Map<string, RecordEffect>();
  for (const c of candidates) {
    const key = keyInWindow(c, event, fields);
    if (key === undefined) continue;
    if (!c.free) {
      const judged = await judgeEvaluator(
        tx,
        { id: c.id, judges: c.judges, limit: c.limit, timezone: c.timezone },
        { type: event.type, timestamp: event.timestamp, fields },
        'count',
      );
      if (!judged.passed) continue;
    }
    addScore(own, c, key, event, fields);
  }
  return withAggregates(own, aggregation);
}

/** ownEffects for judge-free evaluators only: no database call, so no await per event on the applier's hot path. */
function freeEffects(
  event: IngestEvent,
  fields: NamedFields,
  candidates: readonly Candidate[],
  aggregation: Aggregation,
): Map<string, RecordEffect> {
  const own = new Map<string, RecordEffect>();
  for (const c of candidates) {
    const key = keyInWindow(c, event, fields);
    if (key !== undefined) addScore(own, c, key, event, fields);
  }
  return withAggregates(own, aggregation);
}

/** The record key an evaluator names for the event, if the event falls in its windows. */
function keyInWindow(c: Candidate, event: IngestEvent, fields: NamedFields): string | undefined {
  return isWithinAll(event.timestamp, c.windows) ? resultKeyOf(c.resultKey, fields) : undefined;
}

function addScore(
  own: Map<string, RecordEffect>,
  c: Candidate,
  key: string,
  event: IngestEvent,
  fields: NamedFields,
): void {
  const score = scoreOf(c.scoreCalc, fields);
  const id = recordId(c.targetContainerId, key);
  const prior = own.get(id);
  if (prior) prior.scoreAdded += score;
  else own.set(id, { containerID: c.targetContainerId, key, scoreAdded: score, atMs: event.timestamp });
}

/** The aggregator targets' effects added to an event's own. */
function withAggregates(own: Map<string, RecordEffect>, aggregation: Aggregation): Map<string, RecordEffect> {
  if (!aggregation.isEmpty)
    for (const e of [...own.values()])
      for (const d of aggregation.derive(e)) {
        const id = recordId(d.containerID, d.key);
        const prior = own.get(id);
        if (prior) prior.scoreAdded += d.scoreAdded;
        else own.set(id, d);
      }
  return own;
}

type EvaluatorRow = Awaited<ReturnType<ReturnType<typeof selectEvaluatorsWithWindows>['where']>>[number];

/** An evaluator as scoring runs it; undefined when its leaderboard is deleted (it scores nothing). */
export function candidateOf(c: EvaluatorRow): Candidate | undefined {
  // A deleted leaderboard scores nothing; a container outside any leaderboard has no window.
  if (c.leaderboard?.isDeleted) return undefined;
  const windows: TimeWindow[] = [];
  if (c.leaderboard) windows.push(leaderboardWindow(c.leaderboard));
  if (c.campaign) windows.push(campaignWindow(c.campaign));
  const judges = c.judges as unknown[] | null;
  return {
    id: c.id,
    eventType: c.eventType,
    targetContainerId: c.targetContainerId,
    resultKey: c.resultKey as EvaluatorInput['resultKey'],
    judges: c.judges,
    limit: c.limit,
    scoreCalc: c.scoreCalc as ScoreCalc,
    windows,
    timezone: c.campaign?.timezone ?? null,
    free: (judges == null || judges.length === 0) && c.limit == null,
    readsRecords: readsRecords(c.judges),
  };
}

/** The evaluators of these event types with their windows, in evaluator id order, grouped by type. */
async function candidatesFor(tx: Executor, types: number[]): Promise<Map<number, Candidate[]>> {
  const found = await selectEvaluatorsWithWindows(tx)
    .where(inArray(evaluators.eventType, types))
    .orderBy(evaluators.id);

  const byType = new Map<number, Candidate[]>();
  for (const c of found) {
    const candidate = candidateOf(c);
    if (!candidate) continue;
    const list = byType.get(c.eventType) ?? [];
    list.push(candidate);
    byType.set(c.eventType, list);
  }
  return byType;
}
