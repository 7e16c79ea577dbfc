// Replay v2 (admin spec §7 Workers, §4 Replay status): recompute one container's records from the
// event log with today's evaluators that target it, then swap them in. docs/engine.md, Replay, and
// docs/decisions/0013-replay-from-the-event-log.md.
//
// The job answers at once (Preparing) and runs in the background: events of the evaluators' types are
// read in chunks in event-time order (timestamp, then ID) and scored in memory from a fresh count
// state, so live ingestion goes on meanwhile. Between chunks a cancel is noticed. The swap is ONE
// transaction: it holds the event log against new inserts, scores events that arrived meanwhile,
// adds aggregator sources, keeps a Replay snapshot, replaces records and count state, and passes the
// difference on to aggregator targets. A crash before the commit leaves the old records untouched.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  adjustRecord,
  RECORD_ADJUSTMENT_TYPE,
  type RecordAdjustment,
} from '@eventory/domain/container-admin';
import type { ReplayJobStatus, ReplayStatus, ReplayStatusView } from '@eventory/domain/replay';
import type { ConstraintContext, CountSlot, RecordFacts } from '@eventory/domain/constraints/evaluate';
import { DomainError, notFound } from '@eventory/domain/errors';
import { namedFieldsOf } from '@eventory/domain/event-fields';
import { rowsOf, type Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { containers, evaluators, events } from '../db/schema/campaigns.ts';
import { aggregators, replayBatches, replayJobs } from '../db/schema/engine-admin.ts';
import { countLimits } from '../db/schema/limits.ts';
import {
  readAllRecords,
  remirrorContainer,
  replaceContainerRecords,
  takeSnapshot,
  type StoredRecord,
} from './record-store.ts';
import { compareEntries } from '../ranking/rank-index.ts';
import { Aggregation, passOnDifference } from './aggregators.ts';
import { selectEvaluatorsWithWindows } from './evaluator-query.ts';
import { applyThrough, candidateOf, type Candidate } from './ingest.ts';
import { DEFAULT_TIMEZONE, dbConstraintContext, judgeInContext } from './judges.ts';
import { mirrorCommittedEffects } from './mirror.ts';
import { takeApplierLock } from './event-log.ts';
import { isWithinAll, resultKeyOf, scoreOf } from './scoring.ts';

/** Events read per chunk; a cancel is noticed between chunks. */
export const REPLAY_CHUNK = 2000;

/** For tests: a smaller chunk, and a call after each chunk before the cancel check (to cancel at a known point). */
export const replayHooks: { chunkSize?: number; afterChunk?: (containerId: number) => Promise<void> } = {};

/** Advisory lock space of "one replay per container" ('EVRP'). */
const REPLAY_LOCK_SPACE = 0x45565250;

interface EventRow {
  id: string;
  type: number;
  timestamp: number;
  payload: unknown;
}

interface ReplayRecord {
  score: number;
  lastUpdateMs: number;
  contributions: Map<string, number>;
}

/** The container being replayed, in memory: records, and count state from zero. */
class ReplayState {
  readonly records = new Map<string, ReplayRecord>();
  readonly counts = new Map<string, { evaluatorId: number; slot: CountSlot; count: number }>();
  processed = new Set<string>();

  constructor(
    readonly containerId: number,
    readonly candidatesByType: Map<number, Candidate[]>,
    /** meta of the records as they were (groups stay with their keys). */
    readonly meta: Map<string, Record<string, string>>,
  ) {}

  facts(key: string): RecordFacts | undefined {
    const r = this.records.get(key);
    return r ? { score: r.score, meta: this.meta.get(key) ?? {} } : undefined;
  }

  rank(key: string): number | undefined {
    const r = this.records.get(key);
    if (!r) return undefined;
    const me = { key, score: r.score, lastUpdateMs: r.lastUpdateMs };
    let ahead = 0;
    for (const [k, o] of this.records)
      if (compareEntries({ key: k, score: o.score, lastUpdateMs: o.lastUpdateMs }, me) < 0) ahead++;
    return ahead + 1;
  }

  groupAverage(group: string): number | undefined {
    let sum = 0;
    let n = 0;
    for (const [k, r] of this.records)
      if (this.meta.get(k)?.group === group) {
        sum += r.score;
        n++;
      }
    return n === 0 ? undefined : sum / n;
  }

  count(evaluatorId: number, slot: CountSlot): number {
    const id = `${evaluatorId}\u0000${slot.scope}\u0000${JSON.stringify(slot.keys)}\u0000${slot.windowStart}`;
    const prior = this.counts.get(id);
    if (prior) return ++prior.count;
    this.counts.set(id, { evaluatorId, slot, count: 1 });
    return 1;
  }

  context(tx: Executor, c: Candidate): ConstraintContext {
    const base = dbConstraintContext(tx, c.id, c.timezone ?? DEFAULT_TIMEZONE, 'peek');
    return {
      ...base,
      record: async (containerID, key) =>
        containerID === this.containerId ? this.facts(key) : base.record(containerID, key),
      rank: async (containerID, key) =>
        containerID === this.containerId ? this.rank(key) : base.rank(containerID, key),
      groupAverage: async (containerID, group) =>
        containerID === this.containerId ? this.groupAverage(group) : base.groupAverage(containerID, group),
      count: async (slot) => this.count(c.id, slot),
    };
  }

  /** An operator's record write (decision 0122), applied as POST containers/{id}/records applied it. */
  adjust(adjustment: RecordAdjustment): void {
    for (const given of adjustment.records) {
      const r = this.records.get(given.key);
      const after = adjustRecord(r, adjustment.mode, given);
      if (r) Object.assign(r, after);
      else this.records.set(given.key, { ...after, contributions: new Map<string, number>() });
    }
  }

  /** As ingest scores one event: every evaluator judges the state before the event's effects. */
  async score(tx: Executor, e: EventRow): Promise<void> {
    this.processed.add(e.id);
    if (e.type === RECORD_ADJUSTMENT_TYPE) return this.adjust(e.payload as RecordAdjustment);
    const candidates = this.candidatesByType.get(e.type);
    if (!candidates) return;
    const fields = namedFieldsOf(e.payload as Parameters<typeof namedFieldsOf>[0]);
    const contributor = fields.SenderID ?? fields.SubscriberID;
    const own = new Map<string, number>();
    for (const c of candidates) {
      if (!isWithinAll(e.timestamp, c.windows)) continue;
      const key = resultKeyOf(c.resultKey, fields);
      if (key === undefined) continue;
      if (!c.free) {
        const judged = await judgeInContext(this.context(tx, c), c, {
          type: e.type,
          timestamp: e.timestamp,
          fields,
        });
        if (!judged.passed) continue;
      }
      own.set(key, (own.get(key) ?? 0) + scoreOf(c.scoreCalc, fields));
    }
    for (const [key, added] of own) {
      const r = this.records.get(key);
      const rec = r ?? { score: 0, lastUpdateMs: e.timestamp, contributions: new Map<string, number>() };
      rec.score += added;
      rec.lastUpdateMs = Math.max(rec.lastUpdateMs, e.timestamp);
      if (contributor !== undefined) {
        const who = String(contributor);
        rec.contributions.set(who, (rec.contributions.get(who) ?? 0) + added);
      }
      if (!r) this.records.set(key, rec);
    }
  }
}

function ownerOf(app: FastifyInstance): Map<number, Promise<void>> {
  let running = RUNNING.get(app);
  if (!running) {
    running = new Map();
    RUNNING.set(app, running);
  }
  return running;
}
const RUNNING = new WeakMap<FastifyInstance, Map<number, Promise<void>>>();

/** Replays running in this process (tests and shutdown wait on them). */
export async function replaysSettled(app: FastifyInstance): Promise<void> {
  await Promise.all([...ownerOf(app).values()]);
}

async function assertContainer(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.id, id), eq(containers.isDeleted, false)));
  if (!row) throw notFound('container', id);
}

