// Route switch, Tabs / Tab, Surprise tabs, rank-group items and the anchor link (visitor spec §2,
// block spec §2): one code-split chunk, downloaded only by pages that navigate inside themselves.
import { Children, createContext, useContext, useEffect, type MouseEvent, type ReactNode } from 'react';
import { NAVIGATION_SPEC_TEXTS } from '../i18n/navigation-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '../renderer/prop-values.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { sessionValue } from '../visitor/session-value.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import {
  anchorTarget,
  DEFAULT_SWITCH_PATH,
  DEFAULT_TAB_TO,
  pathMatches,
  pathStartsWith,
  resolveSwitch,
  routeForKey,
  tabTarget,
  type RouteSpec,
} from './location.ts';
import { pageHref, useNavigation } from './navigation-context.tsx';
import { useNavigationText } from './use-navigation-text.ts';
import styles from './navigation.module.css';

export interface SwitchProps {
  defaultPath: string;
}

export interface RouteProps {
  path: string;
  /** Datetime or timestamp (unix seconds or ms): before it this route is the default. */
  asDefaultPathBefore?: string | number;
  /** Keys that navigate here, e.g. ['1'] or '1,d'. */
  hotkey?: string[] | string;
}

export interface TabProps {
  to: string;
  text: string;
  /** The name recorded in the page info; defaults to the text. */
  name?: string;
  openNewWindow: boolean;
  withUserId: boolean;
}

export interface AnchorLinkProps {
  path: string;
  section: string;
  text: string;
}

/** The session-storage key the app's web view leaves the viewer's id in (visitor spec §2). */
export const SESSION_USER_ID_KEY = 'userID';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Shows the one Route the current path selects; redirects unmatched paths to the default path. */
export function Switch({ props, node, children }: BlockRenderProps<SwitchProps>) {
  const { mode } = useRenderContext();
  const { path, search, hash, store } = useNavigation();
  const routes: RouteSpec[] = (node.children ?? []).map((child) => ({
    path: stringProp(child.props?.path, '/'),
    asDefaultPathBefore: child.props?.asDefaultPathBefore,
    hotkey: child.props?.hotkey,
  }));
  const defaultPath = stringProp(props.defaultPath).trim() || DEFAULT_SWITCH_PATH;
  const outcome = resolveSwitch(path, routes, defaultPath, Date.now());
  const redirectTo = outcome.kind === 'redirect' && !pathMatches(path, outcome.to) ? outcome.to : undefined;

  useEffect(() => {
    // Keeps the rest of the location: the query string and the hash.
    if (redirectTo) store.navigate(`${redirectTo}${search}${hash}`, { replace: true });
  }, [redirectTo, search, hash, store]);

  const routesKey = JSON.stringify(routes.map((route) => [route.path, route.hotkey]));
  useEffect(() => {
    if (mode === 'editor') return undefined;
    const specs = JSON.parse(routesKey) as [string, unknown][];
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const route = routeForKey(
        specs.map(([routePath, hotkey]) => ({ path: routePath, hotkey })),
        event.key,
      );
      if (route) store.navigate(`${route.path}${window.location.search}`);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode, routesKey, store]);

  if (outcome.kind === 'route') {
    return <>{Children.toArray(children)[outcome.index]}</>;
  }
  return (
    <p className={styles.empty} data-block="Switch" data-display="empty">
      {NAVIGATION_SPEC_TEXTS.emptyContent}
    </p>
  );
}

export function Route({ children }: BlockRenderProps<RouteProps>) {
  return <>{children}</>;
}

const TabIndex = createContext(0);

/** Gives each child its position, for the 'button_subtab.{index}' page-surfing event. */
function indexed(children: ReactNode): ReactNode {
  return Children.toArray(children).map((child, index) => (
    <TabIndex.Provider key={index} value={index}>
      {child}
    </TabIndex.Provider>
  ));
}

export function Tabs({ children }: BlockRenderProps) {
  const t = useNavigationText();
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')} data-block="Tabs">
      {indexed(children)}
    </nav>
  );
}

