// The simulator (decision 0056): replays a generated stream of gifts at a chosen rate into a campaign
// through the real ingest path, so an ops user can dry-run a campaign and watch its page move. A run is a
// row (`simulations`): any process answers its status and a stop; the process that started it sends one
// batch a second until its duration is over or its row says stopped.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DomainError, notFound } from '@eventory/domain/errors';
import {
  mockGifts,
  type Simulation,
  type SimulationStart,
  type SimulationState,
} from '@eventory/domain/tester';
import { recordChange } from '../change-log/change-log.ts';
import type { Db, Executor } from '../db/client.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import { simulations } from '../db/schema/simulations.ts';
import { appendBatch } from '../engine/event-log.ts';
import { populationOr } from './tester.ts';
import { randomUUID } from 'node:crypto';
import { EVENT_TYPES } from '@eventory/domain/events';

export const SIMULATOR_SOURCE = 'eventory-simulator';
/** A running row whose end passed this long ago lost its process: it is shown failed. */
const ORPHAN_GRACE_MS = 15_000;

type Row = typeof simulations.$inferSelect;

const toSimulation = (r: Row): Simulation => ({
  id: r.id,
  campaignID: r.campaignId,
  rate: r.rate,
  durationSeconds: r.durationSeconds,
  state: r.state as SimulationState,
  sent: Number(r.sent),
  error: r.error,
  startedBy: r.startedBy,
  startTime: Math.floor(r.startedAt.getTime() / 1000),
  endTime: r.endedAt ? Math.floor(r.endedAt.getTime() / 1000) : null,
});

/** Runs left 'running' by a process that went away are failed, so a campaign can be simulated again. */
async function failOrphans(db: Executor): Promise<void> {
  await db
    .update(simulations)
    .set({ state: 'failed', error: 'the server process running it stopped', endedAt: new Date() })
    .where(
      and(
        eq(simulations.state, 'running'),
        lt(
          sql`${simulations.startedAt} + make_interval(secs => ${simulations.durationSeconds})`,
          new Date(Date.now() - ORPHAN_GRACE_MS),
        ),
      ),
    );
}

export async function listSimulations(db: Executor, campaignID?: number): Promise<{ items: Simulation[] }> {
  await failOrphans(db);
  const rows = await db
    .select()
    .from(simulations)
    .where(campaignID ? eq(simulations.campaignId, campaignID) : undefined)
    .orderBy(desc(simulations.id))
    .limit(50);
  return { items: rows.map(toSimulation) };
}

export async function findSimulation(db: Executor, id: number): Promise<Simulation> {
  await failOrphans(db);
  const [row] = await db.select().from(simulations).where(eq(simulations.id, id));
  if (!row) throw notFound('Simulation', id);
  return toSimulation(row);
}

/** Records a new run; one running run per campaign. */
export async function createSimulation(
  tx: Executor,
  input: SimulationStart,
  email: string,
): Promise<Simulation> {
  await failOrphans(tx);
  const [campaign] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignID));
  if (!campaign)
    throw new DomainError('NOT_FOUND', `Campaign ${input.campaignID} was not found.`, 404, 'campaignID');
  await tx.execute(sql`select pg_advisory_xact_lock(${0x53494d55}, ${input.campaignID})`);
  const [running] = await tx
    .select({ id: simulations.id })
    .from(simulations)
    .where(and(eq(simulations.campaignId, input.campaignID), eq(simulations.state, 'running')));
  if (running)
    throw new DomainError(
      'SIMULATION_RUNNING',
      `Simulation ${running.id} is already running on campaign ${input.campaignID}; stop it first.`,
      409,
      'campaignID',
    );
  const { campaignID, rate, durationSeconds, ...settings } = input;
  const [row] = await tx
    .insert(simulations)
    .values({ campaignId: campaignID, rate, durationSeconds, settings, startedBy: email })
    .returning();
  if (!row) throw new Error('simulation insert returned no row');
  await recordChange(tx, {
    email,
    table: 'simulations',
    objId: row.id,
    action: 'create',
    before: null,
    after: toSimulation(row),
  });
  return toSimulation(row);
}

/** Marks a run stopped (its process sees it within a second); a run already over is answered as it is. */
export async function stopSimulation(tx: Executor, id: number, email: string): Promise<Simulation> {
  const [before] = await tx.select().from(simulations).where(eq(simulations.id, id));
  if (!before) throw notFound('Simulation', id);
  if (before.state !== 'running') return toSimulation(before);
  const [row] = await tx
    .update(simulations)
    .set({ state: 'stopped', endedAt: new Date() })
    .where(and(eq(simulations.id, id), eq(simulations.state, 'running')))
    .returning();
  if (!row) return findSimulation(tx, id);
  await recordChange(tx, {
    email,
    table: 'simulations',
    objId: id,
    action: 'update',
    before: toSimulation(before),
    after: toSimulation(row),
  });
  return toSimulation(row);
}

