import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import { MISSION_TEXTS, missionText, type MissionTextKey } from './mission-texts.ts';

describe('mission texts', () => {
  it('has every key, non-empty, in all six locales, with the same placeholders', () => {
    const keys = Object.keys(MISSION_TEXTS.en_US).sort();
    const placeholders = (s: string) => [...new Set(s.match(/\{\d+(?=[},])/g) ?? [])].sort();
    expect(Object.keys(MISSION_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(MISSION_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys as MissionTextKey[]) {
        expect(MISSION_TEXTS[locale][key].trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(MISSION_TEXTS[locale][key]), `${locale}.${key}`).toEqual(
          placeholders(MISSION_TEXTS.en_US[key]),
        );
      }
    }
  });

  it("keeps the spec's texts: 完成度{0}, the English claim and error messages", () => {
    expect(missionText('zh_TW', 'missionSubtitle', '50%')).toBe('完成度50%');
    expect(missionText('en_US', 'claimFailed')).toBe('Failed to claim the prize.');
    expect(missionText('en_US', 'alreadyClaimed')).toBe('reward has already been claimed');
    expect(missionText('en_US', 'statusError')).toBe('Something went wrong, please refresh the page.');
    expect(missionText('en_US', 'rewardItem', 'Heart', 3)).toBe('Heart x 3');
  });
});
