import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';
import {
  AVATAR_LINK_ORIGINS,
  crownOf,
  dropdownHeight,
  formatTotal,
  isUUID,
  mayReceiveAvatarLink,
  mobilePlatform,
  parseDragonBalls,
  podiumVisible,
  poolValue,
  rankTeams,
  rowBonus,
  streamerClick,
  teamScore,
  toggleExpanded,
  topUserCount,
} from './family-rules.ts';
import { periodFor } from './active-period.ts';

const UUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const row = (userID: string, score: number, meta: Record<string, string> = {}): LeaderboardRow => ({
  rank: 0,
  score,
  userInfo: { userID, displayName: userID, region: 'TW', openID: userID, picture: '' },
  meta,
});

describe('row clicks', () => {
  const who = { userID: UUID, openID: 'ann', streamID: 0, liveStreamID: 0 };
  const desktop = { clickable: true, league: false, platform: undefined };

  it('accepts only 8-4-4-4-12 hex UUIDs as user ids', () => {
    expect(isUUID(UUID)).toBe(true);
    expect(isUUID('u-1')).toBe(false);
    expect(isUUID(`${UUID}0`)).toBe(false);
  });

  it('opens a live streamer (streamID > 0) through the deep link on iOS / Android, else the live page in a new tab', () => {
    const live = { ...who, streamID: 42, liveStreamID: 7 };
    const ios = streamerClick(live, { ...desktop, platform: 'ios' });
    expect(ios).toMatchObject({ kind: 'live', deepLink: true, newTab: false });
    expect(ios.kind !== 'none' && ios.url).toContain('streamID=42');
    expect(ios.kind !== 'none' && ios.url).toContain('liveStreamID=7');
    expect(streamerClick(live, desktop)).toMatchObject({ kind: 'live', deepLink: false, newTab: true });
  });

  it('opens the profile of a streamer who is not live only for a UUID id', () => {
    expect(streamerClick(who, desktop)).toMatchObject({ kind: 'profile', newTab: true });
    expect(streamerClick({ ...who, userID: 'u-1' }, desktop)).toEqual({ kind: 'none' });
  });

  it('does nothing for a league or a row that is not clickable', () => {
    const live = { ...who, streamID: 1 };
    expect(streamerClick(live, { ...desktop, league: true })).toEqual({ kind: 'none' });
    expect(streamerClick(live, { ...desktop, clickable: false })).toEqual({ kind: 'none' });
  });

  it('tells iOS and Android from everything else', () => {
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBeUndefined();
  });

  it("posts 'send avatar link' only to the 4 allowed origins", () => {
    expect(AVATAR_LINK_ORIGINS).toHaveLength(4);
    expect(mayReceiveAvatarLink('https://event-dashboard.eventory.app')).toBe(true);
    expect(mayReceiveAvatarLink('http://localhost:8080')).toBe(true);
    expect(mayReceiveAvatarLink('https://event-dashboard.eventory.app.evil.io')).toBe(false);
    expect(mayReceiveAvatarLink(undefined)).toBe(false);
  });
});

describe('dropdown', () => {
  it('uses the spec heights: contribution 72 + 62 per item, bonus 35 + 38, mission 24 (+36 when more than 1) + 50', () => {
    expect(dropdownHeight('contribution', 3)).toBe(72 + 3 * 62);
    expect(dropdownHeight('bonus', 1)).toBe(35 + 38);
    expect(dropdownHeight('mission', 1)).toBe(24 + 50);
    expect(dropdownHeight('mission', 2)).toBe(24 + 36 + 2 * 50);
    expect(dropdownHeight('vote', 5)).toBe(30);
    expect(dropdownHeight('none', 5)).toBe(0);
  });

  it('expands one row at a time; the same row closes', () => {
    expect(toggleExpanded(undefined, 'a')).toBe('a');
    expect(toggleExpanded('a', 'b')).toBe('b');
    expect(toggleExpanded('b', 'b')).toBeUndefined();
  });

  it('parses the bonus from its meta string', () => {
    expect(rowBonus(row('a', 1, { bonus: '120' }))).toBe(120);
    expect(rowBonus(row('a', 1, { bonus: 'x' }))).toBe(0);
    expect(rowBonus(row('a', 1))).toBe(0);
  });
});

describe('total, pool, teams, dragon balls, podium', () => {
  it('shows the last N digits of the total zero padded, in the format', () => {
    expect(formatTotal(12_345, 0, '{0}')).toBe('12345');
    expect(formatTotal(12_345, 3, '{0} pt')).toBe('345 pt');
    expect(formatTotal(12_005, 3, '{0}')).toBe('005');
    expect(formatTotal(42, 5, '{0}')).toBe('00042');
  });

  it('divides the pool entry by minUnit (at least 1), 0 without a matching key', () => {
    const rows = [row('pool-a', 12_345), row('x', 5, { eventoryKey: 'pool-b' })];
    expect(poolValue(rows, 'pool-a', 100)).toBe(123);
    expect(poolValue(rows, 'pool-b', 0)).toBe(5);
    expect(poolValue(rows, 'missing', 1)).toBe(0);
  });

  it('re-ranks teams by summed score, ties to the earlier last timestamp', () => {
    const red = teamScore('red', [row('a', 50, { timestamp: '2000' }), row('b', 50, { timestamp: '3000' })]);
    expect(red).toEqual({ id: 'red', score: 100, lastTimestamp: 3000 });
    const ranked = rankTeams([
      { id: 'blue', score: 80, lastTimestamp: 1000 },
      red,
      { id: 'green', score: 100, lastTimestamp: 2500 },
    ]);
    expect(ranked.map((t) => [t.id, t.rank])).toEqual([
      ['green', 1],
      ['red', 2],
      ['blue', 3],
    ]);
  });

  it('reads dragon balls from a JSON list in meta, ignoring bad data', () => {
    expect(parseDragonBalls({ dragonBall: '[1,0,3]' })).toEqual([1, 0, 3]);
    expect(parseDragonBalls({ dragonBall: 'nope' })).toEqual([]);
    expect(parseDragonBalls({})).toEqual([]);
  });

  it('shows 1, 3, 5 or 10 top users (default 3) and crowns the top 3', () => {
    expect(['1', '3', '5', '10', '7', undefined].map(topUserCount)).toEqual([1, 3, 5, 10, 3, 3]);
    expect([1, 2, 3, 4].map(crownOf)).toEqual(['gold', 'silver', 'bronze', undefined]);
  });

  it('hides the podium outside editor mode when empty, in the follower view or while searching', () => {
    const base = { editor: false, rows: 3, followingOnly: false, keyword: '' };
    expect(podiumVisible(base)).toBe(true);
    expect(podiumVisible({ ...base, rows: 0 })).toBe(false);
    expect(podiumVisible({ ...base, followingOnly: true })).toBe(false);
    expect(podiumVisible({ ...base, keyword: 'ann' })).toBe(false);
    expect(podiumVisible({ ...base, rows: 0, editor: true })).toBe(true);
  });

  it('feeds the active daily tab period to duration and countdown blocks, else their own times', () => {
    const own = { startTime: 1, endTime: 2 };
    expect(periodFor(own, undefined)).toEqual(own);
    expect(periodFor(own, { startTime: 10, endTime: 20, index: 1 })).toEqual({ startTime: 10, endTime: 20 });
  });
});
