// The applier (docs/engine.md, decision 0082): scores the event log after ingestion acknowledged it. One
// applier at a time across processes: each round is one transaction that first tries the applier lock (a
// transaction advisory lock), so when a process dies its lock goes with its connection and another process's
// next round takes over. A round reads up to roundLimit events after the stored position, applies them as one group
// (effects summed per record), advances the position and commits; then it mirrors the effects to the rank
// index and live pages and wakes the callers waiting for a position.
//
// It wakes at once on this process's appends (kick) and polls every POLL_MS for appends of other processes
// (and for the position other appliers reach, which waiters here need too).
//
// Back-pressure (decisions 0100, 0102): ingestion appends a batch only once the log this process appended holds
// fewer than APPLY_BACKLOG_LIMIT unapplied events with it (admitted), and answers once it is durable, so clients
// that wait for their answers send no faster than the log is applied and the log itself, and with it the apply
// lag, stays bounded however many clients send at once.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { APPLY_GROUP, applyIn, ScoreRangeExceeded, type AppliedRound } from './ingest.ts';
import { appliedPosition, lockedAppliedPosition, readApplyLag, type Appended } from './event-log.ts';
import { AppendedEvents } from './appended-events.ts';
import { mirrorCommittedEffects } from './mirror.ts';

/** How often an idle applier looks for appends of other processes. */
const POLL_MS = 50;
/** Longest a batch is held back for the applier; after it the batch is appended (and acknowledged) anyway. */
const ADMIT_WAIT_MS = 30_000;

export interface ApplierOptions {
  /** Test and operations hook (APPLY_PAUSED): appends are acknowledged, nothing is applied. */
  paused?: boolean;
  /** Unapplied events this process's appends may leave in the log before a batch waits to append (0: never). */
  backlogLimit?: number;
}

/** A batch waiting for room in the log (admitted). */
interface Admission {
  size: number;
  resolve: () => void;
  timer: NodeJS.Timeout;
}

interface Waiter {
  position: number;
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
  /** The last position this process appended (back-pressure counts the log up to it). */
  private appendedHead = 0;
  /** Events admitted to append and not appended yet. */
  private appending = 0;
  /** Batches waiting for room in the log, first come first admitted. */
  private admissions: Admission[] = [];
  /** This process's recent appends, which its rounds take from memory rather than read back (decision 0103). */
  private readonly appended: AppendedEvents;
  /** The mirror of the last round applied, running while the next round applies. */
  private mirroring: Promise<void> = Promise.resolve();
  private readonly log: FastifyBaseLogger;
  private readonly paused: boolean;
  private readonly backlogLimit: number;
  /**
   * Events a round applies at most: APPLY_GROUP, or half the backlog limit, so that with back-pressure one round
   * applies while the next one's events append, and an event waits about two rounds (decision 0102).
   */
  private readonly roundLimit: number;

  constructor(
    private readonly app: FastifyInstance,
    { paused = false, backlogLimit = 0 }: ApplierOptions = {},
  ) {
    this.log = app.log.child({ component: 'applier' });
    this.paused = paused;
    this.backlogLimit = backlogLimit;
    this.roundLimit =
      backlogLimit > 0 ? Math.min(APPLY_GROUP, Math.max(1000, Math.ceil(backlogLimit / 2))) : APPLY_GROUP;
    this.appended = new AppendedEvents(Math.max(APPLY_GROUP, 2 * backlogLimit));
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
    // Closing: held batches append (durable) and are answered; the next start applies them.
    for (const a of this.admissions.splice(0)) {
      clearTimeout(a.timer);
      this.appending += a.size;
      a.resolve();
    }
  }

