// Aggregators: a source container rolled into a target container (docs/engine.md, Aggregators).
// A change of a source record (an ingest effect, a backfill, a replay's difference) is turned into
// changes of target records, in the same transaction as the source change, so both commit together.
// Chains (A→B→C) carry on; cycles are refused when an aggregator is written.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Aggregator, AggregatorInput, AggregatorKind } from '@eventory/domain/aggregators';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import { containers } from '../db/schema/campaigns.ts';
import { aggregators } from '../db/schema/engine-admin.ts';
import { readAllRecords, remirrorContainer, takeSnapshot, type StoredRecord } from './record-store.ts';
import {
  mergeContributions,
  mergeEffects,
  writeEffects,
  type ContributionEffect,
  type RecordEffect,
} from './record-effects.ts';
import type { IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

/** Longest chain followed; cycles are refused on write, this only guards against a hand-edited table. */
const MAX_CHAIN = 32;

interface Rule {
  id: number;
  target: number;
  kind: AggregatorKind;
  /** group: member key -> team key. */
  teamOf?: Map<string, string>;
}

type Row = typeof aggregators.$inferSelect;

const teamsOf = (row: Pick<Row, 'config'>): Record<string, string[]> | undefined => {
  const teams = (row.config as { teams?: unknown }).teams;
  return teams && typeof teams === 'object' ? (teams as Record<string, string[]>) : undefined;
};

export function toAggregator(row: Row): Aggregator {
  const teams = teamsOf(row);
  return {
    ID: row.id,
    srcContainerID: row.srcContainerId,
    targetContainerID: row.targetContainerId,
    kind: row.kind as AggregatorKind,
    ...(row.kind === 'group' && teams ? { teams } : {}),
    createTime: Math.floor(row.createdAt.getTime() / 1000),
    updateTime: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

function ruleOf(row: Row): Rule {
  const rule: Rule = { id: row.id, target: row.targetContainerId, kind: row.kind as AggregatorKind };
  if (row.kind === 'group') {
    rule.teamOf = new Map();
    for (const [team, members] of Object.entries(teamsOf(row) ?? {}))
      for (const m of members) rule.teamOf.set(m, team);
  }
  return rule;
}

/** The aggregators in force, by source container: what one source change does to targets. */
export class Aggregation {
  private constructor(private readonly bySource: Map<number, Rule[]>) {}

  static async load(tx: Executor): Promise<Aggregation> {
    const rows = await tx.select().from(aggregators).orderBy(aggregators.id);
    return Aggregation.of(rows);
  }

  static of(rows: readonly Row[]): Aggregation {
    const bySource = new Map<number, Rule[]>();
    for (const row of rows) {
      const list = bySource.get(row.srcContainerId) ?? [];
      list.push(ruleOf(row));
      bySource.set(row.srcContainerId, list);
    }
    return new Aggregation(bySource);
  }

  get isEmpty(): boolean {
    return this.bySource.size === 0;
  }

  /** The target effects one rule derives from a source effect (nothing for a member in no team). */
  static through(rule: Rule, e: RecordEffect): RecordEffect | undefined {
    const key = rule.kind === 'group' ? rule.teamOf?.get(e.key) : e.key;
    if (key === undefined) return undefined;
    return { containerID: rule.target, key, scoreAdded: e.scoreAdded, atMs: e.atMs };
  }

  /** Every effect a source effect causes downstream (targets, their targets...), not the effect itself. */
  derive(e: RecordEffect, depth = 0): RecordEffect[] {
    const rules = this.bySource.get(e.containerID);
    if (!rules) return [];
    if (depth >= MAX_CHAIN) throw new Error(`aggregator chain from container ${e.containerID} is too long`);
    const out: RecordEffect[] = [];
    for (const rule of rules) {
      const d = Aggregation.through(rule, e);
      if (!d) continue;
      out.push(d, ...this.derive(d, depth + 1));
    }
    return out;
  }
}

async function assertContainer(tx: Executor, id: number, field: string): Promise<void> {
  const [row] = await tx
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.id, id), eq(containers.isDeleted, false)));
  if (!row) throw new DomainError('NOT_FOUND', `container ${id} was not found.`, 404, field);
}

