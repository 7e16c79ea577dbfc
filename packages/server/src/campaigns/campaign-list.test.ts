import { describe, expect, it } from 'vitest';
import { campaignListQuerySchema, containsPattern } from './campaign-list.ts';

describe('campaign list query', () => {
  it('defaults to the first 20, hiding ended campaigns', () => {
    expect(campaignListQuerySchema.parse({})).toEqual({
      limit: 20,
      offset: 0,
      codeName: '',
      name: '',
      designName: '',
      showEnded: false,
      scope: '',
      corporation: '',
      department: '',
    });
  });
  it('trims text filters (admin spec §5)', () => {
    expect(campaignListQuerySchema.parse({ codeName: '  spring ', name: ' Cup' })).toMatchObject({
      codeName: 'spring',
      name: 'Cup',
    });
  });
  it('reads limit and offset from query text, and empty values as not given', () => {
    expect(campaignListQuerySchema.parse({ limit: '50', offset: '100', showEnded: '' })).toMatchObject({
      limit: 50,
      offset: 100,
      showEnded: false,
    });
  });
  it('accepts showEnded as true or 1', () => {
    expect(campaignListQuerySchema.parse({ showEnded: 'true' }).showEnded).toBe(true);
    expect(campaignListQuerySchema.parse({ showEnded: '1' }).showEnded).toBe(true);
  });
  it('reads regions as a comma list, and refuses an unknown region', () => {
    expect(campaignListQuerySchema.parse({ regions: 'TW, JP,' }).regions).toEqual(['TW', 'JP']);
    expect(campaignListQuerySchema.safeParse({ regions: 'TW,XX' }).success).toBe(false);
    expect(campaignListQuerySchema.parse({ regions: ['TW', 'HK'] }).regions).toEqual(['TW', 'HK']);
  });
  it("trims the other text filters and reads 'nil_string' as no filter", () => {
    expect(
      campaignListQuerySchema.parse({ scope: ' global ', corporation: 'nil_string', department: ' Ops' }),
    ).toMatchObject({ scope: 'global', corporation: '', department: 'Ops' });
  });
  it('reads the range, kind and tag filters', () => {
    expect(
      campaignListQuerySchema.parse({ startTime: '100', endTime: '200', type: 'lite', tag: '5' }),
    ).toMatchObject({ startTime: 100, endTime: 200, type: 'lite', tag: 5 });
    expect(campaignListQuerySchema.safeParse({ type: 'party' }).success).toBe(false);
  });
  it('refuses a limit above 500', () => {
    expect(campaignListQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});

describe('contains pattern', () => {
  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
