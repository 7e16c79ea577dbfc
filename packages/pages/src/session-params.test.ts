import { describe, expect, it, vi } from 'vitest';
import { rememberSessionParams } from './page-location.ts';

describe('rememberSessionParams', () => {
  it('keeps ?userID= and ?streamerUserID= in session storage', () => {
    const stored = new Map<string, string>();
    rememberSessionParams('?lang=en&userID=viewer-1&streamerUserID=star-2', {
      setItem: (key, value) => void stored.set(key, value),
    });
    expect(Object.fromEntries(stored)).toEqual({ userID: 'viewer-1', streamerUserID: 'star-2' });
  });

  it('stores nothing for missing or blank values and survives a refusing storage', () => {
    const setItem = vi.fn();
    rememberSessionParams('?userID=%20', { setItem });
    expect(setItem).not.toHaveBeenCalled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() =>
      rememberSessionParams('?userID=a', {
        setItem: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