/** Refuses the edge src→target when the target already reaches the source (a cycle), or repeats an aggregator. */
async function assertAcyclic(tx: Executor, input: AggregatorInput, replacing?: number): Promise<void> {
  const rows = (await tx.select().from(aggregators)).filter((r) => r.id !== replacing);
  if (
    rows.some(
      (r) => r.srcContainerId === input.srcContainerID && r.targetContainerId === input.targetContainerID,
    )
  )
    throw new DomainError(
      'AGGREGATOR_EXISTS',
      `container ${input.srcContainerID} already aggregates into container ${input.targetContainerID}`,
      409,
      'targetContainerID',
    );
  const next = new Map<number, number[]>();
  for (const r of rows)
    next.set(r.srcContainerId, [...(next.get(r.srcContainerId) ?? []), r.targetContainerId]);
  const seen = new Set<number>();
  const stack = [input.targetContainerID];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c === input.srcContainerID)
      throw new DomainError(
        'AGGREGATOR_CYCLE',
        `targetContainerID: container ${input.targetContainerID} already aggregates (directly or through a chain) into container ${input.srcContainerID}; a cycle would count every change forever`,
        400,
        'targetContainerID',
      );
    if (seen.has(c)) continue;
    seen.add(c);
    stack.push(...(next.get(c) ?? []));
  }
}

const columnsOf = (input: AggregatorInput) => ({
  srcContainerId: input.srcContainerID,
  targetContainerId: input.targetContainerID,
  kind: input.kind,
  config: input.kind === 'group' ? { teams: input.teams ?? {} } : {},
});

async function findRow(tx: Executor, id: number): Promise<Row> {
  const [row] = await tx.select().from(aggregators).where(eq(aggregators.id, id));
  if (!row) throw notFound('aggregator', id);
  return row;
}

export async function findAggregator(tx: Executor, id: number): Promise<Aggregator> {
  return toAggregator(await findRow(tx, id));
}

export async function listAggregators(
  tx: Executor,
  q: { srcContainerID?: number | undefined; targetContainerID?: number | undefined },
): Promise<Aggregator[]> {
  const where: SQL[] = [];
  if (q.srcContainerID !== undefined) where.push(eq(aggregators.srcContainerId, q.srcContainerID));
  if (q.targetContainerID !== undefined) where.push(eq(aggregators.targetContainerId, q.targetContainerID));
  const rows = await tx
    .select()
    .from(aggregators)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(aggregators.id);
  return rows.map(toAggregator);
}

/** Serialises aggregator writes: the cycle check reads the whole graph ('EVAG'). */
const AGGREGATOR_LOCK = 0x45564147;

/**
 * Backfill: the source's current records flow through the new aggregator (and on down any chain) as
 * if each were one change: target score += source score, last update = the later of the two. The
 * target's records are kept in an Aggregator snapshot first.
 */
export async function createAggregator(
  tx: Executor,
  input: AggregatorInput,
  email: string,
): Promise<{ aggregator: Aggregator; effects: RecordEffect[] }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AGGREGATOR_LOCK})`);
  await assertContainer(tx, input.srcContainerID, 'srcContainerID');
  await assertContainer(tx, input.targetContainerID, 'targetContainerID');
  await assertAcyclic(tx, input);
  const [row] = await tx.insert(aggregators).values(columnsOf(input)).returning();
  if (!row) throw new Error('aggregator insert returned no row');
  const aggregator = toAggregator(row);

  await takeSnapshot(tx, input.targetContainerID, 'Aggregator', email);
  const downstream = await Aggregation.load(tx);
  const rule = ruleOf(row);
  const effects: RecordEffect[] = [];
  const contributions: ContributionEffect[] = [];
  for (const r of await readAllRecords(tx, input.srcContainerID)) {
    const first = Aggregation.through(rule, {
      containerID: input.srcContainerID,
      key: r.key,
      scoreAdded: r.score,
      atMs: r.lastUpdateMs,
    });
    if (!first) continue;
    for (const e of [first, ...downstream.derive(first)]) {
      effects.push(e);
      for (const [senderID, score] of Object.entries(r.contributions ?? {}))
        contributions.push({ containerID: e.containerID, key: e.key, senderID, score });
    }
  }
  const merged = mergeEffects(effects);
  await writeEffects(tx, merged, mergeContributions(contributions));
  await recordChange(tx, {
    email,
    table: 'aggregators',
    objId: aggregator.ID,
    action: 'create',
    before: null,
    after: { ...aggregator, backfilledRecords: merged.length },
  });
  return { aggregator, effects: merged };
}

/** Changes the rule for changes from now on; what it already added to the target stays. */
export async function replaceAggregator(
  tx: Executor,
  id: number,
  input: AggregatorInput,
  email: string,
): Promise<Aggregator> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AGGREGATOR_LOCK})`);
  const before = toAggregator(await findRow(tx, id));
  await assertContainer(tx, input.srcContainerID, 'srcContainerID');
  await assertContainer(tx, input.targetContainerID, 'targetContainerID');
  await assertAcyclic(tx, input, id);
  const [row] = await tx
    .update(aggregators)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(aggregators.id, id))
    .returning();
  if (!row) throw notFound('aggregator', id);
  const after = toAggregator(row);
  await recordChange(tx, { email, table: 'aggregators', objId: id, action: 'update', before, after });
  return after;
}

