import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import { giftText } from '../gift/gift-texts.ts';
import { voteText } from '../vote/vote-texts.ts';
import { missionText } from './mission-texts.ts';
import { navigationText } from './navigation-texts.ts';
import { fillTemplate, formatText, VISITOR_TEXTS, visitorText } from './visitor-texts.ts';

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
        const placeholders = (s: string) => [...new Set(s.match(/\{\d+(?=[},])/g) ?? [])].sort();
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

// Issue 30 §1.7: "1 votes", "1 points": plural forms in all six locales.
describe('plural forms', () => {
  it('picks the form of the count by the locale’s plural rules, # standing for the count', () => {
    const points = '{0, plural, one {# point} other {# points}}';
    expect(formatText('en_US', points, 1)).toBe('1 point');
    expect(formatText('en_US', points, 2)).toBe('2 points');
    expect(formatText('en_US', `Reach ${points.replace('{0', '{1')} by {0}`, 'Friday', 10)).toBe(
      'Reach 10 points by Friday',
    );
    // A formatted number that is no plain number (12.3k) takes the 'other' form.
    expect(formatText('en_US', points, '12.3k')).toBe('12.3k points');
    expect(formatText('en_US', '{0, plural, =0 {none} one {# point} other {# points}}', 0)).toBe('none');
  });

  it('uses all six Arabic forms', () => {
    const votes =
      '{0, plural, zero {# صوت} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatText('ar', votes, n))).toEqual([
      '0 صوت',
      'صوت واحد',
      'صوتان',
      '3 أصوات',
      '11 صوتًا',
      '100 صوت',
    ]);
  });

  it('says 1 vote, 1 point, 1 member in English; each locale has a text for 1 and for many', () => {
    expect(voteText('en_US', 'voteTotal', 1)).toBe('1 vote');
    expect(voteText('en_US', 'voteTotal', 2)).toBe('2 votes');
    expect(giftText('en_US', 'giftPoints', 1)).toBe('1 point');
    expect(navigationText('en_US', 'teamMembers', 1)).toBe('1 member');
    expect(missionText('en_US', 'subMissionsGoal', 1, 3, 1)).toBe('1 of 3 reached 1 point');
    expect(voteText('ar', 'voteTotal', 2)).toBe('صوتان');
    expect(visitorText('ar', 'personalToNext', 1)).toBe('نقطة واحدة للتقدّم مركزًا');
    for (const locale of LOCALES) {
      for (const text of [
        voteText(locale, 'voteTotal', 1),
        giftText(locale, 'giftPoints', 1),
        navigationText(locale, 'teamMembers', 1),
        missionText(locale, 'subMissionsGoal', 1, 3, 5),
      ]) {
        expect(text).not.toMatch(/[{}#]/);
      }
    }
  });
});
