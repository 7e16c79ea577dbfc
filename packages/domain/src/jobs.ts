// The job scheduler (admin spec §3 Job config, §4 Execution states and live channels, §7 Job system, §9
// defaults and list order): the job config as the admin API takes and answers it, its executions, the
// scheduler status, and the pure rules both sides apply (the command path rule, the next due run, the
// list order). Shared by the server and the dashboard. Decisions: docs/decisions/0049-job-scheduler.md,
// docs/decisions/0050-job-commands-and-built-in-jobs.md.
import { z } from 'zod';

/** `command` runs a program from the jobs directory; the others are the product's own built-in jobs. */
export const JOB_TYPES = [
  'command',
  'endOfLeaderboard',
  'autoPrizes',
  'watchedFiles',
  'insightRollup',
] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const BUILT_IN_JOB_TYPES = [
  'endOfLeaderboard',
  'autoPrizes',
  'watchedFiles',
  'insightRollup',
] as const satisfies readonly JobType[];
export const isBuiltInJobType = (type: JobType): boolean =>
  (BUILT_IN_JOB_TYPES as readonly string[]).includes(type);

/** Execution states (admin spec §4), as stored and answered. */
export const EXECUTION_STATES = [
  'in progress',
  'succeeded',
  'failed',
  'async',
  'unaware',
  'unknown',
] as const;
export type ExecutionState = (typeof EXECUTION_STATES)[number];
/** States an execution never leaves. */
export const FINAL_EXECUTION_STATES: readonly ExecutionState[] = ['succeeded', 'failed', 'unaware'];

/** Admin spec §9: defaults for tooling. */
export const JOB_DEFAULT_INTERVAL_SECONDS = 60;
export const JOB_DEFAULT_TIMEOUT_MS = 60_000;
export const JOB_MIN_INTERVAL_SECONDS = 1;
export const JOB_MAX_INTERVAL_SECONDS = 31 * 24 * 3600;
export const JOB_MIN_TIMEOUT_MS = 100;
export const JOB_MAX_TIMEOUT_MS = 6 * 3600 * 1000;
export const JOB_MAX_ARGS = 50;
/** How much of a run's stdout and of its stderr is kept (the tail). */
export const OUTPUT_TAIL_CHARS = 4096;
export const JOBS_DEFAULT_LIMIT = 20;
export const JOBS_MAX_LIMIT = 200;
export const EXECUTIONS_DEFAULT_LIMIT = 20;
export const EXECUTIONS_MAX_LIMIT = 200;

export interface JobConfig {
  id: number;
  name: string;
  type: JobType;
  /** Seconds between due runs. */
  interval: number;
  /** Unix seconds; null: no bound. Runs fall due only inside [startTime, endTime). */
  startTime: number | null;
  endTime: number | null;
  /** Milliseconds a run may take before it is killed. */
  timeout: number;
  enabled: boolean;
  /** Hand each due run to whichever server process is free (state async until one takes it). */
  useClusterRunner: boolean;
  /** A path inside the jobs directory (command jobs), else null. */
  command: string | null;
  /** A folder inside the jobs directory the command runs in; null: the jobs directory. */
  cwd: string | null;
  args: string[];
  /** Unix ms of the next due run; null once its window has ended. */
  nextRunAt: number | null;
  createTime: number;
  updateTime: number;
}

export interface JobExecution {
  id: number;
  jobID: number | null;
  jobName: string;
  state: ExecutionState;
  /** Unix ms the run fell due. */
  dueAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  durationMs: number | null;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Why it failed when not by its exit code (timeout, a refused path, a spawn error). */
  error: string | null;
}

export interface JobSystemStatus {
  paused: boolean;
  /** Whether this server process runs the scheduler. */
  running: boolean;
  jobs: number;
  enabledJobs: number;
  inProgress: number;
  /** Unix ms of this process's last scheduler tick, null before the first. */
  lastTickAt: number | null;
}

export interface Page<T> {
  items: T[];
  total: number;
}

const unixSeconds = z
  .number()
  .int('must be unix seconds')
  .min(0, 'must be unix seconds (0 or more)')
  .max(253_402_300_799, 'must be unix seconds before year 10000');

/**
 * A relative path inside the jobs directory: no absolute path, no `..` or `.` segment, no backslash,
 * no empty segment. (The server also resolves symlinks at run time and refuses what lands outside.)
 */
export function jobPathProblem(path: string): string | undefined {
  if (path.length === 0) return 'must not be empty';
  if (path.length > 500) return 'is at most 500 characters';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'must be a path inside the jobs directory';
  if (path.includes('\\') || path.includes('\0')) return 'must use "/" between folders';
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === ''))
    return 'must stay inside the jobs directory (no "..", "." or empty folder)';
  return undefined;
}

const jobPath = (label: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = jobPathProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
    });

