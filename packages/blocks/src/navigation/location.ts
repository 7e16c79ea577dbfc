// Pure rules of in-page navigation (visitor spec §2 "Route switching" and "Tabs", block spec §2):
// where the event page's base ends, which Route a path shows, the default path with
// asDefaultPathBefore, redirects that keep the rest of the location, and tab targets.
import { readKeys } from '@eventory/domain/prop-values';

/** Visitor spec §2: a Switch's defaultPath defaults to /default; a Tab's 'to' to '/'. */
export const DEFAULT_SWITCH_PATH = '/default';
export const DEFAULT_TAB_TO = '/';
/** The query parameter an external tab link carries the user id in (visitor spec §2). */
export const USER_ID_PARAM = 'userID';

/** The event page's own path and the path inside it: /event/summer/daily → base /event/summer, path /daily. */
export function splitEventPath(pathname: string): { base: string; path: string } {
  const match = /^(\/(?:event|p-campaign)\/[^/?#]+)(\/[^?#]*)?/.exec(pathname);
  if (!match?.[1]) return { base: '', path: normalizePath(pathname) };
  return { base: match[1], path: normalizePath(match[2] ?? '/') };
}

/** One leading slash, no trailing slash (except the root), no doubled slashes. */
export function normalizePath(path: string): string {
  const cleaned = `/${path}`.replace(/\/{2,}/g, '/');
  return cleaned.length > 1 ? cleaned.replace(/\/+$/, '') : cleaned;
}

/** Exact match, as a Tab's 'to' must match the current path. */
export const pathMatches = (current: string, to: string): boolean =>
  normalizePath(current) === normalizePath(to);

/**
 * Starts-with match, by whole segments (so '/day1' does not match '/day10'), as Surprise tabs, rank-group
 * items and Routes with sub routes match. '/' matches every path.
 */
export function pathStartsWith(current: string, to: string): boolean {
  const path = normalizePath(current);
  const prefix = normalizePath(to);
  if (prefix === '/') return true;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * A datetime or timestamp as unix ms: numbers below 10^12 are seconds (the blocks' unit), larger
 * ones ms; strings are numbers or ISO datetimes. Undefined when unreadable.
 */
export function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0)
    return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const trimmed = value.trim();
    if (/^\d+(\.\d+)?$/.test(trimmed)) return toEpochMs(Number(trimmed));
    const parsed = Date.parse(trimmed);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

export interface RouteSpec {
  path: string;
  asDefaultPathBefore?: unknown;
  hotkey?: unknown;
  /** The route holds a Switch of its own (sub routes under its path). */
  hasSubRoutes?: boolean;
}

/** The mission dialog sub-route ('{current path}/mission-dialog/{id}', mission-rules.ts) shows over its parent's route. */
const MISSION_DIALOG_SUFFIX = /\/mission-dialog\/[^/]*$/;

/** A route shows its own path; one with sub routes also the paths under it ('/' included). */
function routeMatches(current: string, route: RouteSpec): boolean {
  return route.hasSubRoutes ? pathStartsWith(current, route.path) : pathMatches(current, route.path);
}

/**
 * The Switch's default path now: among routes whose asDefaultPathBefore is still ahead, the earliest
 * deadline wins; otherwise defaultPath (visitor spec §2).
 */
export function defaultPathAt(routes: readonly RouteSpec[], defaultPath: string, nowMs: number): string {
  let best: { path: string; deadline: number } | undefined;
  for (const route of routes) {
    const deadline = toEpochMs(route.asDefaultPathBefore);
    if (deadline === undefined || nowMs >= deadline) continue;
    if (!best || deadline < best.deadline) best = { path: route.path, deadline };
  }
  return normalizePath(best?.path ?? (defaultPath || DEFAULT_SWITCH_PATH));
}

export type SwitchOutcome = { kind: 'route'; index: number } | { kind: 'redirect'; to: string };

/**
 * Which Route shows for a path: the route of that exact path, or the longest route with sub routes the
 * path sits under (sub routes are prefixed with their parent's path). A mission dialog path shows its
 * parent path's route. Unmatched → redirect to the default path; if even that matches no route, the
 * Switch shows 'empty content' there (visitor spec §2, issue 30 §1).
 */
export function resolveSwitch(
  current: string,
  routes: readonly RouteSpec[],
  defaultPath: string,
  nowMs: number,
): SwitchOutcome {
  let best: { index: number; length: number } | undefined;
  const shown = normalizePath(current).replace(MISSION_DIALOG_SUFFIX, '') || '/';
  routes.forEach((route, index) => {
    const path = normalizePath(route.path);
    if (routeMatches(shown, route) && (!best || path.length > best.length))
      best = { index, length: path.length };
  });
  if (best) return { kind: 'route', index: best.index };
  return { kind: 'redirect', to: defaultPathAt(routes, defaultPath, nowMs) };
}

/** The keys of a Route's hotkey prop: a list, or one comma-separated string (the domain's reader). */
export const hotkeysOf = (value: unknown): string[] => readKeys(value) ?? [];

/** The route whose hotkey the pressed key is, if any. */
export function routeForKey(routes: readonly RouteSpec[], key: string): RouteSpec | undefined {
  const pressed = key.toLowerCase();
  return routes.find((route) => hotkeysOf(route.hotkey).includes(pressed));
}

/** A Tab's target kind: in-app path ('/...'), external URL (a scheme such as http:), else in-app. */
export function isExternal(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to.trim()) || to.trim().startsWith('//');
}

export interface TabTarget {
  external: boolean;
  /** In-app: the path inside the page (with the kept query string); external: the full URL. */
  href: string;
  /** In-app: the path to match against; external: ''. */
  path: string;
  newWindow: boolean;
}

export interface TabTargetInput {
  to: string;
  /** The current query string ('?a=1' or ''), kept by in-app targets. */
  search: string;
  openNewWindow: boolean;
  withUserId: boolean;
  /** From session storage; undefined when none. */
  userID: string | undefined;
  editor: boolean;
}

/**
 * Where a Tab goes (visitor spec §2): '/...' stays in the app keeping the query string; http(s) opens
 * in a new window unless openNewWindow is false, with userID appended when withUserId is on (never in
 * editor mode).
 */
export function tabTarget({
  to,
  search,
  openNewWindow,
  withUserId,
  userID,
  editor,
}: TabTargetInput): TabTarget {
  const target = to.trim() || DEFAULT_TAB_TO;
  if (isExternal(target)) {
    let href = target;
    if (withUserId && !editor && userID) {
      try {
        const url = new URL(target);
        url.searchParams.set(USER_ID_PARAM, userID);
        href = url.toString();
      } catch {
        href = `${target}${target.includes('?') ? '&' : '?'}${USER_ID_PARAM}=${encodeURIComponent(userID)}`;
      }
    }
    return { external: true, href, path: '', newWindow: openNewWindow };
  }
  const [pathPart = '/', ownQuery] = target.split('?', 2);
  const path = normalizePath(pathPart);
  const query = ownQuery !== undefined ? `?${ownQuery}` : search;
  return { external: false, href: `${path}${query}`, path, newWindow: false };
}

/** An anchor link's target: page path plus '#section', keeping the current query string (block spec §2). */
export function anchorTarget(path: string, section: string, search: string): string {
  const target = normalizePath(path.trim() || '/');
  const id = section.trim().replace(/^#/, '');
  return `${target}${search}${id ? `#${id}` : ''}`;
}
