import { describe, expect, it } from 'vitest';
import { deriveEnvironment, environmentFromHost } from './environment.ts';
import { DEFAULT_LOCALE, isRightToLeft, localeFromSearch, parseLocale } from './locales.ts';

describe('environment from the host', () => {
  it.each([
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['event-dashboard-dev.eventory.app', 'development'],
    ['event-dashboard-uat.eventory.app', 'uat'],
    ['event-dashboard-stage.eventory.app', 'stage'],
    ['event-dashboard.sta.eventory.app', 'stage'],
    ['event-dashboard.eventory.app', 'production'],
  ])('%s is %s', (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });

  it('lets ?env= force the environment', () => {
    expect(deriveEnvironment('event-dashboard.eventory.app', '?env=uat')).toBe('uat');
    expect(deriveEnvironment('localhost', '?env=production')).toBe('production');
  });

  it('ignores an unknown ?env= value', () => {
    expect(deriveEnvironment('localhost', '?env=moon')).toBe('development');
  });
});

describe('locale from the query', () => {
  it('defaults to zh-tw', () => {
    expect(DEFAULT_LOCALE).toBe('zh_TW');
    expect(localeFromSearch('')).toBe('zh_TW');
  });

  it('reads lang, then locale', () => {
    expect(localeFromSearch('?lang=ja')).toBe('ja');
    expect(localeFromSearch('?locale=en_US')).toBe('en_US');
    expect(localeFromSearch('?lang=ar&locale=ja')).toBe('ar');
  });

  it('accepts the usual spellings of the six locales', () => {
    expect(parseLocale('zh-tw')).toBe('zh_TW');
    expect(parseLocale('zh-HK')).toBe('zh_HK');
    expect(parseLocale('zh_cn')).toBe('zh_CN');
    expect(parseLocale('en')).toBe('en_US');
    expect(parseLocale('ja-JP')).toBe('ja');
    expect(parseLocale('ar')).toBe('ar');
    expect(parseLocale('xx')).toBeUndefined();
  });

  it('only ar is right-to-left', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('ja')).toBe(false);
  });
});
