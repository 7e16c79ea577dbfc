// The event page's in-page location (the path under /event/{codeName}), shared by Switch, Tabs and
// anchor links, plus the page info they write (the active tab's name). The pages app provides a
// browser store on the History API; editor mode and tests use a memory store.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { normalizePath, splitEventPath } from './location.ts';

export interface NavigationSnapshot {
  /** The path inside the event page, e.g. '/daily'. */
  path: string;
  /** '?a=1' or ''. */
  search: string;
  /** '#section' or ''. */
  hash: string;
  /** The active tab's name, recorded in the page info (visitor spec §2). */
  tabName: string | undefined;
}

export interface NavigationStore {
  /** '/event/{codeName}' or '/p-campaign/{codeName}'; '' in memory stores. */
  readonly base: string;
  snapshot(): NavigationSnapshot;
  subscribe(listener: () => void): () => void;
  /** `to` is an in-page location: '/path', optionally with '?query' and '#hash'. */
  navigate(to: string, options?: { replace?: boolean }): void;
  setTabName(name: string | undefined): void;
}

/** '/path?q#h' → its three parts. */
export function parseInPageLocation(to: string): { path: string; search: string; hash: string } {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = rest.indexOf('?');
  const search = queryAt >= 0 ? rest.slice(queryAt) : '';
  const path = normalizePath(queryAt >= 0 ? rest.slice(0, queryAt) : rest);
  return { path, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/** The document URL of an in-page location: base + path (the root is the base itself) + query + hash. */
export function pageHref(base: string, to: string): string {
  const target = parseInPageLocation(to);
  const path = base && target.path === '/' ? '' : target.path;
  return `${base}${path}${target.search}${target.hash}`;
}

function createStore(
  base: string,
  read: () => { path: string; search: string; hash: string },
  write: (url: string, replace: boolean) => void,
  listen?: (onChange: () => void) => () => void,
): NavigationStore {
  const listeners = new Set<() => void>();
  let tabName: string | undefined;
  let current: NavigationSnapshot = { ...read(), tabName };
  const publish = () => {
    const next = read();
    if (
      next.path === current.path &&
      next.search === current.search &&
      next.hash === current.hash &&
      tabName === current.tabName
    )
      return;
    current = { ...next, tabName };
    for (const listener of [...listeners]) listener();
  };
  let unlisten: (() => void) | undefined;
  return {
    base,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && listen) unlisten = listen(publish);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unlisten?.();
          unlisten = undefined;
        }
      };
    },
    navigate(to, { replace = false } = {}) {
      write(pageHref(base, to), replace);
      publish();
    },
    setTabName(name) {
      tabName = name;
      publish();
    },
  };
}

/** An in-memory location (editor mode, tests), starting at `initial` ('/path?q#h'). */
export function createMemoryNavigation(initial = '/'): NavigationStore {
  let location = parseInPageLocation(initial);
  return createStore(
    '',
    () => location,
    (url) => {
      location = parseInPageLocation(url);
    },
  );
}

/** The browser's location through the History API; back/forward (popstate) updates it. */
export function createBrowserNavigation(win: Window = window): NavigationStore {
  const { base } = splitEventPath(win.location.pathname);
  const read = () => ({
    path: splitEventPath(win.location.pathname).path,
    search: win.location.search,
    hash: win.location.hash,
  });
  return createStore(
    base,
    read,
    (url, replace) => {
      if (replace) win.history.replaceState(win.history.state, '', url);
      else win.history.pushState(null, '', url);
    },
    (onChange) => {
      win.addEventListener('popstate', onChange);
      return () => win.removeEventListener('popstate', onChange);
    },
  );
}

const NavigationContext = createContext<NavigationStore | null>(null);
let fallback: NavigationStore | undefined;

export function NavigationProvider({
  navigation,
  children,
}: {
  navigation: NavigationStore;
  children: ReactNode;
}) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/** The page's navigation store; outside a provider (the dashboard's preview) one memory store at '/'. */
export function useNavigationStore(): NavigationStore {
  const store = useContext(NavigationContext);
  if (store) return store;
  fallback ??= createMemoryNavigation('/');
  return fallback;
}

export function useNavigation(): NavigationSnapshot & { store: NavigationStore } {
  const store = useNavigationStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return { ...snapshot, store };
}
