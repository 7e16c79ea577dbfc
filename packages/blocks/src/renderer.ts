// @eventory/blocks/renderer: a blueprint rendered with a block registry, in runtime or editor mode, inside
// the page's in-page navigation (route switch, tabs, page types).
export { Renderer, type RendererProps } from './renderer/Renderer.tsx';
export type { RenderMode } from './renderer/render-context.ts';
export {
  createBrowserNavigation,
  createMemoryNavigation,
  NavigationProvider,
  type NavigationStore,
} from './navigation/navigation-context.tsx';
export { pageFrame } from './navigation/page-types.tsx';
export { shownAt } from './navigation/route-selection.ts';
