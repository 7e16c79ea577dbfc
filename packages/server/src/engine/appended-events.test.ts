import { describe, expect, it } from 'vitest';
import type { IngestEvent } from '@eventory/domain/event-fields';
import { AppendedEvents, type LoggedEvent } from './appended-events.ts';

const logged = (seq: number): LoggedEvent => ({
  event: {
    ID: `e${seq}`,
    type: 1,
    typeName: 'Gift',
    timestamp: 0,
    source: '',
    fields: {},
  } satisfies IngestEvent,
  seq,
  appendedMs: 1000 + seq,
});
const seqs = (run: LoggedEvent[]) => run.map((l) => l.seq);

describe('the applier takes recent appends from memory only where they are the log', () => {
  it('answers the consecutive positions after the position, up to the limit', () => {
    const appended = new AppendedEvents(100);
    appended.add([1, 2, 3].map(logged));
    appended.add([4, 5].map(logged));
    expect(seqs(appended.after(0, 10))).toEqual([1, 2, 3, 4, 5]);
    expect(seqs(appended.after(0, 2))).toEqual([1, 2]);
    expect(appended.after(2, 10)[0]).toEqual(logged(3));
  });

  it('answers nothing when the next position is not here (another process appended it), and stops at a gap', () => {
    const appended = new AppendedEvents(100);
    appended.add([5, 6].map(logged));
    appended.add([9, 10].map(logged)); // 7 and 8: another process's, or a rolled-back append's gap
    expect(appended.after(3, 10)).toEqual([]);
    expect(seqs(appended.after(4, 10))).toEqual([5, 6]);
    expect(seqs(appended.after(8, 10))).toEqual([9, 10]);
  });

  it('forgets what is applied, and keeps at most its capacity, the first added going first', () => {
    const appended = new AppendedEvents(4);
    appended.add([1, 2, 3].map(logged));
    appended.after(2, 10);
    expect(appended.size).toBe(1);
    appended.add([4, 5, 6, 7].map(logged));
    expect(appended.size).toBe(4);
    expect(appended.after(2, 10)).toEqual([]); // 3 went for room: the round reads the log
    expect(seqs(appended.after(3, 10))).toEqual([4, 5, 6, 7]);
  });

  it('keeps batches added out of position order, as two appends may resolve', () => {
    const appended = new AppendedEvents(100);
    appended.add([3, 4].map(logged));
    appended.add([1, 2].map(logged));
    expect(seqs(appended.after(0, 10))).toEqual([1, 2, 3, 4]);
  });
});
