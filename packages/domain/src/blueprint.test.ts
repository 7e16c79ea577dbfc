import { describe, expect, it } from 'vitest';
import { pageTypeOfKind } from './blueprint.ts';

describe('page type of a campaign kind', () => {
  it('gives the kinds with their own page type theirs, and Normal to the rest', () => {
    expect(pageTypeOfKind('surprise')).toBe('Surprise');
    expect(pageTypeOfKind('Config')).toBe('Config');
    expect(pageTypeOfKind('daily')).toBe('Daily');
    expect(pageTypeOfKind('offline')).toBe('Offline');
    expect(pageTypeOfKind('event')).toBe('Normal');
    expect(pageTypeOfKind('gf2021')).toBe('Normal');
  });
});
