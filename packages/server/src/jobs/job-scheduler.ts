// The job scheduler (admin spec §4 Execution states; decisions/0049-job-scheduler.md). Every server process
// runs one: it starts this process's SchedulerTick (job-tick.ts: what each tick does), ticks it every
// DEFAULT_TICK_MS, one tick at a time, and stops it (killing commands still running, waiting for every run).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { openObjectStore } from '../storage/open-object-store.ts';
import { SchedulerTick, type SchedulerDeps } from './job-tick.ts';

export const DEFAULT_TICK_MS = 1000;

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

export function startJobScheduler(
  app: object,
  deps: SchedulerDeps,
  { tickMs = DEFAULT_TICK_MS, builtIns = true }: { tickMs?: number; builtIns?: boolean } = {},
): SchedulerHandle {
  const runner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const tick = new SchedulerTick(deps, runner, builtIns);
  let ticking: Promise<void> | undefined;

  const handle: SchedulerHandle = {
    runner,
    get lastTickAt() {
      return tick.lastTickAt;
    },
    tick() {
      if (tick.stopped) return Promise.resolve();
      ticking ??= tick
        .work()
        .catch((err: unknown) => deps.log.error({ err }, 'job scheduler tick failed'))
        .finally(() => {
          ticking = undefined;
        });
      return ticking;
    },
    async idle() {
      await ticking;
      while (tick.inFlight.size > 0) await Promise.all([...tick.inFlight]);
    },
    async stop() {
      tick.stopped = true;
      clearInterval(timer);
      // Commands still running are killed (their runs end failed, saying why) so shutdown does not wait on them.
      tick.stopping.abort();
      running.delete(app);
      await this.idle();
      await tick.closeQueue();
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
