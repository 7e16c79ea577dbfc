// @eventory/blocks/runtime: what an app hands the renderer for a visitor: the data client (with the day
// cache), the visitor session and its storage, the tracker, and the visitor texts; and the one reconnecting
// client of the live channels, which the dashboard's screens that listen use too (decision 0109).
export {
  createHttpDataClient,
  FetchError,
  getJson,
  type DataClient,
  type DemoVisitor,
} from './data/data-client.ts';
export { browserCacheStorage, createDayCache } from './data/cache/day-cache.ts';
export { useFetcher } from './data/useFetcher.ts';
export { liveUrl, openLiveChannel, type LiveStatus } from './data/live-channel.ts';
export { SPEC_TEXTS, visitorText } from './i18n/visitor-texts.ts';
export { ERROR_SPEC_TEXTS, errorText } from './i18n/error-texts.ts';
export { createBatchingSink, createTracker, silentTracker, type Tracker } from './tracking/tracker.ts';
export { browserStorage, createSafeStorage } from './visitor/safe-storage.ts';
export { createVisitorSession, type VisitorSession } from './visitor/visitor-session.ts';
