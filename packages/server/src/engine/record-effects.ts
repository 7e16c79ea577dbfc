// What scoring does to records, in one module that ingestion, aggregators, replay and the admin record writes
// all share: the effect shapes, their merge and order, and the one SQL write that adds them up.
import { sql } from 'drizzle-orm';
import { isScoreInRange, MAX_SCORE } from '@eventory/domain/input-limits';
import { rowsOf, type Executor } from '../db/client.ts';
import { numberColumn, textColumn, unnestRows } from '../db/array-literal.ts';
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

/** The record rows of a write: x(c, k, s, t). */
const recordRowsOf = (effects: readonly RecordEffect[]) =>
  unnestRows('x', {
    c: numberColumn(
      'int',
      effects.map((e) => e.containerID),
    ),
    k: textColumn(effects.map((e) => e.key)),
    s: numberColumn(
      'float8',
      effects.map((e) => e.scoreAdded),
    ),
    t: numberColumn(
      'bigint',
      effects.map((e) => e.atMs),
    ),
  });

/** The contribution rows of a write: y(c, k, u, s). */
const contributionRowsOf = (contributions: readonly ContributionEffect[]) =>
  unnestRows('y', {
    c: numberColumn(
      'int',
      contributions.map((e) => e.containerID),
    ),
    k: textColumn(contributions.map((e) => e.key)),
    u: textColumn(contributions.map((e) => e.senderID)),
    s: numberColumn(
      'float8',
      contributions.map((e) => e.score),
    ),
  });

/**
 * Adds the effects to the records and the contributions in one statement (one round trip, decision 0106):
 * score = score + added under the row lock, so concurrent batches never lose an update; each table's rows in
 * (container, key) order, records before contributions, so writers take the locks in one order. Records keep
 * their latest event's time. With the records, a completion for each record of a normal mission's container
 * that this write took from below the goal to it (decision 0078; the first time counts, once per user).
 */
export async function writeEffects(
  tx: Executor,
  effects: RecordEffect[],
  contributions: ContributionEffect[],
  /**
   * Throw ScoreRangeExceeded if a record would leave ±MAX_SCORE (decision 0032); the statement has written the
   * other rows by then, so the caller rolls its transaction (or savepoint) back.
   */
  { checkRange = false }: { checkRange?: boolean } = {},
): Promise<void> {
  if (effects.length === 0) return;
  if (checkRange && !effects.every((e) => isScoreInRange(e.scoreAdded))) throw new ScoreRangeExceeded();
  const contributed =
    contributions.length === 0
      ? sql``
      : sql`, contributed as (
          insert into ${recordContributions} (container_id, key, sender_id, score)
          select y.c, y.k, y.u, y.s from ${contributionRowsOf(contributions)}
          order by y.c, y.k, y.u
          on conflict (container_id, key, sender_id) do update set
            score = ${recordContributions}.score + excluded.score)`;
  const [written] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`
      with x as (select * from ${recordRowsOf(effects)}),
      w as (
        insert into ${records} (container_id, key, score, last_update_ms)
        select x.c, x.k, x.s, x.t from x
        order by x.c, x.k
        on conflict (container_id, key) do update set
          score = ${records}.score + excluded.score,
          last_update_ms = greatest(${records}.last_update_ms, excluded.last_update_ms)
        ${checkRange ? sql`where abs(${records}.score + excluded.score) <= ${MAX_SCORE}` : sql``}
        returning container_id, key, score),
      reached as (
        insert into ${missionCompletions} (mission_id, user_id, completed_ms)
        select m.id, w.key, x.t
        from ${missions} m
        join w on w.container_id = m.mission_container_id
        join x on x.c = w.container_id and x.k = w.key
        where m.user_mission_type = ${USER_MISSION_TYPES.Normal} and m.goal > 0
          and w.score >= m.goal and w.score - x.s < m.goal
        on conflict do nothing)
      ${contributed}
      select count(*) as n from w`),
  );
  // A row left out by the where above would leave the range: the caller undoes the whole write and retries.
  if (checkRange && Number(written?.n ?? 0) !== effects.length) throw new ScoreRangeExceeded();
}
