// A rollup adds each row at the minute grain and folds the quarter-hours and hours from the minutes (decision
// 0105): what it hands out must be what adding every row to every grain gives.
import { describe, expect, it } from 'vitest';
import { addToSketch, emptySketch, estimate, sketchToText, type Sketch } from './hyperloglog.ts';
import { Contribution, GRAINS } from './insight-rollup.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Rows over 90 minutes from 10:50, across quarter-hour and hour boundaries.
const start = Date.UTC(2026, 10, 28, 10, 50);
const rows = Array.from({ length: 900 }, (_, i) => ({
  ms: start + i * 6_000,
  value: 1 + (i % 7),
  member: `viewer-${i % 400}`,
}));

/** The plain way: every row into every grain's bucket. */
function everyGrain<T>(add: (into: T | undefined, row: (typeof rows)[number]) => T) {
  const out = new Map<string, T>();
  for (const row of rows)
    for (const grain of GRAINS) {
      const size = grain * MINUTE;
      const key = `${grain}/${Math.floor(row.ms / size) * size}`;
      out.set(key, add(out.get(key), row));
    }
  return out;
}

describe('Contribution', () => {
  it('hands out per grain the sums of adding every row to every grain', () => {
    const c = new Contribution();
    for (const r of rows) c.add('type:1', 'point', '', r.ms, r.value);
    const got = new Map([...c.sumRows()].map((r) => [`${r.grain}/${r.bucketMs}`, r.value]));
    expect(got).toEqual(everyGrain<number>((sum, r) => (sum ?? 0) + r.value));
    // 90 minutes: 90 minute buckets, 7 quarter-hours (10:45 … 12:15), 3 hours (10:00, 11:00, 12:00).
    expect([...got.keys()].filter((k) => k.startsWith('60/'))).toEqual(
      [10, 11, 12].map((h) => `60/${Date.UTC(2026, 10, 28, h)}`),
    );
    expect(got.size).toBe(90 + 7 + 3);
  });

  it('hands out per grain the sketches of adding every member to every grain, sparse and dense alike', () => {
    const c = new Contribution();
    for (const r of rows) c.addMember('type:1', 'senders', '', r.ms, r.member);
    const sketches = [...c.sketchRows()];
    const got = new Map(sketches.map((r) => [`${r.grain}/${r.bucketMs}`, sketchToText(r.sketch)]));
    const expected = everyGrain<Sketch>((sketch, r) => {
      const s = sketch ?? emptySketch();
      addToSketch(s, r.member);
      return s;
    });
    expect(got).toEqual(new Map([...expected].map(([k, s]) => [k, sketchToText(s)])));
    // The hour of 11:00 saw all 400 viewers: past the sparse limit, so registers, estimated near 400.
    const hour = sketches.find((r) => r.grain === 60 && r.bucketMs === start - 50 * MINUTE + HOUR)!;
    expect(hour.sketch.registers).toBeDefined();
    expect(Math.abs(estimate(hour.sketch) - 400)).toBeLessThan(40);
  });

  it('keeps the coarser sketches apart from the minutes they were folded from', () => {
    const c = new Contribution();
    c.addMember('type:1', 'senders', '', start, 'a');
    c.addMember('type:1', 'senders', '', start + MINUTE, 'b');
    const rowsOut = [...c.sketchRows()];
    const minute = rowsOut.find((r) => r.grain === 1 && r.bucketMs === start)!;
    addToSketch(minute.sketch, 'c');
    const quarter = rowsOut.find((r) => r.grain === 15)!;
    expect(estimate(quarter.sketch)).toBe(2);
  });
});
