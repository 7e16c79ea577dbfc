import { describe, expect, it } from 'vitest';
import { diffObjects, formatValue } from './diff.ts';

describe('change-log diff', () => {
  it('marks fields added, removed, changed and unchanged', () => {
    expect(
      diffObjects({ name: 'Cup', size: 'small', gone: 1 }, { name: 'Cup', size: 'large', extra: true }),
    ).toEqual([
      { field: 'name', kind: 'unchanged', before: 'Cup', after: 'Cup' },
      { field: 'size', kind: 'changed', before: 'small', after: 'large' },
      { field: 'gone', kind: 'removed', before: 1 },
      { field: 'extra', kind: 'added', after: true },
    ]);
  });

  it('treats a create (no before) as all fields added and a delete as all removed', () => {
    expect(diffObjects(null, { a: 1 })).toEqual([{ field: 'a', kind: 'added', after: 1 }]);
    expect(diffObjects({ a: 1 }, null)).toEqual([{ field: 'a', kind: 'removed', before: 1 }]);
  });

  it('compares nested values by content', () => {
    expect(diffObjects({ regions: ['TW'] }, { regions: ['TW'] })[0]?.kind).toBe('unchanged');
    expect(diffObjects({ regions: ['TW'] }, { regions: ['TW', 'JP'] })[0]?.kind).toBe('changed');
  });

  it('formats strings as they are and other values as JSON', () => {
    expect(formatValue('Cup')).toBe('Cup');
    expect(formatValue(['TW'])).toBe('["TW"]');
    expect(formatValue(null)).toBe('null');
  });
});