/** The gift ids a campaign's leaderboards analyse, else ['gift-1']. */
async function campaignGifts(db: Executor, campaignID: number): Promise<string[]> {
  const rows = await db
    .select({ giftIds: leaderboards.giftIds })
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, campaignID), eq(leaderboards.isDeleted, false)));
  const gifts = [...new Set(rows.flatMap((r) => r.giftIds))];
  return gifts.length > 0 ? gifts : ['gift-1'];
}

/** The runs this process sends for; stopped all at once when the app closes. */
export class SimulatorRunner {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly app: FastifyInstance) {}

  /** Sends for a run created by createSimulation: one batch now and every second after. */
  async run(
    simulation: Simulation,
    settings: Omit<SimulationStart, 'campaignID' | 'rate' | 'durationSeconds'>,
  ) {
    const db: Db = this.app.db;
    const giftIDs =
      settings.giftIDs.length > 0 ? settings.giftIDs : await campaignGifts(db, simulation.campaignID);
    const senderIDs = await populationOr(db, settings.senderIDs, 'viewer');
    const receiverIDs = await populationOr(db, settings.receiverIDs, 'streamer');
    const seed = settings.seed ?? Math.floor(Math.random() * 2 ** 31);
    const startMs = simulation.startTime * 1000;
    let second = 0;
    const tick = async () => {
      const [row] = await db.select().from(simulations).where(eq(simulations.id, simulation.id));
      if (!row || row.state !== 'running') return this.end(simulation.id);
      const due = Date.now() - row.startedAt.getTime() >= simulation.durationSeconds * 1000;
      if (due || second >= simulation.durationSeconds) {
        await db
          .update(simulations)
          .set({ state: 'finished', endedAt: new Date() })
          .where(and(eq(simulations.id, simulation.id), eq(simulations.state, 'running')));
        return this.end(simulation.id);
      }
      const now = Date.now();
      const batch = mockGifts({
        count: simulation.rate,
        seed: seed + second,
        giftIDs,
        senderIDs,
        receiverIDs,
        pointMin: settings.pointMin,
        pointMax: settings.pointMax,
      }).map((g) => ({
        ID: `${SIMULATOR_SOURCE}-${simulation.id}-${randomUUID()}`,
        type: EVENT_TYPES.Gift,
        typeName: 'Gift' as const,
        timestamp: now,
        source: SIMULATOR_SOURCE,
        fields: {
          GiftID: g.giftID,
          Point: g.point,
          Count: 1,
          SenderID: g.senderID,
          ReceiverID: g.receiverID,
        },
      }));
      second += 1;
      const outcome = await appendBatch(db, batch);
      await db
        .update(simulations)
        .set({ sent: sql`${simulations.sent} + ${outcome.accepted.length}` })
        .where(eq(simulations.id, simulation.id));
      // Appended: the applier scores and mirrors them.
      this.app.applier.kick();
      this.schedule(simulation.id, tick, startMs + second * 1000 - Date.now());
    };
    this.schedule(simulation.id, tick, 0);
  }

  private schedule(id: number, tick: () => Promise<unknown>, delayMs: number) {
    const timer = setTimeout(
      () => {
        const work = tick()
          .catch(async (err: unknown) => {
            this.app.log.error({ err, simulation: id }, 'simulation failed');
            this.end(id);
            await this.app.db
              .update(simulations)
              .set({
                state: 'failed',
                error: err instanceof Error ? err.message : String(err),
                endedAt: new Date(),
              })
              .where(eq(simulations.id, id))
              .catch(() => {});
          })
          .finally(() => this.running.delete(work));
        this.running.add(work);
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    this.timers.set(id, timer);
  }

  private end(id: number) {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
  }

  /** Stops sending; this process's runs end as failed ("the server shut down"). */
  async close(): Promise<void> {
    const ids = [...this.timers.keys()];
    for (const id of ids) this.end(id);
    await Promise.all([...this.running]);
    if (ids.length > 0)
      await this.app.db
        .update(simulations)
        .set({ state: 'failed', error: 'the server shut down', endedAt: new Date() })
        .where(and(inArray(simulations.id, ids), eq(simulations.state, 'running')))
        .catch(() => {});
  }
}
