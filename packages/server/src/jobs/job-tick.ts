// One process's side of the job system, tick by tick (decisions/0049-job-scheduler.md): each tick
//   1. marks `unaware` the runs whose process stopped reporting (lease passed without an end),
//   2. sends each due job's run to the pg-boss queue (job-queue.ts) under an id made from (job, due time), so
//      the queue holds it once however many processes send it, and moves the job's next_run_at on;
//      runs of useClusterRunner jobs are recorded `async` (queued) by the process whose send added them,
//   3. takes queued runs with pg-boss's fetch (SKIP LOCKED: one process gets each): every ordinary run at once,
//      cluster runs while it has room, records each `in progress` (unique per job and due time) and runs it.
// A run ends `succeeded` or `failed` (exit code, killed at its timeout, refused path); every change of a
// run goes out live on the job-system channel as update-execution. job-scheduler.ts starts it and times its ticks.
import { and, asc, eq, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inJobWindow, nextDueAt, type JobExecution, type JobType } from '@eventory/domain/jobs';
import type { Db } from '../db/client.ts';
import { jobConfigs, jobExecutions } from '../db/schema/jobs.ts';
import { sendDueAutoPrizes } from '../campaigns/auto-prizes.ts';
import { takeEndOfLeaderboardSnapshots } from '../containers/end-of-leaderboard.ts';
import type { RankIndex } from '../ranking/rank-index.ts';
import type { LiveHub } from '../live/hub.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { readWatchedFiles } from '../tester/watched-files.ts';
import { runCommand, type CommandOutcome } from './job-command.ts';
import { CLUSTER_QUEUE, RUN_QUEUE, startJobQueue, type JobQueue, type TakenRun } from './job-queue.ts';
import { rollUp } from '../insight/insight-rollup.ts';
import { ensureBuiltInJobs, isSchedulerPaused, toExecution } from './jobs.ts';

export const JOB_CHANNEL = 'job-system';

/** Beyond its timeout, how long a run may go without an end before it is marked unaware. */
export const LEASE_GRACE_MS = 30_000;
/** Runs one process carries at once before it stops taking queued (async) runs. */
export const MAX_RUNS_PER_PROCESS = 4;
const DUE_PER_TICK = 50;
const MAX_DUE_BATCHES = 200;

type JobRow = typeof jobConfigs.$inferSelect;

export interface SchedulerDeps {
  db: Db;
  live: LiveHub;
  ranking: RankIndex;
  jobsDir: string;
  /** The app's object store, which the watchedFiles job reads (decisions/0070). */
  store?: ObjectStore;
  log: Pick<FastifyInstance['log'], 'info' | 'error'>;
}

/** What a built-in job does; its answer is kept as the run's stdout. */
async function runBuiltIn(type: JobType, deps: SchedulerDeps): Promise<CommandOutcome> {
  if (type === 'endOfLeaderboard') {
    const taken = await takeEndOfLeaderboardSnapshots(deps.db);
    return {
      exitCode: 0,
      stdout: JSON.stringify({ snapshotContainers: taken }),
      stderr: '',
      error: null,
      timedOut: false,
    };
  }
  if (type === 'autoPrizes') {
    const { sent, failed } = await sendDueAutoPrizes(deps.db, deps.ranking);
    return {
      exitCode: failed.length > 0 ? 1 : 0,
      stdout: JSON.stringify({ sent }),
      stderr: failed.map((f) => `prize ${f.prizeID}: ${f.error}`).join('\n'),
      error: failed.length > 0 ? `${failed.length} prize(s) not sent; tried again at the next run.` : null,
      timedOut: false,
    };
  }
  if (type === 'watchedFiles') {
    if (!deps.store)
      return { exitCode: 1, stdout: '', stderr: '', error: 'No object store to read.', timedOut: false };
    const { read, changed, failed } = await readWatchedFiles(deps.db, deps.store);
    return {
      exitCode: failed.length > 0 ? 1 : 0,
      stdout: JSON.stringify({ read, changed, failed: failed.length }),
      stderr: failed.map((f) => `${f.path}: ${f.error}`).join('\n'),
      error: failed.length > 0 ? `${failed.length} watched file(s) could not be read.` : null,
      timedOut: false,
    };
  }
  if (type === 'insightRollup') {
    const read = await rollUp(deps.db);
    return { exitCode: 0, stdout: JSON.stringify(read), stderr: '', error: null, timedOut: false };
  }
  return { exitCode: null, stdout: '', stderr: '', error: `Unknown job type ${type}.`, timedOut: false };
}

