// The queue of due runs, on pg-boss 10 (decisions/0049-job-scheduler.md): every server process sends each due
// run it sees with an id made from (job, due time), so however many processes send it the queue holds it once,
// and takes runs with pg-boss's fetch (FOR UPDATE SKIP LOCKED), so one process gets each. pg-boss runs on our own
// database handle (db/client.ts sqlClientOf), PGlite or PostgreSQL, in its own schema, made on start.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { rowsOf, sqlClientOf, type Db } from '../db/client.ts';

/** Runs of ordinary jobs: every process takes all it finds at each tick and runs them at once. */
export const RUN_QUEUE = 'eventory-job-runs';
/** Runs of useClusterRunner jobs: queued (`async`) until a process with room takes one. */
export const CLUSTER_QUEUE = 'eventory-cluster-runs';
export type RunQueue = typeof RUN_QUEUE | typeof CLUSTER_QUEUE;

/** What a queued run carries. */
export interface QueuedRun {
  jobId: number;
  dueAt: number;
}

export interface TakenRun extends QueuedRun {
  /** pg-boss's id, to say the run ended. */
  queueId: string;
  queue: RunQueue;
}

/** The id of a due run in the queue: the same in every process, so a second send of it adds nothing. */
export function runQueueId({ jobId, dueAt }: QueuedRun): string {
  const hex = createHash('sha1').update(`eventory job run ${jobId} ${dueAt}`).digest('hex');
  // A name-based (version 5) UUID.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss's schema beside ours: `pgboss` for `public`, `{schema}_pgboss` for an isolated schema (tests). */
export const queueSchemaFor = (schema: string) => (schema === 'public' ? 'pgboss' : `${schema}_pgboss`);

export interface JobQueue {
  /** Queues a due run; true when this call added it (false: it was queued already, by this or another process). */
  send(queue: RunQueue, run: QueuedRun, expireInSeconds: number): Promise<boolean>;
  /** Takes up to `limit` queued runs for this process. */
  take(queue: RunQueue, limit: number): Promise<TakenRun[]>;
  /** Says a taken run ended (pg-boss keeps it as completed, then archives it). */
  done(run: TakenRun): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL's "deadlock detected": pg-boss 10's createQueue can deadlock with the same call in another process. */
const DEADLOCK = '40P01';

/**
 * A run is never retried by pg-boss (retryLimit 0): a due run that failed is recorded failed, and the next due
 * run comes on schedule; pg-boss keeps a run a day, our job_executions rows keep the history.
 * Creates a queue unless it exists; two processes starting at once may deadlock, and the loser tries again. */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(name)))
        await boss.createQueue(name, { name, policy: 'standard', retryLimit: 0, retentionMinutes: 24 * 60 });
      return;
    } catch (err) {
      if (attempt >= 5 || (err as { code?: string }).code !== DEADLOCK) throw err;
    }
  }
}

export async function startJobQueue(db: Db, onError: (err: unknown) => void): Promise<JobQueue> {
  const [current] = rowsOf<{ schema: string }>(await db.execute(sql`select current_schema() as schema`));
  const boss = new PgBoss({
    db: sqlClientOf(db) as PgBoss.Db,
    schema: queueSchemaFor(current?.schema ?? 'public'),
    // No pg-boss cron (our jobs' intervals are in seconds, with windows) and no pg-boss workers (our tick
    // fetches); its maintenance (expire, archive, delete) runs every 2 minutes and stops with the queue.
    schedule: false,
    supervise: true,
  });
  boss.on('error', onError);
  await boss.start();
  for (const name of [RUN_QUEUE, CLUSTER_QUEUE]) await createQueueOnce(boss, name);

  return {
    async send(queue, run, expireInSeconds) {
      const id = await boss.send(queue, run, {
        id: runQueueId(run),
        retryLimit: 0,
        expireInSeconds: Math.max(1, Math.ceil(expireInSeconds)),
      });
      return id !== null;
    },
    async take(queue, limit) {
      if (limit <= 0) return [];
      const jobs = await boss.fetch<QueuedRun>(queue, { batchSize: limit });
      return jobs.map((job) => ({ ...job.data, queueId: job.id, queue }));
    },
    async done(run) {
      await boss.complete(run.queue, run.queueId);
    },
    async stop() {
      await boss.stop({ graceful: false, close: false });
    },
  };
}