const STATUS_OF: Record<string, ReplayStatus> = { Preparing: 'Preparing', Done: 'Done' };

type JobRow = typeof replayJobs.$inferSelect;
function viewOf(containerID: number, job: JobRow | undefined): ReplayStatusView {
  if (!job) return { containerID, status: 'Unknown' };
  return {
    containerID,
    status: STATUS_OF[job.status] ?? 'Unknown',
    jobID: Number(job.id),
    jobStatus: job.status as ReplayJobStatus,
    requestedBy: job.requestedBy,
    startedAt: job.startedAt.getTime(),
    finishedAt: job.finishedAt ? job.finishedAt.getTime() : null,
    eventsReplayed: job.eventsReplayed,
    error: job.error,
  };
}

/** The latest replay of the container; Unknown when it was never replayed or the last one did not finish. */
export async function replayStatus(db: Executor, containerId: number): Promise<ReplayStatusView> {
  await assertContainer(db, containerId);
  const [job] = await db
    .select()
    .from(replayJobs)
    .where(eq(replayJobs.containerId, containerId))
    .orderBy(desc(replayJobs.id))
    .limit(1);
  return viewOf(containerId, job);
}

/**
 * Starts a replay of the container and answers at once with its Preparing status. 404 for an unknown
 * container, 409 while one already runs. Missions' replayContainer and campaigns' recalculate use it.
 */