export function SurpriseTabs({ children }: BlockRenderProps) {
  const t = useNavigationText();
  return (
    <nav
      className={`${styles.tabs} ${styles.surprise}`}
      aria-label={t('tabsLabel')}
      data-block="SurpriseTabs"
    >
      {indexed(children)}
    </nav>
  );
}

export function RankGroup({ children }: BlockRenderProps) {
  const t = useNavigationText();
  return (
    <nav
      className={`${styles.tabs} ${styles.rankGroup}`}
      aria-label={t('rankGroupLabel')}
      data-block="RankGroup"
    >
      {indexed(children)}
    </nav>
  );
}

interface NavLinkProps {
  props: TabProps;
  /** 'exact' for Tab, 'prefix' for Surprise tabs and rank-group items. */
  match: 'exact' | 'prefix';
  defaultText: string;
  block: string;
}

function NavLink({ props, match, defaultText, block }: NavLinkProps) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const { path, search, store } = useNavigation();
  const t = useNavigationText();
  const index = useContext(TabIndex);
  const editor = mode === 'editor';
  const to = stringProp(props.to).trim() || DEFAULT_TAB_TO;
  const text = stringProp(props.text).trim() || defaultText;
  const name = stringProp(props.name).trim() || text;
  const target = tabTarget({
    to,
    search,
    openNewWindow: booleanProp(props.openNewWindow, true),
    withUserId: booleanProp(props.withUserId, false),
    userID: editor ? undefined : sessionValue(SESSION_USER_ID_KEY),
    editor,
  });
  const active =
    !target.external &&
    (match === 'exact' ? pathMatches(path, target.path) : pathStartsWith(path, target.path));

  useEffect(() => {
    if (active) store.setTabName(name);
  }, [active, name, store]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (editor) {
      // Editor mode: in-page tabs still switch the preview; nothing leaves the editor.
      event.preventDefault();
      if (!target.external) store.navigate(target.href);
      return;
    }
    tracker.tabClick(name, to);
    tracker.pageSurfing(index);
    if (target.external) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    store.navigate(target.href);
  };

  const href = target.external ? target.href : pageHref(store.base, target.href);
  return (
    <a
      className={`${styles.tab} ${active ? styles.active : ''}`}
      href={href}
      aria-current={active ? 'page' : undefined}
      data-block={block}
      data-active={active || undefined}
      onClick={onClick}
      {...(target.external && target.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
      {target.external && target.newWindow && <span className={styles.hidden}>{` ${t('newWindow')}`}</span>}
    </a>
  );
}

export function Tab({ props }: BlockRenderProps<TabProps>) {
  return <NavLink props={props} match="exact" defaultText="" block="Tab" />;
}

/** Block spec §2: Surprise tabs default to 'tab' and are active when the path starts with their 'to'. */
export function SurpriseTab({ props }: BlockRenderProps<TabProps>) {
  return <NavLink props={props} match="prefix" defaultText="tab" block="SurpriseTab" />;
}

export function RankGroupItem({ props }: BlockRenderProps<TabProps>) {
  return <NavLink props={props} match="prefix" defaultText="" block="RankGroupItem" />;
}

/** Page path plus an optional section id, keeping the query string; blocked in editor mode. */
export function AnchorLink({ props }: BlockRenderProps<AnchorLinkProps>) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const { path: current, search, store } = useNavigation();
  const path = stringProp(props.path).trim() || current;
  const section = stringProp(props.section).trim();
  const to = anchorTarget(path, section, search);
  const text = stringProp(props.text).trim() || section || path;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (mode === 'editor') return;
    tracker.linkClick(to);
    store.navigate(to);
    const id = section.replace(/^#/, '');
    if (id) {
      // After the route switch has drawn the target section.
      setTimeout(
        () => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        0,
      );
    }
  };
  return (
    <a className={styles.anchor} href={pageHref(store.base, to)} onClick={onClick} data-block="AnchorLink">
      {text}
    </a>
  );
}
