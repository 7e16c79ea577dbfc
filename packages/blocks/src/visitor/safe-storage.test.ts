import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage, VISITOR_SESSION_KEY } from './safe-storage.ts';

class FakeStorage {
  items = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    const used = [...this.items.entries()].reduce((n, [key, val]) => (key === k ? n : n + val.length), 0);
    if (used + v.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('safe local storage', () => {
  it('reads and writes through to local storage', () => {
    const backing = new FakeStorage();
    const storage = createSafeStorage(() => backing);
    storage.setItem('a', '1');
    expect(backing.getItem('a')).toBe('1');
    expect(storage.getItem('a')).toBe('1');
  });

  it('when full, clears everything except the user session and writes again', () => {
    const backing = new FakeStorage();
    backing.quota = 10;
    backing.setItem(VISITOR_SESSION_KEY, 'sess');
    backing.setItem('old', 'xxxxxx');
    const storage = createSafeStorage(() => backing);
    storage.setItem('new', 'yyyy');
    expect(backing.getItem('old')).toBeNull();
    expect(backing.getItem(VISITOR_SESSION_KEY)).toBe('sess');
    expect(backing.getItem('new')).toBe('yyyy');
  });

  it('falls back to memory when still full after clearing, and only warns', () => {
    const backing = new FakeStorage();
    backing.quota = 3;
    const storage = createSafeStorage(() => backing);
    expect(() => storage.setItem('big', 'zzzzzz')).not.toThrow();
    expect(backing.getItem('big')).toBeNull();
    expect(storage.getItem('big')).toBe('zzzzzz');
    expect(console.warn).toHaveBeenCalled();
  });

  it('keeps values in memory when local storage is not available', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});
