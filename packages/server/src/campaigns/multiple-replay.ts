// Multiple replay (issue 17 §4 `multipleReplay`, decision 0077): several containers of one campaign
// replayed in one job, one after another (each through the single replay of engine/replay.ts, which swaps
// its container in its own transaction), with one status and one cancel. A cancel stops the container
// being replayed before its swap and starts no further one; containers already swapped stay replayed.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DomainError, notFound } from '@eventory/domain/errors';
import type {
  MultipleReplayInput,
  MultipleReplayStatus,
  MultipleReplayStep,
  MultipleReplayView,
  ReplayJobStatus,
} from '@eventory/domain/replay';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { replayBatches, replayJobs } from '../db/schema/engine-admin.ts';
import { launchReplay } from '../engine/replay.ts';
import { assertCampaignExists } from './campaigns.ts';
import { campaignContainers } from './tracker.ts';

/** Multiple replays listed per campaign, newest first. */
export const MULTIPLE_REPLAY_LIST_LIMIT = 20;

/** Advisory lock space of "one multiple replay per campaign at a time" ('EVMR'). */
const MULTIPLE_REPLAY_LOCK_SPACE = 0x45564d52;

type BatchRow = typeof replayBatches.$inferSelect;

/** The running multiple replays of an app, and whether it is closing (no further container then). */
interface Runner {
  running: Set<Promise<void>>;
  closing: boolean;
}
const RUNNERS = new WeakMap<FastifyInstance, Runner>();
function runnerOf(app: FastifyInstance): Runner {
  let runner = RUNNERS.get(app);
  if (!runner) {
    runner = { running: new Set(), closing: false };
    RUNNERS.set(app, runner);
  }
  return runner;
}

/** On close: start no further container and wait for the running ones (an unfinished one fails at the next start). */
export async function multipleReplaysSettled(app: FastifyInstance): Promise<void> {
  const runner = runnerOf(app);
  runner.closing = true;
  await Promise.all([...runner.running]);
}

/** For tests: waits for the running multiple replays without closing. */
export async function multipleReplaysDone(app: FastifyInstance): Promise<void> {
  await Promise.all([...runnerOf(app).running]);
}

/** At start: a multiple replay still Preparing was cut off by a stop or crash. */
export async function failInterruptedMultipleReplays(db: Executor): Promise<number> {
  const rows = await db
    .update(replayBatches)
    .set({ status: 'Failed', finishedAt: new Date() })
    .where(eq(replayBatches.status, 'Preparing'))
    .returning({ id: replayBatches.id });
  return rows.length;
}

async function viewsOf(db: Executor, batches: BatchRow[]): Promise<MultipleReplayView[]> {
  if (batches.length === 0) return [];
  const jobs = await db
    .select()
    .from(replayJobs)
    .where(
      inArray(
        replayJobs.batchId,
        batches.map((b) => b.id),
      ),
    )
    .orderBy(desc(replayJobs.id));
  const jobOf = new Map<string, (typeof jobs)[number]>();
  for (const job of jobs) {
    const id = `${job.batchId}:${job.containerId}`;
    if (!jobOf.has(id)) jobOf.set(id, job);
  }
  return batches.map((batch) => {
    const steps: MultipleReplayStep[] = batch.containerIds.map((containerID) => {
      const job = jobOf.get(`${batch.id}:${containerID}`);
      const skipped = batch.skipped[String(containerID)];
      if (job)
        return {
          containerID,
          state: job.status as ReplayJobStatus,
          jobID: job.id,
          eventsReplayed: job.eventsReplayed,
          error: job.error,
        };
      return {
        containerID,
        state: skipped === undefined && batch.status === 'Preparing' ? 'Waiting' : 'Skipped',
        jobID: null,
        eventsReplayed: 0,
        error: skipped ?? null,
      };
    });
    return {
      ID: batch.id,
      campaignID: batch.campaignId,
      status: batch.status as MultipleReplayStatus,
      requestedBy: batch.requestedBy,
      startedAt: batch.startedAt.getTime(),
      finishedAt: batch.finishedAt ? batch.finishedAt.getTime() : null,
      done: steps.filter((s) => s.state === 'Done').length,
      steps,
    };
  });
}

async function findBatch(db: Executor, id: number): Promise<BatchRow> {
  const [row] = await db.select().from(replayBatches).where(eq(replayBatches.id, id));
  if (!row) throw notFound('Multiple replay', id);
  return row;
}

/** The campaign's latest multiple replays, newest first, each with its steps. */
export async function campaignMultipleReplays(
  db: Executor,
  campaignID: number,
): Promise<MultipleReplayView[]> {
  await assertCampaignExists(db, campaignID, 'id');
  const rows = await db
    .select()
    .from(replayBatches)
    .where(eq(replayBatches.campaignId, campaignID))
    .orderBy(desc(replayBatches.id))
    .limit(MULTIPLE_REPLAY_LIST_LIMIT);
  return viewsOf(db, rows);
}

