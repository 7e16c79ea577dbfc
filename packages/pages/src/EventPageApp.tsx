// The visitor app's one screen: load the page document for the code name, then render its blueprint.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '@eventory/blocks/catalogue';
import {
  createBrowserNavigation,
  NavigationProvider,
  type NavigationStore,
  pageFrame,
  Renderer,
  shownAt,
} from '@eventory/blocks/renderer';
import { type DataClient, type Tracker, useFetcher, type VisitorSession } from '@eventory/blocks/runtime';
import { blueprintWithTitle, fetchPageDocument, isNotFound, isUnauthorized } from './page-document.ts';
import { browserVisitorRuntime } from './visitor-runtime.ts';
import { LoadErrorScreen } from './LoadErrorScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { UnauthorizedScreen } from './UnauthorizedScreen.tsx';

/** The longest the first render waits for the shown blocks' chunks; later ones show their placeholder. */
const CHUNK_WAIT_MS = 3000;

// Its own chunk: production pages never download it.
const DemoSignIn = lazy(() => import('./demo-sign-in/DemoSignIn.tsx'));

export interface EventPageAppProps {
  codeName: string | undefined;
  locale: Locale;
  dataClient?: DataClient;
  session?: VisitorSession;
  tracker?: Tracker;
  /** The standalone demo sign-in control; default: everywhere but production. */
  demoSignIn?: boolean;
  /** The in-page location (Switch, Tabs); default: the browser's, through the History API. */
  navigation?: NavigationStore;
  /** The app's ?userID= (kept in session storage): picks the A/B page variant before a signed-in user's. */
  userID?: string;
}

const notProduction = () =>
  typeof window === 'undefined' || window.__EVENTORY__?.serverEnvironment !== 'production';

export function EventPageApp({
  codeName,
  locale,
  dataClient,
  session,
  tracker,
  demoSignIn = notProduction(),
  navigation,
  userID,
}: EventPageAppProps) {
  const location = useMemo(() => navigation ?? createBrowserNavigation(), [navigation]);
  const visitor = useMemo(() => {
    if (session && dataClient && tracker) return { session, dataClient, tracker };
    const browser = browserVisitorRuntime();
    return {
      session: session ?? browser.session,
      dataClient: dataClient ?? browser.dataClient,
      tracker: tracker ?? browser.tracker,
    };
  }, [session, dataClient, tracker]);

  // A stored sign-in is checked with the server once per page view; a refusal signs the visitor out
  // (and opens the tokenExpired modal) through the data client's auth guard.
  useEffect(() => {
    if (!visitor.session.snapshot().user) return undefined;
    const controller = new AbortController();
    visitor.dataClient.validateVisitor(controller.signal).catch(() => {});
    return () => controller.abort();
  }, [visitor]);
  const pageDocument = useFetcher(
    (signal) =>
      fetchPageDocument(codeName ?? '', signal, userID ?? visitor.session.snapshot().user?.userID).then(
        async (page) => {
          // Every event the page sends from now on carries its A/B variant (decision 0091).
          visitor.tracker.setVariant(page.variant);
          // Every block chunk of what the page shows now at once, not one nesting level after another; the
          // routes it does not show (other tabs) load their blocks when they render. The page renders once
          // they are here (or after CHUNK_WAIT_MS), so no block's placeholder pushes the page down when its
          // chunk arrives (layout shift; decision 0080).
          const frame = pageFrame(blueprintWithTitle(page), page.pageType);
          await Promise.race([
            catalogue.preload(shownAt(frame, location.snapshot().path, Date.now())),
            new Promise((resolve) => setTimeout(resolve, CHUNK_WAIT_MS)),
          ]);
          return page;
        },
      ),
    {
      key: codeName ?? '',
      enabled: codeName !== undefined,
    },
  );
  const blueprint = useMemo(
    // The page type picks the wrapper (Page, SurprisePage, ConfigWrapper) under the root template.
    () =>
      pageDocument.data
        ? pageFrame(blueprintWithTitle(pageDocument.data), pageDocument.data.pageType)
        : undefined,
    [pageDocument.data],
  );

  if (codeName === undefined) return <NotFoundScreen locale={locale} />;
  if (blueprint)
    return (
      <NavigationProvider navigation={location}>
        {/* In the flow above the page, never over it (decision 0119). */}
        {demoSignIn && (
          <Suspense fallback={null}>
            <DemoSignIn session={visitor.session} dataClient={visitor.dataClient} locale={locale} />
          </Suspense>
        )}
        <Renderer
          node={blueprint}
          mode="runtime"
          registry={catalogue}
          locale={locale}
          dictionaries={pageDocument.data?.translations}
          dataClient={visitor.dataClient}
          session={visitor.session}
          tracker={visitor.tracker}
          timezone={pageDocument.data?.timezone}
        />
      </NavigationProvider>
    );
  if (pageDocument.status === 'error') {
    if (isUnauthorized(pageDocument.error))
      return <UnauthorizedScreen locale={locale} onRetry={pageDocument.refresh} />;
    return isNotFound(pageDocument.error) ? (
      <NotFoundScreen locale={locale} />
    ) : (
      <LoadErrorScreen locale={locale} onRetry={pageDocument.refresh} />
    );
  }
  return <PageSkeleton locale={locale} />;
}
