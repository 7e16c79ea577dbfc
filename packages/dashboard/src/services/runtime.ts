// What the dashboard learns at start-up: the runtime config the server injected, the router basename,
// the locale and the start-up query parameters.
import { RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig } from '@eventory/domain/runtime-config';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '@eventory/domain/locales';

export const LOCALE_STORAGE_KEY = 'eventory.locale';
export const PRODUCT_NAME = 'Event Dashboard';

export function readRuntimeConfig(injected: Partial<RuntimeConfig> | undefined): RuntimeConfig {
  return { ...RUNTIME_CONFIG_DEFAULTS, ...(injected ?? {}) };
}

/**
 * Router basename = shadowPrefix + basePath. When the app is not served under it (the Vite dev server
 * serves it at /), routes start at the root instead.
 */
export function routerBasename(config: RuntimeConfig, pathname: string): string {
  const base = `${config.shadowPrefix}${config.basePath}`.replace(/\/+$/, '');
  if (!base) return '';
  return pathname === base || pathname.startsWith(`${base}/`) ? base : '';
}

/** ?lang= or ?locale= wins; else the language chosen last time; else zh_TW. */
export function initialLocale(search: string, stored: string | null): Locale {
  const params = new URLSearchParams(search);
  return (
    parseLocale(params.get('lang')) ??
    parseLocale(params.get('locale')) ??
    parseLocale(stored) ??
    DEFAULT_LOCALE
  );
}
