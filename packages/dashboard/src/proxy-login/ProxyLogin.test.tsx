import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderDashboard, testSession } from '../app/testing.tsx';

function fakeOpener() {
  const opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  return opener;
}

describe('proxy sign-in (/proxy-login)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  it("fails with 'can not find callback_uri' and offers Sign Out", async () => {
    renderDashboard({ path: '/proxy-login', session: testSession() });
    expect(await screen.findByText('can not find callback_uri')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it("rejects a callback origin off the allow-list: 'current host is not allowed', nothing posted", async () => {
    const opener = fakeOpener();
    renderDashboard({
      path: `/proxy-login?callback_uri=${encodeURIComponent('https://evil.example/cb')}`,
      session: testSession(),
    });
    expect(await screen.findByText('current host is not allowed')).toBeTruthy();
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it("refuses a local callback when the server runs in production: 'current host is not allowed'", async () => {
    const opener = fakeOpener();
    renderDashboard({
      path: `/proxy-login?callback_uri=${encodeURIComponent('http://localhost:8080/cb')}`,
      session: testSession(),
      config: { serverEnvironment: 'production' },
    });
    expect(await screen.findByText('current host is not allowed')).toBeTruthy();
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it('posts the session only to the opener, at the callback origin, then says to close the window', async () => {
    const opener = fakeOpener();
    const own = vi.spyOn(window, 'postMessage');
    const session = testSession();
    renderDashboard({
      path: `/proxy-login?callback_uri=${encodeURIComponent('https://ops.example/after-login?x=1')}`,
      session,
      config: { dashboardOrigins: ['https://ops.example'] },
    });
    expect(await screen.findByText('Signed in. You can close this window now.')).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith(session, 'https://ops.example');
    expect(own).not.toHaveBeenCalled();
  });

  it("fails with 'your permission is not allowed' for a session without roles", async () => {
    const opener = fakeOpener();
    renderDashboard({
      path: `/proxy-login?callback_uri=${encodeURIComponent('http://localhost:8080/cb')}`,
      session: testSession({ roles: [] }),
    });
    expect(await screen.findByText('your permission is not allowed')).toBeTruthy();
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it('asks an unauthenticated user to sign in', async () => {
    fakeOpener();
    renderDashboard({ path: `/proxy-login?callback_uri=${encodeURIComponent('http://localhost:8080/cb')}` });
    expect(await screen.findByText('Sign in to continue.')).toBeTruthy();
    expect(screen.getByTestId('dev-sign-in-form')).toBeTruthy();
  });
});
