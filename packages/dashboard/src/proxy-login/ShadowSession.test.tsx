import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { SESSION_STORAGE_KEY } from '../services/session-store.ts';

describe('shadow session (/shadow-session)', () => {
  it('stores the handed-over session and greets the user', async () => {
    const session = testSession({ name: 'Shadow User' });
    const server = fakeServer({ 'GET /v1/admin/auth/session': json(session) });
    renderDashboard({
      path: `/shadow-session?session=${encodeURIComponent(btoa(JSON.stringify(session)))}`,
      server,
    });
    expect(await screen.findByText('Hello, Shadow User!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the dashboard' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').email).toBe(session.email);
  });

  it("says 'Sign In Failed' when the parameter is not a session", async () => {
    renderDashboard({ path: '/shadow-session?session=garbage' });
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
  });

  it("says 'Connection Fail.' when the server cannot be reached", async () => {
    const server = fakeServer({
      'GET /v1/admin/auth/session': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderDashboard({
      path: `/shadow-session?session=${encodeURIComponent(JSON.stringify(testSession()))}`,
      server,
    });
    expect(await screen.findByText('Connection Fail.')).toBeTruthy();
  });
});
