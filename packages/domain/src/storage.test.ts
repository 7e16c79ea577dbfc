import { describe, expect, it } from 'vitest';
import { storagePathProblem, storageTypeOf } from './storage.ts';

describe('storage paths (decisions/0051-storage.md)', () => {
  it.each(['a.json', 'campaign/summer/top.json', 'templates/頁面.html', 'a b/c-d_e.txt'])(
    'accepts %s',
    (path) => {
      expect(storagePathProblem(path)).toBeUndefined();
    },
  );

  it.each([
    ['', 'is required'],
    ['../a.json', "'.' or '..'"],
    ['a/./b.json', "'.' or '..'"],
    ['/etc/passwd', 'relative'],
    ['a//b.json', 'empty segment'],
    ['a\\..\\b.json', 'backslashes'],
    ['..%2Fa.json', 'percent-encoded'],
    ['%2e%2e/a.json', 'percent-encoded'],
    ['a\u0000.json', 'control characters'],
    ['x'.repeat(1025), 'at most 1024'],
    [`${'x'.repeat(256)}.json`, 'at most 255'],
  ])('refuses %j', (path, problem) => {
    expect(storagePathProblem(path)).toContain(problem);
  });

  it('allows an empty prefix and a trailing / only for prefixes', () => {
    expect(storagePathProblem('', { prefix: true })).toBeUndefined();
    expect(storagePathProblem('campaign/', { prefix: true })).toBeUndefined();
    expect(storagePathProblem('campaign/')).toContain('empty segment');
  });

  it('knows the kinds it holds by extension', () => {
    expect(storageTypeOf('a/B.JSON')).toBe('application/json');
    expect(storageTypeOf('run.exe')).toBeUndefined();
    expect(storageTypeOf('.json')).toBeUndefined();
    expect(storageTypeOf('a.toString')).toBeUndefined();
  });
});
