// The job service (admin spec §3 Job config, §7 Job system; decisions/0049-job-scheduler.md, 0050): job
// configs (created, changed and deleted with their change-log entries), the scheduler's pause switch, the
// executions list and the built-in jobs the product runs itself. The scheduler (job-scheduler.ts) queues
// and runs the due runs; routes parse, call these and shape.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DomainError, notFound } from '@eventory/domain/errors';
import {
  compareJobs,
  firstDueAt,
  isBuiltInJobType,
  mayWriteJobCommands,
  type ExecutionState,
  type JobConfig,
  type JobCreateInput,
  type JobExecution,
  type JobPatchInput,
  type JobType,
  type Page,
} from '@eventory/domain/jobs';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { jobConfigs, jobExecutions } from '../db/schema/jobs.ts';
import { settings } from '../db/schema/settings.ts';
import { getSetting } from '../db/settings.ts';
import { unixSeconds } from '../campaigns/campaign-rows.ts';

export const JOB_TABLE = 'job_configs';
export const JOB_SYSTEM_TABLE = 'job_system';
export const SCHEDULER_AUTHOR = 'system:job-scheduler';
const PAUSED_KEY = 'jobSystem.paused';
/** First key of the advisory lock taken while the built-in jobs are made ('JOBS'). */
const JOBS_LOCK_SPACE = 0x4a4f4253;

type JobRow = typeof jobConfigs.$inferSelect;
type ExecutionRow = typeof jobExecutions.$inferSelect;

export function toJob(row: JobRow): JobConfig {
  return {
    id: row.id,
    name: row.name,
    type: row.type as JobType,
    interval: row.interval,
    startTime: row.startTime,
    endTime: row.endTime,
    timeout: row.timeout,
    enabled: row.enabled,
    useClusterRunner: row.useClusterRunner,
    command: row.command,
    cwd: row.cwd,
    args: row.args ?? [],
    nextRunAt: row.nextRunAt,
    createTime: unixSeconds(row.createdAt),
    updateTime: unixSeconds(row.updatedAt),
  };
}

export function toExecution(row: ExecutionRow): JobExecution {
  return {
    id: row.id,
    jobID: row.jobId,
    jobName: row.jobName,
    state: row.state as ExecutionState,
    dueAt: row.dueAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    durationMs: row.startedAt != null && row.finishedAt != null ? row.finishedAt - row.startedAt : null,
    exitCode: row.exitCode,
    stdout: row.stdout,
    stderr: row.stderr,
    error: row.error,
  };
}

const commandForbidden = () =>
  new DomainError(
    'FORBIDDEN',
    'Only developers may create a command job or change what it runs (command, cwd, args).',
    403,
  );

export async function listJobs(
  db: Executor,
  { limit, offset }: { limit: number; offset: number },
): Promise<Page<JobConfig>> {
  // Job configs are few (tens); sorting them by the domain rule keeps one order for server and screen.
  const rows = await db.select().from(jobConfigs);
  const all = rows.map(toJob).sort(compareJobs);
  return { items: all.slice(offset, offset + limit), total: all.length };
}

async function jobRow(db: Executor, id: number): Promise<JobRow> {
  const [row] = await db.select().from(jobConfigs).where(eq(jobConfigs.id, id));
  if (!row) throw notFound('Job', id);
  return row;
}

export const findJob = async (db: Executor, id: number): Promise<JobConfig> => toJob(await jobRow(db, id));

export async function createJob(
  tx: Executor,
  input: JobCreateInput,
  admin: { email: string; roles: readonly string[] },
  nowMs = Date.now(),
): Promise<JobConfig> {
  if (!mayWriteJobCommands(admin)) throw commandForbidden();
  const [row] = await tx
    .insert(jobConfigs)
    .values({ ...input, nextRunAt: firstDueAt(input, nowMs) })
    .returning();
  const job = toJob(row!);
  await recordChange(tx, {
    email: admin.email,
    table: JOB_TABLE,
    objId: job.id,
    action: 'create',
    before: null,
    after: job,
  });
  return job;
}

export async function updateJob(
  tx: Executor,
  id: number,
  patch: JobPatchInput,
  admin: { email: string; roles: readonly string[] },
  nowMs = Date.now(),
): Promise<JobConfig> {
  const before = toJob(await jobRow(tx, id));
  const changesCommand = patch.command !== undefined || patch.cwd !== undefined || patch.args !== undefined;
  if (changesCommand && isBuiltInJobType(before.type))
    throw new DomainError(
      'VALIDATION_ERROR',
      'A built-in job runs no command: command, cwd and args are not taken.',
      400,
      'command',
    );
  if (changesCommand && !mayWriteJobCommands(admin)) throw commandForbidden();
  const merged = { ...before, ...patch };
  if (merged.startTime != null && merged.endTime != null && merged.endTime <= merged.startTime)
    throw new DomainError('VALIDATION_ERROR', 'endTime: endTime must be after startTime', 400, 'endTime');
  const reschedules =
    patch.interval !== undefined ||
    patch.startTime !== undefined ||
    patch.endTime !== undefined ||
    (patch.enabled === true && !before.enabled);
  const [row] = await tx
    .update(jobConfigs)
    .set({
      ...patch,
      ...(reschedules ? { nextRunAt: firstDueAt(merged, nowMs) } : {}),
      updatedAt: new Date(nowMs),
    })
    .where(eq(jobConfigs.id, id))
    .returning();
  const after = toJob(row!);
  await recordChange(tx, {
    email: admin.email,
    table: JOB_TABLE,
    objId: id,
    action: 'update',
    before,
    after,
  });
  return after;
}

