import { describe, expect, it } from 'vitest';
import {
  giftIconSource,
  giftIconV2Url,
  giftIconVersion,
  giftIconVersionedUrl,
  giftVersionOf,
  nextGiftIconStatus,
} from './gifts.ts';

describe('gift icon fallback chain (visitor spec §4)', () => {
  const rose = { giftId: 'rose', version: 3 };
  it('goes V2 → versioned CDN → gifts list → default', () => {
    expect(giftIconSource('Pending', rose, '/list/rose.svg', '/mission.svg')).toBe(giftIconV2Url('rose'));
    expect(giftIconSource('V2Failed', rose, '/list/rose.svg', '/mission.svg')).toBe(
      giftIconVersionedUrl('rose', 3),
    );
    expect(giftIconSource('V1Failed', rose, '/list/rose.svg', '/mission.svg')).toBe('/list/rose.svg');
    expect(giftIconSource('AllFailed', rose, '/list/rose.svg', '/mission.svg')).toBeUndefined();
    expect(giftIconSource('AllFailed', { ...rose, is2DMission: true }, undefined, '/mission.svg')).toBe(
      '/mission.svg',
    );
  });

  it("prefers the author's V2 source and treats a bad version as 1", () => {
    expect(giftIconSource('Pending', { giftId: 'rose', v2Src: ' /mine.png ' }, undefined, '')).toBe(
      '/mine.png',
    );
    expect(giftVersionOf(0)).toBe(1);
    expect(giftVersionOf(2.5)).toBe(1);
    expect(giftVersionOf('2')).toBe(1);
    expect(giftIconVersionedUrl('a b', 2)).toBe('/platform/gift-icons/a%20b_v2.svg');
  });

  it('steps down one status per failure and stays at AllFailed', () => {
    expect(nextGiftIconStatus('Pending')).toBe('V2Failed');
    expect(nextGiftIconStatus('V2Failed')).toBe('V1Failed');
    expect(nextGiftIconStatus('V1Failed')).toBe('AllFailed');
    expect(nextGiftIconStatus('AllFailed')).toBe('AllFailed');
  });
});

describe('the version a page asks the CDN for (issue 30 §1.5)', () => {
  it("is the gifts list's version, or the block's when newer", () => {
    expect(giftIconVersion(1, 2)).toBe(2);
    expect(giftIconVersion(undefined, 2)).toBe(2);
    expect(giftIconVersion(3, 2)).toBe(3);
    expect(giftIconVersion(undefined, undefined)).toBe(1);
  });
});
