// What blocks share about the visitor and the leaderboard screen: the session (user, auth errors),
// the tracker, and the screen's filters (search keyword in ?search=, region, follower-only) with the
// followee list they need. Lives in the main bundle, so it stays small.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { LEADERBOARD_REGION_FILTER } from '@eventory/domain/regions';
import type { DataClient } from '../data/data-client.ts';
import { FetchError } from '../data/data-client.ts';
import { silentTracker, type Tracker } from '../tracking/tracker.ts';
import { createSafeStorage } from './safe-storage.ts';
import { createVisitorSession, type VisitorSession, type VisitorSessionSnapshot } from './visitor-session.ts';

export type RegionFilter = (typeof LEADERBOARD_REGION_FILTER)[number];

/** The query parameter the search keyword is kept in (visitor spec §2). */
export const SEARCH_PARAM = 'search';

export interface LeaderboardInfo {
  containerID: string;
  isLeague: boolean;
}

export interface FolloweesState {
  status: 'idle' | 'loading' | 'data' | 'error';
  ids: ReadonlySet<string>;
  /** The server's errorMessage, or 'not logged in'. */
  error?: string;
}

export interface ScreenState {
  keyword: string;
  setKeyword(keyword: string): void;
  region: RegionFilter;
  setRegion(region: RegionFilter): void;
  followingOnly: boolean;
  setFollowingOnly(on: boolean): void;
  /** Set by the board once its data loaded; the follow toggle waits for it. */
  leaderboardInfo: LeaderboardInfo | undefined;
  setLeaderboardInfo(info: LeaderboardInfo | undefined): void;
  followees: FolloweesState;
}

export interface VisitorContextValue {
  session: VisitorSession;
  tracker: Tracker;
  screen: ScreenState;
}

const VisitorContext = createContext<VisitorContextValue | null>(null);

/** An in-memory session for editor mode and tests. */
export const createMemorySession = (): VisitorSession =>
  createVisitorSession(createSafeStorage(() => undefined));

const readSearchParam = (): string => {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get(SEARCH_PARAM) ?? '';
};

const writeSearchParam = (keyword: string) => {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (keyword) url.searchParams.set(SEARCH_PARAM, keyword);
  else url.searchParams.delete(SEARCH_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
};

const EMPTY_IDS: ReadonlySet<string> = new Set();

/** Loads the followee list once (then page by page while a next cursor exists) when first needed. */
function useFollowees(client: DataClient, userID: string | undefined, wanted: boolean): FolloweesState {
  const [state, setState] = useState<FolloweesState>({ status: 'idle', ids: EMPTY_IDS });
  const loadedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!userID) {
      loadedFor.current = undefined;
      setState(
        wanted
          ? { status: 'error', ids: EMPTY_IDS, error: 'not logged in' }
          : { status: 'idle', ids: EMPTY_IDS },
      );
      return undefined;
    }
    if (!wanted || loadedFor.current === userID) return undefined;
    loadedFor.current = userID;
    const controller = new AbortController();
    let finished = false;
    setState({ status: 'loading', ids: EMPTY_IDS });
    void (async () => {
      const ids = new Set<string>();
      let cursor = '';
      try {
        do {
          const page = await client.getFollowees(cursor, controller.signal);
          for (const id of page.followeeIDs) ids.add(id);
          cursor = page.nextCursor;
        } while (cursor);
        finished = true;
        if (!controller.signal.aborted) setState({ status: 'data', ids });
      } catch (error) {
        if (controller.signal.aborted) return;
        loadedFor.current = undefined;
        console.error('Loading followees failed', error);
        const message = error instanceof FetchError ? error.message : String(error);
        setState({ status: 'error', ids: EMPTY_IDS, error: message });
      }
    })();
    return () => {
      controller.abort();
      // A load cut short starts again next time; a finished one is kept (loaded once per user).
      if (!finished && loadedFor.current === userID) loadedFor.current = undefined;
    };
  }, [client, userID, wanted]);

  return state;
}

export interface VisitorProviderProps {
  session: VisitorSession;
  tracker?: Tracker;
  dataClient: DataClient;
  children: ReactNode;
}

export function VisitorProvider({
  session,
  tracker = silentTracker,
  dataClient,
  children,
}: VisitorProviderProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  const [keyword, setKeywordState] = useState(readSearchParam);
  const [region, setRegion] = useState<RegionFilter>('All');
  const [followingOnly, setFollowingOnly] = useState(false);
  const [leaderboardInfo, setLeaderboardInfo] = useState<LeaderboardInfo | undefined>(undefined);
  const userID = snapshot.user?.userID;
  const followees = useFollowees(dataClient, userID, followingOnly);

  // Signing out leaves nothing to filter by.
  useEffect(() => {
    if (!userID) setFollowingOnly(false);
  }, [userID]);

  const setKeyword = useCallback((next: string) => {
    setKeywordState(next);
    writeSearchParam(next);
  }, []);

  const screen = useMemo<ScreenState>(
    () => ({
      keyword,
      setKeyword,
      region,
      setRegion,
      followingOnly,
      setFollowingOnly,
      leaderboardInfo,
      setLeaderboardInfo,
      followees,
    }),
    [keyword, setKeyword, region, followingOnly, leaderboardInfo, followees],
  );
  const value = useMemo(() => ({ session, tracker, screen }), [session, tracker, screen]);
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): VisitorContextValue {
  const value = useContext(VisitorContext);
  if (!value) throw new Error('Blocks must be rendered inside <Renderer>.');
  return value;
}

export function useVisitorSnapshot(): VisitorSessionSnapshot {
  const { session } = useVisitor();
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}

/** Follow toggle rule (visitor spec §4): editor mode, or signed in + board info loaded + not a league. */
export const showFollowToggle = (when: {
  editor: boolean;
  signedIn: boolean;
  leaderboardInfo: LeaderboardInfo | undefined;
}): boolean => when.editor || (when.signedIn && !!when.leaderboardInfo && !when.leaderboardInfo.isLeague);
