// The batches this process appended lately, kept for its applier (decision 0103): a round whose events are all
// here, at consecutive positions from the stored position on, takes them from memory instead of reading them back
// from the log. The log stays the truth: a position missing here (another process's append, a synchronous
// caller's, a rolled-back append's gap, a batch dropped for room) ends the run, and the round reads the database.
import type { IngestEvent } from '@eventory/domain/event-fields';

/** An event at its log position, as the applier scores it. */
export interface LoggedEvent {
  event: IngestEvent;
  seq: number;
  /** Unix ms its append began (the database's received_at is the append transaction's start). */
  appendedMs: number;
}

export class AppendedEvents {
  private readonly bySeq = new Map<number, LoggedEvent>();

  /** @param capacity events kept at most; the first added go first. */
  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.bySeq.size;
  }

  /** A committed append's events. */
  add(events: readonly LoggedEvent[]): void {
    for (const e of events) this.bySeq.set(e.seq, e);
    for (const seq of this.bySeq.keys()) {
      if (this.bySeq.size <= this.capacity) break;
      this.bySeq.delete(seq);
    }
  }

  /**
   * The events at consecutive positions after `position`, at most `limit`; empty when the next position is not
   * here. Events at or before `position` are applied: they are forgotten.
   */
  after(position: number, limit: number): LoggedEvent[] {
    for (const seq of this.bySeq.keys()) if (seq <= position) this.bySeq.delete(seq);
    const run: LoggedEvent[] = [];
    for (let seq = position + 1; run.length < limit; seq++) {
      const e = this.bySeq.get(seq);
      if (!e) break;
      run.push(e);
    }
    return run;
  }
}
