// The applier (docs/engine.md, decision 0082): scores the event log after ingestion acknowledged it. One
// applier at a time across processes: each round is one transaction that first tries the applier lock (a
// transaction advisory lock), so when a process dies its lock goes with its connection and another process's
// next round takes over. A round reads up to APPLY_GROUP events after the stored position, applies them as one group
// (effects summed per record), advances the position and commits; then it mirrors the effects to the rank
// index and live pages and wakes the callers waiting for a position.
//
// It wakes at once on this process's appends (kick) and polls every POLL_MS for appends of other processes
// (and for the position other appliers reach, which waiters here need too).
//
// Back-pressure (decision 0100): ingestion acknowledges an appended batch once the applier is within
// APPLY_BACKLOG_LIMIT events of it (admit), so clients that wait for their answers send no faster than the log is
// applied and the apply lag stays bounded; the batch is durable either way.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { APPLY_GROUP, applyIn } from './ingest.ts';
import { readApplyLag, tryApplierLock } from './event-log.ts';
import { mirrorCommittedEffects } from './mirror.ts';
import { rowsOf } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { applyPosition } from '../db/schema/campaigns.ts';

/** How often an idle applier looks for appends of other processes. */
const POLL_MS = 50;
/** Longest an acknowledgement is held back for the applier; after it the batch (durable) is acknowledged anyway. */
const ADMIT_WAIT_MS = 30_000;

export interface ApplierOptions {
  /** Test and operations hook (APPLY_PAUSED): appends are acknowledged, nothing is applied. */
  paused?: boolean;
  /** Events the applier may trail an appended batch by before its acknowledgement waits (0: never waits). */
  backlogLimit?: number;
}

interface Waiter {
  position: number;
  /** Resolve at the commit of the round (back-pressure) rather than once it is mirrored too (read-your-writes). */
  atCommit: boolean;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

export class Applier {
  /** The last position this process knows applied (its own rounds, or read from the database). */
  position = 0;
  /** The last position this process knows committed: `position`, or ahead of it while a round is mirrored. */
  committed = 0;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private kicked = false;
  private waiters: Waiter[] = [];
  /** The mirror of the last round applied, running while the next round applies. */
  private mirroring: Promise<void> = Promise.resolve();
  private readonly log: FastifyBaseLogger;
  private readonly paused: boolean;
  private readonly backlogLimit: number;

  constructor(
    private readonly app: FastifyInstance,
    { paused = false, backlogLimit = 0 }: ApplierOptions = {},
  ) {
    this.log = app.log.child({ component: 'applier' });
    this.paused = paused;
    this.backlogLimit = backlogLimit;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.mirroring;
    for (const w of this.waiters.splice(0)) {
      clearTimeout(w.timer);
      w.resolve(false);
    }
  }

  /** Something was appended here: apply now rather than at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /**
   * Resolves true once the log is applied through `position` (by any process) and mirrored to the rank index (or,
   * with `atCommit`, as soon as the records are committed), false after `timeoutMs`.
   */
  waitFor(position: number, timeoutMs = 30_000, { atCommit = false } = {}): Promise<boolean> {
    if ((atCommit ? this.committed : this.position) >= position) return Promise.resolve(true);
    this.kick();
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        atCommit,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /**
   * Back-pressure before an acknowledgement: resolves once the log is applied (committed; the rank index may
   * trail by the round being mirrored) to within the backlog limit of
   * `lastSeq` (the batch's last position), at once when that holds already, when back-pressure is off or this
   * process applies nothing (APPLY_PAUSED), and after ADMIT_WAIT_MS at the latest (the batch is durable; a stuck
   * applier shows in /readyz, not as refused batches) or `timeoutMs`. Answers the milliseconds it held the batch.
   */
  async admit(lastSeq: number, timeoutMs = ADMIT_WAIT_MS): Promise<number> {
    if (this.paused || this.backlogLimit === 0 || lastSeq - this.backlogLimit <= this.committed) return 0;
    const started = performance.now();
    const reached = await this.waitFor(lastSeq - this.backlogLimit, Math.min(timeoutMs, ADMIT_WAIT_MS), {
      atCommit: true,
    });
    const held = performance.now() - started;
    this.app.metrics.ingestHeldSeconds.observe(held / 1000);
    if (!reached)
      this.log.warn(
        { lastSeq, position: this.position, backlogLimit: this.backlogLimit },
        'acknowledging a batch although the applier is further behind than APPLY_BACKLOG_LIMIT',
      );
    return held;
  }

  /** Applied and mirrored through `position` (committed too). */
  private reached(position: number): void {
    if (position > this.position) this.position = position;
    this.committedTo(position);
  }

  /** Committed through `position`; waiters for it are told (those that wait for the mirror once it is there too). */
  private committedTo(position: number): void {
    if (position > this.committed) this.committed = position;
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters)
      if (w.position <= (w.atCommit ? this.committed : this.position)) {
        clearTimeout(w.timer);
        w.resolve(true);
      } else still.push(w);
    this.waiters = still;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let applied = 0;
      try {
        applied = this.paused ? await this.readPosition() : await this.round();
      } catch (err) {
        if (!this.running) break;
        // Nothing of the round was committed: the next round reads the same events again.
        const cause = (err as { cause?: { message?: unknown; code?: unknown } }).cause;
        this.log.error(
          {
            error: err instanceof Error ? err.message.split('\n')[0] : String(err),
            cause: cause ? `${String(cause.code ?? '')} ${String(cause.message ?? '')}`.trim() : undefined,
          },
          'apply round failed; retrying',
        );
        await new Promise((r) => setTimeout(r, 200));
      }
      if (applied > 0 || !this.running) continue;
      if (this.kicked) {
        this.kicked = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, POLL_MS);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
      this.wake = undefined;
    }
  }