/** Stops the flow; the target keeps what it received. */
export async function deleteAggregator(tx: Executor, id: number, email: string): Promise<{ ID: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AGGREGATOR_LOCK})`);
  const before = toAggregator(await findRow(tx, id));
  await tx.delete(aggregators).where(eq(aggregators.id, id));
  await recordChange(tx, { email, table: 'aggregators', objId: id, action: 'delete', before, after: null });
  return { ID: id };
}

/**
 * After a backfill commits: each container it changed is reloaded from its records (a backfill can be
 * large, and a reload also corrects an index that drifted), then live pages are told.
 */
export async function mirrorBackfill(app: FastifyInstance, effects: readonly RecordEffect[]): Promise<void> {
  for (const containerID of new Set(effects.map((e) => e.containerID)))
    await remirrorContainer(app, containerID);
}

/**
 * What replacing a container's records changed, per key, flows on to the containers it aggregates
 * into (and down the chain), in the caller's transaction. Replay uses it; any writer that replaces a
 * source's records wholesale (restore, clear) may too. Answers the effects to mirror after the commit.
 */
export async function passOnDifference(
  tx: Executor,
  containerId: number,
  old: readonly StoredRecord[],
  now: readonly StoredRecord[],
): Promise<RecordEffect[]> {
  const aggregation = await Aggregation.load(tx);
  const before = new Map(old.map((r) => [r.key, r]));
  const after = new Map(now.map((r) => [r.key, r]));
  const effects: RecordEffect[] = [];
  const contributions: ContributionEffect[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(key);
    const a = after.get(key);
    const delta = (a?.score ?? 0) - (b?.score ?? 0);
    const senders = new Map<string, number>();
    for (const [who, s] of Object.entries(a?.contributions ?? {})) senders.set(who, s);
    for (const [who, s] of Object.entries(b?.contributions ?? {}))
      senders.set(who, (senders.get(who) ?? 0) - s);
    if (delta === 0 && [...senders.values()].every((s) => s === 0)) continue;
    const source = {
      containerID: containerId,
      key,
      scoreAdded: delta,
      atMs: a?.lastUpdateMs ?? b?.lastUpdateMs ?? 0,
    };
    for (const d of aggregation.derive(source)) {
      effects.push(d);
      for (const [senderID, score] of senders)
        if (score !== 0) contributions.push({ containerID: d.containerID, key: d.key, senderID, score });
    }
  }
  const merged = mergeEffects(effects);
  await writeEffects(tx, merged, mergeContributions(contributions));
  return merged;
}

/** Import: a document's aggregators between the new containers, each in the change log. */
export async function importAggregators(
  tx: Executor,
  list: CampaignDocument['aggregators'],
  remap: IdRemap,
  email: string,
): Promise<void> {
  for (const aggregator of list) {
    const [row] = await tx
      .insert(aggregators)
      .values({
        srcContainerId: remap.container.get(aggregator.srcContainerID) ?? aggregator.srcContainerID,
        targetContainerId: remap.container.get(aggregator.targetContainerID) ?? aggregator.targetContainerID,
        kind: aggregator.kind,
        config: aggregator.config,
      })
      .returning();
    if (!row) throw new Error('aggregator insert returned no row');
    await recordCreate(tx, email, 'aggregators', row.id, toAggregator(row));
  }
}

/** Export: the aggregators from one of these containers to another. */
export async function exportAggregators(
  db: Executor,
  inner: readonly number[],
): Promise<CampaignDocument['aggregators']> {
  if (inner.length === 0) return [];
  const rows = await db
    .select()
    .from(aggregators)
    .where(
      and(
        inArray(aggregators.srcContainerId, [...inner]),
        inArray(aggregators.targetContainerId, [...inner]),
      ),
    )
    .orderBy(asc(aggregators.id));
  return rows.map((a) => ({
    ID: a.id,
    srcContainerID: a.srcContainerId,
    targetContainerID: a.targetContainerId,
    kind: a.kind,
    config: a.config,
  }));
}
