import { describe, expect, it, vi } from 'vitest';
import type { UserMission } from '@eventory/domain/user-missions';
import {
  claimFailureModal,
  missionDescription,
  missionDialogOf,
  missionDialogPath,
  missionDisplayStatus,
  missionPercent,
  missionProgress,
  missionValueText,
  parentOfMissionDialog,
  progressPercent,
  rewardDisplayName,
  secondsAsHours,
  sortMissions,
  visibleMissions,
} from './mission-rules.ts';

const NOW = 1_800_000_000_000;
const inSeconds = (ms: number) => Math.floor(ms / 1000);

const mission = (over: Partial<UserMission>): UserMission => ({
  id: 1,
  type: 1,
  userMissionType: 0,
  desc: { en_US: 'Send gifts' },
  startTime: inSeconds(NOW) - 3600,
  endTime: inSeconds(NOW) + 3600,
  missionContainerID: 10,
  goal: 100,
  score: 0,
  iconURL: '',
  eventType: 1,
  rewardSetting: null,
  ...over,
});

describe('mission display status (visitor spec §4)', () => {
  const none = { claimed: false, error: false };
  const claimed = { claimed: true, error: false };
  it('before the end: Claim when reached and unclaimed, Complete when claimed, else Ongoing', () => {
    expect(missionDisplayStatus(mission({ score: 100 }), none, NOW)).toBe('Claim');
    expect(missionDisplayStatus(mission({ score: 150 }), none, NOW)).toBe('Claim');
    expect(missionDisplayStatus(mission({ score: 100 }), claimed, NOW)).toBe('Complete');
    expect(missionDisplayStatus(mission({ score: 99 }), none, NOW)).toBe('Ongoing');
  });

  it('after the end: Complete only when reached and claimed, else OutDated', () => {
    const ended = { endTime: inSeconds(NOW) - 1 };
    expect(missionDisplayStatus(mission({ ...ended, score: 100 }), claimed, NOW)).toBe('Complete');
    expect(missionDisplayStatus(mission({ ...ended, score: 100 }), none, NOW)).toBe('OutDated');
    expect(missionDisplayStatus(mission({ ...ended, score: 10 }), claimed, NOW)).toBe('OutDated');
  });

  it('a failed reward read is Error, whatever the progress', () => {
    expect(missionDisplayStatus(mission({ score: 100 }), { claimed: false, error: true }, NOW)).toBe('Error');
  });
});

describe('mission ordering (visitor spec §4)', () => {
  it('puts active unclaimed missions first, then by end time, event type order and score', () => {
    const soon = inSeconds(NOW) + 100;
    const later = inSeconds(NOW) + 200;
    const list = [
      mission({ id: 1, endTime: later, eventType: 1, score: 5 }),
      mission({ id: 2, endTime: soon, eventType: 1, score: 5 }),
      mission({ id: 3, endTime: soon, eventType: 10, score: 5 }), // View before Gift
      mission({ id: 4, endTime: soon, eventType: 9, score: 5 }), // LiveStreaming after View
      mission({ id: 5, endTime: soon, eventType: 10, score: 1 }), // lower score first
      mission({ id: 6, endTime: inSeconds(NOW) - 10 }), // ended: the rest
      mission({ id: 7, endTime: soon, eventType: 10 }), // claimed: the rest
      mission({ id: 8, endTime: soon, eventType: 12, score: 5 }), // Snack after LiveStreaming
    ];
    expect(sortMissions(list, new Set([7]), NOW).map((m) => m.id)).toEqual([5, 3, 4, 8, 2, 1, 6, 7]);
  });

  it('drops missions without a container', () => {
    expect(
      visibleMissions([mission({ id: 1, missionContainerID: 0 }), mission({ id: 2 })]).map((m) => m.id),
    ).toEqual([2]);
  });
});

describe('progress (visitor spec §5, block spec §5)', () => {
  it('mission progress is min(1, score/goal); the percentage is floored', () => {
    expect(missionProgress({ score: 50, goal: 200 })).toBe(0.25);
    expect(missionProgress({ score: 500, goal: 200 })).toBe(1);
    expect(missionProgress({ score: 5, goal: 0 })).toBe(0);
    expect(missionPercent({ score: 2, goal: 3 })).toBe(66);
  });

  it('the progress bar is floor(total/target·100) capped at 100, 0 without a target', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(2500, 1000)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });

  it('shows live-streaming seconds in hours floored to one decimal', () => {
    expect(secondsAsHours(5399)).toBe(1.4);
    expect(missionValueText(7200, { eventType: 9 })).toBe('2');
    expect(missionValueText(12345, { eventType: 1 })).toBe('12.3k');
  });
});

describe('descriptions (visitor spec §5)', () => {
  it("uses the visitor's locale, then a fallback locale, else 'not found description' (logged)", () => {
    const log = vi.fn();
    expect(missionDescription({ ja: 'ギフト', en_US: 'Gifts' }, 'ja', log)).toBe('ギフト');
    expect(missionDescription({ en_US: 'Gifts' }, 'ar', log)).toBe('Gifts');
    expect(missionDescription({ zh_TW: '送禮' }, 'ja', log)).toBe('送禮');
    expect(log).not.toHaveBeenCalled();
    expect(missionDescription({}, 'ja', log)).toBe('not found description');
    expect(log).toHaveBeenCalledOnce();
  });

  it("picks the reward's display name by language", () => {
    const names = [
      { language: 'zh-TW', value: '愛心' },
      { language: 'en-US', value: 'Heart' },
    ];
    expect(rewardDisplayName(names, 'zh_TW')).toBe('愛心');
    expect(rewardDisplayName(names, 'ja')).toBe('Heart');
    expect(rewardDisplayName([], 'ja')).toBeUndefined();
  });
});

describe('claim errors (visitor spec §8)', () => {
  it('code 0 shows the server text, code 7 the translated already-claimed, others the claim error', () => {
    expect(
      claimFailureModal({ status: 404, errorCode: '0', errorMessage: "mission's reward isn't set" }),
    ).toEqual({ kind: 'text', text: "mission's reward isn't set" });
    expect(claimFailureModal({ status: 409, errorCode: '7', errorMessage: 'x' })).toEqual({
      kind: 'key',
      key: 'alreadyClaimed',
    });
    expect(claimFailureModal({ status: 401, errorCode: 'UNAUTHORIZED' })).toEqual({
      kind: 'key',
      key: 'loginRequired',
    });
    expect(claimFailureModal({ status: 409, errorCode: 'GOAL_NOT_REACHED' })).toEqual({
      kind: 'key',
      key: 'claimFailed',
    });
    expect(claimFailureModal({ status: 0 })).toEqual({ kind: 'key', key: 'networkError' });
  });
});

describe('the mission dialog sub-route (block spec §2)', () => {
  it('is {current path}/mission-dialog/{missionContainerID}; OK returns to the parent', () => {
    expect(missionDialogPath('/missions', 42)).toBe('/missions/mission-dialog/42');
    expect(missionDialogPath('/', 42)).toBe('/mission-dialog/42');
    expect(missionDialogPath('/missions/mission-dialog/7', 42)).toBe('/missions/mission-dialog/42');
    expect(missionDialogOf('/missions/mission-dialog/42')).toBe(42);
    expect(missionDialogOf('/missions')).toBeUndefined();
    expect(missionDialogOf('/mission-dialog/abc')).toBeUndefined();
    expect(parentOfMissionDialog('/missions/mission-dialog/42')).toBe('/missions');
    expect(parentOfMissionDialog('/mission-dialog/42')).toBe('/');
  });
});
