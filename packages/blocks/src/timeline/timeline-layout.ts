// Pure layout rules of the timeline (block catalogue §3, §9): one slot per distinct time, 116 px each, or
// percentages when there are fewer than 4 distinct times; which item is past, current or upcoming; and how
// far the line is filled at a given moment.

/** Block catalogue §3: the item label's default formats. */
export const TIMELINE_DATE_FORMAT = 'MM.DD';
export const TIMELINE_WEEKDAY_FORMAT = '(dd)';
export const TIMELINE_TIME_FORMAT = 'HH:mm:ss';
/** Block catalogue §9. */
export const TIMELINE_SLOT_WIDTH_PX = 116;
export const TIMELINE_PERCENT_BELOW = 4;
export const TIMELINE_TICK_MS = 1000;

export type TimelinePhase = 'past' | 'current' | 'upcoming';

export interface TimelineSlot {
  /** Unix seconds; undefined for an item whose time is not set. */
  time: number | undefined;
}

export interface TimelineLayout {
  slots: TimelineSlot[];
  /** Slot index of each item, in the items' order. */
  slotOfItem: number[];
  unit: 'px' | 'percent';
}

const validTime = (time: number | undefined): time is number =>
  time !== undefined && Number.isFinite(time) && time > 0;

/**
 * Items with the same time share a slot; slots run in time order, then the items without a time, each in
 * its own slot, in blueprint order (so an author sees where a new item lands before giving it a time).
 */
export function timelineLayout(itemTimes: readonly (number | undefined)[]): TimelineLayout {
  const distinct = [...new Set(itemTimes.filter(validTime))].sort((a, b) => a - b);
  const slots: TimelineSlot[] = distinct.map((time) => ({ time }));
  const slotOfItem = itemTimes.map((time) => {
    if (validTime(time)) return distinct.indexOf(time);
    slots.push({ time: undefined });
    return slots.length - 1;
  });
  return { slots, slotOfItem, unit: slots.length < TIMELINE_PERCENT_BELOW ? 'percent' : 'px' };
}

/** The width of one slot and of the whole track, as CSS lengths. */
export function slotWidths(layout: TimelineLayout): { slot: string; track: string } {
  const count = Math.max(1, layout.slots.length);
  if (layout.unit === 'percent') return { slot: `${100 / count}%`, track: '100%' };
  return { slot: `${TIMELINE_SLOT_WIDTH_PX}px`, track: `${count * TIMELINE_SLOT_WIDTH_PX}px` };
}

/** The latest set time at or before now, if any. */
function currentTime(layout: TimelineLayout, nowSeconds: number): number | undefined {
  let current: number | undefined;
  for (const { time } of layout.slots) if (validTime(time) && time <= nowSeconds) current = time;
  return current;
}

/** The latest time reached is current, earlier ones past, later ones (and unset ones) upcoming. */
export function timelinePhase(
  time: number | undefined,
  layout: TimelineLayout,
  nowSeconds: number,
): TimelinePhase {
  if (!validTime(time)) return 'upcoming';
  const current = currentTime(layout, nowSeconds);
  if (current === undefined || time > current) return 'upcoming';
  return time === current ? 'current' : 'past';
}

/**
 * How much of the track (0..1) the line has filled: nothing before the first time, the centre of a slot at
 * its time, moving evenly towards the next slot's centre in between, and stopping at the last set time.
 */
export function lineProgress(layout: TimelineLayout, nowSeconds: number): number {
  const count = layout.slots.length;
  const set = layout.slots
    .map((slot, index) => ({ time: slot.time, index }))
    .filter((s) => validTime(s.time));
  const first = set[0];
  if (!count || !first || nowSeconds < (first.time as number)) return 0;
  for (let k = 0; k < set.length; k += 1) {
    const here = set[k]!;
    const next = set[k + 1];
    if (!next || nowSeconds < (next.time as number)) {
      const span = next ? (next.time as number) - (here.time as number) : 0;
      const towardsNext = next && span > 0 ? (nowSeconds - (here.time as number)) / span : 0;
      const position = here.index + 0.5 + towardsNext * (next ? next.index - here.index : 0);
      return Math.min(1, position / count);
    }
  }
  return 0;
}