export async function startReplay(
  app: FastifyInstance,
  containerId: number,
  requestedBy: string,
): Promise<ReplayStatusView> {
  return (await launchReplay(app, containerId, requestedBy)).view;
}

/**
 * startReplay, answering also `finished`, which settles when the background run has ended (Done, Cancel
 * or Failed). With `batchId`, the job is a step of that multiple replay (decision 0077) and starts only
 * while the multiple replay is Preparing (its row is locked against a cancel meanwhile).
 */
export async function launchReplay(
  app: FastifyInstance,
  containerId: number,
  requestedBy: string,
  batchId?: number,
): Promise<{ view: ReplayStatusView; finished: Promise<void> }> {
  const job = await app.db.transaction(async (tx) => {
    if (batchId !== undefined) {
      const [batch] = rowsOf<{ status: string }>(
        await tx.execute(sql`select status from ${replayBatches} where id = ${batchId} for update`),
      );
      if (batch?.status !== 'Preparing')
        throw new DomainError(
          'MULTIPLE_REPLAY_STOPPED',
          `multiple replay ${batchId} is ${batch?.status ?? 'gone'}: its next container is not replayed`,
          409,
        );
    }
    await assertContainer(tx, containerId);
    await tx.execute(sql`select pg_advisory_xact_lock(${REPLAY_LOCK_SPACE}, ${containerId})`);
    const [source] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select (select count(*) from ${evaluators} where target_container_id = ${containerId})
             + (select count(*) from ${aggregators} where target_container_id = ${containerId}) as n`),
    );
    if (Number(source?.n ?? 0) === 0)
      throw new DomainError(
        'NOTHING_TO_REPLAY',
        `container ${containerId} has no evaluator or aggregator scoring into it: a replay would only empty it`,
        409,
      );
    const [running] = await tx
      .select({ id: replayJobs.id })
      .from(replayJobs)
      .where(and(eq(replayJobs.containerId, containerId), eq(replayJobs.status, 'Preparing')));
    if (running)
      throw new DomainError(
        'REPLAY_RUNNING',
        `container ${containerId} is being replayed already (job ${running.id}); wait for it or cancel it with replayv2cancel`,
        409,
      );
    const [row] = await tx
      .insert(replayJobs)
      .values({ containerId, status: 'Preparing', requestedBy, batchId: batchId ?? null })
      .returning();
    if (!row) throw new Error('replay job insert returned no row');
    await recordChange(tx, {
      email: requestedBy,
      table: 'replay_jobs',
      objId: row.id,
      action: 'create',
      before: null,
      after: {
        containerID: containerId,
        status: 'Preparing',
        ...(batchId === undefined ? {} : { batchID: batchId }),
      },
    });
    return row;
  });
  const running = ownerOf(app);
  const jobId = Number(job.id);
  const log = app.log.child({ replayJob: jobId, containerID: containerId });
  const work = runReplay(app, log, jobId, containerId, requestedBy)
    .catch(async (err: unknown) => {
      log.error({ err }, 'replay failed');
      await app.db
        .update(replayJobs)
        .set({ status: 'Failed', error: String((err as Error)?.message ?? err), finishedAt: new Date() })
        .where(and(eq(replayJobs.id, jobId), eq(replayJobs.status, 'Preparing')))
        .catch((again: unknown) => log.error({ err: again }, 'could not mark the replay failed'));
    })
    .finally(() => running.delete(containerId));
  running.set(containerId, work);
  return { view: viewOf(containerId, job), finished: work };
}

/** Stops the container's running replay before its swap: records stay as they were, the job is Cancel. */
export async function cancelReplay(
  db: Executor,
  containerId: number,
  email: string,
): Promise<ReplayStatusView> {
  await assertContainer(db, containerId);
  const [job] = await db
    .update(replayJobs)
    .set({ status: 'Cancel', finishedAt: new Date() })
    .where(and(eq(replayJobs.containerId, containerId), eq(replayJobs.status, 'Preparing')))
    .returning();
  if (!job)
    throw new DomainError(
      'NO_REPLAY_RUNNING',
      `container ${containerId} has no replay running to cancel`,
      409,
    );
  await recordChange(db, {
    email,
    table: 'replay_jobs',
    objId: job.id,
    action: 'update',
    before: { status: 'Preparing' },
    after: { status: 'Cancel' },
  });
  return viewOf(containerId, job);
}

/** At start: a replay still Preparing was cut off by a stop or crash (its swap never committed). */
export async function failInterruptedReplays(db: Executor): Promise<number> {
  const rows = await db
    .update(replayJobs)
    .set({
      status: 'Failed',
      error: 'interrupted: the server stopped before the replay finished',
      finishedAt: new Date(),
    })
    .where(eq(replayJobs.status, 'Preparing'))
    .returning({ id: replayJobs.id });
  return rows.length;
}

async function jobStatus(db: Executor, jobId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: replayJobs.status })
    .from(replayJobs)
    .where(eq(replayJobs.id, jobId));
  return row?.status;
}

async function loadCandidates(db: Executor, containerId: number): Promise<Map<number, Candidate[]>> {
  const rows = await selectEvaluatorsWithWindows(db)
    .where(eq(evaluators.targetContainerId, containerId))
    .orderBy(evaluators.id);
  const byType = new Map<number, Candidate[]>();
  for (const row of rows) {
    const c = candidateOf(row);
    if (!c) continue;
    byType.set(c.eventType, [...(byType.get(c.eventType) ?? []), c]);
  }
  return byType;
}

/** The container's events: those of its evaluators' types, and the operator's adjustments of its records. */
const eventsOf = (containerId: number, types: number[]) =>
  or(
    inArray(events.type, types),
    and(
      eq(events.type, RECORD_ADJUSTMENT_TYPE),
      sql`${events.payload}->>'containerID' = ${String(containerId)}`,
    ),
  );

async function eventChunk(
  db: Executor,
  containerId: number,
  types: number[],
  after: { timestamp: number; id: string } | undefined,
): Promise<EventRow[]> {
  const rows = await db
    .select({ id: events.id, type: events.type, timestamp: events.timestamp, payload: events.payload })
    .from(events)
    .where(
      and(
        eventsOf(containerId, types),
        after === undefined
          ? undefined
          : sql`(${events.timestamp}, ${events.id}) > (${after.timestamp}::bigint, ${after.id}::text)`,
      ),
    )
    .orderBy(asc(events.timestamp), asc(events.id))
    .limit(replayHooks.chunkSize ?? REPLAY_CHUNK);
  return rows.map((r) => ({ ...r, timestamp: Number(r.timestamp) }));
}

async function runReplay(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  jobId: number,
  containerId: number,
  requestedBy: string,
): Promise<void> {
  const candidates = await loadCandidates(app.db, containerId);
  const types = [...candidates.keys()];
  const meta = new Map((await readAllRecords(app.db, containerId)).map((r) => [r.key, r.meta]));
  const state = new ReplayState(containerId, candidates, meta);

  // 1. Chunks, while ingestion goes on.
  let after: { timestamp: number; id: string } | undefined;
  while (types.length > 0) {
    const chunk = await eventChunk(app.db, containerId, types, after);
    for (const e of chunk) await state.score(app.db, e);
    if (chunk.length > 0) {
      const last = chunk.at(-1)!;
      after = { timestamp: last.timestamp, id: last.id };
    }
    await replayHooks.afterChunk?.(containerId);
    const status = await jobStatus(app.db, jobId);
    if (status !== 'Preparing') {
      log.info({ status }, 'replay stopped before its swap');
      return;
    }
    await app.db
      .update(replayJobs)
      .set({ eventsReplayed: state.processed.size })
      .where(eq(replayJobs.id, jobId));
    if (chunk.length < (replayHooks.chunkSize ?? REPLAY_CHUNK)) break;
  }

  // 2. The swap, in one transaction.
  const outcome = await app.db.transaction(async (tx) => {
    const [job] = rowsOf<{ status: string }>(
      await tx.execute(sql`select status from ${replayJobs} where id = ${jobId} for update`),
    );
    if (job?.status !== 'Preparing') return undefined;
    // The applier lock, then the log held against new appends until the commit (reads go on): the events the
    // applier had not reached yet are applied first (log order), so the replay replaces records that count
    // every event of the log once, and the applier resumes after them.
    await takeApplierLock(tx);
    await tx.execute(sql`lock table ${events} in share row exclusive mode`);
    const pending = await applyThrough(tx);
    if (types.length > 0) await scoreLateEvents(tx, containerId, types, state);

    const old = await readAllRecords(tx, containerId);
    const oldMeta = new Map(old.map((r) => [r.key, r.meta]));
    await addAggregatorSources(tx, containerId, state);
    const rows: StoredRecord[] = [...state.records].map(([key, r]) => ({
      key,
      score: r.score,
      lastUpdateMs: r.lastUpdateMs,
      meta: oldMeta.get(key) ?? {},
      ...(r.contributions.size > 0 ? { contributions: Object.fromEntries(r.contributions) } : {}),
    }));

    await takeSnapshot(tx, containerId, 'Replay', requestedBy);
    await replaceContainerRecords(tx, containerId, rows);
    await replaceCounts(tx, candidates, state);
    const downstream = await passOnDifference(tx, containerId, old, rows);
    await tx
      .update(replayJobs)
      .set({ status: 'Done', eventsReplayed: state.processed.size, finishedAt: new Date() })
      .where(eq(replayJobs.id, jobId));
    return { downstream, records: rows.length, pending: pending.effects };
  });
  if (!outcome) {
    log.info('replay cancelled before its swap');
    return;
  }
  await remirrorContainer(app, containerId);
  await mirrorCommittedEffects(app, log, [
    ...outcome.pending.filter((e) => e.containerID !== containerId),
    ...outcome.downstream,
  ]);
  log.info({ events: state.processed.size, records: outcome.records }, 'replay done');
}

/** Events stored while the chunks ran (any timestamp): scored after the others, in arrival order as live did. */
async function scoreLateEvents(
  tx: Executor,
  containerId: number,
  types: number[],
  state: ReplayState,
): Promise<void> {
  const [total] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from ${events} where ${eventsOf(containerId, types)}`),
  );
  if (Number(total?.n ?? 0) === state.processed.size) return;
  const late = (
    await tx
      .select({ id: events.id, type: events.type, timestamp: events.timestamp, payload: events.payload })
      .from(events)
      .where(eventsOf(containerId, types))
      .orderBy(asc(events.receivedAt), asc(events.timestamp), asc(events.id))
  ).filter((e) => !state.processed.has(e.id));
  for (const e of late) await state.score(tx, { ...e, timestamp: Number(e.timestamp) });
}

