// Tables of the job scheduler (admin spec §3 Job config, §4 Execution states; decisions/0049-job-scheduler.md):
// the job configs and one row per due run. Each due run is queued once in pg-boss (jobs/job-queue.ts); the
// unique (job, due time) pair is the second guard that it runs once across every server process.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const jobConfigs = pgTable(
  'job_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** command | endOfLeaderboard | autoPrizes | watchedFiles (domain/jobs.ts JOB_TYPES). */
    type: text('type').notNull(),
    /** Seconds. */
    interval: integer('interval').notNull(),
    /** Unix seconds; null: unbounded. */
    startTime: bigint('start_time', { mode: 'number' }),
    endTime: bigint('end_time', { mode: 'number' }),
    /** Milliseconds. */
    timeout: integer('timeout').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    useClusterRunner: boolean('use_cluster_runner').notNull().default(false),
    command: text('command'),
    cwd: text('cwd'),
    args: jsonb('args').$type<string[]>().notNull().default([]),
    /** Unix ms of the next due run; null once the window has ended. */
    nextRunAt: bigint('next_run_at', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_configs_next_run_idx').on(t.nextRunAt)],
);

export const jobExecutions = pgTable(
  'job_executions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null once the job is deleted; jobName keeps what it was called. */
    jobId: integer('job_id').references(() => jobConfigs.id, { onDelete: 'set null' }),
    jobName: text('job_name').notNull(),
    /** domain/jobs.ts EXECUTION_STATES. */
    state: text('state').notNull(),
    /** Unix ms the run fell due. */
    dueAt: bigint('due_at', { mode: 'number' }).notNull(),
    startedAt: bigint('started_at', { mode: 'number' }),
    finishedAt: bigint('finished_at', { mode: 'number' }),
    /** Unix ms after which an in-progress run whose process never reported back is marked unaware. */
    leaseUntil: bigint('lease_until', { mode: 'number' }),
    /** Which server process ran it (host:pid:random). */
    runner: text('runner'),
    exitCode: integer('exit_code'),
    stdout: text('stdout').notNull().default(''),
    stderr: text('stderr').notNull().default(''),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('job_executions_due_idx').on(t.jobId, t.dueAt),
    index('job_executions_state_idx').on(t.state),
  ],
);
