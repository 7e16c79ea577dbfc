// The analytics events of the event pages (visitor spec §7 Tracking), shared by the pages' tracker and
// the server that stores them. No zod here: the event pages import it.

export const TRACKING_EVENT_NAMES = [
  'page_enter',
  'section_view',
  'tab_click',
  'leaderboard_view',
  'button_click',
  'link_click',
  'profile_click',
  'page_surfing',
  'search',
] as const;

export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

/** Who did it: the signed-in user's email, else this. */
export const GUEST_ACTOR = 'guest';

export type TrackingValue = string | number | boolean;

export interface TrackingEvent {
  name: TrackingEventName;
  /** The user's email or 'guest'. */
  actor: string;
  /** The page's code name and path, e.g. 'summer/daily'. */
  page: string;
  /** Unix ms on the visitor's clock. */
  timestamp: number;
  properties: Record<string, TrackingValue>;
}

/** POST /api/v1/tracking/events body. */
export interface TrackingBatch {
  events: TrackingEvent[];
}

/** Server limits: events per batch, properties per event, characters per property value. */
export const TRACKING_LIMITS = { maxEvents: 50, maxProperties: 20, maxValueLength: 500 } as const;
