// The job scheduler (admin spec §4 Execution states; decisions/0049-job-scheduler.md). Every server process
// runs one; each tick it
//   1. marks `unaware` the runs whose process stopped reporting (lease passed without an end),
//   2. claims each due job by moving its next_run_at forward with a compare-and-set in one transaction
//      that also inserts the run (unique per job and due time), so of all processes exactly one gets a due
//      run; the winner runs it (`in progress`), or, for useClusterRunner jobs, leaves it `async` for
//   3. whichever process has room: it takes queued runs with FOR UPDATE SKIP LOCKED.
// A run ends `succeeded` or `failed` (exit code, killed at its timeout, refused path); every change of a
// run goes out live on the job-system channel as update-execution.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inJobWindow, nextDueAt, type JobExecution, type JobType } from '@eventory/domain/jobs';
import { rowsOf, type Db } from '../db/client.ts';
import { jobConfigs, jobExecutions } from '../db/schema/jobs.ts';
import { sendDueAutoPrizes } from '../campaigns/auto-prizes.ts';
import { takeEndOfLeaderboardSnapshots } from '../containers/end-of-leaderboard.ts';
import type { RankIndex } from '../ranking/rank-index.ts';
import type { LiveHub } from '../live/hub.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { openObjectStore } from '../storage/open-object-store.ts';
import { readWatchedFiles } from '../tester/watched-files.ts';
import { runCommand, type CommandOutcome } from './job-command.ts';
import { ensureBuiltInJobs, isSchedulerPaused, toExecution } from './jobs.ts';

export const JOB_CHANNEL = 'job-system';
export const DEFAULT_TICK_MS = 1000;
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

