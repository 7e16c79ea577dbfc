import { describe, expect, it } from 'vitest';
import { cacheValueProblem, cacheValueView, INVALID_CACHE_VALUE } from './cache-system.ts';

describe('cache values (admin spec §5)', () => {
  it('parses JSON content', () => {
    expect(cacheValueView('[{"a":1}]', 'application/json')).toEqual([{ a: 1 }]);
  });
  it('wraps other content types with data and @content_type', () => {
    expect(cacheValueView('a,b', 'text/csv')).toEqual({ data: 'a,b', '@content_type': 'text/csv' });
  });
  it("shows a non-string as '[invalid value]'", () => {
    expect(cacheValueView(42, 'text/plain')).toBe(INVALID_CACHE_VALUE);
    expect(cacheValueView(null, 'application/json')).toBe(INVALID_CACHE_VALUE);
    expect(cacheValueView('{broken', 'application/json')).toBe(INVALID_CACHE_VALUE);
  });
  it('checks a value for its content type', () => {
    expect(cacheValueProblem('{"a":', 'application/json')).toMatch(/not valid JSON/);
    expect(cacheValueProblem('{"a":', 'text/plain')).toBeUndefined();
  });
});
