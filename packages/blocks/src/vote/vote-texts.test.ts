import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import { VOTE_TEXTS, voteText, type VoteTextKey } from './vote-texts.ts';

describe('vote texts', () => {
  it('has every key, non-empty, in all six locales, with the same placeholders', () => {
    const keys = Object.keys(VOTE_TEXTS.en_US).sort();
    const placeholders = (s: string) => [...new Set(s.match(/\{\d+(?=[},])/g) ?? [])].sort();
    expect(Object.keys(VOTE_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(VOTE_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys as VoteTextKey[]) {
        expect(VOTE_TEXTS[locale][key].trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(VOTE_TEXTS[locale][key]), `${locale}.${key}`).toEqual(
          placeholders(VOTE_TEXTS.en_US[key]),
        );
      }
    }
  });

  it("keeps the spec's texts: 投票 / 已投票 / 重讀 and the English modals", () => {
    expect([
      voteText('zh_TW', 'voteValid'),
      voteText('zh_TW', 'voteCompleted'),
      voteText('zh_TW', 'voteRetry'),
    ]).toEqual(['投票', '已投票', '重讀']);
    expect(voteText('en_US', 'voteErrorQuota')).toBe('You already completed all the votes today.');
    expect(voteText('en_US', 'voteSuccess', 'luna_chen')).toBe('Your vote for luna_chen is successful!');
    expect(voteText('en_US', 'notInPeriod')).toBe('Not in period');
  });
});
