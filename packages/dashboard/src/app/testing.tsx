// Renders the whole dashboard for UI tests: the real providers and routes, a memory router, and a
// fetch the test supplies (UI tests stub the server; integration and e2e tests use the real one).
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { StyleProvider } from '@ant-design/cssinjs';
import { Suspense, type ReactNode } from 'react';
import type { Environment } from '@eventory/domain/environment';
import type { Locale } from '@eventory/domain/locales';
import type { RuntimeConfig } from '@eventory/domain/runtime-config';
import type { AdminSession } from '@eventory/domain/session';
import { SESSION_STORAGE_KEY } from '../services/session-store.ts';
import { createI18n } from '../i18n/i18n.ts';
import { ScreenErrorBoundary } from '../access/BlockingPages.tsx';
import { RouteProgress } from '../shell/RouteProgress.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { DashboardProviders } from './DashboardProviders.tsx';
import { Titled } from './Titled.tsx';
import { readRuntimeConfig } from '../services/runtime.ts';
import { createDashboardServices } from '../services/dashboard-services.ts';

// Lazy screens and antd take longer than the default 1 s to appear in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

export const testSession = (overrides: Partial<AdminSession> = {}): AdminSession => ({
  name: 'Ops Lead',
  email: 'ops.lead@eventory.test',
  picture: '',
  accessToken: 'test-token',
  goAccessToken: 'test-token',
  isSignedIn: true,
  isSuperAdmin: false,
  readonly: false,
  roles: ['developer'],
  exp: Math.floor(Date.now() / 1000) + 600,
  ...overrides,
});

export type FetchCall = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Handler = (call: FetchCall) => Response | Promise<Response>;
type Route = Handler | Response | object;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: "METHOD /path" (query ignored) → handler or JSON body; anything else 404. */
export function fakeServer(routes: Record<string, Route>) {
  const calls: FetchCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FetchCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    if (route === undefined)
      return json({ errorCode: 'NOT_FOUND', errorMessage: `${call.method} ${url.pathname}` }, 404);
    if (typeof route === 'function') return (route as Handler)(call);
    return route instanceof Response ? route.clone() : json(route);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

/** Shows the router's current path and query, for tests about state kept in the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

// antd's styles go into an element outside the document: jsdom matches every style rule against every
// element on each getComputedStyle (which testing-library calls for each role query), and antd's rules made
// that most of a UI test's time. Tests assert what a screen says and does, not how it is styled.
const antdStyles = document.createElement('div');

interface RenderOptions {
  path?: string;
  session?: AdminSession | null;
  environment?: Environment;
  locale?: Locale;
  config?: Partial<RuntimeConfig>;
  server?: ReturnType<typeof fakeServer>;
  showLocation?: boolean;
}

/**
 * Renders one screen, as its route shows it, inside the dashboard's providers (no shell, no other
 * screens): `route` is the route's pattern (its params reach the screen), `path` the address opened.
 * Like the shell and the bare layout, the screen sits in an error boundary and a Suspense boundary (for
 * the lazy parts inside it). Its gate and its title from the route table are the route's, tested by the
 * route-level tests; a title the screen names itself (a campaign's name) shows as in the app.
 */
export function renderScreen(
  screen: ReactNode,
  { route = '*', path = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  return renderDashboard({
    ...options,
    path,
    ui: (
      <Routes>
        <Route
          path={route}
          element={
            <Titled title="">
              <ScreenErrorBoundary>
                <Suspense fallback={<RouteProgress />}>{screen}</Suspense>
              </ScreenErrorBoundary>
            </Titled>
          }
        />
      </Routes>
    ),
  });
}

/** Renders the whole dashboard (shell, menus, every route), for the route-level tests. */
export function renderDashboard({
  path = '/',
  session = null,
  environment = 'development',
  locale = 'en_US',
  config = {},
  server = fakeServer({}),
  showLocation = false,
  ui,
}: RenderOptions & {
  /** Renders this inside the providers instead of the app's routes (a component on its own). */
  ui?: ReactNode;
} = {}) {
  window.localStorage.clear();
  if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const services = createDashboardServices({
    config: readRuntimeConfig(config),
    environment,
    search,
    storage: window.localStorage,
    fetch: server.fetch,
    i18n: createI18n(locale),
  });
  const view = render(
    <StyleProvider container={antdStyles}>
      <MemoryRouter initialEntries={[path]}>
        <DashboardProviders services={services}>
          {ui ?? <AppRoutes />}
          {showLocation && <LocationProbe />}
        </DashboardProviders>
      </MemoryRouter>
    </StyleProvider>,
  );
  return { ...view, services, calls: server.calls };
}
