// The browser-side pieces the event page hands the renderer: the visitor session in local storage,
// the day-store cache, the data client using both, and the tracker batching to our server.
import {
  browserCacheStorage,
  browserStorage,
  createBatchingSink,
  createDayCache,
  createHttpDataClient,
  createTracker,
  createVisitorSession,
  type DataClient,
  type Tracker,
  type VisitorSession,
} from '@eventory/blocks/runtime';

export interface VisitorRuntime {
  session: VisitorSession;
  dataClient: DataClient;
  tracker: Tracker;
}

let runtime: VisitorRuntime | undefined;

/** One per page view: the session must be the same object for the renderer and the demo sign-in. */
export function browserVisitorRuntime(): VisitorRuntime {
  if (runtime) return runtime;
  const session = createVisitorSession(browserStorage());
  const dataClient = createHttpDataClient({ session, cache: createDayCache(browserCacheStorage) });
  const tracker = createTracker({
    sink: createBatchingSink(),
    actor: () => session.snapshot().user?.email || undefined,
    page: () => window.location.pathname.replace(/^\/(event|p-campaign)\//, ''),
  });
  runtime = { session, dataClient, tracker };
  return runtime;
}
