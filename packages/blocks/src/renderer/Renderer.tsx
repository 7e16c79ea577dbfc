// Turns a blueprint into React: looks each node up in the registry, enforces its structural rules,
// and isolates it behind its own error boundary.
import { memo, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { structureProblems } from '@eventory/domain/block-structure';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { DEFAULT_LOCALE } from '@eventory/domain/locales';
import type { PageTexts } from '@eventory/domain/page-texts';
import { createHttpDataClient, type DataClient } from '../data/data-client.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';
import { withPageTexts } from './page-text-props.ts';
import { BlockPending, InvalidChildren, NotFoundComponent } from './placeholders.tsx';
import type { BlockRegistry } from './registry.ts';
import { RenderContext, useRenderContext, useVisitorText, type RenderMode } from './render-context.ts';
import type { Tracker } from '../tracking/tracker.ts';
import { TokenExpiredModal } from '../visitor/NotificationModal.tsx';
import { createMemorySession, VisitorProvider } from '../visitor/visitor-context.tsx';
import type { VisitorSession } from '../visitor/visitor-session.ts';

export interface RendererProps {
  node: BlueprintNode;
  mode: RenderMode;
  registry: BlockRegistry;
  locale?: Locale;
  /** The page's dictionaries (locale → key → text) that `{{key}}` in a text prop reads (decision 0072). */
  dictionaries?: PageTexts;
  /** Defaults to our own server on the same origin, using `session` for signed-in calls. */
  dataClient?: DataClient;
  /** The signed-in visitor; defaults to an in-memory session (nobody signed in). */
  session?: VisitorSession;
  /** Defaults to a tracker that sends nothing (editor mode, tests). */
  tracker?: Tracker;
  /**
   * Drawn inside another screen (the page editor's canvas and preview): every block stays inside the page's
   * box (issue 30 §2.5). Defaults to true in editor mode, false at runtime (the event page).
   */
  contained?: boolean;
  /** The campaign's timezone ('GMT+0800'); blank = the visitor's clock. */
  timezone?: string;
}

/** A contained page is the containing block of whatever its blocks fix in place (layout containment). */
const CONTAINED_STYLE = { position: 'relative', contain: 'layout' } as const;

const NO_TEXTS: PageTexts = {};

export function Renderer({
  node,
  mode,
  registry,
  locale = DEFAULT_LOCALE,
  dictionaries = NO_TEXTS,
  dataClient,
  session,
  tracker,
  contained = mode === 'editor',
  timezone = '',
}: RendererProps) {
  const visitorSession = useMemo(() => session ?? createMemorySession(), [session]);
  const client = useMemo(
    () => dataClient ?? createHttpDataClient({ session: visitorSession }),
    [dataClient, visitorSession],
  );
  const value = useMemo(
    () => ({ mode, contained, locale, dictionaries, dataClient: client, registry, timezone }),
    [mode, contained, locale, dictionaries, client, registry, timezone],
  );
  const page = <BlockNode node={node} parentType={undefined} />;
  return (
    <RenderContext.Provider value={value}>
      <VisitorProvider session={visitorSession} tracker={tracker} dataClient={client}>
        {contained ? (
          <div style={CONTAINED_STYLE} data-contained-page="">
            {page}
          </div>
        ) : (
          page
        )}
        {mode === 'runtime' && !contained && <TokenExpiredModal />}
      </VisitorProvider>
    </RenderContext.Provider>
  );
}

interface BlockNodeProps {
  node: BlueprintNode;
  parentType: string | undefined;
}

/** Renders one node and, through its block, its children. Exported for blocks that re-render templates. */
function BlockNodeView({ node, parentType }: BlockNodeProps) {
  const { registry, dictionaries, locale } = useRenderContext();
  const t = useVisitorText();
  const block = registry.get(node.type);
  const problems = block ? structureProblems(node, block.definition.rules, parentType) : [];
  // The rules broken, as data for the console (their sentences are the editor's and the server's).
  const problemText = problems.length > 0 ? JSON.stringify(problems) : '';
  const missing = !block?.Component;

  useEffect(() => {
    const where = `${node.type}${node.id ? ` (${node.id})` : ''}`;
    if (missing) console.error(`Not found component: no block named ${where}`);
    else if (problemText) console.warn(`invalid children: block ${where}: ${problemText}`);
  }, [missing, problemText, node.type, node.id]);

  if (missing || !block.Component) return <NotFoundComponent type={node.type} />;
  if (problemText) return <InvalidChildren type={node.type} />;

  const { Component, definition, split } = block;
  const props = withPageTexts(
    { ...definition.defaultProps, ...node.props },
    definition.fields,
    dictionaries,
    locale,
  );
  const children: ReactNode = (node.children ?? []).map((child, index) => (
    <BlockNode key={child.id ?? `${child.type}-${index}`} node={child} parentType={node.type} />
  ));
  const rendered = (
    <Component props={props} node={node}>
      {children}
    </Component>
  );
  return (
    <BlockErrorBoundary type={node.type} nodeId={node.id}>
      {split ? (
        <Suspense fallback={<BlockPending label={t('blockLoading')} />}>{rendered}</Suspense>
      ) : (
        rendered
      )}
    </BlockErrorBoundary>
  );
}

/**
 * Memoized: a node object that did not change is not rendered again, so an edit of one block of an
 * immutable tree (the page editor's canvas and preview) renders only the path to it.
 */
export const BlockNode = memo(BlockNodeView);