/**
 * Deletes a job; its runs still queued (`async`) will never be taken, so they become `unknown` (admin spec §4).
 * Answers the job as it was and those runs, for the live channel.
 */
export async function deleteJob(
  tx: Executor,
  id: number,
  email: string,
  nowMs = Date.now(),
): Promise<{ job: JobConfig; droppedRuns: JobExecution[] }> {
  const before = toJob(await jobRow(tx, id));
  if (isBuiltInJobType(before.type))
    throw new DomainError(
      'BUILT_IN_JOB',
      `Job ${id} is a built-in job the product needs (${before.type}); disable it instead of deleting it.`,
      409,
    );
  const dropped = await tx
    .update(jobExecutions)
    .set({ state: 'unknown', finishedAt: nowMs, error: 'Its job was deleted before a process took the run.' })
    .where(and(eq(jobExecutions.jobId, id), eq(jobExecutions.state, 'async')))
    .returning();
  await tx.delete(jobConfigs).where(eq(jobConfigs.id, id));
  await recordChange(tx, { email, table: JOB_TABLE, objId: id, action: 'delete', before, after: null });
  return { job: before, droppedRuns: dropped.map(toExecution) };
}

export async function isSchedulerPaused(db: Executor): Promise<boolean> {
  return (await getSetting(db, PAUSED_KEY)) === 'true';
}

export async function setSchedulerPaused(tx: Executor, paused: boolean, email: string): Promise<void> {
  const before = await isSchedulerPaused(tx);
  await tx
    .insert(settings)
    .values({ key: PAUSED_KEY, value: String(paused) })
    .onConflictDoUpdate({ target: settings.key, set: { value: String(paused), updatedAt: new Date() } });
  if (before !== paused)
    await recordChange(tx, {
      email,
      table: JOB_SYSTEM_TABLE,
      objId: 'status',
      action: 'update',
      before: { paused: before },
      after: { paused },
    });
}

export async function jobCounts(
  db: Executor,
): Promise<{ jobs: number; enabledJobs: number; inProgress: number }> {
  const [jobs] = await db
    .select({ n: count(), enabled: sql<number>`count(*) filter (where ${jobConfigs.enabled})` })
    .from(jobConfigs);
  const [running] = await db
    .select({ n: count() })
    .from(jobExecutions)
    .where(eq(jobExecutions.state, 'in progress'));
  return {
    jobs: Number(jobs?.n ?? 0),
    enabledJobs: Number(jobs?.enabled ?? 0),
    inProgress: Number(running?.n ?? 0),
  };
}

export async function listExecutions(
  db: Executor,
  filter: { jobId?: number | undefined; state?: ExecutionState | undefined },
  { limit, offset }: { limit: number; offset: number },
): Promise<Page<JobExecution>> {
  const conditions: SQL[] = [];
  if (filter.jobId !== undefined) conditions.push(eq(jobExecutions.jobId, filter.jobId));
  if (filter.state !== undefined) conditions.push(eq(jobExecutions.state, filter.state));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(jobExecutions).where(where).orderBy(desc(jobExecutions.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(jobExecutions).where(where),
  ]);
  return { items: rows.map(toExecution), total: Number(total?.n ?? 0) };
}

/** The built-in jobs (decisions/0050): made once, by whichever process starts first. */
export const BUILT_IN_JOBS: readonly { type: JobType; name: string; interval: number; timeout: number }[] = [
  { type: 'endOfLeaderboard', name: 'End-of-leaderboard snapshots', interval: 30, timeout: 300_000 },
  { type: 'autoPrizes', name: 'Auto prizes', interval: 30, timeout: 300_000 },
  // decisions/0070: the tester's watched JSON files, read from storage.
  { type: 'watchedFiles', name: 'Watched JSON files', interval: 60, timeout: 60_000 },
  // decisions/0088: the insight rollups follow the event log and the tracking events from their marks.
  { type: 'insightRollup', name: 'Insight rollups', interval: 15, timeout: 300_000 },
];

export async function ensureBuiltInJobs(db: Executor, nowMs = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOBS_LOCK_SPACE}, 0)`);
    const existing = new Set(
      (await tx.select({ type: jobConfigs.type }).from(jobConfigs)).map((r) => r.type),
    );
    for (const builtIn of BUILT_IN_JOBS) {
      if (existing.has(builtIn.type)) continue;
      const [row] = await tx
        .insert(jobConfigs)
        .values({
          ...builtIn,
          startTime: null,
          endTime: null,
          enabled: true,
          useClusterRunner: false,
          args: [],
          nextRunAt: nowMs,
        })
        .returning();
      await recordChange(tx, {
        email: SCHEDULER_AUTHOR,
        table: JOB_TABLE,
        objId: row!.id,
        action: 'create',
        before: null,
        after: toJob(row!),
      });
    }
  });
}
