// The page as the editor shows it, once for the canvas and the preview (issue 29 §3): the blueprint in its
// page type's frame (`pageFrame`), rendered with an in-page navigation of its own (a viewer opening the
// page at its start), in editor mode on the canvas and runtime mode in the preview. Memoized: a tree that
// did not change is not rendered again. Contained in both: a modal stays in the page's box and nothing is fixed
// to the window (issue 30 §2.5).
import { memo, useMemo } from 'react';
import type { BlueprintNode, PageType } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import type { PageTexts } from '@eventory/domain/page-texts';
import {
  createMemoryNavigation,
  NavigationProvider,
  pageFrame,
  Renderer,
  type RendererProps,
} from '@eventory/blocks/renderer';

export const FramedPage = memo(function FramedPage({
  tree,
  pageType,
  mode,
  registry,
  locale,
  dictionaries,
}: {
  tree: BlueprintNode;
  pageType: PageType;
  mode: RendererProps['mode'];
  registry: RendererProps['registry'];
  locale: Locale;
  /** The page's texts, which text props read by `{{key}}` (decision 0072). */
  dictionaries?: PageTexts;
}) {
  const navigation = useMemo(() => createMemoryNavigation(), []);
  const framed = useMemo(() => pageFrame(tree, pageType), [tree, pageType]);
  return (
    <NavigationProvider navigation={navigation}>
      {/* Contained: no block covers or escapes the editor, in the canvas or the preview (issue 30 §2.5). */}
      <Renderer
        node={framed}
        mode={mode}
        registry={registry}
        locale={locale}
        dictionaries={dictionaries}
        contained
      />
    </NavigationProvider>
  );
});
