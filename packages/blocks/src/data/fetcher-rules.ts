// The generic fetcher's rules (visitor spec §4) as pure functions, so each is tested with the spec's numbers.

/** Auto-refresh re-fetches this long after a completed load. */
export const AUTO_REFRESH_DELAY_MS = 1000;
/** A start time further ahead than this (7 days) schedules nothing. */
export const MAX_FORWARD_REFRESH_MS = 604_800_000;

/**
 * How long to wait before the next auto-refresh: 1 s normally and once the start time has passed;
 * before the start time, until it (only when it is at most 7 days away; otherwise undefined = none).
 */
export function nextRefreshDelay(nowMs: number, startTimeMs?: number): number | undefined {
  if (startTimeMs === undefined || !Number.isFinite(startTimeMs) || startTimeMs <= nowMs)
    return AUTO_REFRESH_DELAY_MS;
  const wait = startTimeMs - nowMs;
  return wait <= MAX_FORWARD_REFRESH_MS ? wait : undefined;
}

/** Auto-refresh skips a hidden tab, editor mode and a load already in flight. */
export const mayAutoRefresh = (when: { hidden: boolean; editor: boolean; inFlight: boolean }): boolean =>
  !when.hidden && !when.editor && !when.inFlight;

/** Paging is by cursor: more pages while the next cursor is non-empty. */
export const hasMoreAfter = (nextCursor: string | undefined): boolean =>
  typeof nextCursor === 'string' && nextCursor !== '';

/** Live data, or the cached data when live data is empty. */
export function shownData<T>(
  live: readonly T[] | undefined,
  cached: readonly T[] | undefined,
): readonly T[] | undefined {
  if (live && live.length > 0) return live;
  return cached && cached.length > 0 ? cached : live;
}