/** A container that is an aggregator target also holds its sources' records (the backfill rule). */
async function addAggregatorSources(tx: Executor, containerId: number, state: ReplayState): Promise<void> {
  const rows = await tx
    .select()
    .from(aggregators)
    .where(eq(aggregators.targetContainerId, containerId))
    .orderBy(aggregators.id);
  if (rows.length === 0) return;
  const aggregation = Aggregation.of(rows);
  for (const row of rows)
    for (const r of await readAllRecords(tx, row.srcContainerId))
      for (const e of aggregation.derive({
        containerID: row.srcContainerId,
        key: r.key,
        scoreAdded: r.score,
        atMs: r.lastUpdateMs,
      })) {
        if (e.containerID !== containerId) continue;
        const rec = state.records.get(e.key) ?? {
          score: 0,
          lastUpdateMs: e.atMs,
          contributions: new Map<string, number>(),
        };
        rec.score += e.scoreAdded;
        rec.lastUpdateMs = Math.max(rec.lastUpdateMs, e.atMs);
        for (const [who, s] of Object.entries(r.contributions ?? {}))
          rec.contributions.set(who, (rec.contributions.get(who) ?? 0) + s);
        state.records.set(e.key, rec);
      }
}

/** Count state of the replayed evaluators := the replay's, so live counting carries on from it. */
async function replaceCounts(
  tx: Executor,
  candidates: Map<number, Candidate[]>,
  state: ReplayState,
): Promise<void> {
  const ids = [...candidates.values()].flat().map((c) => c.id);
  if (ids.length === 0) return;
  await tx.delete(countLimits).where(inArray(countLimits.evaluatorId, ids));
  const rows = [...state.counts.values()].map((c) => ({
    evaluatorId: c.evaluatorId,
    scope: c.slot.scope,
    keys: JSON.stringify(c.slot.keys),
    windowStart: c.slot.windowStart,
    count: c.count,
  }));
  for (let i = 0; i < rows.length; i += 5000) await tx.insert(countLimits).values(rows.slice(i, i + 5000));
}
