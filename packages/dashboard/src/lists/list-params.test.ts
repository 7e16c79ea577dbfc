import { describe, expect, it } from 'vitest';
import { readList, sameFilters, writeList, writePage, type ListSpec } from './list-params.ts';

const SPEC: ListSpec<{ name: 'text'; regions: 'list'; ended: 'flag'; from: 'number'; cursor: 'stack' }> = {
  filters: { name: 'text', regions: 'list', ended: 'flag', from: 'number', cursor: 'stack' },
  limit: 20,
};

describe('a list state in the URL (admin spec §4 Lists)', () => {
  it('reads each kind of filter, the limit and the offset, with defaults when absent or invalid', () => {
    expect(readList(new URLSearchParams(''), SPEC)).toEqual({
      filters: { name: '', regions: [], ended: false, from: undefined, cursor: [] },
      limit: 20,
      offset: 0,
    });
    const params = new URLSearchParams(
      'name=cup&regions=TW,JP&ended=true&from=1767225600&cursor=a,1&cursor=b&limit=50&offset=100',
    );
    expect(readList(params, SPEC)).toEqual({
      filters: { name: 'cup', regions: ['TW', 'JP'], ended: true, from: 1_767_225_600, cursor: ['a,1', 'b'] },
      limit: 50,
      offset: 100,
    });
    expect(readList(new URLSearchParams('limit=-3&offset=x&from=soon'), SPEC)).toMatchObject({
      filters: { from: undefined },
      limit: 20,
      offset: 0,
    });
  });

  it('writes new filters trimmed, leaves defaults out and sends the offset back to 0', () => {
    const next = writeList(new URLSearchParams('keep=1&offset=40'), SPEC, {
      name: ' cup ',
      regions: ['TW'],
      ended: false,
      from: undefined,
      cursor: ['a,1'],
    });
    expect(next.toString()).toBe('keep=1&name=cup&regions=TW&cursor=a%2C1');
    expect(writeList(next, SPEC, {}, 50).toString()).toBe('keep=1&name=cup&regions=TW&cursor=a%2C1&limit=50');
  });

  it('writes a page as offset = (page-1)*limit, and a new limit from the first page', () => {
    expect(writePage(new URLSearchParams('name=cup'), SPEC, 3, 20).toString()).toBe('name=cup&offset=40');
    expect(writePage(new URLSearchParams('name=cup&offset=40'), SPEC, 1, 20).toString()).toBe('name=cup');
    expect(writePage(new URLSearchParams('offset=40'), SPEC, 3, 50).toString()).toBe('limit=50');
  });

  it('keeps lists apart under a prefix and compares filter sets as the URL would', () => {
    const records: ListSpec<{ cursor: 'stack' }> = {
      filters: { cursor: 'stack' },
      limit: 20,
      prefix: 'records.',
    };
    const url = writeList(new URLSearchParams('tab=records&cursor=other'), records, { cursor: ['c2'] });
    expect(url.toString()).toBe('tab=records&cursor=other&records.cursor=c2');
    expect(readList(url, records).filters.cursor).toEqual(['c2']);
    expect(sameFilters(SPEC, { name: 'cup ' }, { name: 'cup' })).toBe(true);
    expect(sameFilters(SPEC, { name: 'cup' }, { name: 'cap' })).toBe(false);
  });
});
