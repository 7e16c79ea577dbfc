import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import { fillTemplate, VISITOR_TEXTS, visitorText } from './visitor-texts.ts';

describe('visitor texts', () => {
  it('has every key, non-empty, in all six locales', () => {
    const keys = Object.keys(VISITOR_TEXTS.zh_TW).sort();
    expect(Object.keys(VISITOR_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(VISITOR_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys)
        expect(VISITOR_TEXTS[locale][key as 'retry'].trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every translation', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(VISITOR_TEXTS.zh_TW)) {
        const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();
        expect(placeholders(VISITOR_TEXTS[locale][key as 'retry']), `${locale}.${key}`).toEqual(
          placeholders(text),
        );
      }
    }
  });

  it('says nobody is on the board yet in Chinese by default', () => {
    expect(visitorText('zh_TW', 'leaderboardEmpty')).toBe('目前還沒有人上榜');
  });

  it('fills {0} with the value', () => {
    expect(visitorText('en_US', 'leaderboardRank', 3)).toBe('Rank 3');
    expect(fillTemplate('{0} pt', '12.3k')).toBe('12.3k pt');
  });
});