  /** Something was appended here: apply now rather than at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /**
   * Resolves true once the log is applied through `position` (by any process) and mirrored to the rank index, false
   * after `timeoutMs`.
   */
  waitFor(position: number, timeoutMs = 30_000): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    this.kick();
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
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
   * Back-pressure (decision 0102): runs `append` (one batch of `size` events) once the log has room for it: when
   * the events this process appended and the applier has not committed, with the batches appending now, number
   * none, or leave room for `size` more within the backlog limit. At once when back-pressure is off or this
   * process applies nothing (APPLY_PAUSED); after ADMIT_WAIT_MS at the latest (or `timeoutMs`) the batch is
   * appended anyway (a stuck applier shows in /readyz, not as refused batches). Answers what `append` answers
   * and the milliseconds the batch waited.
   */
  async admitted<T extends Appended>(
    size: number,
    append: () => Promise<T>,
    timeoutMs = ADMIT_WAIT_MS,
  ): Promise<T & { heldMs: number }> {
    let heldMs = 0;
    if (this.paused) return { ...(await append()), heldMs };
    if (this.backlogLimit === 0) return { ...(await this.appendRemembered(append)), heldMs };
    if (this.admissions.length === 0 && this.hasRoom(size)) this.appending += size;
    else {
      const started = performance.now();
      const admitted = await new Promise<boolean>((resolve) => {
        const admission: Admission = {
          size,
          resolve: () => resolve(true),
          timer: setTimeout(
            () => {
              this.admissions = this.admissions.filter((a) => a !== admission);
              this.appending += size;
              resolve(false);
              this.admitWaiting();
            },
            Math.min(timeoutMs, ADMIT_WAIT_MS),
          ),
        };
        this.admissions.push(admission);
      });
      heldMs = performance.now() - started;
      this.app.metrics.ingestHeldSeconds.observe(heldMs / 1000);
      if (!admitted)
        this.log.warn(
          {
            size,
            appendedHead: this.appendedHead,
            committed: this.committed,
            backlogLimit: this.backlogLimit,
          },
          'appending a batch although the log holds more than APPLY_BACKLOG_LIMIT unapplied events',
        );
    }
    let lastSeq = 0;
    try {
      const appended = await this.appendRemembered(append);
      lastSeq = appended.lastSeq;
      return { ...appended, heldMs };
    } finally {
      this.appending -= size;
      if (lastSeq > this.appendedHead) this.appendedHead = lastSeq;
      this.admitWaiting();
    }
  }

  /** Runs an append and keeps its events for the rounds that apply them. */
  private async appendRemembered<T extends Appended>(append: () => Promise<T>): Promise<T> {
    const appendedMs = Date.now();
    const appended = await append();
    this.appended.add(appended.accepted.map(({ event, seq }) => ({ event, seq, appendedMs })));
    return appended;
  }

  /** Unapplied events of this process's appends and the batches appending now, with `size` more, fit the limit. */
  private hasRoom(size: number): boolean {
    const backlog = Math.max(0, this.appendedHead - this.committed) + this.appending;
    return backlog === 0 || backlog + size <= this.backlogLimit;
  }

  /** Lets waiting batches append, in their order, while the log has room. */
  private admitWaiting(): void {
    while (this.admissions.length > 0 && this.hasRoom(this.admissions[0]!.size)) {
      const next = this.admissions.shift()!;
      clearTimeout(next.timer);
      this.appending += next.size;
      next.resolve();
    }
  }

  /** Applied and mirrored through `position` (committed too). */
  private reached(position: number): void {
    if (position > this.position) this.position = position;
    this.committedTo(position);
  }

  /** Committed through `position`: held batches may append; waiters for a mirrored position are told once it is. */
  private committedTo(position: number): void {
    if (position > this.committed) this.committed = position;
    this.admitWaiting();
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters)
      if (w.position <= this.position) {
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
    this.reached(await appliedPosition(this.app.db));
    return 0;
  }

  /**
   * Applies up to roundLimit events after the stored position in one transaction, under the applier lock;
   * undefined when another process holds it. The lock and the position are one statement (decision 0106). A group
   * that would take a record out of the score range rolls the transaction back (ScoreRangeExceeded) and is applied
   * again with the range checked event by event.
   */
  private async applyRound(checkRange = false): Promise<AppliedRound | undefined> {
    try {
      return await this.app.db.transaction(async (tx) => {
        const position = await lockedAppliedPosition(tx);
        if (position === undefined) return undefined;
        return applyIn(tx, {
          position,
          limit: this.roundLimit,
          remembered: (after, limit) => this.appended.after(after, limit),
          savepoint: false,
          checkRange,
        });
      });
    } catch (err) {
      if (checkRange || !(err instanceof ScoreRangeExceeded)) throw err;
      return this.applyRound(true);
    }
  }

  /**
   * One round: the events applied (0 when caught up or another process holds the applier lock). The mirror of a
   * round runs while the next round applies (increments commute, so their order in the index does not matter);
   * a round waits for the previous mirror before starting its own, and waiters are told only once their
   * round's mirror is done, so a read after `?wait=applied` sees the index too; back-pressure (admitted) is told at
   * the commit, so held batches append while the round is mirrored.
   */
  async round(): Promise<number> {
    const started = performance.now();
    const round = await this.applyRound();
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
