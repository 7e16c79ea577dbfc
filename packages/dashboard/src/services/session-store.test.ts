import { describe, expect, it } from 'vitest';
import type { AdminSession } from '@eventory/domain/session';
import { createSessionStore, decideRestore, SESSION_STORAGE_KEY } from './session-store.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = Date.UTC(2026, 0, 1);
const session = (exp: number): AdminSession => ({
  name: 'Ops',
  email: 'ops@eventory.test',
  picture: '',
  accessToken: 'token-1',
  goAccessToken: 'token-1',
  isSignedIn: true,
  isSuperAdmin: false,
  readonly: false,
  roles: ['developer'],
  exp,
});

function storageWith(value: AdminSession | string | null): Storage {
  const storage = new MemoryStorage();
  if (value !== null)
    storage.setItem(SESSION_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  return storage;
}

describe('session restore at start-up (admin spec §4)', () => {
  it('restores a stored session whose expiry has not passed', () => {
    const stored = session(NOW / 1000 + 600);
    expect(
      decideRestore({ storage: storageWith(stored), production: true, accessTokenParam: null, nowMs: NOW }),
    ).toEqual({
      kind: 'session',
      session: stored,
    });
  });

  it('signs the user out in production when the stored session expired', () => {
    const storage = storageWith(session(NOW / 1000 - 1));
    expect(decideRestore({ storage, production: true, accessTokenParam: null, nowMs: NOW })).toEqual({
      kind: 'signedOut',
    });
  });

  it('signs the user out when storage holds something that is not a session', () => {
    const storage = storageWith('{not json');
    expect(decideRestore({ storage, production: false, accessTokenParam: null, nowMs: NOW }).kind).toBe(
      'signedOut',
    );
  });

  it('uses an accessToken query parameter outside production', () => {
    const storage = storageWith(null);
    expect(decideRestore({ storage, production: false, accessTokenParam: 'abc', nowMs: NOW })).toEqual({
      kind: 'fetch',
      accessToken: 'abc',
    });
  });

  it('ignores an accessToken query parameter in production', () => {
    const storage = storageWith(null);
    expect(decideRestore({ storage, production: true, accessTokenParam: 'abc', nowMs: NOW }).kind).toBe(
      'signedOut',
    );
  });

  it('clears the stored user on sign-out', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);
    store.set(session(NOW / 1000 + 600));
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    store.clear();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBeNull();
  });
});
