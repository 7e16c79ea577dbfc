// Which Route each Switch of a blueprint shows for an in-page path: shared by the Switch block and the page's
// chunk preload, so a page starts the chunks of what it shows now and leaves the other tabs' blocks for later.
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { stringProp } from '@eventory/domain/prop-values';
import { DEFAULT_SWITCH_PATH, resolveSwitch, type RouteSpec, type SwitchOutcome } from './location.ts';

const holdsSwitch = (node: BlueprintNode): boolean =>
  node.type === 'Switch' || (node.children ?? []).some(holdsSwitch);

/** The routes of a Switch node, read from its Route children. */
export const routeSpecsOf = (node: BlueprintNode): RouteSpec[] =>
  (node.children ?? []).map((child) => ({
    path: stringProp(child.props?.path, '/'),
    asDefaultPathBefore: child.props?.asDefaultPathBefore,
    hotkey: child.props?.hotkey,
    hasSubRoutes: (child.children ?? []).some(holdsSwitch),
  }));

/** What a Switch node shows (or where it redirects) for the in-page path. */
export function switchOutcome(node: BlueprintNode, path: string, nowMs: number): SwitchOutcome {
  const defaultPath = stringProp(node.props?.defaultPath).trim() || DEFAULT_SWITCH_PATH;
  return resolveSwitch(path, routeSpecsOf(node), defaultPath, nowMs);
}

/**
 * The blueprint as it renders at the path: every Switch keeps only the Route it shows (after its redirect to
 * the default path, if the path matches none). Other nodes are kept whole.
 */
export function shownAt(node: BlueprintNode, path: string, nowMs: number): BlueprintNode {
  if (!node.children) return node;
  let children = node.children;
  if (node.type === 'Switch') {
    let outcome = switchOutcome(node, path, nowMs);
    if (outcome.kind === 'redirect') outcome = switchOutcome(node, outcome.to, nowMs);
    const shown = outcome.kind === 'route' ? children[outcome.index] : undefined;
    children = shown ? [shown] : [];
  }
  return { ...node, children: children.map((child) => shownAt(child, path, nowMs)) };
}