export interface SchedulerHandle {
  readonly runner: string;
  lastTickAt: number | null;
  /** One tick now (tests); resolves when its claims are made (not when the runs end). */
  tick(): Promise<void>;
  /** Resolves when every run this process started has ended. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const running = new WeakMap<object, SchedulerHandle>();

/** This process's scheduler for `app`, if started. */
export const schedulerOf = (app: object): SchedulerHandle | undefined => running.get(app);

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

export function startJobScheduler(
  app: object,
  deps: SchedulerDeps,
  { tickMs = DEFAULT_TICK_MS, builtIns = true }: { tickMs?: number; builtIns?: boolean } = {},
): SchedulerHandle {
  const runner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const { db, live } = deps;
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  let ticking: Promise<void> | undefined;
  let stopped = false;
  // Made at the first tick that reaches the database (tried again at the next tick if it failed).
  let builtInsPending = builtIns;

  const publish = (execution: JobExecution) =>
    live.publish(JOB_CHANNEL, { type: 'update-execution', execution });

  async function execute(job: JobRow, executionId: number): Promise<void> {
    let outcome: CommandOutcome;
    try {
      outcome =
        job.type === 'command'
          ? await runCommand(
              deps.jobsDir,
              { command: job.command ?? '', cwd: job.cwd, args: job.args ?? [], timeout: job.timeout },
              {
                JOB_ID: String(job.id),
                JOB_NAME: job.name,
                JOB_EXECUTION_ID: String(executionId),
              },
              stopping.signal,
            )
          : await withTimeout(runBuiltIn(job.type as JobType, deps), job.timeout);
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
    const [row] = await db
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
    if (row) publish(toExecution(row));
  }

  function launch(job: JobRow, executionId: number) {
    const run = execute(job, executionId)
      .catch((err: unknown) => deps.log.error({ err, executionId }, 'job run could not be recorded'))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  /** Claims one due run of `job` and starts (or queues) it; nothing when another process took it first. */
  async function claim(job: JobRow, now: number): Promise<void> {
    const due = job.nextRunAt!;
    const runs = inJobWindow(job, now);
    const claimed = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(jobConfigs)
        .set({ nextRunAt: nextDueAt(job, due, now) })
        .where(and(eq(jobConfigs.id, job.id), eq(jobConfigs.nextRunAt, due), eq(jobConfigs.enabled, true)))
        .returning({ id: jobConfigs.id });
      if (!moved || !runs) return undefined;
      const [execution] = await tx
        .insert(jobExecutions)
        .values({
          jobId: job.id,
          jobName: job.name,
          dueAt: due,
          ...(job.useClusterRunner
            ? { state: 'async' }
            : {
                state: 'in progress',
                startedAt: now,
                runner,
                leaseUntil: now + job.timeout + LEASE_GRACE_MS,
              }),
        })
        .onConflictDoNothing()
        .returning();
      return execution;
    });
    if (!claimed) return;
    publish(toExecution(claimed));
    if (claimed.state === 'in progress') launch(job, claimed.id);
  }

  /** Takes one queued (async) run, if any, for this process. */
  async function takeQueued(now: number): Promise<boolean> {
    const taken = await db.transaction(async (tx) => {
      const [queued] = rowsOf<{ id: number }>(
        await tx.execute(sql`select ${jobExecutions.id} as id from ${jobExecutions}
          where ${jobExecutions.state} = 'async' order by ${jobExecutions.id} limit 1 for update skip locked`),
      );
      if (!queued) return undefined;
      const id = Number(queued.id);
      const [execution] = await tx.select().from(jobExecutions).where(eq(jobExecutions.id, id));
      const job =
        execution?.jobId != null
          ? (await tx.select().from(jobConfigs).where(eq(jobConfigs.id, execution.jobId)))[0]
          : undefined;
      const [row] = await tx
        .update(jobExecutions)
        .set(
          job
            ? { state: 'in progress', startedAt: now, runner, leaseUntil: now + job.timeout + LEASE_GRACE_MS }
            : {
                state: 'unknown',
                finishedAt: now,
                error: 'Its job was deleted before a process took the run.',
              },
        )
        .where(eq(jobExecutions.id, id))
        .returning();
      return row ? { row, job } : undefined;
    });
    if (!taken) return false;
    publish(toExecution(taken.row));
    if (taken.job && taken.row.state === 'in progress') launch(taken.job, taken.row.id);
    return true;
  }

  async function work(): Promise<void> {
    if (builtInsPending) {
      await ensureBuiltInJobs(db);
      builtInsPending = false;
    }
    const now = Date.now();
    handle.lastTickAt = now;
    const lost = await db
      .update(jobExecutions)
      .set({
        state: 'unaware',
        finishedAt: now,
        error: 'Its server process stopped reporting; how the run ended is not known.',
      })
      .where(
        and(
          eq(jobExecutions.state, 'in progress'),
          isNotNull(jobExecutions.leaseUntil),
          lt(jobExecutions.leaseUntil, now),
        ),
      )
      .returning();
    for (const row of lost) publish(toExecution(row));
    if (await isSchedulerPaused(db)) return;
    // Batches of DUE_PER_TICK until none is due: a claim (here or by another process) moves a job's next run
    // past now, so each batch is new; MAX_DUE_BATCHES bounds one tick should a job somehow stay due.
    for (let batch = 0; batch < MAX_DUE_BATCHES; batch++) {
      const due = await db
        .select()
        .from(jobConfigs)
        .where(
          and(eq(jobConfigs.enabled, true), isNotNull(jobConfigs.nextRunAt), lte(jobConfigs.nextRunAt, now)),
        )
        .orderBy(asc(jobConfigs.nextRunAt))
        .limit(DUE_PER_TICK);
      for (const job of due) {
        if (stopped) return;
        await claim(job, now);
      }
      if (due.length < DUE_PER_TICK) break;
    }
    while (!stopped && inFlight.size < MAX_RUNS_PER_PROCESS && (await takeQueued(Date.now()))) {
      /* take the next */
    }
  }

  const handle: SchedulerHandle = {
    runner,
    lastTickAt: null,
    tick() {
      if (stopped) return Promise.resolve();
      ticking ??= work()
        .catch((err: unknown) => deps.log.error({ err }, 'job scheduler tick failed'))
        .finally(() => {
          ticking = undefined;
        });
      return ticking;
    },
    async idle() {
      await ticking;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // Commands still running are killed (their runs end failed, saying why) so shutdown does not wait on them.
      stopping.abort();
      running.delete(app);
      await this.idle();
    },
  };
  const timer = setInterval(() => void handle.tick(), tickMs);
  timer.unref();
  running.set(app, handle);
  void handle.tick();
  return handle;
}

/**
 * The scheduler of a Fastify app: its database, live hub, rank index and config, and an object store opened
 * on the app's storage config (the same backend and root the storage routes use) for the watchedFiles job.
 */
export function startAppJobScheduler(
  app: FastifyInstance,
  options?: { tickMs?: number; builtIns?: boolean },
): SchedulerHandle {
  const store = openObjectStore(app.config.storage);
  const handle = startJobScheduler(
    app,
    {
      db: app.db,
      live: app.live,
      ranking: app.ranking,
      jobsDir: app.config.jobsDir,
      store,
      log: app.log,
    },
    options,
  );
  const stop = handle.stop.bind(handle);
  handle.stop = async () => {
    await stop();
    await store.close();
  };
  return handle;
}