/** A built-in job's promise cannot be killed; at its timeout the run is failed and its work left to end. */
function withTimeout(work: Promise<CommandOutcome>, timeoutMs: number): Promise<CommandOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CommandOutcome>((done) => {
    timer = setTimeout(
      () =>
        done({
          exitCode: null,
          stdout: '',
          stderr: '',
          error: `Timed out after ${timeoutMs} ms.`,
          timedOut: true,
        }),
      timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Sends a run's change to whoever follows the job-system channel. */
export const publishExecution = (live: LiveHub, execution: JobExecution) =>
  live.publish(JOB_CHANNEL, { type: 'update-execution', execution });

/** The runs this process carries, its queue and what one tick does; `work()` is the tick. */
export class SchedulerTick {
  /** The runs this process started and that have not ended. */
  readonly inFlight = new Set<Promise<void>>();
  /** Aborted at stop: commands still running are killed. */
  readonly stopping = new AbortController();
  stopped = false;
  lastTickAt: number | null = null;
  // Made at the first tick that reaches the database (tried again at the next tick if it failed).
  private builtInsPending: boolean;
  private queue: Promise<JobQueue> | undefined;

  constructor(
    private readonly deps: SchedulerDeps,
    readonly runner: string,
    builtIns: boolean,
  ) {
    this.builtInsPending = builtIns;
  }

  private openQueue(): Promise<JobQueue> {
    return (this.queue ??= startJobQueue(this.deps.db, (err) =>
      this.deps.log.error({ err }, 'job queue (pg-boss) error'),
    ).catch((err: unknown) => {
      this.queue = undefined;
      throw err;
    }));
  }

  /** Stops the queue, if it was opened. */
  async closeQueue(): Promise<void> {
    const opened = await this.queue?.catch(() => undefined);
    await opened?.stop();
  }

  private publish(execution: JobExecution): void {
    publishExecution(this.deps.live, execution);
  }

  private async execute(job: JobRow, executionId: number): Promise<void> {
    let outcome: CommandOutcome;
    try {
      outcome =
        job.type === 'command'
          ? await runCommand(
              this.deps.jobsDir,
              { command: job.command ?? '', cwd: job.cwd, args: job.args ?? [], timeout: job.timeout },
              {
                JOB_ID: String(job.id),
                JOB_NAME: job.name,
                JOB_EXECUTION_ID: String(executionId),
              },
              this.stopping.signal,
            )
          : await withTimeout(runBuiltIn(job.type as JobType, this.deps), job.timeout);
    } catch (err) {
      outcome = {
        exitCode: null,
        stdout: '',
        stderr: '',
        error: err instanceof Error ? err.message : String(err),
        timedOut: false,
      };
    }
    const succeeded = outcome.exitCode === 0 && outcome.error === null;
    const [row] = await this.deps.db
      .update(jobExecutions)
      .set({
        state: succeeded ? 'succeeded' : 'failed',
        finishedAt: Date.now(),
        exitCode: outcome.exitCode,
        stdout: outcome.stdout,
        stderr: outcome.stderr,
        error: outcome.error,
        leaseUntil: null,
      })
      .where(and(eq(jobExecutions.id, executionId), eq(jobExecutions.state, 'in progress')))
      .returning();
    if (row) this.publish(toExecution(row));
  }

  private launch(work: Promise<void>, executionId: number | null): void {
    const run = work
      .catch((err: unknown) => this.deps.log.error({ err, executionId }, 'job run could not be recorded'))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /**
   * Queues the due run of `job` (a no-op when another process queued it first) and moves the job's next run on
   * with a compare-and-set, so a process that read the job late does not move it twice.
   */
  private async enqueue(jobQueue: JobQueue, job: JobRow, now: number): Promise<void> {
    const due = job.nextRunAt!;
    if (inJobWindow(job, now)) {
      const added = await jobQueue.send(
        job.useClusterRunner ? CLUSTER_QUEUE : RUN_QUEUE,
        { jobId: job.id, dueAt: due },
        (job.timeout + LEASE_GRACE_MS) / 1000,
      );
      if (added && job.useClusterRunner) {
        const [queued] = await this.deps.db
          .insert(jobExecutions)
          .values({ jobId: job.id, jobName: job.name, dueAt: due, state: 'async' })
          .onConflictDoNothing()
          .returning();
        if (queued) this.publish(toExecution(queued));
      }
    }
    await this.deps.db
      .update(jobConfigs)
      .set({ nextRunAt: nextDueAt(job, due, now) })
      .where(and(eq(jobConfigs.id, job.id), eq(jobConfigs.nextRunAt, due)));
  }

  /**
   * Records a run this process took `in progress` and starts it. Its row is unique per job and due time, so a
   * run recorded already (say, queued in both queues by processes that read useClusterRunner differently) is
   * not run again; a run whose job was deleted meanwhile is dropped (deleteJob marked it unknown).
   */
  private async start(taken: TakenRun, job: JobRow | undefined): Promise<void> {
    const now = Date.now();
    let row: typeof jobExecutions.$inferSelect | undefined;
    if (job) {
      const running = {
        state: 'in progress',
        startedAt: now,
        runner: this.runner,
        leaseUntil: now + job.timeout + LEASE_GRACE_MS,
      };
      const takeQueuedRow = async () =>
        taken.queue === CLUSTER_QUEUE
          ? (
              await this.deps.db
                .update(jobExecutions)
                .set(running)
                .where(
                  and(
                    eq(jobExecutions.jobId, job.id),
                    eq(jobExecutions.dueAt, taken.dueAt),
                    eq(jobExecutions.state, 'async'),
                  ),
                )
                .returning()
            )[0]
          : undefined;
      row = await takeQueuedRow();
      row ??= (
        await this.deps.db
          .insert(jobExecutions)
          .values({ jobId: job.id, jobName: job.name, dueAt: taken.dueAt, ...running })
          .onConflictDoNothing()
          .returning()
      )[0];
      // The process that queued it may have recorded it `async` in between: that row is this run.
      row ??= await takeQueuedRow();
    }
    const ended = () => this.openQueue().then((jobQueue) => jobQueue.done(taken));
    if (!job || !row) return this.launch(ended(), null);
    this.publish(toExecution(row));
    this.launch(this.execute(job, row.id).finally(ended), row.id);
  }

  /** Starts the runs of one take, their jobs read in one query. */
  private async startAll(taken: TakenRun[]): Promise<void> {
    if (taken.length === 0) return;
    const ids = [...new Set(taken.map((run) => run.jobId))];
    const jobs = new Map(
      (await this.deps.db.select().from(jobConfigs).where(inArray(jobConfigs.id, ids))).map((job) => [
        job.id,
        job,
      ]),
    );
    for (const run of taken) await this.start(run, jobs.get(run.jobId));
  }

  /** One tick: marks lost runs, queues the due ones and starts what this process takes. */
  async work(): Promise<void> {
    const jobQueue = await this.openQueue();
    if (this.builtInsPending) {
      await ensureBuiltInJobs(this.deps.db);
      this.builtInsPending = false;
    }
    const now = Date.now();
    this.lastTickAt = now;
    const lost = await this.deps.db
      .update(jobExecutions)
      .set({
        state: 'unaware',
        finishedAt: now,
        error: 'Its server process this.stopped reporting; how the run ended is not known.',
      })
      .where(
        and(
          eq(jobExecutions.state, 'in progress'),
          isNotNull(jobExecutions.leaseUntil),
          lt(jobExecutions.leaseUntil, now),
        ),
      )
      .returning();
    for (const row of lost) this.publish(toExecution(row));
    if (await isSchedulerPaused(this.deps.db)) return;
    // Batches of DUE_PER_TICK until none is due: queueing a run (here or in another process) moves its job's
    // next run past now, so each batch is new; MAX_DUE_BATCHES bounds one tick should a job somehow stay due.
    // After each batch, ordinary runs are taken and started, so the first of many due runs need not wait for
    // the last to be queued.
    for (let batch = 0; batch < MAX_DUE_BATCHES; batch++) {
      const due = await this.deps.db
        .select()
        .from(jobConfigs)
        .where(
          and(eq(jobConfigs.enabled, true), isNotNull(jobConfigs.nextRunAt), lte(jobConfigs.nextRunAt, now)),
        )
        .orderBy(asc(jobConfigs.nextRunAt))
        .limit(DUE_PER_TICK);
      for (const job of due) {
        if (this.stopped) return;
        await this.enqueue(jobQueue, job, now);
      }
      if (due.length > 0) await this.startAll(await jobQueue.take(RUN_QUEUE, due.length));
      if (due.length < DUE_PER_TICK) break;
    }
    // Every ordinary run still queued (by any process) is taken by one of them and started at once ...
    for (let batch = 0; batch < MAX_DUE_BATCHES && !this.stopped; batch++) {
      const taken = await jobQueue.take(RUN_QUEUE, DUE_PER_TICK);
      await this.startAll(taken);
      if (taken.length < DUE_PER_TICK) break;
    }
    // ... cluster runs while this process has room.
    if (!this.stopped)
      await this.startAll(await jobQueue.take(CLUSTER_QUEUE, MAX_RUNS_PER_PROCESS - this.inFlight.size));
  }
}
