// The Switch block: shows the one Route the current path selects, with the routes' hotkeys.
import { Children, useEffect } from 'react';
import { NAVIGATION_SPEC_TEXTS } from '../i18n/navigation-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { pathMatches, routeForKey } from './location.ts';
import { useNavigation } from './navigation-context.tsx';
import type { SwitchProps } from './navigation-props.ts';
import { routeSpecsOf, switchOutcome } from './route-selection.ts';
import styles from './navigation.module.css';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Shows the one Route the current path selects; redirects unmatched paths to the default path. */
export function Switch({ node, children }: BlockRenderProps<SwitchProps>) {
  const { mode } = useRenderContext();
  const { path, search, hash, store } = useNavigation();
  const routes = routeSpecsOf(node);
  const outcome = switchOutcome(node, path, Date.now());
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
