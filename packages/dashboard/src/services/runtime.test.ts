import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_DEFAULTS } from '@eventory/domain/runtime-config';
import { initialLocale, readRuntimeConfig, routerBasename } from './runtime.ts';

describe('start-up settings', () => {
  it('falls back to the runtime config defaults when nothing was injected', () => {
    expect(readRuntimeConfig(undefined)).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });

  it('puts the shadow prefix before the base path', () => {
    const config = readRuntimeConfig({ basePath: '/event-dashboard', shadowPrefix: '/shadow/pr-7' });
    expect(routerBasename(config, '/shadow/pr-7/event-dashboard/eventory')).toBe(
      '/shadow/pr-7/event-dashboard',
    );
  });

  it('routes from the root when the app is not served under the base path', () => {
    expect(routerBasename(readRuntimeConfig(undefined), '/dashboard/workplace')).toBe('');
  });

  it('takes the locale from lang, then locale, and defaults to zh_TW', () => {
    expect(initialLocale('?lang=ja', null)).toBe('ja');
    expect(initialLocale('?locale=en-us', null)).toBe('en_US');
    expect(initialLocale('', null)).toBe('zh_TW');
    expect(initialLocale('', 'ar')).toBe('ar');
  });
});
