// Ingestion of events: append each to the log once per ID, run the matching evaluators and add their
// scores to the target containers' records, all in the caller's transaction, so an acknowledged
// event is durable with its effects and a repeated ID counts nothing twice.
//
// A batch is one group commit: one multi-row insert into the log (duplicates drop out by
// ON CONFLICT), the evaluators loaded once, effects summed per record in memory and written with one
// multi-row upsert per table, sorted by (container, key) so concurrent batches lock rows in the same
// order. Judges that read records (whitelist, rank, score, group...) must see every earlier event's
// effects, so before an event meets such an evaluator the pending sums are written first.
// Aggregators (aggregators.ts) turn each record effect into effects on their target containers, which
// join the same sums and upserts, so a source and its targets commit together.
import { inArray, sql } from 'drizzle-orm';
import type { EvaluatorInput, ScoreCalc } from '@eventory/domain/evaluators';
import {
  ingestEventOfTest,
  namedFieldsOf,
  type IngestEvent,
  type NamedFields,
} from '@eventory/domain/event-fields';
import type { TestEvent, TestEventResult } from '@eventory/domain/events';
import { rowsOf, type Db, type Executor } from '../db/client.ts';
import { evaluators, events } from '../db/schema/campaigns.ts';
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
import { sortEffects, type ContributionEffect, type RecordEffect, writeEffects } from './record-effects.ts';

export interface BatchOutcome {
  /** IDs stored now, in the order given. */
  accepted: string[];
  /** IDs already stored (earlier, or earlier in this batch): acknowledged, nothing changed. */
  duplicates: string[];
  /** Summed per record, sorted by (container, key). */
  effects: RecordEffect[];
}

export async function ingestEvent(db: Db, event: TestEvent): Promise<TestEventResult> {
  return db.transaction((tx) => ingestEventIn(tx, event));
}

/** The tester's gift inside a transaction the caller holds (POST /v1/admin/event, the demo seed). */
export async function ingestEventIn(tx: Executor, event: TestEvent): Promise<TestEventResult> {
  const outcome = await ingestBatchIn(tx, [ingestEventOfTest(event)]);
  if (outcome.accepted.length === 0) return { accepted: false, duplicate: true, effects: [] };
  return {
    accepted: true,
    duplicate: false,
    effects: outcome.effects.map(({ containerID, key, scoreAdded }) => ({ containerID, key, scoreAdded })),
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

/** Ingests valid events (checkEvent) in the caller's transaction; the caller commits, then acknowledges. */
export async function ingestBatchIn(tx: Executor, batch: readonly IngestEvent[]): Promise<BatchOutcome> {
  const duplicates: string[] = [];
  const unique = new Map<string, IngestEvent>();
  for (const e of batch) {
    if (unique.has(e.ID)) duplicates.push(e.ID);
    else unique.set(e.ID, e);
  }
  if (unique.size === 0) return { accepted: [], duplicates, effects: [] };

  // Sorted by ID: two batches sharing IDs wait on each other's uniqueness locks in one order.
  const rows = [...unique.values()]
    .sort((a, b) => (a.ID < b.ID ? -1 : a.ID > b.ID ? 1 : 0))
    .map((e) => ({ id: e.ID, type: e.type, source: e.source, ts: e.timestamp, payload: e.fields }));
  const inserted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into ${events} (id, type, source, timestamp, payload)
      select x.id, x.type, x.source, x.ts, x.payload
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(id text, type int, source text, ts bigint, payload jsonb)
      order by x.id
      on conflict (id) do nothing
      returning id`),
  );
  const fresh = new Set(inserted.map((r) => r.id));
  const accepted: IngestEvent[] = [];
  for (const e of unique.values()) {
    if (fresh.has(e.ID)) accepted.push(e);
    else duplicates.push(e.ID);
  }
  if (accepted.length === 0) return { accepted: [], duplicates, effects: [] };

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
  const total = new Map<string, RecordEffect>();
  let pending = new Map<string, RecordEffect>();
  let pendingContributions = new Map<string, ContributionEffect>();
  const flush = async () => {
    if (pending.size === 0) return;
    await writeEffects(tx, [...pending.values()], [...pendingContributions.values()]);
    pending = new Map();
    pendingContributions = new Map();
  };

  for (const event of accepted) {
    const candidates = byType.get(event.type);
    if (!candidates) continue;
    if (pending.size > 0 && candidates.some((c) => c.readsRecords)) await flush();
    const fields: NamedFields = namedFieldsOf(event.fields);
    const contributor = fields.SenderID ?? fields.SubscriberID;
    // Summed per record first: judges read the state before this event's effects.
    const own = new Map<string, RecordEffect>();
    for (const c of candidates) {
      if (!isWithinAll(event.timestamp, c.windows)) continue;
      const key = resultKeyOf(c.resultKey, fields);
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
      const score = scoreOf(c.scoreCalc, fields);
      const id = recordId(c.targetContainerId, key);
      const prior = own.get(id);
      if (prior) prior.scoreAdded += score;
      else own.set(id, { containerID: c.targetContainerId, key, scoreAdded: score, atMs: event.timestamp });
    }
    if (!aggregation.isEmpty)
      for (const e of [...own.values()])
        for (const d of aggregation.derive(e)) {
          const id = recordId(d.containerID, d.key);
          const prior = own.get(id);
          if (prior) prior.scoreAdded += d.scoreAdded;
          else own.set(id, d);
        }
    for (const [id, e] of own) {
      for (const map of [pending, total]) {
        const prior = map.get(id);
        if (prior) {
          prior.scoreAdded += e.scoreAdded;
          prior.atMs = Math.max(prior.atMs, e.atMs);
        } else map.set(id, { ...e });
      }
      if (contributor !== undefined) {
        const cid = `${id}\u0000${contributor}`;
        const prior = pendingContributions.get(cid);
        if (prior) prior.score += e.scoreAdded;
        else
          pendingContributions.set(cid, {
            containerID: e.containerID,
            key: e.key,
            senderID: String(contributor),
            score: e.scoreAdded,
          });
      }
    }
  }
  await flush();
  return { accepted: accepted.map((e) => e.ID), duplicates, effects: sortEffects([...total.values()]) };
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
