// Count windows: which window an event falls in, in the campaign's timezone (a "day" of a GMT+0800
// campaign starts at 00:00 GMT+0800, not UTC).
import type { Schedule } from './model.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Minutes east of UTC for a campaign timezone such as 'GMT+0800' or 'GMT-0800'; UTC when unreadable. */
export function timezoneOffsetMinutes(timezone: string): number {
  const m = /^GMT([+-])(\d{2})(\d{2})$/.exec(timezone);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * Unix ms at which the window holding `timestampMs` starts; 0 for 'total' (one window forever).
 * Weeks start on Monday; months on the 1st.
 */
export function windowStart(timestampMs: number, schedule: Schedule, timezone: string): number {
  if (schedule === 'total') return 0;
  const offset = timezoneOffsetMinutes(timezone) * 60_000;
  const local = timestampMs + offset;
  switch (schedule) {
    case 'hourly':
      return Math.floor(local / HOUR) * HOUR - offset;
    case 'daily':
      return Math.floor(local / DAY) * DAY - offset;
    case 'weekly': {
      const dayStart = Math.floor(local / DAY) * DAY;
      const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0
      return dayStart - weekday * DAY - offset;
    }
    case 'monthly': {
      const d = new Date(local);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - offset;
    }
  }
}
