import { describe, expect, it } from 'vitest';
import type { OlderEvent } from '@eventory/domain/older-event';
import { campaignOfOlderEvent, leaderboardOfOlder } from './campaign-api.ts';
import { campaign } from './test-fixtures.ts';

describe('older event → campaign shape', () => {
  it("reads extraInfo's 'nil_string' as empty and keeps the other fields", () => {
    const { ID: _i, corporation: _c, department: _d, ...fields } = campaign;
    const event: OlderEvent = {
      ...fields,
      id: 7,
      extraInfo: { corporation: 'nil_string', department: 'Ops' },
      leaderboards: [],
      questionnaires: [],
      translations: [],
    };
    expect(campaignOfOlderEvent(event)).toEqual({ ...campaign, ID: 7, corporation: '', department: 'Ops' });
  });

  it('maps an older leaderboard (giftIDs, id) onto the admin leaderboard', () => {
    expect(
      leaderboardOfOlder(7, {
        id: 3,
        groupName: 'gold',
        designName: 'x',
        giftIDs: ['rose'],
        isDeleted: true,
      }),
    ).toMatchObject({
      ID: 3,
      eventID: 7,
      giftIDsForAnalyzing: ['rose'],
      isDeleted: true,
      containerID: 0,
      type: 'Normal',
    });
  });
});
