// Page: the root wrapper of an event page (visitor spec §2 "Page wrapper").
import { useEffect } from 'react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { htmlLang, isRightToLeft } from '@eventory/domain/locales';
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock, type BlockRenderProps } from '../renderer/block-definition.ts';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { PAGE_ENTER_DELAY_MS } from '../tracking/tracker.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { fontStackFor } from './font-stacks.ts';
import styles from './page.module.css';

export interface PageProps {
  title?: string;
  /** A themed width (any CSS length); without one the page is at most 440px wide. */
  width?: string;
}

/** Visitor spec §9. */
export const PAGE_MAX_WIDTH = '440px';
export const SCROLL_TO_HASH_DELAY_MS = 300;

const containsSearch = (node: BlueprintNode): boolean =>
  (node.children ?? []).some((child) => child.type.startsWith('Search') || containsSearch(child));

/** Scrolls to the element the URL hash names (by id, else by name), as an anchor link would. */
function scrollToHash(hash: string): void {
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  if (!target) return;
  const element = document.getElementById(target) ?? document.getElementsByName(target)[0];
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function Page({ props, node, children }: BlockRenderProps<PageProps>) {
  const { mode, locale } = useRenderContext();
  const { tracker } = useVisitor();
  const t = useVisitorText();
  const title =
    typeof props.title === 'string' && props.title.trim() !== '' ? props.title : t('pageDefaultTitle');

  useEffect(() => {
    // In editor mode the page is shown inside another screen (the dashboard's client view, the page
    // editor), whose title it must not take (issue 30 §3.5).
    if (mode !== 'editor') document.title = title;
  }, [mode, title]);

  useEffect(() => {
    if (mode === 'editor' || !window.location.hash) return undefined;
    // Wait for the blocks above the anchor to lay out (the spec's 300 ms).
    const timer = setTimeout(() => scrollToHash(window.location.hash), SCROLL_TO_HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mode]);

  useEffect(() => {
    if (mode === 'editor') return undefined;
    // Visitor spec §7: page-enter counts visitors who stayed 500 ms, not every bounce.
    const timer = setTimeout(() => tracker.pageEnter(), PAGE_ENTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mode, tracker]);

  const width = typeof props.width === 'string' && props.width.trim() !== '' ? props.width : undefined;
  return (
    <div
      className={styles.page}
      data-block="Page"
      dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
      lang={htmlLang(locale)}
      style={{
        maxWidth: width ?? PAGE_MAX_WIDTH,
        minHeight: containsSearch(node) ? '150vh' : '100vh',
        fontFamily: fontStackFor(locale),
      }}
    >
      {children}
    </div>
  );
}

export const pageBlock = defineBlock<PageProps>({
  name: 'Page',
  ...BLOCK_CATALOGUE.Page,
  render: Page,
});
