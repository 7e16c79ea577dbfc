// The placeholder missions editor mode shows when the list has no ref or its ref has no missions yet
// (block spec §6): one normal mission half done, one two-dimensional mission with three contributors.
import { EVENT_TYPES } from '@eventory/domain/event-types';
import { LOCALES } from '@eventory/domain/locales';
import type { UserMission } from '@eventory/domain/user-missions';
import { MISSION_TEXTS } from '../i18n/mission-texts.ts';

const inEveryLocale = (key: 'sampleMission' | 'sampleTwoDim'): Record<string, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, MISSION_TEXTS[locale][key]]));

/** End time a week from `nowMs`, in unix seconds. */
const weekAfter = (nowMs: number) => Math.floor(nowMs / 1000) + 7 * 24 * 3600;

export function mockMissions(nowMs: number): UserMission[] {
  const endTime = weekAfter(nowMs);
  const startTime = Math.floor(nowMs / 1000) - 3600;
  return [
    {
      id: -1,
      type: 1,
      userMissionType: 0,
      desc: inEveryLocale('sampleMission'),
      startTime,
      endTime,
      missionContainerID: 1,
      goal: 100,
      score: 50,
      iconURL: '',
      eventType: EVENT_TYPES.Gift,
      rewardSetting: { prizeType: 100, itemID: 'sample-gift', itemIconURL: '', itemCount: 1 },
      normalMission: { score: 50, goal: 100 },
    },
    {
      id: -2,
      type: 1,
      userMissionType: 1,
      desc: inEveryLocale('sampleTwoDim'),
      startTime,
      endTime,
      missionContainerID: 2,
      goal: 3,
      score: 2,
      iconURL: '',
      eventType: EVENT_TYPES.Gift,
      rewardSetting: null,
      twoDimMission: {
        goal: 3,
        score: 2,
        subGoal: 10,
        subScores: [
          { key: 'fan-1', value: 12, name: { en_US: 'Fan 1', zh_TW: '粉絲 1' } },
          { key: 'fan-2', value: 10, name: { en_US: 'Fan 2', zh_TW: '粉絲 2' } },
          { key: 'fan-3', value: 4, name: { en_US: 'Fan 3', zh_TW: '粉絲 3' } },
        ],
      },
    },
  ];
}
