import { describe, expect, it } from 'vitest';
import type { VisitorSignIn } from '@eventory/domain/visitor-session';
import { createSafeStorage, VISITOR_SESSION_KEY, type KeyValueStorage } from './safe-storage.ts';
import { authHeaders, createVisitorSession } from './visitor-session.ts';

const memoryStorage = (): KeyValueStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
};
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const NOW = 1_700_000_000_000;
const signIn = (exp: number): VisitorSignIn => ({
  userID: 'u1',
  email: 'ben@demo.eventory.app',
  jwtAccessToken: jwt({ sub: 'u1', exp }),
  accessToken: 'acc',
  exp,
});

describe('visitor session', () => {
  it('stores the signed-in user with its update timestamp', () => {
    const storage = memoryStorage();
    const session = createVisitorSession(storage, () => NOW);
    session.signIn(signIn(NOW / 1000 + 3600));
    expect(JSON.parse(storage.items.get(VISITOR_SESSION_KEY)!)).toMatchObject({
      user: { userID: 'u1', accessToken: 'acc' },
      updatedAt: NOW,
    });
    expect(session.snapshot().user?.userID).toBe('u1');
  });

  it('restores a valid stored user on start', () => {
    const storage = memoryStorage();
    createVisitorSession(storage, () => NOW).signIn(signIn(NOW / 1000 + 3600));
    expect(createVisitorSession(storage, () => NOW + 1000).snapshot().user?.userID).toBe('u1');
  });

  it('clears an expired stored user on start, keeping only the timestamp, and raises EXPIRED', () => {
    const storage = memoryStorage();
    createVisitorSession(storage, () => NOW).signIn(signIn(NOW / 1000 + 60));
    const later = createVisitorSession(storage, () => NOW + 61_000);
    expect(later.snapshot()).toEqual({ user: undefined, authError: 'EXPIRED', hadToken: true });
    expect(JSON.parse(storage.items.get(VISITOR_SESSION_KEY)!)).toEqual({ updatedAt: NOW + 61_000 });
  });

  it('a 401 clears the user and raises an auth error; other statuses do nothing', () => {
    const session = createVisitorSession(memoryStorage(), () => NOW);
    session.signIn(signIn(NOW / 1000 + 3600));
    let told = 0;
    session.subscribe(() => (told += 1));
    expect(session.reportResponse(500)).toBe(false);
    expect(session.snapshot().user).toBeDefined();
    expect(session.reportResponse(401)).toBe(true);
    expect(session.snapshot()).toEqual({ user: undefined, authError: 'INVALID', hadToken: true });
    expect(told).toBe(1);
  });

  it("a 420 with 'token invalid' signs out too", () => {
    const session = createVisitorSession(memoryStorage(), () => NOW);
    session.signIn(signIn(NOW / 1000 + 3600));
    expect(session.reportResponse(420, 'token invalid')).toBe(true);
    expect(session.snapshot().user).toBeUndefined();
  });

  it('survives a corrupt stored value', () => {
    const storage = createSafeStorage(() => undefined);
    storage.setItem(VISITOR_SESSION_KEY, '{not json');
    expect(createVisitorSession(storage, () => NOW).snapshot().user).toBeUndefined();
  });

  it('sends Bearer jwt plus the accessToken header', () => {
    expect(authHeaders({ userID: 'u1', jwtAccessToken: 'j', accessToken: 'a', email: '' })).toEqual({
      authorization: 'Bearer j',
      accesstoken: 'a',
    });
  });
});
