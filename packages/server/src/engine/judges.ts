// Judges and count limits of one evaluator against one event, on the database: the constraint
// context (records, platform facts, count state) the domain's evaluator asks for. Ingest counts
// (atomic upsert in its transaction); explain only peeks, so it changes nothing.
import { and, avg, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { EvaluatorInput, Explanation, ScoreCalc } from '@eventory/domain/evaluators';
import {
  checkEvaluatorLimit,
  evaluateConstraints,
  giftEventFields,
  type ConstraintContext,
  type ConstraintEvent,
  type CountVerdict,
  type TraceEntry,
} from '@eventory/domain/constraints/evaluate';
import type { Constraint, EvaluatorLimit } from '@eventory/domain/constraints/model';
import type { TestEvent } from '@eventory/domain/events';
import type { Executor } from '../db/client.ts';
import { containers, evaluators, leaderboards, platformUsers, records } from '../db/schema/campaigns.ts';
import { campaignNewViewerRules } from '../db/schema/new-viewers.ts';
import type { NewViewerRule } from '@eventory/domain/new-viewers';
import { countLimits } from '../db/schema/limits.ts';
import {
  campaignWindow,
  isWithinAll,
  leaderboardWindow,
  resultKeyOf,
  scoreOf,
  type TimeWindow,
} from './scoring.ts';
import { selectEvaluatorsWithWindows } from './evaluator-query.ts';

/** A campaign without a timezone of its own (a container outside any leaderboard) counts in the default. */
export const DEFAULT_TIMEZONE = 'GMT+0800';

export type CountMode = 'count' | 'peek';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function dbConstraintContext(
  tx: Executor,
  evaluatorId: number,
  timezone: string,
  mode: CountMode,
): ConstraintContext {
  return {
    timezone,
    async record(containerID, key) {
      const [row] = await tx
        .select({ score: records.score, meta: records.meta })
        .from(records)
        .where(and(eq(records.containerId, containerID), eq(records.key, key)));
      return row ? { score: row.score, meta: row.meta } : undefined;
    },
    // Counted in the transaction, so a batch's earlier events count as replay counts them. There is no
    // btree in leaderboard order on records (decision 0086): the count reads the container's records.
    async rank(containerID, key) {
      const [row] = await tx
        .select({ score: records.score, lastUpdateMs: records.lastUpdateMs })
        .from(records)
        .where(and(eq(records.containerId, containerID), eq(records.key, key)));
      if (!row) return undefined;
      // Leaderboard order: score desc, earlier last update first, then key.
      const [ahead] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(records)
        .where(
          and(
            eq(records.containerId, containerID),
            or(
              gt(records.score, row.score),
              and(eq(records.score, row.score), lt(records.lastUpdateMs, row.lastUpdateMs)),
              and(
                eq(records.score, row.score),
                eq(records.lastUpdateMs, row.lastUpdateMs),
                lt(records.key, key),
              ),
            ),
          ),
        );
      return (ahead?.n ?? 0) + 1;
    },
    async groupAverage(containerID, group) {
      const [row] = await tx
        .select({ value: avg(records.score) })
        .from(records)
        .where(and(eq(records.containerId, containerID), sql`${records.meta}->>'group' = ${group}`));
      return row?.value == null ? undefined : Number(row.value);
    },
    async userFacts(userID) {
      // The platform knows regions; levels and contracts it does not hold stay unknown (fail closed).
      if (!UUID.test(userID)) return undefined;
      const [row] = await tx
        .select({
          region: platformUsers.region,
          level: platformUsers.level,
          registeredAt: platformUsers.registeredAt,
        })
        .from(platformUsers)
        .where(eq(platformUsers.userId, userID.toLowerCase()));
      return row
        ? {
            region: row.region,
            level: row.level,
            registeredAt: Math.floor(row.registeredAt.getTime() / 1000),
          }
        : undefined;
    },
    newViewerRule: () => newViewerRuleOfEvaluator(tx, evaluatorId),
    // The platform has no army data yet: every army judge fails closed with its reason.
    army: async () => undefined,
    async count(slot) {
      const keys = JSON.stringify(slot.keys);
      if (mode === 'peek') {
        const [row] = await tx
          .select({ count: countLimits.count })
          .from(countLimits)
          .where(
            and(
              eq(countLimits.evaluatorId, evaluatorId),
              eq(countLimits.scope, slot.scope),
              eq(countLimits.keys, keys),
              eq(countLimits.windowStart, slot.windowStart),
            ),
          );
        return (row?.count ?? 0) + 1;
      }
      const [row] = await tx
        .insert(countLimits)
        .values({ evaluatorId, scope: slot.scope, keys, windowStart: slot.windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [countLimits.evaluatorId, countLimits.scope, countLimits.keys, countLimits.windowStart],
          set: { count: sql`${countLimits.count} + 1` },
        })
        .returning({ count: countLimits.count });
      if (!row) throw new Error('count upsert returned no row');
      return row.count;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// New viewers (issue 17 §4 newUserLevel, decision 0095): the NewUser item reads the rule of the
// campaign the evaluator scores in (its target container's leaderboard's campaign).

async function newViewerRuleOfEvaluator(tx: Executor, evaluatorId: number): Promise<NewViewerRule | null> {
  const [row] = await tx
    .select({ basis: campaignNewViewerRules.basis, atMost: campaignNewViewerRules.atMost })
    .from(evaluators)
    .innerJoin(containers, eq(containers.id, evaluators.targetContainerId))
    .innerJoin(
      leaderboards,
      and(eq(containers.refContainerType, 'Leaderboard'), eq(leaderboards.id, containers.refId)),
    )
    .innerJoin(campaignNewViewerRules, eq(campaignNewViewerRules.campaignId, leaderboards.eventId))
    .where(eq(evaluators.id, evaluatorId));
  return row ?? null;
}

export const constraintEventOf = (
  event: Pick<TestEvent, 'type' | 'timestamp' | 'giftEvent'>,
): ConstraintEvent => ({
  type: event.type,
  timestamp: event.timestamp,
  fields: giftEventFields(event.giftEvent),
});

export interface JudgeOutcome {
  passed: boolean;
  judges: TraceEntry[];
  /** Present when the evaluator has a limit and its judges passed. */
  limit?: CountVerdict;
}

/**
 * Judges first (all must pass), then the evaluator's own limit, which counts only passing events.
 * The event is any type's, with its named fields (namedFieldsOf); a tester gift via constraintEventOf.
 */
export async function judgeEvaluator(
  tx: Executor,
  evaluator: { id: number; judges: unknown; limit: unknown; timezone: string | null },
  event: ConstraintEvent,
  mode: CountMode,
): Promise<JudgeOutcome> {
  const ctx = dbConstraintContext(tx, evaluator.id, evaluator.timezone ?? DEFAULT_TIMEZONE, mode);
  return judgeInContext(ctx, evaluator, event);
}

/** judgeEvaluator against a given context (a replay counts and ranks in memory, replay.ts). */
export async function judgeInContext(
  ctx: ConstraintContext,
  evaluator: { judges: unknown; limit: unknown },
  event: ConstraintEvent,
): Promise<JudgeOutcome> {
  const outcome = await evaluateConstraints((evaluator.judges ?? []) as Constraint[], event, ctx);
  if (!outcome.passed || evaluator.limit == null) return { passed: outcome.passed, judges: outcome.trace };
  const limit = await checkEvaluatorLimit(evaluator.limit as EvaluatorLimit, event, ctx);
  return { passed: limit.passed, judges: outcome.trace, limit };
}

/**
 * What the evaluator would do with the event, and why, without storing or counting anything.
 * Answers undefined when there is no such evaluator.
 */
export async function explainEvaluator(
  db: Executor,
  evaluatorId: number,
  event: Pick<TestEvent, 'type' | 'timestamp' | 'giftEvent'>,
): Promise<Explanation | undefined> {
  const [c] = await selectEvaluatorsWithWindows(db).where(eq(evaluators.id, evaluatorId));
  if (!c) return undefined;

  const eventType = { expected: c.eventType, given: event.type, matches: c.eventType === event.type };
  const window = windowVerdict(event.timestamp, c.leaderboard, c.campaign);
  const e = constraintEventOf(event);
  const key = resultKeyOf(c.resultKey as EvaluatorInput['resultKey'], e.fields);
  const outcome = await judgeEvaluator(
    db,
    { id: c.id, judges: c.judges, limit: c.limit, timezone: c.campaign?.timezone ?? null },
    e,
    'peek',
  );
  const passed = eventType.matches && window.inside && key !== undefined && outcome.passed;
  const limitSetting = c.limit as EvaluatorLimit | null;
  return {
    evaluatorID: c.id,
    passed,
    scoreWouldAdd: passed ? scoreOf(c.scoreCalc as ScoreCalc, e.fields) : 0,
    resultKey: { field: c.resultKey, key: key ?? null },
    eventType,
    window,
    judges: outcome.judges,
    ...(outcome.limit
      ? {
          limit: {
            ...outcome.limit,
            ...(limitSetting?.min === undefined ? {} : { min: limitSetting.min }),
            ...(limitSetting?.max === undefined ? {} : { max: limitSetting.max }),
          },
        }
      : {}),
  };
}

function windowVerdict(
  timestampMs: number,
  leaderboard: { startTime: number; endTime: number; isDeleted: boolean } | null,
  campaign: { startTime: number; endTime: number; durationType: string } | null,
): { inside: boolean; reason: string } {
  if (leaderboard?.isDeleted) return { inside: false, reason: 'the leaderboard is deleted' };
  const windows: TimeWindow[] = [];
  if (leaderboard) windows.push(leaderboardWindow(leaderboard));
  if (campaign) windows.push(campaignWindow(campaign));
  if (windows.length === 0) return { inside: true, reason: 'the container has no time window' };
  const inside = isWithinAll(timestampMs, windows);
  const bounds = windows
    .map(
      (w) =>
        `${new Date(w.start * 1000).toISOString()} to ${w.end === undefined ? 'no end' : new Date(w.end * 1000).toISOString()}`,
    )
    .join(' and ');
  return {
    inside,
    reason: `${new Date(timestampMs).toISOString()} is ${inside ? 'inside' : 'outside'} ${bounds} (end exclusive)`,
  };
}

/** Setting kinds whose facts are records (container membership, rank, score, group, league). */
const RECORD_KINDS = new Set(['container', 'League', 'SGroup', 'AvgGroup']);

/** Does any setting of this judge tree read records? Then it must see earlier events' effects. */
export function readsRecords(judges: unknown): boolean {
  if (Array.isArray(judges)) return judges.some(readsRecords);
  if (typeof judges !== 'object' || judges === null) return false;
  const node = judges as { setting?: { kind?: unknown }; children?: unknown };
  if (node.setting && RECORD_KINDS.has(String(node.setting.kind))) return true;
  return readsRecords(node.children);
}
