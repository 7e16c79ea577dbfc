// Page analytics (visitor spec §7 Tracking): one interface with the spec's events, each carrying the
// user's email or 'guest'. Sinks decide where events go; the default batches them to our server.
import {
  GUEST_ACTOR,
  TRACKING_LIMITS,
  type TrackingEvent,
  type TrackingEventName,
  type TrackingValue,
} from '@eventory/domain/tracking';

export interface TrackingSink {
  send(event: TrackingEvent): void;
  /** Sends whatever is queued now (page hide). */
  flush(): void;
}

export type Properties = Record<string, TrackingValue>;

export interface ProfileClick {
  /** 'live' when the streamer is live (opens the stream), else 'profile'. */
  kind: 'live' | 'profile';
  streamerId: string;
  liveStatus: boolean;
  hasDeeplink: boolean;
}

export interface Tracker {
  track(name: TrackingEventName, properties?: Properties): void;
  pageEnter(): void;
  /** Fires once per section name per page view. */
  sectionView(section: string): void;
  tabClick(tabName: string, to: string): void;
  leaderboardView(containerID: string | number): void;
  buttonClick(text: string, properties?: Properties): void;
  linkClick(url: string, properties?: Properties): void;
  profileClick(click: ProfileClick): void;
  /** 'button_subtab.{index}'. */
  pageSurfing(index: number): void;
  search(keyword: string, properties?: Properties): void;
  /** Logs the user in to the tracking: later events carry their userID (the root template calls it). */
  identify(userID: string | undefined): void;
  /** The page's A/B variant key (decision 0091): later events carry it as `variant`; undefined: none. */
  setVariant(key: string | undefined): void;
}

/** Visitor spec §9: page-enter tracking fires 500 ms after mount. */
export const PAGE_ENTER_DELAY_MS = 500;

export interface TrackerOptions {
  sink: TrackingSink;
  /** The signed-in user's email, else undefined (→ 'guest'). */
  actor: () => string | undefined;
  /** The page the events belong to (code name and path). */
  page: () => string;
  now?: () => number;
}

const clip = (value: TrackingValue): TrackingValue =>
  typeof value === 'string' ? value.slice(0, TRACKING_LIMITS.maxValueLength) : value;

export function createTracker({ sink, actor, page, now = Date.now }: TrackerOptions): Tracker {
  const seenSections = new Set<string>();
  let userID: string | undefined;
  let variant: string | undefined;
  const track = (name: TrackingEventName, properties: Properties = {}) => {
    const clipped: Properties = userID ? { userID } : {};
    if (variant) clipped.variant = variant;
    // The userID and variant count against the server's property limit.
    const room = TRACKING_LIMITS.maxProperties - Object.keys(clipped).length;
    // An event's own properties never replace the page's variant or the user id (issue 30 §1.4).
    const own = Object.entries(properties).filter(([key]) => key !== 'variant' && key !== 'userID');
    for (const [key, value] of own.slice(0, room)) clipped[key] = clip(value);
    sink.send({ name, actor: actor() || GUEST_ACTOR, page: page(), timestamp: now(), properties: clipped });
  };
  return {
    track,
    pageEnter: () => track('page_enter'),
    sectionView(section) {
      if (seenSections.has(section)) return;
      seenSections.add(section);
      track('section_view', { section });
    },
    tabClick: (tabName, to) => track('tab_click', { tabName, to }),
    leaderboardView: (containerID) => track('leaderboard_view', { containerID: String(containerID) }),
    buttonClick: (text, properties = {}) => track('button_click', { ...properties, text }),
    linkClick: (url, properties = {}) => track('link_click', { ...properties, url }),
    profileClick: ({ kind, streamerId, liveStatus, hasDeeplink }) =>
      track('profile_click', { kind, streamerId, liveStatus, hasDeeplink }),
    pageSurfing: (index) => track('page_surfing', { target: `button_subtab.${index}` }),
    search: (keyword, properties = {}) => track('search', { ...properties, keyword }),
    identify(id) {
      userID = id || undefined;
    },
    setVariant(key) {
      variant = key || undefined;
    },
  };
}

/** For editor mode and tests: drops everything. */
export const silentTracker: Tracker = createTracker({
  sink: { send: () => {}, flush: () => {} },
  actor: () => undefined,
  page: () => '',
});

export interface BatchingSinkOptions {
  url?: string;
  /** Send when this many events are queued (at most the server's 50). */
  maxBatch?: number;
  /** Send queued events at most this long after the first of them. */
  flushAfterMs?: number;
  /** How a batch leaves; default sendBeacon on page hide, else fetch with keepalive. */
  transport?: (url: string, body: string, leaving: boolean) => void;
}

export const TRACKING_URL = '/api/v1/tracking/events';
export const DEFAULT_BATCH = { maxBatch: 20, flushAfterMs: 2000 } as const;

export function browserTransport(url: string, body: string, leaving: boolean): void {
  try {
    if (leaving && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch((error: unknown) => console.warn('Tracking batch not sent.', error));
  } catch (error) {
    console.warn('Tracking batch not sent.', error);
  }
}

/** Queues events and sends them in batches: by size, by time, and whatever is left when the page hides. */
export function createBatchingSink(options: BatchingSinkOptions = {}): TrackingSink & { dispose(): void } {
  const {
    url = TRACKING_URL,
    maxBatch = DEFAULT_BATCH.maxBatch,
    flushAfterMs = DEFAULT_BATCH.flushAfterMs,
    transport = browserTransport,
  } = options;
  const size = Math.max(1, Math.min(maxBatch, TRACKING_LIMITS.maxEvents));
  let queue: TrackingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (leaving: boolean) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, size);
      queue = queue.slice(size);
      transport(url, JSON.stringify({ events: batch }), leaving);
    }
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') send(true);
  };
  const onPageHide = () => send(true);
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
  }

  return {
    send(event) {
      queue.push(event);
      if (queue.length >= size) send(false);
      else timer ??= setTimeout(() => send(false), flushAfterMs);
    },
    flush: () => send(true),
    dispose() {
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onHide);
        window.removeEventListener('pagehide', onPageHide);
      }
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
