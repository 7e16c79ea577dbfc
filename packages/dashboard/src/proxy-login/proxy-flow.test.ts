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
    expect(checkCallback(null, [])).toEqual({ ok: false, reason: 'noCallback' });
  });

  it("fails with 'current host is not allowed' for an origin off the allow-list", () => {
    expect(checkCallback('https://evil.example/cb', [])).toEqual({ ok: false, reason: 'hostNotAllowed' });
  });

  it('accepts the default dashboards and configured origins', () => {
    expect(checkCallback('http://localhost:8080/x', [])).toEqual({
      ok: true,
      origin: 'http://localhost:8080',
    });
    expect(checkCallback('https://ops.example/cb?x=1', ['https://ops.example'])).toEqual({
      ok: true,
      origin: 'https://ops.example',
    });
  });

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
