// A campaign's tracker (admin spec §7 tracker): which visitor events its event pages send, and the views
// and clicks counted per leaderboard. Decision: docs/decisions/0016.
import { z } from 'zod';
import { TRACKING_EVENT_NAMES } from './tracking.ts';

export const trackerConfigSchema = z.object({
  enabled: z.boolean().default(true),
  /** Share of visitors tracked, 0..1. */
  samplingRate: z
    .number()
    .min(0, 'samplingRate is between 0 and 1')
    .max(1, 'samplingRate is between 0 and 1')
    .default(1),
  /** Which tracking events the pages send. */
  events: z
    .array(z.enum(TRACKING_EVENT_NAMES))
    .min(1, 'track at least one event (or disable the tracker)')
    .refine((e) => new Set(e).size === e.length, 'an event is listed twice')
    .default([...TRACKING_EVENT_NAMES]),
});
export type TrackerConfig = z.infer<typeof trackerConfigSchema>;
export const trackerPatchSchema = z
  .object({
    enabled: z.boolean(),
    samplingRate: trackerConfigSchema.shape.samplingRate.unwrap(),
    events: trackerConfigSchema.shape.events.unwrap(),
  })
  .partial()
  .strict();
export type TrackerPatch = z.infer<typeof trackerPatchSchema>;
export const defaultTrackerConfig = (): TrackerConfig => trackerConfigSchema.parse({});

export interface Tracker extends TrackerConfig {
  campaignID: number;
  updateTime: number | null;
}

/** Click events counted per leaderboard (they carry the leaderboard's containerID property). */
export const TRACKER_CLICK_EVENTS = ['profile_click', 'button_click', 'link_click'] as const;

export interface LeaderboardTracking {
  leaderboardID: number;
  groupName: string;
  containerID: number;
  views: number;
  clicks: number;
}
