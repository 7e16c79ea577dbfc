// The active daily tab's period (visitor spec §2 "daily container"): DailyLeaderboard puts the active
// DailyTab's start and end here, and the Duration / Countdown blocks inside it read them instead of
// their own props, so only the active tab's times reach them.
import { createContext, useContext } from 'react';

/** Unix seconds, as the DailyTab props (block spec §3). */
export interface ActivePeriod {
  startTime: number;
  endTime: number;
  /** Index of the active tab, 0 = first. */
  index: number;
}

export const ActivePeriodContext = createContext<ActivePeriod | undefined>(undefined);

/** The active daily tab's period, or undefined outside a DailyLeaderboard. */
export function useActivePeriod(): ActivePeriod | undefined {
  return useContext(ActivePeriodContext);
}

/**
 * The times a Duration or Countdown shows: inside a daily container the active tab's, else its own.
 * `own` holds the block's own startTime / endTime props (unix seconds).
 */
export function periodFor(
  own: { startTime: number; endTime: number },
  active: ActivePeriod | undefined,
): { startTime: number; endTime: number } {
  return active ? { startTime: active.startTime, endTime: active.endTime } : own;
}
