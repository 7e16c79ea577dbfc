// What scoring does to records, in one module that ingestion, aggregators, replay and the admin record writes
// all share: the effect shapes, their merge and order, and the one SQL write that adds them up.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { isScoreInRange, MAX_SCORE } from '@eventory/domain/input-limits';
import { rowsOf, type Executor } from '../db/client.ts';
import { USER_MISSION_TYPES } from '@eventory/domain/missions';
import { recordContributions, records } from '../db/schema/campaigns.ts';
import { missions } from '../db/schema/campaign-content.ts';
import { missionCompletions } from '../db/schema/mission-rewards.ts';

/** What a batch did to one record: points added (summed) and the latest scoring event's time. */
export interface RecordEffect {
  containerID: number;
  key: string;
  scoreAdded: number;
  /** Unix ms of the latest event that scored it (the record's lastUpdateMs moves to at least this). */
  atMs: number;
}

/** Points a sender gave to a record (the contribution dropdown). */
export interface ContributionEffect {
  containerID: number;
  key: string;
  senderID: string;
  score: number;
}

export function sortEffects<T extends { containerID: number; key: string }>(list: T[]): T[] {
  return list.sort((a, b) =>
    a.containerID !== b.containerID
      ? a.containerID - b.containerID
      : a.key < b.key
        ? -1
        : a.key > b.key
          ? 1
          : 0,
  );
}

/** Sums effects per (container, key), keeping the latest time. */
export function mergeEffects(list: readonly RecordEffect[]): RecordEffect[] {
  const by = new Map<string, RecordEffect>();
  for (const e of list) {
    const id = `${e.containerID}\u0000${e.key}`;
    const prior = by.get(id);
    if (prior) {
      prior.scoreAdded += e.scoreAdded;
      prior.atMs = Math.max(prior.atMs, e.atMs);
    } else by.set(id, { ...e });
  }
  return [...by.values()];
}

export function mergeContributions(list: readonly ContributionEffect[]): ContributionEffect[] {
  const by = new Map<string, ContributionEffect>();
  for (const c of list) {
    const id = `${c.containerID}\u0000${c.key}\u0000${c.senderID}`;
    const prior = by.get(id);
    if (prior) prior.score += c.score;
    else by.set(id, { ...c });
  }
  return [...by.values()];
}

/**
 * A write would take a record past ±MAX_SCORE: the batch is rolled back and ingested again with
 * the range checked event by event (ingestBatchIn's `checkRange`), so only the offending events are
 * refused.
 */
export class ScoreRangeExceeded extends Error {
  constructor() {
    super('a record would leave the score range');
    this.name = 'ScoreRangeExceeded';
  }
}

/**
 * Whether a write touches the container of a normal mission with a goal, so it must look for completions;
 * most batches do not, and keep the plain upsert off the mission tables.
 */
async function touchesMissionGoals(tx: Executor, rows: readonly { c: number }[]): Promise<boolean> {
  const containerIDs = [...new Set(rows.map((r) => r.c))];
  const [hit] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(inArray(missions.missionContainerId, containerIDs))
    .limit(1);
  return hit !== undefined;
}

/**
 * score = score + added under the row lock, so concurrent batches never lose an update; sorted by
 * (container, key) so they take the locks in one order. Records keep their latest event's time.
 */
export async function writeEffects(
  tx: Executor,
  effects: RecordEffect[],
  contributions: ContributionEffect[],
  /** Throw ScoreRangeExceeded, writing nothing, if a record would leave ±MAX_SCORE (decision 0032). */
  { checkRange = false }: { checkRange?: boolean } = {},
): Promise<void> {
  if (effects.length === 0) return;
  if (checkRange && !effects.every((e) => isScoreInRange(e.scoreAdded))) throw new ScoreRangeExceeded();
  const recordRows = sortEffects(effects).map((e) => ({
    c: e.containerID,
    k: e.key,
    s: e.scoreAdded,
    t: e.atMs,
  }));
  const rows = sql`jsonb_to_recordset(${JSON.stringify(recordRows)}::jsonb) as x(c int, k text, s float8, t bigint)`;
  const upsert = (source: SQL) => sql`
    insert into ${records} (container_id, key, score, last_update_ms)
    select x.c, x.k, x.s, x.t from ${source}
    order by x.c, x.k
    on conflict (container_id, key) do update set
      score = ${records}.score + excluded.score,
      last_update_ms = greatest(${records}.last_update_ms, excluded.last_update_ms)
    ${checkRange ? sql`where abs(${records}.score + excluded.score) <= ${MAX_SCORE}` : sql``}`;
  const written = (await touchesMissionGoals(tx, recordRows))
    ? // With the records, a completion for each record of a normal mission's container that this write took
      // from below the goal to it (decision 0078; the first time counts, once per user).
      await tx.execute(sql`
        with x as (select * from ${rows}),
        w as (${upsert(sql`x`)} returning container_id, key, score),
        reached as (
          insert into ${missionCompletions} (mission_id, user_id, completed_ms)
          select m.id, w.key, x.t
          from w
          join x on x.c = w.container_id and x.k = w.key
          join ${missions} m on m.mission_container_id = w.container_id
          where m.user_mission_type = ${USER_MISSION_TYPES.Normal} and m.goal > 0
            and w.score >= m.goal and w.score - x.s < m.goal
          on conflict do nothing
        )
        select 1 from w`)
    : await tx.execute(sql`${upsert(rows)} ${checkRange ? sql`returning 1` : sql``}`);
  // A row left out by the where above would leave the range: undo the whole batch (the caller retries).
  if (checkRange && rowsOf(written).length !== recordRows.length) throw new ScoreRangeExceeded();
  if (contributions.length === 0) return;
  const contributionRows = sortEffects(contributions).map((e) => ({
    c: e.containerID,
    k: e.key,
    u: e.senderID,
    s: e.score,
  }));
  await tx.execute(sql`
    insert into ${recordContributions} (container_id, key, sender_id, score)
    select x.c, x.k, x.u, x.s
    from jsonb_to_recordset(${JSON.stringify(contributionRows)}::jsonb) as x(c int, k text, u text, s float8)
    order by x.c, x.k, x.u
    on conflict (container_id, key, sender_id) do update set
      score = ${recordContributions}.score + excluded.score`);
}
