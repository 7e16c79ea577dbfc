// The seven page types (visitor spec §1) and the root template that wraps every page (visitor spec §2
// "Page wrapper"): it holds one Page, SurprisePage or ConfigWrapper, sets right-to-left for ar, and
// logs the viewer in to the tracking once a user id exists. Small, so in the main bundle.
import { useEffect, useState } from 'react';
import type { BlueprintNode, PageType } from '@eventory/domain/blueprint';
import { isRightToLeft } from '@eventory/domain/locales';
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { pageBlock } from '../page/page.block.tsx';
import {
  pageRefreshLoaders,
  REFRESH_SPINNER_MS,
  REFRESHER_DELAY_MS,
  useRefreshLoaderCount,
} from '../leaderboard/refresh-loaders.ts';
import { defineBlock, type BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { useVisitor, useVisitorSnapshot } from '../visitor/visitor-context.tsx';

export const ROOT_TEMPLATE = 'RootTemplate';
export type PageWrapperType = 'Page' | 'SurprisePage' | 'ConfigWrapper';

/** Which wrapper a page type's blueprint sits in: Surprise → SurprisePage, Config → ConfigWrapper, else Page. */
export function wrapperOf(pageType: PageType): PageWrapperType {
  if (pageType === 'Surprise') return 'SurprisePage';
  if (pageType === 'Config') return 'ConfigWrapper';
  return 'Page';
}

const WRAPPERS: readonly string[] = ['Page', 'SurprisePage', 'ConfigWrapper'];

/**
 * The blueprint the runtime renders for a page type: the root template around the page's wrapper. A
 * stored root 'Page' becomes the type's wrapper; a root that is not a wrapper gets one around it.
 */
export function pageFrame(blueprint: BlueprintNode, pageType: PageType): BlueprintNode {
  if (blueprint.type === ROOT_TEMPLATE) return blueprint;
  const wrapper = wrapperOf(pageType);
  let page: BlueprintNode;
  if (blueprint.type === 'Page') page = { ...blueprint, type: wrapper };
  else if (WRAPPERS.includes(blueprint.type)) page = blueprint;
  else page = { type: wrapper, props: {}, children: [blueprint] };
  return { type: ROOT_TEMPLATE, props: { pageType }, children: [page] };
}

export interface RootTemplateProps {
  pageType: PageType;
}

function RootTemplate({ props, children }: BlockRenderProps<RootTemplateProps>) {
  const { locale, mode } = useRenderContext();
  const { tracker } = useVisitor();
  const { user } = useVisitorSnapshot();
  const userID = user?.userID;
  useEffect(() => {
    if (mode === 'runtime' && userID) tracker.identify(userID);
  }, [mode, userID, tracker]);
  return (
    <div
      dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
      data-block={ROOT_TEMPLATE}
      data-page-type={stringProp(props.pageType, 'Normal')}
    >
      {children}
      {mode === 'runtime' && <RefreshButton />}
    </div>
  );
}

/**
 * Visitor spec §2: a fixed button at top centre, shown once the page has loaders that do not refresh
 * themselves and 10 s have passed; it reloads them all and spins for 1500 ms.
 */
export function RefreshButton() {
  const t = useVisitorText();
  const loaders = useRefreshLoaderCount();
  const [due, setDue] = useState(false);
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (loaders === 0 || due) return undefined;
    const timer = setTimeout(() => setDue(true), REFRESHER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaders, due]);
  useEffect(() => {
    if (!spinning) return undefined;
    const timer = setTimeout(() => {
      setSpinning(false);
      setDue(false);
    }, REFRESH_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [spinning]);
  if (loaders === 0 || !due) return null;
  return (
    <button
      type="button"
      data-block="RefreshButton"
      aria-label={t('retry')}
      aria-busy={spinning}
      disabled={spinning}
      onClick={() => {
        pageRefreshLoaders.refreshAll();
        setSpinning(true);
      }}
      style={{
        position: 'fixed',
        top: 12,
        left: '50%',
        zIndex: 60,
        transform: 'translateX(-50%)',
        minWidth: 44,
        minHeight: 44,
        border: 0,
        borderRadius: 22,
        background: '#1c1d21',
        color: '#fff',
        fontSize: 20,
        boxShadow: '0 2px 8px rgb(20 21 26 / 25%)',
      }}
    >
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', animation: spinning ? 'spin 0.75s linear infinite' : undefined }}
      >
        ⟳
      </span>
    </button>
  );
}

const PageComponent = pageBlock.render;

/** The Surprise page type's wrapper: a Page whose tabs match by prefix (SurpriseTabs). */
function SurprisePage(renderProps: BlockRenderProps) {
  return (
    <div data-block="SurprisePage">
      {PageComponent ? <PageComponent {...renderProps} /> : renderProps.children}
    </div>
  );
}

/** The template-config page type's wrapper (Config pages). */
function ConfigWrapper(renderProps: BlockRenderProps) {
  return (
    <div data-block="ConfigWrapper">
      {PageComponent ? <PageComponent {...renderProps} /> : renderProps.children}
    </div>
  );
}

export const rootTemplateBlock = defineBlock<RootTemplateProps>({
  name: ROOT_TEMPLATE,
  ...BLOCK_CATALOGUE.RootTemplate,
  render: RootTemplate,
});

export const surprisePageBlock = defineBlock({
  name: 'SurprisePage',
  ...BLOCK_CATALOGUE.SurprisePage,
  render: SurprisePage,
});

export const configWrapperBlock = defineBlock({
  name: 'ConfigWrapper',
  ...BLOCK_CATALOGUE.ConfigWrapper,
  render: ConfigWrapper,
});
