import { describe, expect, it } from 'vitest';
import { canSetPrize, prizeInputSchema, prizePermissionOf, REWARD_TYPES, rewardKindOf } from './prizes.ts';

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

describe('prize schema', () => {
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
});