const jobFields = {
  name: z.string().trim().min(1, 'name is required').max(100, 'name is at most 100 characters'),
  interval: z
    .number()
    .int('interval must be whole seconds')
    .min(
      JOB_MIN_INTERVAL_SECONDS,
      `interval must be ${JOB_MIN_INTERVAL_SECONDS} to ${JOB_MAX_INTERVAL_SECONDS} seconds`,
    )
    .max(
      JOB_MAX_INTERVAL_SECONDS,
      `interval must be ${JOB_MIN_INTERVAL_SECONDS} to ${JOB_MAX_INTERVAL_SECONDS} seconds`,
    ),
  startTime: unixSeconds.nullable(),
  endTime: unixSeconds.nullable(),
  timeout: z
    .number()
    .int('timeout must be whole milliseconds')
    .min(JOB_MIN_TIMEOUT_MS, `timeout must be ${JOB_MIN_TIMEOUT_MS} to ${JOB_MAX_TIMEOUT_MS} ms`)
    .max(JOB_MAX_TIMEOUT_MS, `timeout must be ${JOB_MIN_TIMEOUT_MS} to ${JOB_MAX_TIMEOUT_MS} ms`),
  enabled: z.boolean(),
  useClusterRunner: z.boolean(),
  command: jobPath('command'),
  cwd: jobPath('cwd').nullable(),
  args: z
    .array(z.string().max(1000, 'each arg is at most 1000 characters'))
    .max(JOB_MAX_ARGS, `args lists at most ${JOB_MAX_ARGS} values`),
};

function checkWindow(
  v: { startTime?: number | null | undefined; endTime?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.startTime != null && v.endTime != null && v.endTime <= v.startTime)
    ctx.addIssue({ code: 'custom', message: 'endTime must be after startTime', path: ['endTime'] });
}

/** POST job-system/jobs: a command job (the built-in jobs exist once each and are not created). */
export const jobCreateSchema = z
  .object({
    name: jobFields.name,
    type: z
      .literal('command', { error: 'type must be command (built-in jobs exist already)' })
      .default('command'),
    interval: jobFields.interval.default(JOB_DEFAULT_INTERVAL_SECONDS),
    startTime: jobFields.startTime.default(null),
    endTime: jobFields.endTime.default(null),
    timeout: jobFields.timeout.default(JOB_DEFAULT_TIMEOUT_MS),
    enabled: jobFields.enabled.default(true),
    useClusterRunner: jobFields.useClusterRunner.default(false),
    command: jobFields.command,
    cwd: jobFields.cwd.default(null),
    args: jobFields.args.default([]),
  })
  .superRefine(checkWindow);
export type JobCreateInput = z.output<typeof jobCreateSchema>;

/** PATCH job-system/jobs/{id}: any of the fields; a built-in job takes no command, cwd or args. */
export const jobPatchSchema = z
  .object({
    name: jobFields.name.optional(),
    interval: jobFields.interval.optional(),
    startTime: jobFields.startTime.optional(),
    endTime: jobFields.endTime.optional(),
    timeout: jobFields.timeout.optional(),
    enabled: jobFields.enabled.optional(),
    useClusterRunner: jobFields.useClusterRunner.optional(),
    command: jobFields.command.optional(),
    cwd: jobFields.cwd.optional(),
    args: jobFields.args.optional(),
  })
  .strict()
  .superRefine(checkWindow);
export type JobPatchInput = z.output<typeof jobPatchSchema>;

/** PUT job-system/status. */
export const jobSystemStatusInputSchema = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
});

/**
 * Admin spec §9: by interval, then start and end time descending (no bound sorts as the latest), then id.
 */
export function compareJobs(a: JobConfig, b: JobConfig): number {
  const far = Number.MAX_SAFE_INTEGER;
  return (
    a.interval - b.interval ||
    (b.startTime ?? far) - (a.startTime ?? far) ||
    (b.endTime ?? far) - (a.endTime ?? far) ||
    a.id - b.id
  );
}

/**
 * The first due run strictly after `afterMs` on the job's grid (due + k·interval), moved to the window's
 * start when that is later; null when it would fall at or after the window's end. Runs missed while the
 * scheduler was paused or down are skipped, not caught up.
 */
export function nextDueAt(
  job: Pick<JobConfig, 'interval' | 'startTime' | 'endTime'>,
  lastDueMs: number,
  afterMs: number,
): number | null {
  const step = job.interval * 1000;
  let next = lastDueMs + step;
  if (next <= afterMs) next += Math.ceil((afterMs - next + 1) / step) * step;
  if (job.startTime != null && next < job.startTime * 1000) next = job.startTime * 1000;
  if (job.endTime != null && next >= job.endTime * 1000) return null;
  return next;
}

/** The first due run of a job made or changed at `nowMs`: now, or its window's start; null past its end. */
export function firstDueAt(job: Pick<JobConfig, 'startTime' | 'endTime'>, nowMs: number): number | null {
  const first = job.startTime != null && job.startTime * 1000 > nowMs ? job.startTime * 1000 : nowMs;
  if (job.endTime != null && first >= job.endTime * 1000) return null;
  return first;
}

/** Whether a job may run at `nowMs` (inside its window). */
export const inJobWindow = (job: Pick<JobConfig, 'startTime' | 'endTime'>, nowMs: number): boolean =>
  (job.startTime == null || nowMs >= job.startTime * 1000) &&
  (job.endTime == null || nowMs < job.endTime * 1000);

/** The live message of the job-system channel. */
export interface UpdateExecutionMessage {
  type: 'update-execution';
  execution: JobExecution;
}

/**
 * Who may create a command job or change what one runs (its command, cwd, args): holders of the developer
 * role only (decisions/0050). Every job-system call already needs the jobSystem permission.
 */
export const mayWriteJobCommands = (grantee: { roles: readonly string[] }): boolean =>
  grantee.roles.includes('developer');
