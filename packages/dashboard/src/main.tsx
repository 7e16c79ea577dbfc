// Entry point: read what the server injected, derive environment and locale from the URL, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { deriveEnvironment } from '@eventory/domain/environment';
import { createI18n } from './i18n/i18n.ts';
import { initialLocale, LOCALE_STORAGE_KEY, readRuntimeConfig, routerBasename } from './services/runtime.ts';
import { createDashboardServices } from './services/dashboard-services.ts';
import { DashboardProviders } from './app/DashboardProviders.tsx';
import { AppRoutes } from './app/AppRoutes.tsx';

const config = readRuntimeConfig(window.__EVENTORY__);
const { hostname, search, pathname } = window.location;
const i18n = createI18n(initialLocale(search, window.localStorage.getItem(LOCALE_STORAGE_KEY)));
const services = createDashboardServices({
  config,
  environment: deriveEnvironment(hostname, search),
  search,
  storage: window.localStorage,
  fetch: window.fetch.bind(window),
  i18n,
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename={routerBasename(config, pathname)}>
      <DashboardProviders services={services}>
        <AppRoutes />
      </DashboardProviders>
    </BrowserRouter>
  </StrictMode>,
);
