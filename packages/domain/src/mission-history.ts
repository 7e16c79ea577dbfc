// The history of a campaign's base missions (issue 17 §4 `baseMissionHistory`, decision 0078): every change
// of its missions and their rewards from the change log, and per day (in the campaign's timezone) how many
// viewers completed each mission and how many claimed its reward.
import type { ChangeLogPage } from './change-log.ts';
import { timezoneOffsetMinutes } from './constraints/schedule.ts';

/** The change-log tables a base mission's history reads: the mission itself and its reward. */
export const MISSION_HISTORY_TABLES = ['missions', 'mission_rewards'] as const;

/** Paging of GET campaigns/{id}/mission-history/changes. */
export const MISSION_CHANGES_DEFAULT_LIMIT = 20;
export const MISSION_CHANGES_MAX_LIMIT = 100;

/** GET campaigns/{id}/mission-history/changes: the change-log page of the campaign's missions. */
export type MissionChangesPage = ChangeLogPage;

/** One mission's counts on one day of the campaign's timezone. */
export interface MissionDay {
  missionID: number;
  /** The day in the campaign's timezone, YYYY-MM-DD. */
  day: string;
  /** Viewers whose progress first reached the goal that day. */
  completions: number;
  /** Rewards claimed that day. */
  claims: number;
}

/** GET campaigns/{id}/mission-history/days: days with activity, oldest first, then by mission. */
export interface MissionDaysAnswer {
  campaignID: number;
  timezone: string;
  days: MissionDay[];
}

/** One day in ms. */
export const DAY_MS = 86_400_000;

/** The day number (days since 1970-01-01 in the timezone) of a unix-ms time. */
export const dayNumberOf = (ms: number, timezone: string): number =>
  Math.floor((ms + timezoneOffsetMinutes(timezone) * 60_000) / DAY_MS);

/** YYYY-MM-DD of a day number. */
export const dayOfNumber = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
