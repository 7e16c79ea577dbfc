import { describe, expect, it } from 'vitest';
import { campaignInputSchema, initWhitelistOf, leaderboardPatchSchema, tagInputSchema } from './campaign.ts';

const base = { codeName: 'spring', name: 'Spring', startTime: 1, endTime: 2 };

describe('campaign input', () => {
  it("reads the older API's 'nil_string' corporation and department as empty (§3)", () => {
    expect(
      campaignInputSchema.parse({ ...base, corporation: 'nil_string', department: ' nil_string ' }),
    ).toMatchObject({ corporation: '', department: '' });
  });
  it('defaults scope, corporation, department, tags and theme', () => {
    expect(campaignInputSchema.parse(base)).toMatchObject({
      scope: '',
      corporation: '',
      department: '',
      tagIDs: [],
      theme: {},
    });
  });
  it('keeps each tag once', () => {
    expect(campaignInputSchema.parse({ ...base, tagIDs: [3, 3, 1] }).tagIDs).toEqual([3, 1]);
  });
  it('refuses a theme length without a unit (§5)', () => {
    const result = campaignInputSchema.safeParse({ ...base, theme: { length: '12' } });
    expect(result.error?.issues[0]?.path).toEqual(['theme', 'length']);
  });
});

describe('leaderboard save (§5)', () => {
  it('trims each gift ID, dropping blanks', () => {
    expect(
      leaderboardPatchSchema.parse({ giftIDsForAnalyzing: [' rose', ' ', 'heart '] }).giftIDsForAnalyzing,
    ).toEqual(['rose', 'heart']);
  });
  it('defaults designName to empty when sent empty or null', () => {
    expect(leaderboardPatchSchema.parse({ designName: null }).designName).toBe('');
    expect(leaderboardPatchSchema.parse({ designName: '  ' }).designName).toBe('');
  });
});

describe('init arrangement (§5)', () => {
  it('sets initWhitelist "True" when container ids are listed, otherwise "False"', () => {
    expect(initWhitelistOf([3])).toBe('True');
    expect(initWhitelistOf([])).toBe('False');
  });
});

describe('tag input', () => {
  it('takes a hex colour or a colour name', () => {
    expect(tagInputSchema.parse({ name: ' Spring ', color: '#1677ff' })).toEqual({
      name: 'Spring',
      color: '#1677ff',
    });
    expect(tagInputSchema.safeParse({ name: 'x', color: 'green' }).success).toBe(true);
    expect(tagInputSchema.safeParse({ name: 'x', color: '#12' }).success).toBe(false);
  });
});