  private async readPosition(): Promise<number> {
    const [row] = rowsOf<{ applied_seq: number | string }>(
      await this.app.db.execute(sql`select applied_seq from ${applyPosition} where id = 1`),
    );
    this.reached(Number(row?.applied_seq ?? 0));
    return 0;
  }

  /**
   * One round: the events applied (0 when caught up or another process holds the applier lock). The mirror of a
   * round runs while the next round applies (increments commute, so their order in the index does not matter);
   * a round waits for the previous mirror before starting its own, and waiters are told only once their
   * round's mirror is done, so a read after `?wait=applied` sees the index too; back-pressure (admit) is told at
   * the commit, so held clients send again while the round is mirrored.
   */
  async round(): Promise<number> {
    const started = performance.now();
    const round = await this.app.db.transaction(async (tx) => {
      if (!(await tryApplierLock(tx))) return undefined;
      return applyIn(tx, { limit: APPLY_GROUP });
    });
    if (!round) {
      await this.mirroring;
      return this.readPosition();
    }
    if (round.events === 0) {
      await this.mirroring;
      this.reached(round.position);
      return 0;
    }
    const applied = performance.now();
    this.committedTo(round.position);
    const now = Date.now();
    for (const at of round.appendedMs) this.app.metrics.applyLagSeconds.observe(Math.max(0, now - at) / 1000);
    this.app.metrics.appliedEvents.inc(round.events - round.outOfRange.length);
    if (round.outOfRange.length > 0)
      this.log.warn(
        { refused: round.outOfRange.map((r) => r.ID) },
        'events refused at apply time: they would leave the score range (kept in event_refusals)',
      );
    const previous = this.mirroring;
    this.mirroring = (async () => {
      await previous;
      // Committed: the records are the truth the index and the live pages mirror.
      await mirrorCommittedEffects(this.app, this.log, round.effects);
      this.log.debug(
        {
          events: round.events,
          records: round.effects.length,
          applyMs: Math.round(applied - started),
          mirrorMs: Math.round(performance.now() - applied),
        },
        'applied',
      );
      this.reached(round.position);
    })().catch((err: unknown) => {
      this.log.error({ err }, 'mirror after apply failed; the index is rebuilt at the next start');
      this.reached(round.position);
    });
    await previous;
    return round.events;
  }

  lag() {
    return readApplyLag(this.app.db);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Applies the event log after ingestion acknowledged it (engine/applier.ts). */
    applier: Applier;
  }
}

/** Decorates the app with its applier, started now and stopped when the app closes. */
export function attachApplier(app: FastifyInstance): void {
  const applier = new Applier(app, {
    paused: app.config.applyPaused,
    backlogLimit: app.config.applyBacklogLimit,
  });
  app.decorate('applier', applier);
  applier.start();
  app.addHook('onClose', () => applier.stop());
}
