import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { SESSION_STORAGE_KEY } from '../services/session-store.ts';

const expired = () => testSession({ exp: Math.floor(Date.now() / 1000) - 1 });

describe('session at start-up (admin spec §4)', () => {
  it('restores a valid stored session in production', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession(), environment: 'production' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ops Lead' })).toBeTruthy();
  });

  it('signs the user out in production when the stored session expired', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: expired(), environment: 'production' });
    expect(await screen.findByTestId('dev-sign-in-form')).toBeTruthy();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('builds the session from an accessToken query parameter outside production', async () => {
    const server = fakeServer({ 'GET /v1/admin/auth/session': json(testSession({ name: 'From Token' })) });
    const view = renderDashboard({ path: '/dashboard/workplace?accessToken=abc', server });
    expect(await screen.findByRole('heading', { name: 'Welcome, From Token' })).toBeTruthy();
    expect(view.calls[0]?.headers['access-token']).toBe('abc');
  });

  it('signs the user out when the server answers 401', async () => {
    const server = fakeServer({
      'GET /v1/admin/campaigns': json({ errorCode: 'UNAUTHORIZED', errorMessage: 'Session expired.' }, 401),
    });
    renderDashboard({ path: '/eventory', session: testSession(), server });
    expect(await screen.findByTestId('dev-sign-in-form')).toBeTruthy();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
  });
});
