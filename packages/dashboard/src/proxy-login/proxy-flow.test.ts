import { describe, expect, it } from 'vitest';
import type { AdminSession } from '@eventory/domain/session';
import { checkCallback, parseSessionParam, sessionMayProxy } from './proxy-flow.ts';

const session: AdminSession = {
  name: '測試',
  email: 'ops@eventory.test',
  picture: '',
  accessToken: 't',
  goAccessToken: 't',
  isSignedIn: true,
  isSuperAdmin: false,
  readonly: false,
  roles: ['developer'],
  exp: 1,
};

describe('proxy sign-in rules (admin spec §4, §5)', () => {
  it("fails with 'can not find callback_uri' without a callback", () => {
    expect(checkCallback(null, [], 'development')).toEqual({ ok: false, reason: 'noCallback' });
  });

  it("fails with 'current host is not allowed' for an origin off the allow-list", () => {
    expect(checkCallback('https://evil.example/cb', [], 'development')).toEqual({
      ok: false,
      reason: 'hostNotAllowed',
    });
  });

  it('accepts the default dashboards and configured origins', () => {
    expect(checkCallback('http://localhost:8080/x', [], 'development')).toEqual({
      ok: true,
      origin: 'http://localhost:8080',
    });
    expect(checkCallback('https://ops.example/cb?x=1', ['https://ops.example'], 'production')).toEqual({
      ok: true,
      origin: 'https://ops.example',
    });
    expect(checkCallback('https://event-dashboard.eventory.app/cb', [], 'production')).toEqual({
      ok: true,
      origin: 'https://event-dashboard.eventory.app',
    });
  });

  it.each(['http://localhost:8080/cb', 'http://127.0.0.1:8080/cb'])(
    "refuses the local dashboard %s in production: 'current host is not allowed'",
    (callback) => {
      expect(checkCallback(callback, [], 'production')).toEqual({ ok: false, reason: 'hostNotAllowed' });
      expect(checkCallback(callback, [], 'uat')).toMatchObject({ ok: true });
    },
  );

  it('needs at least one role', () => {
    expect(sessionMayProxy({ roles: [] })).toBe(false);
    expect(sessionMayProxy({ roles: ['ViewOnly'] })).toBe(true);
  });
});

describe('shadow session parameter', () => {
  it('reads JSON', () => {
    expect(parseSessionParam(JSON.stringify(session))).toEqual(session);
  });

  it('reads base64 JSON, non-ASCII names included', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(session));
    const b64 = btoa(String.fromCharCode(...bytes));
    expect(parseSessionParam(b64)).toEqual(session);
  });

  it('rejects text that is not a session', () => {
    expect(parseSessionParam('hello')).toBeNull();
    expect(parseSessionParam(JSON.stringify({ email: 'x' }))).toBeNull();
  });
});
