// Ingestion of one event: append it to the log once per ID, run the matching evaluators and add
// their scores to the target containers' records, all in one transaction so an acknowledged event
// is durable with its effects and a repeated ID counts nothing twice.
import { and, eq, sql } from 'drizzle-orm';
import type { EvaluatorInput, ScoreCalc } from '@eventory/domain/containers';
import type { TestEvent, TestEventResult } from '@eventory/domain/events';
import type { Db, Executor } from '../db/client.ts';
import {
  campaigns,
  containers,
  evaluators,
  events,
  leaderboards,
  recordContributions,
  records,
} from '../db/schema/campaigns.ts';
import {
  campaignWindow,
  isWithinAll,
  judgesPass,
  leaderboardWindow,
  resultKeyOf,
  scoreOf,
  type TimeWindow,
} from './scoring.ts';

type Effect = TestEventResult['effects'][number];

export async function ingestEvent(db: Db, event: TestEvent): Promise<TestEventResult> {
  return db.transaction((tx) => ingestEventIn(tx, event));
}

/** The same as ingestEvent inside a transaction the caller holds (the demo seed batches events). */
export async function ingestEventIn(tx: Executor, event: TestEvent): Promise<TestEventResult> {
  const inserted = await tx
    .insert(events)
    .values({
      id: event.ID,
      type: event.type,
      source: event.source,
      timestamp: event.timestamp,
      payload: event.giftEvent,
    })
    .onConflictDoNothing({ target: events.id })
    .returning({ id: events.id });
  if (inserted.length === 0) return { accepted: false, duplicate: true, effects: [] };

  const effects = await effectsOf(tx, event);
  if (effects.length > 0) await applyEffects(tx, effects, event);
  return { accepted: true, duplicate: false, effects };
}

/** What each matching evaluator adds, summed per record (two evaluators may score the same record). */
async function effectsOf(tx: Executor, event: TestEvent): Promise<Effect[]> {
  const candidates = await tx
    .select({
      targetContainerId: evaluators.targetContainerId,
      resultKey: evaluators.resultKey,
      judges: evaluators.judges,
      scoreCalc: evaluators.scoreCalc,
      leaderboard: {
        startTime: leaderboards.startTime,
        endTime: leaderboards.endTime,
        isDeleted: leaderboards.isDeleted,
      },
      campaign: {
        startTime: campaigns.startTime,
        endTime: campaigns.endTime,
        durationType: campaigns.durationType,
      },
    })
    .from(evaluators)
    .innerJoin(containers, eq(containers.id, evaluators.targetContainerId))
    .leftJoin(
      leaderboards,
      and(eq(containers.refContainerType, 'Leaderboard'), eq(leaderboards.id, containers.refId)),
    )
    .leftJoin(campaigns, eq(campaigns.id, leaderboards.eventId))
    .where(eq(evaluators.eventType, event.type))
    .orderBy(evaluators.id);

  const summed = new Map<string, Effect>();
  for (const c of candidates) {
    // A container outside any leaderboard has no window of its own; a deleted leaderboard scores nothing.
    if (c.leaderboard?.isDeleted) continue;
    const windows: TimeWindow[] = [];
    if (c.leaderboard) windows.push(leaderboardWindow(c.leaderboard));
    if (c.campaign) windows.push(campaignWindow(c.campaign));
    if (!isWithinAll(event.timestamp, windows)) continue;
    if (!judgesPass(c.judges)) continue;
    const key = resultKeyOf(c.resultKey as EvaluatorInput['resultKey'], event.giftEvent);
    if (key === undefined) continue;
    const score = scoreOf(c.scoreCalc as ScoreCalc, event.giftEvent);
    const id = `${c.targetContainerId}\u0000${key}`;
    const prior = summed.get(id);
    if (prior) prior.scoreAdded += score;
    else summed.set(id, { containerID: c.targetContainerId, key, scoreAdded: score });
  }
  return [...summed.values()];
}

async function applyEffects(tx: Executor, effects: Effect[], event: TestEvent): Promise<void> {
  await tx
    .insert(records)
    .values(
      effects.map((e) => ({
        containerId: e.containerID,
        key: e.key,
        score: e.scoreAdded,
        lastUpdateMs: event.timestamp,
      })),
    )
    .onConflictDoUpdate({
      target: [records.containerId, records.key],
      set: {
        score: sql`${records.score} + excluded.score`,
        // Events may arrive out of order; the record keeps the time of its latest scoring event.
        lastUpdateMs: sql`greatest(${records.lastUpdateMs}, excluded.last_update_ms)`,
      },
    });
  await tx
    .insert(recordContributions)
    .values(
      effects.map((e) => ({
        containerId: e.containerID,
        key: e.key,
        senderId: event.giftEvent.senderID,
        score: e.scoreAdded,
      })),
    )
    .onConflictDoUpdate({
      target: [recordContributions.containerId, recordContributions.key, recordContributions.senderId],
      set: { score: sql`${recordContributions.score} + excluded.score` },
    });
}
