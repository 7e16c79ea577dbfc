import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import { WIDGET_TEXTS, widgetText } from './widget-texts.ts';

describe('widget texts', () => {
  it('has every key, non-empty, in all six locales', () => {
    const keys = Object.keys(WIDGET_TEXTS.en_US).sort();
    expect(Object.keys(WIDGET_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(WIDGET_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys)
        expect(WIDGET_TEXTS[locale][key as 'toTop'].trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every translation', () => {
    const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();
    for (const locale of LOCALES)
      for (const [key, text] of Object.entries(WIDGET_TEXTS.en_US))
        expect(placeholders(WIDGET_TEXTS[locale][key as 'toTop']), `${locale}.${key}`).toEqual(
          placeholders(text),
        );
  });

  it("uses the spec's English copy-tool labels", () => {
    expect(widgetText('en_US', 'copyRows', 20)).toBe('Copy 20 Rows');
    expect(widgetText('en_US', 'copyRange', 3, 7)).toBe('Copy range from rank 3 - 7');
    expect(widgetText('en_US', 'copyWaiting')).toBe('waiting..');
    expect(widgetText('en_US', 'copyAgain')).toBe('Click again');
    expect(widgetText('en_US', 'copyFinished')).toBe('Finish copying');
    expect(widgetText('en_US', 'copyFailed', 'denied')).toBe('fail to copy: denied');
  });
});
