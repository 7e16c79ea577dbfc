import { describe, expect, it } from 'vitest';
import {
  canSetPrize,
  contentReferenceProblems,
  prizeInputSchema,
  prizePermissionOf,
  questionInputSchema,
  REWARD_TYPES,
  rewardKindOf,
  trackerPatchSchema,
} from './campaign-content.ts';

describe('prize permissions', () => {
  it('maps every RewardType code to its item kind permission', () => {
    expect(prizePermissionOf(1)).toBe('prizeItemAvatar');
    expect(prizePermissionOf(10)).toBe('prizeItemCommentBadgeTopRight');
    expect(prizePermissionOf(100)).toBe('prizeItemGift');
    expect(prizePermissionOf(7)).toBeUndefined();
    expect(Object.values(REWARD_TYPES).map((code) => rewardKindOf(code))).toEqual(Object.keys(REWARD_TYPES));
  });

  it('needs prizeSetting and the kind permission, with write access', () => {
    expect(canSetPrize({ roles: ['user'] }, 2)).toBe(true);
    expect(canSetPrize({ roles: ['ViewOnly'] }, 2)).toBe(false);
    expect(canSetPrize({ roles: ['user'], readonly: true }, 2)).toBe(false);
    // PermanentBaseControl holds the kinds, but is read-only in the regular area.
    expect(canSetPrize({ roles: ['PermanentBaseControl'] }, 100)).toBe(false);
    expect(canSetPrize({ roles: ['developer'] }, 7)).toBe(false);
  });
});

describe('content schemas', () => {
  it('refuses overlapping rank ranges, naming the later range', () => {
    const r = prizeInputSchema.safeParse({
      leaderboardID: 1,
      rewardType: 2,
      ranges: [
        { fromRank: 1, toRank: 3, itemID: 'a' },
        { fromRank: 3, toRank: 5, itemID: 'b' },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['ranges', 1, 'fromRank']);
  });

  it('needs 2 options for select and sort questions and none for text', () => {
    const base = { title: { en_US: 'Q' } };
    expect(questionInputSchema.safeParse({ ...base, type: 'Sort', options: [{ en_US: 'a' }] }).success).toBe(
      false,
    );
    expect(
      questionInputSchema.safeParse({ ...base, type: 'Sort', options: [{ en_US: 'a' }, { ja: 'b' }] })
        .success,
    ).toBe(true);
    expect(questionInputSchema.safeParse({ ...base, type: 'Text', options: [{ en_US: 'a' }] }).success).toBe(
      false,
    );
    expect(questionInputSchema.safeParse({ ...base, type: 'Text' }).success).toBe(true);
  });

  it('takes tracker patches of known fields only', () => {
    expect(trackerPatchSchema.safeParse({ samplingRate: 0.5 }).success).toBe(true);
    expect(trackerPatchSchema.safeParse({ samplingRate: 2 }).success).toBe(false);
    expect(trackerPatchSchema.safeParse({ events: ['page_enter', 'page_enter'] }).success).toBe(false);
    expect(trackerPatchSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('contentReferenceProblems', () => {
  const mission = {
    ID: 1,
    missionContainerID: 50,
    refType: 'leaderboard' as const,
    refID: 7,
    userMissionType: 0 as const,
    groupName: '',
    goal: 0,
    desc: {},
    iconURL: '',
    normalMission: { goal: 0 },
    eventHandler: {
      eventType: 1,
      resultKey: 'ReceiverID' as const,
      judges: [],
      scoreCalc: { kind: 'field' as const, field: 'Point' as const },
    },
  };
  const doc = {
    campaign: { ID: 100 },
    leaderboards: [{ ID: 7 }],
    containers: [{ ID: 40 }],
    missions: [mission],
    missionRoadmaps: [{ ID: 3 }],
    questionnaires: [{ ID: 1, containerID: 50 }],
    prizes: [{ ID: 1, leaderboardID: 7 }],
    aggregators: [{ ID: 1, srcContainerID: 40, targetContainerID: 50 }],
  };

  it('accepts references to the document’s leaderboards, roadmaps and containers (mission containers included)', () => {
    expect(contentReferenceProblems(doc)).toEqual([]);
  });

  it('names every dangling or repeated reference', () => {
    const broken = {
      ...doc,
      missions: [
        mission,
        { ...mission, ID: 1, missionContainerID: 40, refType: 'missionRoadmap' as const, refID: 9 },
      ],
      questionnaires: [{ ID: 1, containerID: 41 }],
      prizes: [{ ID: 1, leaderboardID: 8 }],
      aggregators: [{ ID: 1, srcContainerID: 40, targetContainerID: 99 }],
    };
    expect(contentReferenceProblems(broken).map((p) => p.field)).toEqual([
      'missions.1.ID',
      'missions.1.missionContainerID',
      'missions.1.refID',
      'questionnaires.0.containerID',
      'prizes.0.leaderboardID',
      'aggregators.0.targetContainerID',
    ]);
  });
});