/**
 * Starts replaying the campaign's containers in the given order and answers at once (Preparing). Every
 * container must be the campaign's, and no other multiple replay of the campaign may be running.
 */
export async function startMultipleReplay(
  app: FastifyInstance,
  campaignID: number,
  input: MultipleReplayInput,
  email: string,
): Promise<MultipleReplayView> {
  const batch = await app.db.transaction(async (tx) => {
    await assertCampaignExists(tx, campaignID, 'id');
    await tx.execute(sql`select pg_advisory_xact_lock(${MULTIPLE_REPLAY_LOCK_SPACE}, ${campaignID})`);
    const owned = new Set((await campaignContainers(tx, campaignID)).map((c) => c.containerID));
    const foreign = input.containerIDs.filter((id) => !owned.has(id));
    if (foreign.length > 0)
      throw new DomainError(
        'CONTAINER_NOT_IN_CAMPAIGN',
        `containerIDs: ${foreign.join(', ')} ${foreign.length === 1 ? 'is not a container' : 'are not containers'} of campaign ${campaignID} (its leaderboards, missions and questionnaires); see GET campaigns/${campaignID}/replay-status`,
        400,
        'containerIDs',
      );
    const [running] = await tx
      .select({ id: replayBatches.id })
      .from(replayBatches)
      .where(and(eq(replayBatches.campaignId, campaignID), eq(replayBatches.status, 'Preparing')));
    if (running)
      throw new DomainError(
        'MULTIPLE_REPLAY_RUNNING',
        `campaign ${campaignID} has a multiple replay running already (${running.id}); wait for it or cancel it`,
        409,
      );
    const [row] = await tx
      .insert(replayBatches)
      .values({
        campaignId: campaignID,
        containerIds: input.containerIDs,
        status: 'Preparing',
        requestedBy: email,
      })
      .returning();
    if (!row) throw new Error('multiple replay insert returned no row');
    await recordChange(tx, {
      email,
      table: 'replay_batches',
      objId: row.id,
      action: 'create',
      before: null,
      after: { campaignID, containerIDs: input.containerIDs, status: 'Preparing' },
    });
    return row;
  });
  const runner = runnerOf(app);
  const work = runBatch(app, runner, batch, email)
    .catch(async (err: unknown) => {
      app.log.error({ err, multipleReplay: batch.id }, 'multiple replay failed');
      await finish(app.db, batch.id, 'Failed').catch(() => {});
    })
    .finally(() => runner.running.delete(work));
  runner.running.add(work);
  const [view] = await viewsOf(app.db, [batch]);
  return view!;
}

async function runBatch(app: FastifyInstance, runner: Runner, batch: BatchRow, email: string): Promise<void> {
  for (const containerID of batch.containerIds) {
    if (runner.closing) return;
    try {
      const { finished } = await launchReplay(app, containerID, email, batch.id);
      await finished;
    } catch (error) {
      if (error instanceof DomainError && error.errorCode === 'MULTIPLE_REPLAY_STOPPED') return;
      // This container could not start (being replayed already, nothing to replay...): note why, go on.
      const reason = error instanceof Error ? error.message : String(error);
      await app.db
        .update(replayBatches)
        .set({
          skipped: sql`${replayBatches.skipped} || ${JSON.stringify({ [containerID]: reason })}::jsonb`,
        })
        .where(eq(replayBatches.id, batch.id));
    }
  }
  const [view] = await viewsOf(app.db, [await findBatch(app.db, batch.id)]);
  await finish(app.db, batch.id, view && view.done === view.steps.length ? 'Done' : 'Failed');
}

/** Ends a multiple replay still Preparing (a cancel may have ended it first). */
async function finish(db: Executor, id: number, status: MultipleReplayStatus): Promise<void> {
  await db
    .update(replayBatches)
    .set({ status, finishedAt: new Date() })
    .where(and(eq(replayBatches.id, id), eq(replayBatches.status, 'Preparing')));
}

/** Cancels a running multiple replay: its current container stops before its swap, no further one starts. */
export async function cancelMultipleReplay(
  db: Executor,
  id: number,
  email: string,
): Promise<MultipleReplayView> {
  await findBatch(db, id);
  const [batch] = await db
    .update(replayBatches)
    .set({ status: 'Cancel', finishedAt: new Date() })
    .where(and(eq(replayBatches.id, id), eq(replayBatches.status, 'Preparing')))
    .returning();
  if (!batch)
    throw new DomainError(
      'NO_MULTIPLE_REPLAY_RUNNING',
      `multiple replay ${id} is not running: nothing to cancel`,
      409,
    );
  await db
    .update(replayJobs)
    .set({ status: 'Cancel', finishedAt: new Date() })
    .where(and(eq(replayJobs.batchId, id), eq(replayJobs.status, 'Preparing')));
  await recordChange(db, {
    email,
    table: 'replay_batches',
    objId: id,
    action: 'update',
    before: { status: 'Preparing' },
    after: { status: 'Cancel' },
  });
  const [view] = await viewsOf(db, [batch]);
  return view!;
}
