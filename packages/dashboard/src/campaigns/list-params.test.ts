import { describe, expect, it } from 'vitest';
import { offsetOf, pageOf } from '@eventory/domain/paging';
import { readListParams, writeFilters, writePage } from './list-params.ts';

describe('campaign list state in the URL (admin spec §4 Lists)', () => {
  it('defaults to page size 20 at offset 0', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({
      limit: 20,
      offset: 0,
      codeName: '',
      designName: '',
      regions: [],
      showEnded: false,
    });
  });

  it('reads filters, regions as a comma list, limit and offset', () => {
    const q = readListParams(
      new URLSearchParams('codeName=cup&regions=TW,JP&showEnded=true&limit=50&offset=100'),
    );
    expect(q).toMatchObject({
      codeName: 'cup',
      regions: ['TW', 'JP'],
      showEnded: true,
      limit: 50,
      offset: 100,
    });
  });

  it('resets the offset to 0 when a filter or the limit changes, and trims text filters', () => {
    const before = new URLSearchParams('offset=40&limit=20');
    const next = writeFilters(before, {
      limit: 50,
      codeName: ' cup ',
      designName: '',
      regions: ['TW'],
      showEnded: false,
    });
    expect(next.get('offset')).toBeNull();
    expect(next.toString()).toBe('limit=50&codeName=cup&regions=TW');
  });

  it('computes page = offset/limit + 1 and offset = (page-1)*limit', () => {
    expect(pageOf(0, 20)).toBe(1);
    expect(pageOf(40, 20)).toBe(3);
    expect(offsetOf(3, 20)).toBe(40);
    expect(offsetOf(1, 20)).toBe(0);
    expect(writePage(new URLSearchParams('codeName=cup'), 3, 20).toString()).toBe('codeName=cup&offset=40');
  });
});
