import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import {
  NAVIGATION_SPEC_TEXTS,
  NAVIGATION_TEXTS,
  navigationText,
  type NavigationTextKey,
} from './navigation-texts.ts';

describe('navigation texts', () => {
  it('has every key, non-empty, in all six locales', () => {
    const keys = Object.keys(NAVIGATION_TEXTS.en_US).sort();
    expect(Object.keys(NAVIGATION_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(NAVIGATION_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys)
        expect(NAVIGATION_TEXTS[locale][key as NavigationTextKey].trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every translation', () => {
    const placeholders = (s: string) => [...new Set(s.match(/\{\d+(?=[},])/g) ?? [])].sort();
    for (const locale of LOCALES)
      for (const [key, text] of Object.entries(NAVIGATION_TEXTS.en_US))
        expect(placeholders(NAVIGATION_TEXTS[locale][key as NavigationTextKey]), `${locale}.${key}`).toEqual(
          placeholders(text),
        );
  });

  it("keeps the spec's literal texts: 'empty content', the empty seat 空席 and 'Top N'", () => {
    expect(NAVIGATION_SPEC_TEXTS).toEqual({
      emptyContent: 'empty content',
      emptySeat: '空席',
      topN: 'Top {0}',
    });
  });

  it("reads 'open' / 'close' on the dropdown button in English and fills values", () => {
    expect(navigationText('en_US', 'dropdownOpen')).toBe('open');
    expect(navigationText('en_US', 'dropdownClose')).toBe('close');
    expect(navigationText('ja', 'dragonBallsCollected', 2, 7)).toBe('7 個中 2 個獲得');
  });
});
