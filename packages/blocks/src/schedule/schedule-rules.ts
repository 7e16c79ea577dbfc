// Pure rules of the schedule items (block catalogue §3, §4; decision 0066): a cycle item is shown while the
// current unit of its cycle lies in [from, to); a period item while now (seconds) lies in [startTime, endTime).
import { SCHEDULE_EVERY } from '@eventory/domain/block-catalogue';

export { SCHEDULE_EVERY };
export type ScheduleEvery = (typeof SCHEDULE_EVERY)[number];

/** Block catalogue §3: every defaults to day, from to 0, to to 12. */
export const DEFAULT_SCHEDULE_CYCLE = { every: 'day', from: 0, to: 12 } as const;
/** Block catalogue §4: cycle items are rechecked every second, period items every 500 ms. */
export const SCHEDULE_CYCLE_RECHECK_MS = 1000;
export const SCHEDULE_PERIOD_RECHECK_MS = 500;

export const scheduleEvery = (value: unknown): ScheduleEvery =>
  SCHEDULE_EVERY.includes(value as ScheduleEvery) ? (value as ScheduleEvery) : DEFAULT_SCHEDULE_CYCLE.every;

/** How many units a cycle has: 7 days of a week, 24 hours of a day, 60 minutes of an hour, 60 seconds. */
export const CYCLE_LENGTH: Record<ScheduleEvery, number> = { week: 7, day: 24, hour: 60, minute: 60 };

interface ClockParts {
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function clockParts(nowMs: number, timeZone: string | undefined): ClockParts {
  const date = new Date(nowMs);
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(date);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return {
        weekday: WEEKDAYS.indexOf(part('weekday')),
        hour: Number(part('hour')) % 24,
        minute: Number(part('minute')),
        second: Number(part('second')),
      };
    } catch {
      // An unknown time zone falls back to the visitor's own clock.
    }
  }
  return {
    weekday: date.getDay(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/**
 * The current unit of the cycle: the weekday (0 = Sunday) of a week, the hour of a day, the minute of an hour,
 * the second of a minute; in `timeZone` (IANA name) when given, else the visitor's local time.
 */
export function cycleUnit(every: ScheduleEvery, nowMs: number, timeZone?: string): number {
  const parts = clockParts(nowMs, timeZone || undefined);
  if (every === 'week') return parts.weekday;
  if (every === 'day') return parts.hour;
  if (every === 'hour') return parts.minute;
  return parts.second;
}

/**
 * True when `unit` lies from `from` up to but not including `to`. A `from` after `to` wraps over the end of
 * the cycle (day from 22 to 2 = 22:00–01:59); equal bounds never show.
 */
export function isInCycle(unit: number, from: number, to: number): boolean {
  if (from <= to) return unit >= from && unit < to;
  return unit >= from || unit < to;
}

/** True when now, in whole seconds, is at or after startTime and before endTime; 0 leaves a bound open. */
export function isInPeriod(nowMs: number, startTime: number, endTime: number): boolean {
  const now = Math.floor(nowMs / 1000);
  return (startTime <= 0 || now >= startTime) && (endTime <= 0 || now < endTime);
}
