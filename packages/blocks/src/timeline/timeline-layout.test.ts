import { describe, expect, it } from 'vitest';
import {
  lineProgress,
  slotWidths,
  timelineLayout,
  timelinePhase,
  TIMELINE_SLOT_WIDTH_PX,
} from './timeline-layout.ts';

describe('timeline layout (block catalogue §9)', () => {
  it('gives each distinct time one slot, in time order; items at the same time share it', () => {
    const layout = timelineLayout([300, 100, 300, 200]);
    expect(layout.slots.map((s) => s.time)).toEqual([100, 200, 300]);
    expect(layout.slotOfItem).toEqual([2, 0, 2, 1]);
  });

  it('lays fewer than 4 distinct times out in percent', () => {
    const layout = timelineLayout([100, 200, 200, 300]);
    expect(layout.unit).toBe('percent');
    expect(slotWidths(layout).slot).toBe(`${100 / 3}%`);
    expect(slotWidths(layout).track).toBe('100%');
  });

  it('uses 116 px slots from 4 distinct times on', () => {
    const layout = timelineLayout([100, 200, 300, 400, 500]);
    expect(layout.unit).toBe('px');
    expect(TIMELINE_SLOT_WIDTH_PX).toBe(116);
    expect(slotWidths(layout)).toEqual({ slot: '116px', track: '580px' });
  });

  it('puts items without a time last, each in its own slot', () => {
    const layout = timelineLayout([undefined, 200, 0, 100]);
    expect(layout.slots.map((s) => s.time)).toEqual([100, 200, undefined, undefined]);
    expect(layout.slotOfItem).toEqual([2, 1, 3, 0]);
  });
});

describe('timeline phases', () => {
  const layout = timelineLayout([100, 200, 300]);
  it('marks the latest reached time current, earlier past, later upcoming', () => {
    expect([100, 200, 300].map((t) => timelinePhase(t, layout, 250))).toEqual([
      'past',
      'current',
      'upcoming',
    ]);
  });
  it('has nothing current before the first time', () => {
    expect([100, 200, 300].map((t) => timelinePhase(t, layout, 50))).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });
  it('becomes current exactly at its time', () => {
    expect(timelinePhase(200, layout, 200)).toBe('current');
    expect(timelinePhase(200, layout, 199)).toBe('upcoming');
  });
});

describe('line progress', () => {
  const layout = timelineLayout([100, 200, 300, 400]);
  it('is empty before the first time and at the first slot centre at its time', () => {
    expect(lineProgress(layout, 99)).toBe(0);
    expect(lineProgress(layout, 100)).toBeCloseTo(0.5 / 4);
  });
  it('moves evenly towards the next centre', () => {
    expect(lineProgress(layout, 150)).toBeCloseTo(1 / 4);
    expect(lineProgress(layout, 300)).toBeCloseTo(2.5 / 4);
  });
  it('stops at the last time', () => {
    expect(lineProgress(layout, 10_000)).toBeCloseTo(3.5 / 4);
  });
});
